import ScenecCore

/// `<grid>` (format 1.3): CSS grid. The track lists, gaps, areas and alignment as written; layout
/// (`ScenecLayout/Grid`) places the children and sizes the tracks.
public struct GridSpec: Sendable {
    public var columns = GridTrackList()
    public var rows = GridTrackList()
    /// `auto-columns` / `auto-rows` (CSS `grid-auto-columns` / `grid-auto-rows`): the sizes of implicit
    /// tracks, cycled as CSS does; `hug` (`auto`) when not written.
    public var autoColumns: [GridTrackSize] = [.auto]
    public var autoRows: [GridTrackSize] = [.auto]
    /// `column-gap` / `row-gap` (or `gap`), points or percentages of the content box on that axis.
    public var columnGap: Length = .points(0)
    public var rowGap: Length = .points(0)
    /// `padding`: points or percentages of the parent's content width (a grid item's: of its area's width).
    public var padding: LengthInsets = .zero
    /// `areas`: named rectangles of cells, and the explicit grid's size they imply.
    public var areas = GridAreas()
    /// `flow` (CSS `grid-auto-flow`).
    public var flow = GridFlow()
    /// `justify-items` / `align-items`: where an item without `justify-self` / `align-self` sits in its area.
    public var justifyItems: CrossAlign = .stretch
    public var alignItems: CrossAlign = .stretch
    /// `justify-content` / `align-content`: where the tracks sit in the content box.
    public var justifyContent: GridContentAlign = .stretch
    public var alignContent: GridContentAlign = .stretch
    public var clip = false

    public init() {}
}

/// One breadth of a track sizing function (CSS `<track-breadth>`), or `fit-content(N)` as a maximum.
public enum GridBreadth: Sendable, Hashable {
    case points(Double)
    case percent(Double)
    /// `N*`: CSS `Nfr`. Only as a maximum; as a minimum CSS reads it as `auto`.
    case fr(Double)
    /// `hug`: CSS `auto`.
    case auto
    case minContent
    case maxContent
    /// `fit-content(N)` as a maximum: max-content, but no more than N.
    case fitContent(Length)

    public var isIntrinsic: Bool {
        switch self {
        case .auto, .minContent, .maxContent, .fitContent: return true
        case .points, .percent, .fr: return false
        }
    }

    public var isFlexible: Bool {
        if case .fr = self { return true }
        return false
    }
}

/// A track sizing function: `minmax(min, max)`; a single breadth `b` is `minmax(b, b)` but for `N*`,
/// which is `minmax(auto, N*)`, and `fit-content(N)`, which is `minmax(auto, fit-content(N))`.
public struct GridTrackSize: Sendable, Hashable {
    public var min: GridBreadth
    public var max: GridBreadth

    public init(min: GridBreadth, max: GridBreadth) {
        self.min = min
        self.max = max
    }

    /// The track of one breadth.
    public init(_ breadth: GridBreadth) {
        switch breadth {
        case .fr, .fitContent: self.init(min: .auto, max: breadth)
        case .points, .percent, .auto, .minContent, .maxContent: self.init(min: breadth, max: breadth)
        }
    }

    public static let auto = GridTrackSize(.auto)
}

/// `columns` or `rows`: tracks and the names of the lines between them, with at most one
/// `repeat(auto-fill | auto-fit, …)` whose count layout decides from the grid's size.
public struct GridTrackList: Sendable {
    /// The tracks outside the automatic repeat.
    public var tracks: [GridTrackSize] = []
    /// The names of each line, `tracks.count + 1` lists; the automatic repeat stands at its `index`.
    public var lineNames: [[String]] = [[]]
    public var autoRepeat: GridAutoRepeat?

    public init() {}

    /// Whether any line carries a name (and item placement must look names up).
    public var hasNames: Bool {
        lineNames.contains { !$0.isEmpty } || (autoRepeat.map { $0.lineNames.contains { !$0.isEmpty } || !$0.namesAfter.isEmpty } ?? false)
    }

