/// The UIImageOrientation set: how an image's pixels are turned before drawing.
/// `up` is as stored; `down` is turned 180°; `left` 90° counter-clockwise; `right` 90° clockwise.
/// The `-mirrored` ones are the same turn followed by a left-to-right mirror.
public enum ImageOrientation: String, Sendable, Hashable, CaseIterable {
    case up, down, left, right
    case upMirrored = "up-mirrored"
    case downMirrored = "down-mirrored"
    case leftMirrored = "left-mirrored"
    case rightMirrored = "right-mirrored"

    /// Left and right turns swap the image's width and height.
    public var swapsSize: Bool {
        switch self {
        case .left, .right, .leftMirrored, .rightMirrored: return true
        case .up, .down, .upMirrored, .downMirrored: return false
        }
    }

    /// The size of an image of `width × height` once oriented.
    public func orientedSize(width: Double, height: Double) -> Size {
        swapsSize ? Size(height, width) : Size(width, height)
    }

    /// The affine map `(a, b, c, d, e, f)` taking a point `(u, v)` of the stored image (0…width,
    /// 0…height) to `(a·u + c·v + e, b·u + d·v + f)` in the oriented image. This is the one
    /// definition of every orientation: `Bitmap.oriented` and the SVG link transform both use it.
    public func transform(width w: Double, height h: Double) -> AffineTransform {
        switch self {
        case .up: return .identity
        case .down: return AffineTransform(a: -1, b: 0, c: 0, d: -1, e: w, f: h)
        // 90° counter-clockwise: the top-right corner becomes the top-left.
        case .left: return AffineTransform(a: 0, b: -1, c: 1, d: 0, e: 0, f: w)
        // 90° clockwise: the top-left corner becomes the top-right.
        case .right: return AffineTransform(a: 0, b: 1, c: -1, d: 0, e: h, f: 0)
        case .upMirrored: return AffineTransform(a: -1, b: 0, c: 0, d: 1, e: w, f: 0)
        case .downMirrored: return AffineTransform(a: 1, b: 0, c: 0, d: -1, e: 0, f: h)
        case .leftMirrored: return AffineTransform(a: 0, b: -1, c: -1, d: 0, e: h, f: w)
        case .rightMirrored: return AffineTransform(a: 0, b: 1, c: 1, d: 0, e: 0, f: 0)
        }
    }
}

/// A 2D affine map in SVG's `matrix(a b c d e f)` order: `x' = a·x + c·y + e`, `y' = b·x + d·y + f`.
public struct AffineTransform: Sendable, Hashable {
    public var a, b, c, d, e, f: Double

    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f
    }

    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + e, b * p.x + d * p.y + f)
    }

    /// `self` followed by `next`.
    public func then(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(a: next.a * a + next.c * b, b: next.b * a + next.d * b,
                        c: next.a * c + next.c * d, d: next.b * c + next.d * d,
                        e: next.a * e + next.c * f + next.e, f: next.b * e + next.d * f + next.f)
    }
}

extension Bitmap {
    /// This bitmap turned and mirrored by `orientation` (pure; exact pixel moves, no resampling).
    public func oriented(_ orientation: ImageOrientation) -> Bitmap {
        if orientation == .up { return self }
        let t = orientation.transform(width: Double(width), height: Double(height))
        let (outW, outH) = orientation.swapsSize ? (height, width) : (width, height)
        var out = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<height {
            for x in 0..<width {
                // Pixel centres map to pixel centres; the values are exact half-integers.
                let p = t.apply(Point(Double(x) + 0.5, Double(y) + 0.5))
                let ox = CheckedInt.clamped(p.x - 0.5, rounding: .toNearestOrAwayFromZero, to: 0...(outW - 1))
                let oy = CheckedInt.clamped(p.y - 0.5, rounding: .toNearestOrAwayFromZero, to: 0...(outH - 1))
                let i = (y * width + x) * 4, o = (oy * outW + ox) * 4
                out[o] = pixels[i]; out[o + 1] = pixels[i + 1]; out[o + 2] = pixels[i + 2]; out[o + 3] = pixels[i + 3]
            }
        }
        return Bitmap(width: outW, height: outH, pixels: out)
    }

    /// The image's alpha as a mask filled with `color`: every pixel becomes `color` with alpha
    /// `image alpha × color alpha` (straight RGBA, so the colour survives in translucent pixels).
    public func masked(with color: RGBA) -> Bitmap {
        let c = color.bytes
        let alpha = min(max(color.alpha, 0), 1)
        var out = pixels
        var i = 0
        while i < out.count {
            let a = (Double(pixels[i + 3]) * alpha).rounded()
            out[i] = c.r; out[i + 1] = c.g; out[i + 2] = c.b; out[i + 3] = UInt8(min(max(a, 0), 255))
            i += 4
        }
        return Bitmap(width: width, height: height, pixels: out)
    }
}
