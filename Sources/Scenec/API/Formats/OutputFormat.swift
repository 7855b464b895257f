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
    /// A WebP image of the PNG's pixels: lossless, or lossy with a quality.
    case webp
    /// A JPEG image of the PNG's pixels flattened over the scene's background (else white); also
    /// written `.jpeg`.
    case jpg
    /// A Windows icon (favicon) holding PNG images of 16, 32 and 48 px.
    case ico

    /// Everything scenec knows about the format. The one switch over formats in the library: a new
    /// case is a new descriptor file plus this line (and the preview's own choice of formats in
    /// ScenecServe, which the compiler names too).
    package var descriptor: OutputFormatDescriptor {
        switch self {
        case .svg: return .svg
        case .png: return .png
        case .pdf: return .pdf
        case .webp: return .webp
        case .jpg: return .jpg
        case .ico: return .ico
        }
    }

    /// The file-name extension scenec writes, without the dot: `svg`, `png`, `pdf`, `webp`, `jpg`, `ico`.
    public var fileExtension: String { rawValue }

    /// The format's name in messages: `SVG`, `PNG`, `PDF`, `WEBP`, `JPG`, `ICO`.
    public var displayName: String { rawValue.uppercased() }

    /// Other extensions (and `--format` names) that mean a format: `jpeg`.
    static let aliases: [String: OutputFormat] = ["jpeg": .jpg]

    /// The format a file extension or a `--format` name asks for (in any case), aliases included: the
    /// one place that decides it.
    public init?(fileExtension: some StringProtocol) {
        let name = fileExtension.lowercased()
        guard let format = OutputFormat(rawValue: name) ?? Self.aliases[name] else { return nil }
        self = format
    }

    /// The format a file name asks for by its extension (in any case), if any.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(fileExtension: path[path.index(after: dot)...])
    }

    /// Every name `--format` and `-o` accept, for messages: `svg, png, pdf, webp, jpg (or jpeg), ico`.
    public static var acceptedNames: String {
        allCases.map { format in
            let alias = aliases.filter { $0.value == format }.map(\.key).sorted()
            return alias.isEmpty ? format.rawValue : "\(format.rawValue) (or \(alias.joined(separator: ", ")))"
        }.joined(separator: ", ")
    }
}
