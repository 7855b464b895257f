/// The files scenec writes.
public enum OutputFormat: String, Sendable, CaseIterable {
    case svg
    case png

    public var fileExtension: String { rawValue }

    /// The format a file name asks for by its extension, if any.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
