import ScenecModel

/// The track sizing algorithm of CSS grid (§11.4–11.8) for one axis: initialise base sizes and growth
/// limits, resolve intrinsic sizes from the items' contributions (single-span items, then spanning
/// items by span, then items crossing flexible tracks), maximise, expand flexible tracks and stretch
/// `hug` tracks.
struct GridTrackSizing {
    enum Contribution { case minimum, minContent, maxContent }

    struct Item {
        /// Indices into the axis's tracks.
        var tracks: Range<Int>
    }

    var tracks: [GridTrack]
    let gap: Double
    let available: AvailableSpace
    let items: [Item]
    /// An item's contribution (outer size on this axis), asked only of items in intrinsic tracks.
    let contribution: (Int, Contribution) -> Double

    /// The gaps inside a run of tracks: one between each pair of tracks that do not collapse.
    func gaps(in range: Range<Int>) -> Double {
        let open = range.reduce(0) { $0 + (tracks[$1].collapsed ? 0 : 1) }
        return gap * Double(max(open - 1, 0))
    }

    var totalGaps: Double { gaps(in: 0..<tracks.count) }

    mutating func run(stretchHug: Bool) {
        for index in tracks.indices {
            tracks[index].base = tracks[index].fixedMin ?? 0
            tracks[index].limit = tracks[index].fixedMax ?? .infinity
            if tracks[index].limit < tracks[index].base { tracks[index].limit = tracks[index].base }
        }
        resolveIntrinsic()
        maximize()
        expandFlexible()
        if stretchHug { stretchHugTracks() }
    }

    // MARK: §11.5 Resolve intrinsic track sizes

    private var constrained: Bool { available.definite == nil }

    /// The item's contribution to an `auto` minimum: under a min- or max-content constraint its
    /// min-content (or max-content) contribution, else its minimum contribution.
    private func autoMinimum(_ item: Int) -> Double {
        let limit = spannedLimit(items[item].tracks) ?? .infinity
        switch available {
        case .minContent: return max(min(contribution(item, .minContent), limit), contribution(item, .minimum))
        case .maxContent: return max(min(contribution(item, .maxContent), limit), contribution(item, .minimum))
        case .definite: return contribution(item, .minimum)
        }
    }

    func crossesFlexible(_ item: Item) -> Bool { item.tracks.contains { tracks[$0].isFlexible } }

    private mutating func resolveIntrinsic() {
        var spanning: [Int: [Int]] = [:]
        var flexible: [Int] = []
        var singleLimits = [Double?](repeating: nil, count: tracks.count)
        for (index, item) in items.enumerated() {
            guard !item.tracks.isEmpty else { continue }
            if crossesFlexible(item) { flexible.append(index); continue }
            guard item.tracks.count == 1 else { spanning[item.tracks.count, default: []].append(index); continue }
            let t = item.tracks.lowerBound
            let track = tracks[t]
            guard track.hasIntrinsicMin || track.hasIntrinsicMax else { continue }
            switch track.min {
            case .minContent: tracks[t].base = max(tracks[t].base, contribution(index, .minContent))
            case .maxContent: tracks[t].base = max(tracks[t].base, contribution(index, .maxContent))
            case .auto: tracks[t].base = max(tracks[t].base, autoMinimum(index))
            case .points, .percent, .fr, .fitContent: break
            }
            var limit: Double?
            switch track.max {
            case .minContent: limit = contribution(index, .minContent)
            case .maxContent, .auto: limit = contribution(index, .maxContent)
            case .fitContent: limit = min(contribution(index, .maxContent), track.fitContentLimit ?? .infinity)
            case .points, .percent, .fr: break
            }
            if let limit { singleLimits[t] = max(singleLimits[t] ?? 0, limit) }
        }
        for t in tracks.indices {
            if let limit = singleLimits[t] { tracks[t].limit = tracks[t].limit.isFinite && !tracks[t].hasIntrinsicMax ? tracks[t].limit : limit }
            if tracks[t].limit < tracks[t].base { tracks[t].limit = tracks[t].base }
        }
        // The contributions, read without `self` (which the distribution steps change).
        let contribution = self.contribution, available = self.available, constrained = self.constrained
        let minContent: (Int) -> Double = { contribution($0, .minContent) }
        let maxContent: (Int) -> Double = { contribution($0, .maxContent) }
        for span in spanning.keys.sorted() {
            guard let group = spanning[span] else { continue }
            // §11.5 step 3.1: minimum contributions; under a min- or max-content constraint the items'
            // limited min-content contributions instead.
            let limits = group.map { spannedLimit(items[$0].tracks) ?? .infinity }
            let limitOf = Dictionary(uniqueKeysWithValues: zip(group, limits))
            distribute(group, to: { _, track in track.hasIntrinsicMin }, limits: false) { index in
                guard constrained else { return contribution(index, .minimum) }
                return max(min(minContent(index), limitOf[index, default: .infinity]), contribution(index, .minimum))
            }
            distribute(group, to: { _, track in track.min == .minContent || track.min == .maxContent }, limits: false, size: minContent)
            if available == .maxContent {
                // Step 3.3, as Chrome: tracks with a max-content minimum take the item's limited max-content
                // contribution first; else the `auto`-minimum ones (not those capped at min-content).
                let tracks = self.tracks
                distribute(group, to: { range, track in
                    range.contains { tracks[$0].min == .maxContent } ? track.min == .maxContent : track.min == .auto && track.max != .minContent
                }, limits: false) { index in min(maxContent(index), limitOf[index, default: .infinity]) }
            }
            distribute(group, to: { _, track in track.min == .maxContent }, limits: false, size: maxContent)
            distribute(group, to: { _, track in track.hasIntrinsicMax }, limits: true, size: minContent)
            distribute(group, to: { _, track in track.hasMaxContentMax }, limits: true, size: maxContent)
        }
        if !flexible.isEmpty { resolveFlexibleItems(flexible) }
        for t in tracks.indices where !tracks[t].limit.isFinite { tracks[t].limit = tracks[t].base }
        for t in tracks.indices { tracks[t].infinitelyGrowable = false }
    }

