/// The four corner radii of a rectangle, in CSS `border-radius` order.
public struct CornerRadii: Sendable, Hashable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    public static func uniform(_ radius: Double) -> CornerRadii {
        CornerRadii(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    public static let zero = CornerRadii.uniform(0)

    /// Four values (from `NumberList.cssFour`): top-left, top-right, bottom-right, bottom-left.
    public init(_ four: [Double]) {
        precondition(four.count == 4, "corner radii are four values")
        self.init(topLeft: four[0], topRight: four[1], bottomRight: four[2], bottomLeft: four[3])
    }

    /// The radius all four corners share, or nil when they differ.
    public var uniformRadius: Double? {
        topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft ? topLeft : nil
    }

    /// Each radius clamped to 0…half the shorter side of `rect` (version 1's rule, per corner).
    public func clamped(to rect: Rect) -> CornerRadii {
        let limit = max(0, min(rect.width, rect.height) / 2)
        func clamp(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : 0 }
        return CornerRadii(topLeft: clamp(topLeft), topRight: clamp(topRight), bottomRight: clamp(bottomRight), bottomLeft: clamp(bottomLeft))
    }
}
