/// A line-based longest-common-subsequence diff: enough for scenec's one-element-per-line SVG.
/// Used by `DiffRunner`; its result reaches users as `FileDiff.textDiff`.
package enum TextDiff {
    /// One step of turning the first text into the second.
    package enum Edit: Sendable, Hashable {
        /// Line `before` of the first text equals line `after` of the second (0-based).
        case same(before: Int, after: Int)
        /// Line `before` of the first text is not in the second.
        case removed(before: Int)
        /// Line `after` of the second text is not in the first.
        case added(after: Int)
    }

    /// The edits turning `a` into `b`, in order. Common prefix and suffix are matched first; the middle
    /// gets an exact LCS when it is small enough, else it is shown as replaced wholesale.
    package static func diff(_ a: [String], _ b: [String], maximumCells: Int = 16_000_000) -> [Edit] {
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var edits: [Edit] = (0..<prefix).map { .same(before: $0, after: $0) }
        let aStart = prefix, aEnd = a.count - suffix, bStart = prefix, bEnd = b.count - suffix
        let n = aEnd - aStart, m = bEnd - bStart
        if n == 0 || m == 0 || (n + 1) * (m + 1) > maximumCells {
            edits += (aStart..<aEnd).map { .removed(before: $0) }
            edits += (bStart..<bEnd).map { .added(after: $0) }
        } else {
            // lengths[i][j]: LCS length of a[aStart+i...] and b[bStart+j...].
            var lengths = [Int32](repeating: 0, count: (n + 1) * (m + 1))
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lengths[i * (m + 1) + j] = a[aStart + i] == b[bStart + j]
                        ? lengths[(i + 1) * (m + 1) + j + 1] + 1
                        : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
                }
            }
            var i = 0, j = 0
            while i < n || j < m {
                if i < n && j < m && a[aStart + i] == b[bStart + j] {
                    edits.append(.same(before: aStart + i, after: bStart + j)); i += 1; j += 1
                } else if j < m && (i == n || lengths[i * (m + 1) + j + 1] >= lengths[(i + 1) * (m + 1) + j]) {
                    // Prefer removals before additions at the same point.
                    if i < n && lengths[(i + 1) * (m + 1) + j] == lengths[i * (m + 1) + j + 1] {
                        edits.append(.removed(before: aStart + i)); i += 1
                    } else {
                        edits.append(.added(after: bStart + j)); j += 1
                    }
                } else {
                    edits.append(.removed(before: aStart + i)); i += 1
                }
            }
        }
        edits += (0..<suffix).map { .same(before: a.count - suffix + $0, after: b.count - suffix + $0) }
        return edits
    }

    /// Whether any edit is not `.same`.
    package static func hasChanges(_ edits: [Edit]) -> Bool {
        edits.contains { if case .same = $0 { return false } else { return true } }
    }
}
