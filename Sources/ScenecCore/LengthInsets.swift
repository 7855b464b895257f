/// Space on each side of a box as written (CSS order: top, right, bottom, left), each in points or a
/// percentage: a stack's or grid's `padding`. Percentages on all four sides are of one width, the
/// parent's content width (CSS), so `resolved(against:)` takes that one length.
public struct LengthInsets: Sendable, Hashable {
    public var top: Length
    public var right: Length
    public var bottom: Length
    public var left: Length

    public init(top: Length, right: Length, bottom: Length, left: Length) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// Insets in points.
    public init(_ insets: EdgeInsets) {
        self.init(top: .points(insets.top), right: .points(insets.right), bottom: .points(insets.bottom), left: .points(insets.left))
    }

    /// Four lengths in CSS order (from a one-to-four shorthand expanded to four).
    public init(_ four: [Length]) {
        precondition(four.count == 4, "insets are four values")
        self.init(top: four[0], right: four[1], bottom: four[2], left: four[3])
    }

    public static let zero = LengthInsets(.zero)

    /// Whether any side is a percentage, so the insets depend on the width they are resolved against.
    public var hasPercentage: Bool {
        [top, right, bottom, left].contains { if case .percent = $0 { return true } else { return false } }
    }

    /// The insets in points, percentages of `width` (0 where the width is not known yet: CSS resolves a
    /// percentage of an indefinite width as 0 while sizing intrinsically).
    public func resolved(against width: Double?) -> EdgeInsets {
        let reference = width ?? 0
        return EdgeInsets(top: top.resolved(against: reference), right: right.resolved(against: reference),
                          bottom: bottom.resolved(against: reference), left: left.resolved(against: reference))
    }
}
