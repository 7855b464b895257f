/// Edits (`TextDiff`) written as a unified-style diff: `---`/`+++` headers, `@@` hunks naming the first
/// line of each side, `-`/`+` lines each followed by what `annotate` says about it, and `context` equal
/// lines around each change. The SVG diff and the scene source diff of `scenec diff` share it.
enum UnifiedDiff {
    /// Which lines a hunk header counts: `svg line` for the SVG, `line` for the scene's XML.
    static func format(_ edits: [TextDiff.Edit], _ lines1: [String], _ lines2: [String],
                       headers: (String, String), unit: String, context: Int = 2,
                       annotate1: (Int) -> String = { _ in "" }, annotate2: (Int) -> String = { _ in "" }) -> String {
        let changedIndices = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        guard !changedIndices.isEmpty else { return "" }
        // File names are printed with their line breaks escaped: one name, one line of the log.
        var out = ["--- " + headers.0.lineBreaksEscaped, "+++ " + headers.1.lineBreaksEscaped]
        // Group changes whose context windows touch into hunks.
        var hunks: [(Int, Int)] = []
        for index in changedIndices {
            let low = max(0, index - context), high = min(edits.count - 1, index + context)
            if let last = hunks.last, low <= last.1 + 1 {
                hunks[hunks.count - 1].1 = high
            } else {
                hunks.append((low, high))
            }
        }
        for (low, high) in hunks {
            let first1 = edits[low...high].lazy.compactMap { edit -> Int? in
                switch edit { case .same(let b, _), .removed(let b): return b; case .added: return nil }
            }.first
            let first2 = edits[low...high].lazy.compactMap { edit -> Int? in
                switch edit { case .same(_, let a), .added(let a): return a; case .removed: return nil }
            }.first
            out.append("@@ \(unit) \(first1.map { $0 + 1 } ?? 0) → \(first2.map { $0 + 1 } ?? 0) @@")
            for edit in edits[low...high] {
                switch edit {
                case .same(let b, _):
                    out.append(" " + lines1[b])
                case .removed(let b):
                    out.append("-" + lines1[b] + annotate1(b))
                case .added(let a):
                    out.append("+" + lines2[a] + annotate2(a))
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