    /// CSS §11.5.1: each item's size beyond what its tracks already have goes to the affected tracks
    /// (equally up to their limits, then past them; or by flex factor), the largest increase per track
    /// wins, and then all are applied.
    mutating func distribute(_ group: [Int], to affected: (Range<Int>, GridTrack) -> Bool, limits: Bool, byFlex: Bool = false,
                                     size: (Int) -> Double) {
        var planned = [Double](repeating: 0, count: tracks.count)
        var touched = false
        for index in group {
            let range = items[index].tracks
            let chosen = range.filter { affected(range, tracks[$0]) && !tracks[$0].collapsed }
            guard !chosen.isEmpty else { continue }
            let current = range.reduce(0.0) { sum, t in sum + (limits ? (tracks[t].limit.isFinite ? tracks[t].limit : tracks[t].base) : tracks[t].base) }
            let space = size(index) - current - gaps(in: range)
            guard space > 0 else { continue }
            touched = true
            let increases: [Double]
            if byFlex {
                // By the flex factors of the tracks that take it (equally when they sum to 0), as Chrome.
                let flexSum = chosen.reduce(0.0) { $0 + tracks[$1].flex }
                increases = chosen.map { flexSum > 0 ? space * tracks[$0].flex / flexSum : space / Double(chosen.count) }
            } else {
                let sizes = chosen.map { limits ? (tracks[$0].limit.isFinite ? tracks[$0].limit : tracks[$0].base) : tracks[$0].base }
                let caps = chosen.map { t -> Double in
                    let track = tracks[t]
                    if limits {
                        if track.infinitelyGrowable { return .infinity }
                        if let fit = track.fitContentLimit { return max(fit, track.base) }
                        return track.limit.isFinite ? track.limit : .infinity
                    }
                    return track.limit
                }
                var grown = Self.fill(space, sizes: sizes, caps: caps)
                let left = space - zip(grown, sizes).reduce(0.0) { $0 + $1.0 - $1.1 }
                if left > 1e-9 {
                    // Past the limits: to the tracks with an intrinsic maximum (all of them when none has).
                    let intrinsic = chosen.indices.filter { limits ? tracks[chosen[$0]].hasMaxContentMax : tracks[chosen[$0]].hasIntrinsicMax }
                    let targets = (limits || intrinsic.isEmpty) ? Array(chosen.indices) : intrinsic
                    for i in targets { grown[i] += left / Double(targets.count) }
                }
                increases = zip(grown, sizes).map { $0 - $1 }
            }
            for (i, t) in chosen.enumerated() { planned[t] = max(planned[t], increases[i]) }
        }
        guard touched else { return }
        for t in tracks.indices where planned[t] > 0 {
            if limits {
                if !tracks[t].limit.isFinite {
                    tracks[t].limit = tracks[t].base + planned[t]
                    tracks[t].infinitelyGrowable = true
                } else {
                    tracks[t].limit += planned[t]
                }
            } else {
                tracks[t].base += planned[t]
                if tracks[t].limit < tracks[t].base { tracks[t].limit = tracks[t].base }
            }
        }
    }

