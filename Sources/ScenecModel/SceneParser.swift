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
    }

    /// Reads and validates a scene from its source bytes.
    public static func parse(source: [UInt8], file: String) -> Result {
        let xml = XMLReader.parse(source, file: file)
        guard let root = xml.root else { return Result(scene: nil, diagnostics: xml.diagnostics, imageReferences: []) }
        var result = parse(root: root, file: file)
        result.diagnostics = (xml.diagnostics + result.diagnostics).sortedByLocation()
        return result
    }

    public static func parse(root: XMLElement, file: String) -> Result {
        var reader = SceneReader()
        guard root.name == ElementKind.scene.name else {
            reader.context.error("the root element must be <scene>, not <\(root.name)>", at: root.location)
            return Result(scene: nil, diagnostics: reader.context.diagnostics, imageReferences: [])
        }
        let scene = reader.readScene(root, file: file)
        let diagnostics = reader.context.diagnostics.sortedByLocation()
        return Result(scene: diagnostics.hasErrors ? nil : scene, diagnostics: diagnostics, imageReferences: reader.imageReferences)
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
