import ScenecCore

/// Collects diagnostics while the scene is read, so one pass reports every problem.
struct ParseContext {
    var diagnostics: [Diagnostic] = []

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(.warning(message, at: location))
    }
}