    /// The explicit tracks with the automatic repeat written out `repeats` times: each track's size,
    /// whether it comes from an `auto-fit` repeat (and collapses when empty), and every line's names.
    public func expanded(repeats: Int) -> (tracks: [GridTrackSize], autoFit: [Bool], lineNames: [[String]]) {
        guard let auto = autoRepeat else { return (tracks, Array(repeating: false, count: tracks.count), lineNames) }
        var sizes = Array(tracks[..<auto.index])
        var names = Array(lineNames[..<auto.index])
        var fits = Array(repeating: false, count: sizes.count)
        // Line names at a join are the union of the names either side (CSS §7.2.3.3).
        var pending = lineNames[auto.index]
        for _ in 0..<repeats {
            names.append(pending + auto.lineNames[0])
            for (offset, track) in auto.tracks.enumerated() {
                sizes.append(track)
                fits.append(auto.fit)
                if offset + 1 < auto.tracks.count { names.append(auto.lineNames[offset + 1]) }
            }
            pending = auto.lineNames[auto.tracks.count]
        }
        names.append(pending + auto.namesAfter)
        sizes += tracks[auto.index...]
        fits += Array(repeating: false, count: tracks.count - auto.index)
        names += lineNames[(auto.index + 1)...]
        return (sizes, fits, names)
    }
}

/// `repeat(auto-fill | auto-fit, …)`.
public struct GridAutoRepeat: Sendable {
    /// `auto-fit`: repeated tracks no item occupies collapse to nothing (with their gaps).
    public var fit: Bool
    /// The index in `GridTrackList.tracks` before which the repeated tracks stand.
    public var index: Int
    public var tracks: [GridTrackSize]
    /// `tracks.count + 1` lists of names inside the repeat.
    public var lineNames: [[String]]
    /// The names written right after the repeat (`GridTrackList.lineNames[index]` holds those before it).
    public var namesAfter: [String]

    public init(fit: Bool, index: Int, tracks: [GridTrackSize], lineNames: [[String]], namesAfter: [String]) {
        self.fit = fit
        self.index = index
        self.tracks = tracks
        self.lineNames = lineNames
        self.namesAfter = namesAfter
    }
}

/// `areas="'head head' 'side main'"`: each name's rectangle as zero-based line numbers, end exclusive.
public struct GridAreas: Sendable {
    public struct Area: Sendable, Hashable {
        public var columns: Range<Int>
        public var rows: Range<Int>

        public init(columns: Range<Int>, rows: Range<Int>) {
            self.columns = columns
            self.rows = rows
        }
    }

    public var areas: [String: Area] = [:]
    /// The template's columns and rows (0 without one).
    public var columnCount = 0
    public var rowCount = 0

    public init() {}
}

/// `flow="row|column|row dense|column dense"`.
public struct GridFlow: Sendable, Hashable {
    /// Whether auto-placement fills rows (CSS `row`) or columns.
    public var byRows = true
    public var dense = false

    public init(byRows: Bool = true, dense: Bool = false) {
        self.byRows = byRows
        self.dense = dense
    }
}

/// `justify-content` / `align-content` of a grid: where the tracks sit when they do not fill the
/// content box. `stretch` (CSS `normal`, the default) grows `hug` tracks to fill it.
public enum GridContentAlign: String, Sendable, CaseIterable {
    case start, center, end, stretch
    case spaceBetween = "space-between"
    case spaceAround = "space-around"
    case spaceEvenly = "space-evenly"
}

/// Bounds that keep a hostile grid linear (docs/format.md, "grid", lists them).
public enum GridLimits {
    /// Explicit tracks per axis, repeats written out; also the largest line number and span.
    public static let explicitTracks = 1_000
    public static let lineNumber = 1_000
    public static let span = 1_000
    /// Tracks per axis, implicit ones included: auto-placement past it is refused at the grid.
    public static let tracks = 100_000
    /// Sum over items of the cells they cover, the work of marking them occupied.
    public static let coveredCells = 4_000_000
}
