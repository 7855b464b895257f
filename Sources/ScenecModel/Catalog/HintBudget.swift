import ScenecCore

/// "Did you mean" hints among a document's own names (ids, tokens, params, components) cost a comparison
/// with every name; once `Limits.idHintComparisons` comparisons are spent the rest of the problems are
/// reported without one, so 20 000 misspellings among 20 000 names stay linear.
struct HintBudget {
    private var spent = 0

    /// The closest of `candidates` to `word`, while the budget lasts.
    mutating func suggestion(for word: String, among candidates: some Collection<String>) -> String? {
        guard spend(candidates.count) else { return nil }
        return Spelling.suggestion(for: word, among: candidates)
    }

    /// Takes `comparisons` from the budget when it has them: for a caller that must first gather its
    /// candidates (and should not when there is no budget left for them).
    mutating func spend(_ comparisons: Int) -> Bool {
        guard spent + comparisons <= Limits.idHintComparisons else { return false }
        spent += comparisons
        return true
    }
}
