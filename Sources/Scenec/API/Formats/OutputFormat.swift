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
    /// An Android VectorDrawable: XML of the scene's shapes and outlined text in points (dp), written
    /// `NAME.xml`. Only `--format vector` asks for it: `-o NAME.xml` alone never guesses it.
    case vector
    /// A macOS icon file (ICNS) holding PNG images of 16 to 1024 px, the ten sizes of a macOS app icon.
    case icns

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
        case .vector: return .vector
        case .icns: return .icns
        }
    }

    /// The file-name extension scenec writes, without the dot: `svg`, `png`, `pdf`, `webp`, `jpg`,
    /// `ico`, and `xml` for a VectorDrawable.
    public var fileExtension: String { self == .vector ? Self.vectorExtension : rawValue }

    /// The format's name in messages: `SVG`, `PNG`, `PDF`, `WEBP`, `JPG`, `ICO`, `VectorDrawable`.
    public var displayName: String { self == .vector ? "VectorDrawable" : rawValue.uppercased() }

    /// A VectorDrawable's extension, which names no format by itself (a scene is XML too).
    static let vectorExtension = "xml"

    /// Other extensions (and `--format` names) that mean a format: `jpeg`.
    static let aliases: [String: OutputFormat] = ["jpeg": .jpg]

    /// The format a file extension asks for (in any case), aliases included: the one place that
    /// decides it. No extension asks for a VectorDrawable (`.xml` needs `--format vector`).
    public init?(fileExtension: some StringProtocol) {
        guard let format = OutputFormat(formatName: fileExtension), format != .vector else { return nil }
        self = format
    }

    /// The format a `--format` name asks for (in any case), aliases included.
    public init?(formatName: some StringProtocol) {
        let name = formatName.lowercased()
        guard let format = OutputFormat(rawValue: name) ?? Self.aliases[name] else { return nil }
        self = format
    }

    /// The format a file name asks for by its extension (in any case), if any.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(fileExtension: path[path.index(after: dot)...])
    }

    /// Every extension `-o` accepts, for messages: `svg, png, …, icns, xml (with --format vector)`.
    public static var acceptedExtensions: String {
        allCases.filter { $0 != .vector }.map { format in
            let alias = aliases.filter { $0.value == format }.map(\.key).sorted()
            return alias.isEmpty ? format.rawValue : "\(format.rawValue) (or \(alias.joined(separator: ", ")))"
        }.joined(separator: ", ") + ", \(vectorExtension) (with --format vector)"
    }

    /// Every name `--format` accepts, for messages: `svg, png, pdf, webp, jpg (or jpeg), ico, vector`.
    public static var acceptedNames: String {
        allCases.map { format in
            let alias = aliases.filter { $0.value == format }.map(\.key).sorted()
            return alias.isEmpty ? format.rawValue : "\(format.rawValue) (or \(alias.joined(separator: ", ")))"
        }.joined(separator: ", ")
    }
}
