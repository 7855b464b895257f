/// CSS §11.5 step 4: the items that cross flexible tracks, all together, give their contributions to
/// those tracks only, by flex factor.
extension GridTrackSizing {
    /// The sum of the fixed maximums (or `fit-content()` arguments) of the tracks in `range`; nil when one
    /// of them has none. An item's min- or max-content contribution is "limited" by it (§11.5 step 2).
    func spannedLimit(_ range: Range<Int>) -> Double? {
        var sum = 0.0
        for t in range {
            guard let limit = tracks[t].fixedMax ?? tracks[t].fitContentLimit else { return nil }
            sum += limit
        }
        return sum
    }

    /// Under a min- or max-content constraint, an item's content size is given to the flexible tracks it
    /// crosses only in the proportion of their flex factors' sum when that is below 1 (CSS Grid 2 §12.5:
    /// `0.5*` takes half, `0*` nothing), of the part beyond its inflexible tracks, and never less than
    /// the item's minimum contribution; with a definite length, its minimum contribution.
    mutating func resolveFlexibleItems(_ group: [Int]) {
        let contribution = self.contribution, constrained = available.definite == nil
        let flexible: (Range<Int>, GridTrack) -> Bool = { _, track in track.isFlexible }
        var scaled: [Int: (inflexible: Double, scale: Double, limit: Double)] = [:]
        for index in group {
            let range = items[index].tracks
            let inflexible = range.reduce(0.0) { $0 + (tracks[$1].isFlexible ? 0 : tracks[$1].base) }
            let flexSum = range.reduce(0.0) { $0 + tracks[$1].flex }
            scaled[index] = (inflexible, min(flexSum, 1), spannedLimit(range) ?? .infinity)
        }
        func proportion(_ index: Int, _ content: Double) -> Double {
            guard let part = scaled[index] else { return content }
            return part.inflexible + max(content - part.inflexible, 0) * part.scale
        }
        distribute(group, to: { _, track in track.isFlexible && track.hasIntrinsicMin }, limits: false, byFlex: true) { index in
            let minimum = contribution(index, .minimum)
            guard constrained else { return minimum }
            let limited = max(min(contribution(index, .minContent), scaled[index]?.limit ?? .infinity), minimum)
            return max(minimum, proportion(index, limited))
        }
        distribute(group, to: { range, track in flexible(range, track) && (track.min == .minContent || track.min == .maxContent) },
                   limits: false, byFlex: true) { contribution($0, .minContent) }
        if available == .maxContent {
            distribute(group, to: { _, track in track.isFlexible && (track.min == .auto || track.min == .maxContent) }, limits: false, byFlex: true) { index in
                proportion(index, min(contribution(index, .maxContent), scaled[index]?.limit ?? .infinity))
            }
        }
        distribute(group, to: { _, track in track.isFlexible && track.min == .maxContent }, limits: false, byFlex: true) { contribution($0, .maxContent) }
    }
}
