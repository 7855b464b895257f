/// The kinds of file scenec writes. What each one is (how it is rendered, where it keeps its
/// up-to-date key, its MIME type, how an asset catalog holds it) is its `descriptor`, one file per
/// format beside this one.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// SVG text, in points (the canvas size does not change with the scale).
    case svg
    /// A PNG image of `width × scale` by `height × scale` pixels, rounded up.
    case png
    /// A one-page vector PDF of `width × height` points (the scale only decides pixel snapping).
    case pdf

    /// Everything scenec knows about the format. The one switch over formats in the library: a new
    /// case is a new descriptor file plus this line (and the preview's own choice of formats in
    /// ScenecServe, which the compiler names too).
    package var descriptor: OutputFormatDescriptor {
        switch self {
        case .svg: return .svg
        case .png: return .png
        case .pdf: return .pdf
        }
    }

    /// The file-name extension, without the dot: `svg`, `png`, `pdf`.
    public var fileExtension: String { rawValue }

    /// The format's name in messages: `SVG`, `PNG`, `PDF`.
    public var displayName: String { rawValue.uppercased() }

    /// The format a file name asks for by its extension (in any case), if any.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
