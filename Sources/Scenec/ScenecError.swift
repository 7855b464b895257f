import ScenecCore

/// Why a compile did not produce output. The CLI maps these to exit statuses 1 and 3.
public enum ScenecError: Error, Sendable, CustomStringConvertible {
    /// The scene is not acceptable: every diagnostic found, errors and warnings.
    case invalidScene([Diagnostic])
    /// A file could not be read or written.
    case io(path: String, message: String)

    public var description: String {
        switch self {
        case .invalidScene(let diagnostics):
            return diagnostics.map(\.description).joined(separator: "\n")
        case .io(let path, let message):
            return "\(path): error: \(message)"
        }
    }
}
