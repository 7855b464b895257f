import ScenecCore

/// Per-channel differences between two bitmaps of the same size, in 0...255 units: how far two
/// renderers (or a rendering and its expectation) agree, overall and at the worst pixels.
public struct BitmapDifference: Sendable, CustomStringConvertible {
    /// Mean absolute difference over every channel of every pixel.
    public var mean: Double
    /// The channel difference that 99 % of all channel values stay at or below.
    public var percentile99: Int
    /// The largest channel difference anywhere.
    public var maximum: Int
    /// Pixels with at least one channel that differs at all.
    public var differingPixels: Int

    /// Nil when the sizes differ (there is nothing to compare pixel by pixel).
    public init?(_ a: Bitmap, _ b: Bitmap) {
        guard a.width == b.width, a.height == b.height else { return nil }
        var histogram = [Int](repeating: 0, count: 256)
        var sum = 0, differing = 0
        var i = 0
        while i < a.pixels.count {
            var pixelDiffers = false
            for channel in i..<(i + 4) {
                let d = abs(Int(a.pixels[channel]) - Int(b.pixels[channel]))
                histogram[d] += 1
                sum += d
                if d > 0 { pixelDiffers = true }
            }
            if pixelDiffers { differing += 1 }
            i += 4
        }
        let count = max(a.pixels.count, 1)
        mean = Double(sum) / Double(count)
        maximum = histogram.lastIndex { $0 > 0 } ?? 0
        differingPixels = differing
        var seen = 0
        percentile99 = 0
        for (d, n) in histogram.enumerated() {
            seen += n
            if Double(seen) >= 0.99 * Double(count) {
                percentile99 = d
                break
            }
        }
    }

    public var description: String {
        "mean \(mean)/255, p99 \(percentile99), max \(maximum), \(differingPixels) pixel(s) differ"
    }

    /// Pixels of `a` and `b` that differ by more than `threshold` in some channel, in red over a faded
    /// grey copy of `b`: for a human to look at after a failure.
    public static func image(_ a: Bitmap, _ b: Bitmap, threshold: Int = 8) -> Bitmap {
        var out = Bitmap(width: b.width, height: b.height)
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                if p.maximumChannelDifference(to: q) > threshold {
                    out.setPixel(x: x, y: y, RGBA8(r: 255, g: 0, b: 0, a: 255))
                } else {
                    let luminance = (Int(q.r) + Int(q.g) + Int(q.b)) / 3
                    let grey = UInt8(255 - (255 - luminance) / 4)
                    out.setPixel(x: x, y: y, RGBA8(r: grey, g: grey, b: grey, a: 255))
                }
            }
        }
        return out
    }
}
