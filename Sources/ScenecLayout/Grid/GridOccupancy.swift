/// Which cells of a grid are taken, for auto-placement: per track of the axis that grows (rows under
/// `flow="row"`), the union of the taken stretches of the other axis as sorted, disjoint ranges. A
/// placement covering k tracks costs k insertions, each a binary search; placing items one after the
/// other along a row merges with the last range, so the common case stays linear.
struct GridOccupancy {
    /// Taken ranges by major track, offset by `origin` (major tracks may be negative lines).
    private var tracks: [[Range<Int>]] = []
    private var origin = 0

    /// The end of the first taken range that overlaps `minor` in any of the `major` tracks, or nil
    /// when the area is free: the next start worth trying on the minor axis.
    func blockingEnd(major: Range<Int>, minor: Range<Int>) -> Int? {
        var end: Int?
        for track in major {
            let index = track - origin
            guard index >= 0, index < tracks.count else { continue }
            let ranges = tracks[index]
            let first = Self.firstEnding(after: minor.lowerBound, in: ranges)
            if first < ranges.count, ranges[first].lowerBound < minor.upperBound {
                end = max(end ?? Int.min, ranges[first].upperBound)
            }
        }
        return end
    }

    /// Whether `major` track covers all of `minor`.
    func isFull(_ track: Int, minor: Range<Int>) -> Bool {
        let index = track - origin
        guard index >= 0, index < tracks.count else { return false }
        let ranges = tracks[index]
        let first = Self.firstEnding(after: minor.lowerBound, in: ranges)
        return first < ranges.count && ranges[first].lowerBound <= minor.lowerBound && ranges[first].upperBound >= minor.upperBound
    }

    mutating func mark(major: Range<Int>, minor: Range<Int>) {
        guard !major.isEmpty, !minor.isEmpty else { return }
        if tracks.isEmpty { origin = major.lowerBound }
        if major.lowerBound < origin {
            tracks.insert(contentsOf: Array(repeating: [], count: origin - major.lowerBound), at: 0)
            origin = major.lowerBound
        }
        if major.upperBound - origin > tracks.count {
            tracks.append(contentsOf: Array(repeating: [], count: major.upperBound - origin - tracks.count))
        }
        for track in major { Self.insert(minor, into: &tracks[track - origin]) }
    }

    /// Index of the first range whose end is past `position` (ranges sorted and disjoint).
    private static func firstEnding(after position: Int, in ranges: [Range<Int>]) -> Int {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Adds `range` to the union, merging it with the ranges it overlaps or touches.
    private static func insert(_ range: Range<Int>, into ranges: inout [Range<Int>]) {
        if let last = ranges.last, last.upperBound <= range.lowerBound {
            if last.upperBound == range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
            return
        }
        // First range that ends at or after the new start (it touches or overlaps), then every one
        // that starts at or before the new end.
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        var merged = range
        while end < ranges.count, ranges[end].lowerBound <= range.upperBound {
            merged = min(merged.lowerBound, ranges[end].lowerBound)..<max(merged.upperBound, ranges[end].upperBound)
            end += 1
        }
        ranges.replaceSubrange(low..<end, with: [merged])
    }
}
