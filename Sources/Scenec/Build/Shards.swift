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
}
