import ScenecCore
import ScenecModel

/// The pieces of `GridLayout`: the explicit grid's tracks, the track list of an axis, an item's
/// sizes in its area, and where the tracks sit.
extension GridLayout {
    struct ExplicitTracks {
        var tracks: [GridTrackSize]
        var autoFit: [Bool]
        var names: [[String]]
        /// The explicit grid's track count: the track list's, or the areas' when they have more.
        var count: Int
    }

    /// The track list with its automatic repeat written out as many times as fit `length` (CSS
    /// §7.2.3.2): a grid that hugs the axis fills its maximum, else repeats as often as its minimum
    /// needs, else once.
    static func explicitTracks(_ list: GridTrackList, areaCount: Int, length: Double?, bounds: LengthBounds = LengthBounds(),
                               gap: Double) -> ExplicitTracks {
        var repeats = 0
        if let auto = list.autoRepeat {
            repeats = 1
            let fills = length ?? bounds.max
            if let length = fills ?? bounds.min {
                func fixed(_ size: GridTrackSize) -> Double {
                    func value(_ breadth: GridBreadth) -> Double? {
                        switch breadth {
                        case .points(let v): return v
                        case .percent(let p): return p / 100 * length
                        case .fr, .auto, .minContent, .maxContent, .fitContent: return nil
                        }
                    }
                    return value(size.max) ?? value(size.min) ?? 0
                }
                let others = list.tracks.reduce(0.0) { $0 + fixed($1) } + gap * Double(max(list.tracks.count - 1, 0))
                let gapsBetween = list.tracks.isEmpty ? 0 : gap
                let each = auto.tracks.reduce(0.0) { $0 + fixed($1) } + gap * Double(auto.tracks.count)
                if each > 0 {
                    // n repeats need others + n·each − gap (no gap after the last track) + the join's gap.
                    let room = length - others - gapsBetween + gap
                    // Fill: the most that fit; a minimum alone: the fewest that reach it.
                    let count = fills != nil ? (room / each).rounded(.down) : (room / each).rounded(.up)
                    repeats = max(1, Int(min(max(count, 1), Double(GridLimits.explicitTracks))))
                }
                let most = max((GridLimits.explicitTracks - list.tracks.count) / auto.tracks.count, 1)
                repeats = min(repeats, most)
            }
        }
        let expanded = list.expanded(repeats: repeats)
        var names = expanded.lineNames
        let count = max(expanded.tracks.count, areaCount)
        while names.count < count + 1 { names.append([]) }
        return ExplicitTracks(tracks: expanded.tracks, autoFit: expanded.autoFit, names: names, count: count)
    }

    /// A hugging grid's `min-…` / `max-…` on one axis, in points of its content box.
    struct LengthBounds {
        var min: Double?
        var max: Double?
    }

    /// The tracks of the implicit grid `lines`: explicit ones as written, the others cycling through
    /// `auto-rows` / `auto-columns` (forwards after the track list, backwards before it); `auto-fit`
    /// tracks without items collapse.
    static func tracks(lines: Range<Int>, explicit: ExplicitTracks, implicit: [GridTrackSize], occupied: [Range<Int>],
                       available: Double?) -> [GridTrack] {
        var coverage = [Int](repeating: 0, count: lines.count + 1)
        if explicit.autoFit.contains(true) {
            for range in occupied {
                coverage[range.lowerBound] += 1
                coverage[range.upperBound] -= 1
            }
        }
        var tracks: [GridTrack] = []
        tracks.reserveCapacity(lines.count)
        var running = 0
        let sized = explicit.tracks.count
        let cycle = max(implicit.count, 1)
        for (offset, line) in lines.enumerated() {
            running += coverage[offset]
            if line >= 0, line < sized {
                tracks.append(GridTrack(explicit.tracks[line], available: available, collapsed: explicit.autoFit[line] && running == 0))
            } else {
                let index = line >= sized ? (line - sized) % cycle : ((line % cycle) + cycle) % cycle
                tracks.append(GridTrack(implicit.isEmpty ? .auto : implicit[index], available: available))
            }
        }
        return tracks
    }

    /// Start and end of each track (two entries per track) from the content box's origin, with
    /// `justify-content` / `align-content` placing the tracks in `length`.
    static func positions(_ sizing: GridTrackSizing, length: Double?, align: GridContentAlign) -> [Double] {
        let used = sizing.tracks.reduce(0.0) { $0 + $1.base } + sizing.totalGaps
        let free = (length ?? used) - used
        let open = sizing.tracks.reduce(0) { $0 + ($1.collapsed ? 0 : 1) }
        var start = 0.0, extra = 0.0
        switch align {
        case .start, .stretch: break
        case .end: start = free
        case .center: start = free / 2
        case .spaceBetween: if free > 0, open > 1 { extra = free / Double(open - 1) }
        // Without room, space-around and space-evenly fall back to safe centring (CSS Box Alignment §5.3,
        // as Chrome does): tracks that overflow start at the start edge.
        case .spaceAround:
            if free > 0, open > 0 { extra = free / Double(open); start = extra / 2 } else if free > 0 { start = free / 2 }
        case .spaceEvenly:
            if free > 0, open > 0 { extra = free / Double(open + 1); start = extra } else if free > 0 { start = free / 2 }
        }
        var positions: [Double] = []
        positions.reserveCapacity(sizing.tracks.count * 2)
        var position = start
        var first = true
        for track in sizing.tracks {
            if track.collapsed {
                positions += [position, position]
                continue
            }
            if !first { position += sizing.gap + extra }
            first = false
            positions.append(position)
            position += track.base
            positions.append(position)
        }
        return positions
    }

