/// Space on each side of a box, in CSS order (top, right, bottom, left): a stack's `padding`.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var right: Double
    public var bottom: Double
    public var left: Double

    public init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    public static func uniform(_ value: Double) -> EdgeInsets {
        EdgeInsets(top: value, right: value, bottom: value, left: value)
    }

    public static let zero = EdgeInsets.uniform(0)

    /// Four values (from `NumberList.cssFour`): top, right, bottom, left.
    public init(_ four: [Double]) {
        precondition(four.count == 4, "insets are four values")
        self.init(top: four[0], right: four[1], bottom: four[2], left: four[3])
    }
}

extension Rect {
    /// The rect shrunk by `insets` on each side (a negative size stays as computed: callers clamp).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
