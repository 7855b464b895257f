import ScenecCore

/// How a node is sized along one axis, as written in `width` or `height` (Figma: fixed, fill
/// container, hug contents). A missing size (nil in `FrameSpec`) keeps each kind's version 1 default
/// (`NodeSizing`).
public enum AxisSize: Sendable, Hashable {
    /// Points.
    case points(Double)
    /// A percentage of the parent's content box on this axis.
    case percent(Double)
    /// `*`, `2*`: a share of a row's (width) or column's (height) free space; only on a stack's main axis.
    case weight(Double)
    /// `hug`: the content's size (`fit-content`), measured before the node is placed.
    case hug

    /// Reads `12`, `50%`, `2*` (when `allowWeight`) or `hug` (when `allowHug`).
    public static func parse(_ text: String, allowWeight: Bool, allowHug: Bool, element: String) throws(ValueError) -> AxisSize {
        let trimmed = text.trimmingWhitespace()
        if trimmed == "hug" {
            guard allowHug else {
                throw ValueError("hug: a <\(element)> has no content to hug (hug is for row, column, group, text, image, keyboard, key, a component and the scene); give it a size in points or a percentage")
            }
            return .hug
        }
        if trimmed.hasSuffix("*"), allowWeight { return .weight(try LengthParser.weight(trimmed)) }
        switch try LengthParser.parse(trimmed) {
        case .points(let v): return .points(v)
        case .percent(let p): return .percent(p)
        }
    }

    /// The size in points of a fixed or percentage size in a parent content box `reference` long;
    /// nil for a weight or hug, which layout decides.
    public func fixed(against reference: Double) -> Double? {
        switch self {
        case .points(let v): return v
        case .percent(let p): return p / 100 * reference
        case .weight, .hug: return nil
        }
    }

    /// Points or a percentage: a length known before layout (CSS's definite size).
    public var isDefinite: Bool {
        switch self {
        case .points, .percent: return true
        case .weight, .hug: return false
        }
    }

    public var isWeight: Bool {
        if case .weight = self { return true }
        return false
    }
}
