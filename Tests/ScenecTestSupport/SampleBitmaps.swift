import ScenecCore

/// Bitmaps for encoder tests: a smooth picture (what lossy codecs are made for, so a bound on their
/// error means something) with a transparent border, a translucent band and an opaque middle.
public enum SampleBitmaps {
    /// `width × height`: a diagonal gradient; the outer 4 px fully transparent but with colour left in
    /// them (so a lossless round trip proves the colour under alpha 0 is kept), a translucent band
    /// (alpha 128) in the top third unless `opaque`.
    public static func gradient(width: Int = 64, height: Int = 48, opaque: Bool = false) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let red = UInt8(x * 255 / max(width - 1, 1)), green = UInt8(y * 255 / max(height - 1, 1))
                let blue = UInt8((x + y) * 255 / max(width + height - 2, 1))
                var alpha: UInt8 = 255
                if !opaque {
                    if x < 4 || y < 4 || x >= width - 4 || y >= height - 4 { alpha = 0 } else if y < height / 3 { alpha = 128 }
                }
                bitmap.setPixel(x: x, y: y, RGBA8(r: red, g: green, b: blue, a: alpha))
            }
        }
        return bitmap
    }

    /// `bitmap` composited over an opaque colour, as a JPEG encoder flattens it (rounded).
    public static func flattened(_ bitmap: Bitmap, over background: RGBA8) -> Bitmap {
        var out = bitmap
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)
                let alpha = Int(p.a)
                func mix(_ c: UInt8, _ b: UInt8) -> UInt8 {
                    let sum: Int = Int(c) * alpha + Int(b) * (255 - alpha) + 127
                    return UInt8(sum / 255)
                }
                out.setPixel(x: x, y: y, RGBA8(r: mix(p.r, background.r), g: mix(p.g, background.g), b: mix(p.b, background.b), a: 255))
            }
        }
        return out
    }
}
