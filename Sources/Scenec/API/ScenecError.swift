import ScenecCore

/// Why a compile, validation or diff did not produce its result.
///
/// The `scenec` command maps these to its exit statuses: `.invalidScene` to 1 (when it holds an
/// error), `.io` and `.render` to 3.
public enum ScenecError: Error, Sendable, CustomStringConvertible {
    /// The scene is not acceptable: every diagnostic found, errors and warnings, in file order.
    case invalidScene([Diagnostic])
    /// A file could not be read or written.
    case io(path: String, message: String)
    /// A valid scene could not be rendered in `format`: the raster backend could not allocate or draw
    /// the canvas (out of memory, most often). The scene is fine; the machine could not draw it, so
    /// this is an input/output-like failure rather than a scene error.
    case render(scene: String, format: OutputFormat, message: String)

    /// The text printed for the error: the diagnostics one per line, or one
    /// `path: error: message` line (line breaks in the path escaped).
    public var description: String {
        switch self {
        case .invalidScene(let diagnostics):
            return diagnostics.map(\.description).joined(separator: "\n")
        case .io(let path, let message):
            return "\(path.lineBreaksEscaped): error: \(message)"
        case .render(let scene, let format, let message):
            return "\(scene.lineBreaksEscaped): error: rendering \(format.displayName) failed: \(message)"
        }
    }
}
