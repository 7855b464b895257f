// atan2 comes from the C library, as elsewhere in ScenecCore (no Foundation).
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A conic (angular) gradient already resolved: stops swept clockwise around `center`, offset 0 at
/// `degrees` clockwise from the top (CSS `conic-gradient(from <angle> at <position>)`).
///
/// Neither Cairo nor SVG 1.1 has this paint, so layout samples it once, at the output scale, over the
/// area the shape can cover (`raster`), and both backends draw exactly those pixels: the PNG, the PDF
/// and the SVG in every renderer then agree by construction.
public struct ConicGradient: Sendable, Hashable {
    public var center: Point
    public var degrees: Double
    public var stops: [GradientStop]
    /// The sampled pixels and the rectangle (in the shape's coordinates) they cover; nil until layout
    /// samples them, and a list built without them draws nothing for this paint.
    public var raster: ImageOp?

    public init(center: Point, degrees: Double, stops: [GradientStop], raster: ImageOp? = nil) {
        self.center = center
        self.degrees = degrees
        self.stops = stops
        self.raster = raster
    }

    /// The colour at a point: its angle around the centre, clockwise from `degrees`, as a fraction of
    /// a turn, through the stops (non-premultiplied sRGB, like the other gradients; pad before the first
    /// stop and after the last). The centre itself takes offset 0, as CSS does.
    public func color(at point: Point) -> RGBA {
        let dx = point.x - center.x, dy = point.y - center.y
        // atan2(dx, −dy): 0 straight up, growing clockwise in y-down coordinates.
        var turn = (atan2(dx, -dy) * 180 / .pi - degrees) / 360
        turn -= turn.rounded(.down)
        return Self.interpolate(stops, at: turn)
    }

    /// The stops' colour at offset `t` (0…1): the last stop at an offset wins a hard edge, like CSS.
    public static func interpolate(_ stops: [GradientStop], at t: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .transparent }
        if t <= first.offset { return first.color }
        if t >= last.offset { return last.color }
        // The first stop past t; stops are sorted (the reader raises a lower offset to the previous one).
        var upper = 1
        while upper < stops.count - 1, stops[upper].offset <= t { upper += 1 }
        let a = stops[upper - 1], b = stops[upper]
        let span = b.offset - a.offset
        guard span > 0 else { return b.color }
        let f = (t - a.offset) / span
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return RGBA(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                    blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }

    /// The gradient sampled at the centres of a `width × height` pixel grid laid over `frame`: per
    /// pixel the colour `color(at:)` gives, computed on flat arrays (a 1 000 × 1 000 fill is a million
    /// angles, so no per-pixel structs).
    public func sampled(over frame: Rect, width: Int, height: Int) -> Bitmap {
        guard width > 0, height > 0, !stops.isEmpty else { return Bitmap(width: max(width, 0), height: max(height, 0)) }
        let offsets = stops.map(\.offset)
        // The stops' straight channels, four per stop, in 0…255.
        let channels = stops.flatMap { [$0.color.red, $0.color.green, $0.color.blue, $0.color.alpha].map { min(max($0, 0), 1) * 255 } }
        let stepX = frame.width / Double(width), stepY = frame.height / Double(height)
        let start = degrees / 360, last = offsets.count - 1
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        offsets.withUnsafeBufferPointer { offsets in
            channels.withUnsafeBufferPointer { channels in
                pixels.withUnsafeMutableBufferPointer { out in
                    var i = 0
                    for row in 0..<height {
                        let dy = frame.y + (Double(row) + 0.5) * stepY - center.y
                        for column in 0..<width {
                            let dx = frame.x + (Double(column) + 0.5) * stepX - center.x
                            var turn = atan2(dx, -dy) / (2 * .pi) - start
                            turn -= turn.rounded(.down)
                            // The stop interval holding the turn, as `interpolate` finds it; before the
                            // first stop and after the last, that stop's colour.
                            var upper = 0
                            while upper <= last, offsets[upper] <= turn { upper += 1 }
                            let lower = max(upper - 1, 0)
                            upper = min(upper, last)
                            let span = offsets[upper] - offsets[lower]
                            let f = upper == lower ? 0 : (span > 0 ? (turn - offsets[lower]) / span : 1)
                            let a = lower * 4, b = upper * 4
                            out[i] = UInt8((channels[a] + (channels[b] - channels[a]) * f).rounded())
                            out[i + 1] = UInt8((channels[a + 1] + (channels[b + 1] - channels[a + 1]) * f).rounded())
                            out[i + 2] = UInt8((channels[a + 2] + (channels[b + 2] - channels[a + 2]) * f).rounded())
                            out[i + 3] = UInt8((channels[a + 3] + (channels[b + 3] - channels[a + 3]) * f).rounded())
                            i += 4
                        }
                    }
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
