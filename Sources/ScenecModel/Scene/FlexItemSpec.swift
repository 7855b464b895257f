import ScenecCore

/// A row's or column's child as a CSS flex item (scene format 1.3): the properties a child writes to
/// opt into CSS's behaviour. Nothing written keeps scenec's 1.2 rules (`FlexRules` in ScenecLayout).
public struct FlexItemSpec: Sendable, Hashable {
    /// `grow="N"` (CSS `flex-grow`).
    public var grow: Double?
    /// `shrink="N"` (CSS `flex-shrink`; scenec's default is 0).
    public var shrink: Double?
    /// `basis` (CSS `flex-basis`; default auto).
    public var basis: FlexBasis?
    /// `margin="T [R [B [L]]]"`: points, percentages of the parent's content width, or `auto`.
    public var margin = FlexMargins()

    public init() {}

    /// Whether the child wrote any of grow, shrink or basis, so that a container without a main size
    /// is a CSS item sized from its content rather than one share of the free space.
    public var isWritten: Bool { grow != nil || shrink != nil || basis != nil }
}

/// CSS `flex-basis`.
public enum FlexBasis: Sendable, Hashable {
    /// The main size as written (`width` in a row), or the content's when there is none.
    case auto
    /// The content's size (max-content on the main axis).
    case content
    case length(Length)

    public static func parse(_ text: String) throws(ValueError) -> FlexBasis {
        switch text.trimmingWhitespace() {
        case "auto": return .auto
        case "content": return .content
        default: return .length(try LengthParser.parse(text))
        }
    }
}

/// One side of a margin: a length or `auto` (absorbs free space, CSS §9.5).
public enum MarginLength: Sendable, Hashable {
    case length(Length)
    case auto

    /// Points, percentages of `reference` (CSS: the parent's content width on every side); nil for auto.
    public func resolved(against reference: Double) -> Double? {
        switch self {
        case .length(let length): return length.resolved(against: reference)
        case .auto: return nil
        }
    }
}

/// `margin` in CSS order.
public struct FlexMargins: Sendable, Hashable {
    public var top = MarginLength.length(.points(0))
    public var right = MarginLength.length(.points(0))
    public var bottom = MarginLength.length(.points(0))
    public var left = MarginLength.length(.points(0))

    public init() {}

    public var isZero: Bool { self == FlexMargins() }

    /// Reads one to four values as CSS's `margin` does (`10`, `10 auto`, `1 2 3 4`, `5%`).
    public static func parse(_ text: String) throws(ValueError) -> FlexMargins {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        guard (1...4).contains(parts.count) else {
            throw ValueError("margin takes one to four values (top, right, bottom, left), each points, a percentage or auto")
        }
        var values: [MarginLength] = []
        for part in parts {
            if part == "auto" { values.append(.auto) } else { values.append(.length(try LengthParser.parse(part))) }
        }
        var margins = FlexMargins()
        margins.top = values[0]
        margins.right = values.count > 1 ? values[1] : values[0]
        margins.bottom = values.count > 2 ? values[2] : values[0]
        margins.left = values.count > 3 ? values[3] : margins.right
        return margins
    }
}
