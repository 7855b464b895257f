import ScenecCore
import ScenecModel

/// A grid item's margins and percentages (CSS Grid §6.2, CSS Box Alignment §6.1): both are of the item's
/// area, whose width is known only once the columns are sized.
extension GridLayout {
    /// The two margins of an axis in points: percentages of the area's width (0 while it is not known,
    /// as CSS resolves them for the tracks' sizing), `auto` 0.
    static func margins(_ start: MarginLength, _ end: MarginLength, area: Double?) -> Double {
        func points(_ margin: MarginLength) -> Double {
            switch margin {
            case .length(.points(let v)): return v
            case .length(.percent(let p)): return area.map { p / 100 * $0 } ?? 0
            case .auto: return 0
            }
        }
        return points(start) + points(end)
    }

    /// A size written as a percentage, in points of the whole area (margins aside, as CSS resolves it).
    static func points(_ size: AxisSize?, of area: Double) -> AxisSize? {
        if case .percent(let p)? = size { return .points(p / 100 * area) }
        return size
    }

    /// `auto` margins absorb the free space of their axis, so the item is not stretched: both centre it,
    /// one puts it against the other side (CSS Box Alignment §6.1, as in a flex item).
    static func autoMarginAlign(_ align: CrossAlign, _ start: MarginLength, _ end: MarginLength) -> CrossAlign {
        switch (start, end) {
        case (.auto, .auto): return .center
        case (.auto, _): return .end
        case (_, .auto): return .start
        default: return align
        }
    }
}
