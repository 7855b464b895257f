import ScenecCore

/// "Did you mean" hints among a document's own names (ids, tokens, params, components) cost a comparison
/// with every name; once `Limits.idHintComparisons` comparisons are spent the rest of the problems are
/// reported without one, so 20 000 misspellings among 20 000 names stay linear.
struct HintBudget {
    private var spent = 0

    /// The closest of `candidates` to `word`, while the budget lasts.
    mutating func suggestion(for word: String, among candidates: some Collection<String>) -> String? {
        guard spent + candidates.count <= Limits.idHintComparisons else { return nil }
        spent += candidates.count
        return Spelling.suggestion(for: word, among: candidates)
    }
}
