/// "Did you mean" suggestions for misspelt element and attribute names.
public enum Spelling {
    /// The closest candidate within a small edit distance, or nil when nothing is close.
    public static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, min(3, word.count / 3 + 1))
        let lowered = word.lowercased()
        let length = lowered.count
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // The distance is at least the difference in length: most candidates end here, cheaply.
            guard abs(candidate.count - length) <= limit else { continue }
            let d = editDistance(lowered, candidate.lowercased())
            guard d <= limit else { continue }
            if let current = best, current.distance < d || (current.distance == d && current.name <= candidate) {
                continue
            }
            best = (candidate, d)
        }
        return best?.name
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }
}
