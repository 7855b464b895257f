import ScenecCore

/// One end of an item's placement on an axis (CSS `grid-column-start` … `grid-row-end`).
public enum GridLine: Sendable, Hashable {
    case auto
    /// `3`, `-1`, `2 name` (the 2nd line called `name`); never 0.
    case line(Int, name: String?)
    /// `span 2`, `span name`, `span 2 name`.
    case span(Int, name: String?)
    /// A name alone: an area's edge (`name-start` / `name-end`), or else the first line called `name`.
    case name(String)

    public var isSpan: Bool {
        if case .span = self { return true }
        return false
    }

    public var isDefinite: Bool {
        switch self {
        case .line, .name: return true
        case .auto, .span: return false
        }
    }
}

/// `column="2 / 4"` or `row="1 / span 2"`: start and end lines.
public struct GridLinePair: Sendable, Hashable {
    public var start: GridLine
    public var end: GridLine

    public init(start: GridLine = .auto, end: GridLine = .auto) {
        self.start = start
        self.end = end
    }

    public static let auto = GridLinePair()
}

/// A child's place in its grid: `column`, `row`, `area`, `justify-self` (`align-self` is `Node.alignSelf`).
public struct GridItemSpec: Sendable {
    public var column = GridLinePair.auto
    public var row = GridLinePair.auto
    public var justifySelf: CrossAlign?
    /// Where `column`, `row` and `area` were written, for errors found once the grid is read.
    public var columnLocation: SourceLocation?
    public var rowLocation: SourceLocation?
    public var area: String?
    public var areaLocation: SourceLocation?

    public init() {}

    public var isEmpty: Bool {
        column == .auto && row == .auto && justifySelf == nil && area == nil
    }
}