    /// An item's length on one axis in an area `area` long: written, stretched, or its fit-content
    /// size when its min- and max-content sizes are known; nil when it must be measured.
    static func length(_ size: AxisSize?, _ align: CrossAlign, keepsSize: Bool, area: Double, bounds: Bounds,
                       minContent: Double?, maxContent: Double?) -> Double? {
        if keepsSize { return nil }
        var fit: Double? {
            guard let minContent, let maxContent else { return nil }
            return bounds.clamp(min(maxContent, max(minContent, area)))
        }
        switch size {
        case .points(let v)?: return bounds.clamp(v)
        case .percent(let p)?: return bounds.clamp(p / 100 * area)
        case .hug?, .weight?: return fit
        case nil: return align == .stretch ? bounds.clamp(area) : fit
        }
    }

    /// Whether an item is stretched to its area's height: aligned `stretch`, no `auto` margin there, and
    /// no aspect ratio to take its height from instead.
    static func stretchesHeight(_ item: Item, margins: (start: Double?, end: Double?)) -> Bool {
        item.align == .stretch && margins.start != nil && margins.end != nil && (item.aspectRatio == nil || item.height != nil)
    }

    /// A written size in points (a percentage of a known length); nil for hug and unknown lengths.
    static func preferred(_ size: AxisSize?, _ reference: Double?) -> Double? {
        switch size {
        case .points(let v)?: return v
        case .percent(let p)?: return reference.map { p / 100 * $0 }
        case .weight?, .hug?, nil: return nil
        }
    }

    /// A size written as a percentage, in points of the whole area (margins aside, as CSS resolves it).
    static func points(_ size: AxisSize?, of area: Double) -> AxisSize? {
        if case .percent(let p)? = size { return .points(p / 100 * area) }
        return size
    }

    static func points(_ length: Length) -> Double {
        if case .points(let v) = length { return v }
        return 0
    }

    /// An item's minimum contribution (CSS §6.6): with a size in points, its min-content contribution
    /// (that size); else its written minimum, or its automatic minimum — its min-content size, within its
    /// maximum and the fixed tracks it spans — where it spans a `hug`-minimum track (and, spanning
    /// several, no flexible one); else 0.
    static func minimum(bounds: Bounds, written: Length?, content: Double, size: AxisSize?, reference: Double?, tracks range: Range<Int>,
                        in tracks: [GridTrack]) -> Double {
        if case .points(let v)? = size { return bounds.clamp(v) }
        if written != nil { return bounds.clamp(0) }
        let spanned = range.map { tracks[$0] }
        guard spanned.contains(where: { $0.min == .auto }), spanned.count == 1 || !spanned.contains(where: \.isFlexible) else { return 0 }
        var value = bounds.clamp(preferred(size, reference) ?? content)
        if spanned.allSatisfy({ $0.fixedMax != nil }) {
            value = min(value, spanned.reduce(0.0) { $0 + ($1.fixedMax ?? 0) })
        }
        return value
    }

    /// An item's offset in its area on one axis (CSS §10.3–10.4): `auto` margins take the room the item
    /// and the other margins leave, equally, before the item is aligned within its margins.
    static func offset(_ align: CrossAlign, size: Double, area: Double, margins: (start: Double?, end: Double?)) -> Double {
        let fixed = (margins.start ?? 0) + (margins.end ?? 0)
        let autos = (margins.start == nil ? 1 : 0) + (margins.end == nil ? 1 : 0)
        let share = autos > 0 ? max(area - size - fixed, 0) / Double(autos) : 0
        let start = margins.start ?? share, end = margins.end ?? share
        switch align {
        // The reader refuses `baseline` in a grid.
        case .start, .stretch, .baseline: return start
        case .center: return (area - size + start - end) / 2
        case .end: return area - size - end
        }
    }

    /// `min-…` / `max-…` of an item on one axis; percentages of an unknown length are ignored.
    struct Bounds {
        var min: Length?
        var max: Length?
        var reference: Double?

        func clamp(_ value: Double) -> Double {
            var result = value
            if let high = max, let limit = resolve(high) { result = Swift.min(result, limit) }
            if let low = min, let limit = resolve(low) { result = Swift.max(result, limit) }
            return result
        }

        private func resolve(_ length: Length) -> Double? {
            switch length {
            case .points(let v): return v
            case .percent(let p): return reference.map { p / 100 * $0 }
            }
        }
    }

    /// Measured widths or heights per item and constraint, asked once each.
    struct ContributionCache {
        private var minContent: [Double?]
        private var maxContent: [Double?]

        init(count: Int) {
            minContent = Array(repeating: nil, count: count)
            maxContent = Array(repeating: nil, count: count)
        }

        mutating func value(_ index: Int, _ kind: GridTrackSizing.Contribution, _ compute: () -> Double) -> Double {
            switch kind {
            case .minContent, .minimum:
                if let value = minContent[index] { return value }
                let value = compute()
                minContent[index] = value
                return value
            case .maxContent:
                if let value = maxContent[index] { return value }
                let value = compute()
                maxContent[index] = value
                return value
            }
        }
    }
}
