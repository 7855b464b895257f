import ScenecCore
import ScenecXML

/// Turns the element tree into a validated `Scene`, reporting every problem it finds in one pass.
/// Parsing is a pure function of the bytes: files that hrefs name are checked and read by the library,
/// from `Result.imageReferences`.
public enum SceneParser {
    public struct Result: Sendable {
        /// The scene, when there are no errors.
        public var scene: Scene?
        public var diagnostics: [Diagnostic]
        /// Every image file the scene names, in document order, also when the scene has errors, so the
        /// library can report a refused or missing file together with every other problem.
        public var imageReferences: [ImageReference]
        /// The token themes the scene and its libraries declare (`<tokens theme>`), sorted, without
        /// "default".
        public var themes: [String] = []
        /// The locales the scene, its libraries and their string tables declare, sorted.
        public var locales: [String] = []
        /// The string tables' files `<strings>` read (for depfiles and up-to-date keys).
        public var stringFiles: [IncludedSource] = []
        /// The files `<include>` brought in, in the order first included (for depfiles and up-to-date keys).
        public var includes: [IncludedSource] = []
        /// For a scene that uses tokens, includes or components: the scene as the reader saw it
        /// (substituted and expanded; `serialized()` writes it out for the schema, each line located where
        /// its element is written). Nil for a scene without reuse, whose own text is what the schema checks.
        public var expanded: XMLElement?
    }

    /// Reads and validates a scene from its source bytes. `theme` chooses the token theme (nil or
    /// "default": the tokens without a theme); `include` reads the files `<include href>` names (nil:
    /// a scene given without a folder, where an include is an error).
    public static func parse(source: [UInt8], file: String, theme: String? = nil, include: IncludeLoader? = nil) -> Result {
        parse(source: source, file: file, choice: TokenChoice(theme: theme), include: include)
    }

    /// The same with the build's choice of tokens (theme, locale, `--set` and data rows) and a reader
    /// of string tables (`<strings href>`; nil: such an element is an error).
    public static func parse(source: [UInt8], file: String, choice: TokenChoice, include: IncludeLoader? = nil,
                             strings: StringsLoader? = nil, tokens: IncludeLoader? = nil) -> Result {
        let xml = XMLReader.parse(source, file: file)
        guard let root = xml.root else { return Result(scene: nil, diagnostics: xml.diagnostics, imageReferences: []) }
        var result = parse(root: root, file: file, choice: choice, include: include, strings: strings, tokens: tokens)
        result.diagnostics = (xml.diagnostics + result.diagnostics).sortedByLocation()
        return result
    }

    public static func parse(root: XMLElement, file: String, theme: String? = nil, include: IncludeLoader? = nil) -> Result {
        parse(root: root, file: file, choice: TokenChoice(theme: theme), include: include)
    }

    public static func parse(root: XMLElement, file: String, choice: TokenChoice, include: IncludeLoader? = nil,
                             strings: StringsLoader? = nil, tokens: IncludeLoader? = nil) -> Result {
        var reader = SceneReader()
        guard root.name == ElementKind.scene.name else {
            let message = root.name == ElementKind.library.name
                ? "this is a <library>: scenes bring it in with <include href>, and it is built and validated through them"
                : "the root element must be <scene>, not <\(root.name)>"
            reader.context.error(message, at: root.location)
            return Result(scene: nil, diagnostics: reader.context.diagnostics, imageReferences: [])
        }
        let reuse = ReuseResolver.resolve(root, file: file, choice: choice, loaders: .init(include: include, strings: strings, tokens: tokens))
        guard let expanded = reuse.root else {
            return Result(scene: nil, diagnostics: reuse.diagnostics.onePerWrittenPlace(), imageReferences: [],
                          themes: reuse.themes, locales: reuse.locales, stringFiles: reuse.stringFiles, includes: reuse.includes)
        }
        reader.componentNames = reuse.componentNames
        var scene = reader.readScene(expanded, file: file)
        scene.locale = choice.locale
        // The reader's word on an attribute whose references failed would repeat the problem.
        let readerDiagnostics = reader.context.diagnostics.filter { !reuse.failedAttributes.contains($0.location) }
        let diagnostics = (reuse.diagnostics + readerDiagnostics).onePerWrittenPlace()
        return Result(scene: diagnostics.hasErrors ? nil : scene, diagnostics: diagnostics, imageReferences: reader.imageReferences,
                      themes: reuse.themes, locales: reuse.locales, stringFiles: reuse.stringFiles, includes: reuse.includes, expanded: reuse.usesReuse ? expanded : nil)
    }
}

extension Array where Element == Diagnostic {
    /// In file order, and a problem inside a component's body once however many instances repeat it
    /// (with the first instance's note): the same message at the same written place.
    func onePerWrittenPlace() -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return sortedByLocation().filter { diagnostic in
            var written = diagnostic
            written.location = diagnostic.location.written
            return seen.insert(written).inserted
        }
    }
}

/// An image file named by the scene: `href` of `<image>`, `image` of `<key>`.
public struct ImageReference: Sendable, Hashable {
    /// As written (relative to the scene's folder, or an absolute path or URL to be refused).
    public var href: String
    /// The attribute that names it, for messages.
    public var attribute: String
    public var location: SourceLocation

    public init(href: String, attribute: String, location: SourceLocation) {
        self.href = href
        self.attribute = attribute
        self.location = location
    }
}