    /// Grows `sizes` by `space` in total, equally, none past its cap (water filling).
    static func fill(_ space: Double, sizes: [Double], caps: [Double]) -> [Double] {
        var grown = sizes
        var left = space
        var open = Array(sizes.indices).sorted { caps[$0] - sizes[$0] < caps[$1] - sizes[$1] }
        while left > 1e-12, !open.isEmpty {
            let share = left / Double(open.count)
            let first = open[0]
            let room = caps[first] - grown[first]
            if room < share {
                grown[first] = caps[first]
                left -= max(room, 0)
                open.removeFirst()
            } else {
                for i in open { grown[i] += share }
                left = 0
            }
        }
        return grown
    }

    // MARK: §11.6–11.8

    private var usedSpace: Double { tracks.reduce(0.0) { $0 + $1.base } + totalGaps }

    private mutating func maximize() {
        switch available {
        case .maxContent:
            for t in tracks.indices { tracks[t].base = max(tracks[t].base, tracks[t].limit) }
        case .minContent:
            break
        case .definite(let length):
            let free = length - usedSpace
            guard free > 0 else { return }
            let grown = Self.fill(free, sizes: tracks.map(\.base), caps: tracks.map(\.limit))
            for t in tracks.indices { tracks[t].base = grown[t] }
        }
    }

    private mutating func expandFlexible() {
        guard tracks.contains(where: \.isFlexible) else { return }
        let fraction: Double
        switch available {
        case .minContent:
            return
        case .definite(let length):
            fraction = frSize(in: 0..<tracks.count, space: length - totalGaps)
        case .maxContent:
            var largest = 0.0
            for track in tracks where track.isFlexible {
                largest = max(largest, track.flex > 1 ? track.base / track.flex : track.base)
            }
            for (index, item) in items.enumerated() where crossesFlexible(item) {
                let space = contribution(index, .maxContent) - gaps(in: item.tracks)
                largest = max(largest, frSize(in: item.tracks, space: space))
            }
            fraction = largest
        }
        for t in tracks.indices where tracks[t].isFlexible {
            tracks[t].base = max(tracks[t].base, fraction * tracks[t].flex)
        }
    }

    /// CSS §11.7.1, "find the size of an fr": flexible tracks whose share would be below their base
    /// size are treated as inflexible until the share settles. Each restart sums the tracks afresh, in
    /// their order; past a few restarts (only a hostile list of factors and bases needs many, each
    /// freezing one more track) the rest is done on tracks sorted once, so the work stays O(n log n).
    func frSize(in range: Range<Int>, space: Double, exactRestarts: Int = Self.exactRestarts) -> Double {
        var inflexible = Set<Int>()
        for _ in 0..<exactRestarts {
            var leftover = space
            var flexSum = 0.0
            for t in range {
                if tracks[t].isFlexible, !inflexible.contains(t) { flexSum += tracks[t].flex } else { leftover -= tracks[t].base }
            }
            let share = leftover / max(flexSum, 1)
            let frozen = range.filter { tracks[$0].isFlexible && !inflexible.contains($0) && share * tracks[$0].flex < tracks[$0].base }
            if frozen.isEmpty { return max(share, 0) }
            inflexible.formUnion(frozen)
        }
        return sortedFrSize(in: range, space: space)
    }

    static let exactRestarts = 8

    /// "Find the size of an fr" on the flexible tracks sorted by base size per flex factor: each restart
    /// freezes the next ones in that order.
    func sortedFrSize(in range: Range<Int>, space: Double) -> Double {
        var leftover = space
        var flexSum = 0.0
        var flexible: [(key: Double, base: Double, flex: Double)] = []
        for t in range {
            let track = tracks[t]
            guard track.isFlexible else { leftover -= track.base; continue }
            flexSum += track.flex
            let key = track.flex > 0 ? track.base / track.flex : (track.base > 0 ? Double.infinity : -Double.infinity)
            flexible.append((key, track.base, track.flex))
        }
        flexible.sort { $0.key > $1.key }
        var frozen = 0
        while true {
            let share = leftover / max(flexSum, 1)
            var froze = false
            while frozen < flexible.count, share * flexible[frozen].flex < flexible[frozen].base {
                leftover -= flexible[frozen].base
                flexSum -= flexible[frozen].flex
                frozen += 1
                froze = true
            }
            if !froze { return max(share, 0) }
        }
    }

    private mutating func stretchHugTracks() {
        guard let length = available.definite else { return }
        let free = length - usedSpace
        let hugging = tracks.indices.filter { tracks[$0].max == .auto && !tracks[$0].collapsed }
        guard free > 0, !hugging.isEmpty else { return }
        for t in hugging { tracks[t].base += free / Double(hugging.count) }
    }
}
