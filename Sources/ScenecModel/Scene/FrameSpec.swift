import ScenecCore

/// A node's frame as written; nil means "not given" (0 for x/y, fill the parent for containers).
public struct FrameSpec: Sendable {
    public var x: Length?
    public var y: Length?
    public var width: AxisSize?
    public var height: AxisSize?
    /// `min-width`…`max-height`: bounds on whatever size the node gets (fixed, percentage, weight or hug).
    public var minWidth: Length?
    public var maxWidth: Length?
    public var minHeight: Length?
    public var maxHeight: Length?
    /// `min-width="auto"` / `min-height="auto"` (format 1.3): along a stack's main axis, CSS's automatic
    /// minimum (the content's min-content size, or the written size when smaller).
    public var automaticMinimum: (width: Bool, height: Bool) = (false, false)
    /// `aspect-ratio` (format 1.3): width ÷ height; a size not decided otherwise follows from the other.
    public var aspectRatio: Double?
    /// `position="absolute"`: out of a row's or column's flow, placed by its own x/y like a group child.
    public var position: Position = .inFlow
    /// How layout places the frame in its parent when it is not simply x/y/width/height (components).
    public var placement: Placement?
    /// `grow`, `shrink`, `basis` and `margin` in a row or column (scene format 1.3).
    public var flex = FlexItemSpec()

    /// Placements computed from the parent's frame, which components need and plain XML cannot say.
    public enum Placement: Sendable, Hashable {
        /// The square of side min(parent width, parent height) − 2·inset, centred in the parent.
        case centeredSquare(inset: Double)
        /// The parent's frame inset by this much on every side.
        case inset(Double)
        /// The frame's own width and height, centred in the parent with its origin floored to whole
        /// points (like CGRectIntegral), then moved by x/y.
        case centered
    }

    public enum Position: String, Sendable, CaseIterable {
        /// Laid out by its parent stack (CSS `static`).
        case inFlow = "static"
        case absolute
        /// Laid out in the flow, then moved by `left`/`top`/`right`/`bottom` (CSS relative positioning).
        case relative
    }

    /// Whether a row or column lays the node out (`static` and `relative`).
    public var isInFlow: Bool { position != .absolute }

    /// `left`, `top`, `right`, `bottom` (format 1.3): CSS insets of an absolute child in its stack's frame,
    /// or the offsets of a relative one.
    public var insets = Insets()

    public struct Insets: Sendable, Hashable {
        public var left: Length?
        public var top: Length?
        public var right: Length?
        public var bottom: Length?

        public init() {}

        public var isEmpty: Bool { left == nil && top == nil && right == nil && bottom == nil }
    }

    public init(x: Length? = nil, y: Length? = nil, width: AxisSize? = nil, height: AxisSize? = nil) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The size written on one axis.
    public func size(horizontal: Bool) -> AxisSize? { horizontal ? width : height }

    /// `size` within the axis's `min-…`/`max-…`, percentages of `reference` (the parent's content box on
    /// that axis). As in CSS, the minimum wins over the maximum.
    public func clamped(_ size: Double, horizontal: Bool, reference: Double) -> Double {
        let (low, high) = horizontal ? (minWidth, maxWidth) : (minHeight, maxHeight)
        var result = size
        if let high { result = Swift.min(result, high.resolved(against: reference)) }
        if let low { result = Swift.max(result, low.resolved(against: reference)) }
        return result
    }

    /// The `max-…` on an axis in points, if any.
    public func maximum(horizontal: Bool, reference: Double) -> Double? {
        (horizontal ? maxWidth : maxHeight).map { $0.resolved(against: reference) }
    }
}
