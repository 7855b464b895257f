import ScenecCore

extension Array where Element == Diagnostic {
    /// The errors alone, in order: what a test compares when warnings may come and go.
    public var errors: [Diagnostic] { filter { $0.severity == .error } }

    /// The messages of the errors, in order.
    public var errorMessages: [String] { errors.map(\.message) }
}
