/// `--shard K/N`: the K-th of N slices of a build's outputs, for a CI matrix of N machines. The plan's
/// order is deterministic (scenes sorted, then rows, locales, themes, scales), and the slices are
/// contiguous runs of it of sizes differing by at most one, so the N shards together hold every
/// output exactly once, and a scene's files for one row mostly stay on one machine (one load).
package enum Shards {
    package static func slice(_ jobs: [BuildJob], index: Int, count: Int) -> [BuildJob] {
        guard count > 1 else { return jobs }
        let start = jobs.count * (index - 1) / count
        let end = jobs.count * index / count
        return Array(jobs[start..<end])
    }

    /// The shard (1…`count`) that writes a layout's index file (a catalog's or image set's
    /// `Contents.json`, an adaptive icon's XML) whose listed outputs begin with `prefix`: the one whose
    /// slice holds the first of them, so every index is written by exactly one shard, beside outputs it
    /// lists; nil when the plan has none.
    package static func owner(ofIndexListing prefix: String, jobs: [BuildJob], count: Int) -> Int? {
        guard let position = jobs.firstIndex(where: { $0.output.hasPrefix(prefix) }) else { return nil }
        // Slice k holds the positions from n(k−1)/c up to n·k/c.
        return (1...max(count, 1)).first { position < jobs.count * $0 / max(count, 1) }
    }
}
