import ScenecCore

/// Pixel comparison after pixelmatch (github.com/mapbox/pixelmatch): a perceptual colour distance in
/// YIQ space against a threshold, and its antialiasing detection, so a pixel that only changed because
/// an edge moved by a fraction of a pixel is not counted.
public enum ImageDiff {
    /// What a comparison found.
    public struct Result: Sendable {
        /// Pixels that differ beyond the threshold and are not antialiasing.
        public var changedPixels: Int
        /// Pixels that differ but were judged antialiasing.
        public var antialiasedPixels: Int
        /// Changed pixels in red, antialiasing in yellow, over a faded grey copy of AFTER.
        public var image: Bitmap
        /// Whether the two images had different sizes (compared on the larger canvas, padded).
        public var sizeDiffers: Bool
        /// The smallest box holding every changed pixel (x, y, width, height), if any.
        public var changedBox: (x: Int, y: Int, width: Int, height: Int)?
    }

    /// Compares two bitmaps. `threshold` is 0...1 (pixelmatch's; 0.1 by default): larger is more tolerant.
    public static func compare(_ before: Bitmap, _ after: Bitmap, threshold: Double = 0.1,
                               includeAntialiasing: Bool = false) -> Result {
        let width = max(before.width, after.width), height = max(before.height, after.height)
        let a = pad(before, width, height), b = pad(after, width, height)
        let maxDelta = 35215 * threshold * threshold
        var output = [UInt8](repeating: 0, count: width * height * 4)
        var changed = 0, antialiased = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        a.withUnsafeBufferPointer { p1 in
            b.withUnsafeBufferPointer { p2 in
                for y in 0..<height {
                    for x in 0..<width {
                        let pos = (y * width + x) * 4
                        let delta = colorDelta(p1, p2, pos, pos, yOnly: false)
                        var colour: (UInt8, UInt8, UInt8)
                        if abs(delta) > maxDelta {
                            if !includeAntialiasing,
                               isAntialiased(p1, x, y, width, height, p2) || isAntialiased(p2, x, y, width, height, p1) {
                                antialiased += 1
                                colour = (255, 255, 0)
                            } else {
                                changed += 1
                                colour = (255, 0, 0)
                                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                            }
                        } else {
                            // pixelmatch's faded grey: the luminance blended 90% towards white.
                            let luma = rgb2y(blend(p2[pos], p2[pos + 3]), blend(p2[pos + 1], p2[pos + 3]), blend(p2[pos + 2], p2[pos + 3]))
                            let grey = UInt8(max(0, min(255, (255 + (luma - 255) * 0.1).rounded())))
                            colour = (grey, grey, grey)
                        }
                        output[pos] = colour.0
                        output[pos + 1] = colour.1
                        output[pos + 2] = colour.2
                        output[pos + 3] = 255
                    }
                }
            }
        }
        let box = maxX >= 0 ? (x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        return Result(changedPixels: changed, antialiasedPixels: antialiased,
                      image: Bitmap(width: width, height: height, pixels: output),
                      sizeDiffers: before.width != after.width || before.height != after.height, changedBox: box)
    }

    static func pad(_ image: Bitmap, _ width: Int, _ height: Int) -> [UInt8] {
        if image.width == width && image.height == height { return image.pixels }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<image.height {
            let source = y * image.width * 4, target = y * width * 4
            pixels[target..<(target + image.width * 4)] = image.pixels[source..<(source + image.width * 4)]
        }
        return pixels
    }

    @inline(__always) static func blend(_ c: UInt8, _ a: UInt8) -> Double {
        255 + (Double(c) - 255) * Double(a) / 255
    }

    @inline(__always) static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always) static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always) static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// pixelmatch's colorDelta: squared YIQ distance of two pixels blended over white, negative when
    /// the first is lighter; only the luminance difference when `yOnly`.
    static func colorDelta(_ p1: UnsafeBufferPointer<UInt8>, _ p2: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        let a1 = p1[k + 3], a2 = p2[m + 3]
        if a1 == a2 && p1[k] == p2[m] && p1[k + 1] == p2[m + 1] && p1[k + 2] == p2[m + 2] { return 0 }
        let r1 = blend(p1[k], a1), g1 = blend(p1[k + 1], a1), b1 = blend(p1[k + 2], a1)
        let r2 = blend(p2[m], a2), g2 = blend(p2[m + 1], a2), b2 = blend(p2[m + 2], a2)
        let y1 = rgb2y(r1, g1, b1), y2 = rgb2y(r2, g2, b2)
        let y = y1 - y2
        if yOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// pixelmatch's antialiased(): the pixel sits between a darkest and a lightest neighbour, and one
    /// of those lies in a flat area (many identical siblings) in both images.
    static func isAntialiased(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                              _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = colorDelta(img, img, pos, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }

    static func hasManySiblings(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let pos2 = (y * width + x) * 4
                if img[pos] == img[pos2] && img[pos + 1] == img[pos2 + 1] && img[pos + 2] == img[pos2 + 2] && img[pos + 3] == img[pos2 + 3] {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
