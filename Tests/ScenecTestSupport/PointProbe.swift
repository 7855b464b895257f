import ScenecCore

/// Probing a rendering by scene coordinates: black shapes on a transparent or white canvas. A value
/// with a short description, so a failed expectation prints the probe, not every pixel.
public struct PointProbe: CustomStringConvertible {
    public let bitmap: Bitmap
    public let scale: Double

    public init(_ bitmap: Bitmap, scale: Double) {
        self.bitmap = bitmap
        self.scale = scale
    }

    public var description: String { "\(bitmap.width)×\(bitmap.height) px @\(NumberFormat.svg(scale))x" }

    /// The coverage (0…255) of black ink at the point (x, y) in points: alpha on a transparent
    /// canvas, darkness on a white one.
    public func ink(_ x: Double, _ y: Double) -> Int {
        let p = bitmap.pixel(x: Int((x * scale).rounded(.down)), y: Int((y * scale).rounded(.down)))
        return p.a == 255 ? 255 - Int(p.r) : Int(p.a)
    }

    /// Whether the point is covered (ink ≥ 200): probes sit at least half a pixel from any edge.
    public func isInked(_ x: Double, _ y: Double) -> Bool { ink(x, y) >= 200 }

    /// Whether the point is clear (ink ≤ 55).
    public func isClear(_ x: Double, _ y: Double) -> Bool { ink(x, y) <= 55 }
}
