import ScenecCore

extension RGBA8 {
    /// The largest difference between this pixel and `other` over r, g, b and a.
    public func maximumChannelDifference(to other: RGBA8) -> Int {
        max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)), abs(Int(a) - Int(other.a)))
    }

    /// Whether every channel, alpha included, is within `tolerance` of `other`'s.
    public func isClose(to other: RGBA8, within tolerance: Int) -> Bool {
        maximumChannelDifference(to: other) <= tolerance
    }

    /// Whether r, g and b are each within `tolerance` of the given values (0...255, fractions allowed
    /// for colours computed from a formula) and, when `opaque`, alpha is exactly 255.
    public func hasColor(_ red: Double, _ green: Double, _ blue: Double, within tolerance: Double, opaque: Bool = true) -> Bool {
        abs(Double(r) - red) <= tolerance && abs(Double(g) - green) <= tolerance && abs(Double(b) - blue) <= tolerance
            && (!opaque || a == 255)
    }
}
