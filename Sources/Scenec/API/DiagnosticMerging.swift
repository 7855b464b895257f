import ScenecCore

extension Array where Element == Diagnostic {
    /// Each diagnostic once (same severity, text and location), in file order; among equal locations,
    /// first seen first. A scene built at several scales gets layout's warnings once per scale; this
    /// is how callers report them once. The result depends only on the input's order, which callers
    /// keep deterministic (load first, then the scales in job order).
    public func deduplicatedInFileOrder() -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return filter { seen.insert($0).inserted }.sortedByLocation()
    }
}
