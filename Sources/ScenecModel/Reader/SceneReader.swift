import ScenecCore
import ScenecXML

/// The reading pass: one mutable value that every `read…` (split by job across the `SceneReader+…`
/// files) reports into. Document-wide state lives here; what only components need is in `components`.
struct SceneReader {
    var context = ParseContext()
    /// Gradients declared in `<defs>`, by id (read before the nodes, so a fill may name one declared later).
    var gradients: [String: GradientSpec] = [:]
    var idLocations: [String: SourceLocation] = [:]
    var nodesByID: [String: Node] = [:]
    /// `<use href>` and `relative-to="#id"` targets, checked once every id is known.
    var useReferences: [(href: String, location: SourceLocation)] = []
    var referenceBoxIDs: [(id: String, location: SourceLocation)] = []
    var imageReferences: [ImageReference] = []
    /// `<font href>`s of `<defs>`, in document order.
    var fonts: [FontReference] = []
    var components = BuiltInScope()
    /// "Did you mean" hints among the scene's own ids and components.
    var hints = HintBudget()
    /// The user components the scene and its libraries define (expanded before reading): an unknown
    /// element's "did you mean" looks among them too.
    var componentNames: [String] = []
    /// The axes the node whose children are being read hugs (`width="hug"`): a child cannot divide
    /// or fill what its parent takes from it (`checkHugConflicts`).
    var parentHugs = HugAxes()

    /// The format versions read; the additions implemented so far work in any of them.
    static let versions = ["1", "1.1", "1.2", "1.3"]

    mutating func readScene(_ root: XMLElement, file: String) -> Scene {
        checkNamespace(root)
        let attributes = AttributeReader(root, kind: .scene, context: &context)
        let width = requiredSize("width", attributes)
        let height = requiredSize("height", attributes)
        parentHugs = HugAxes(width: width == .hug, height: height == .hug)
        let background = attributes.color("background", context: &context) ?? nil
        if let version = attributes.string("version"), !Self.versions.contains(version.trimmingWhitespace()) {
            context.error("version: this scenec reads format versions \(Self.versions.dropLast().joined(separator: ", ")) and \(Self.versions.last ?? ""), not \"\(version)\"",
                          at: attributes.location(of: "version"))
        }
        checkNoText(root)

        for defs in root.children where defs.name == ElementKind.defs.name {
            for child in defs.children {
                guard let kind = ElementCatalog.kinds[child.name], let form = kind.definition.role.gradientForm else { continue }
                let gradient = readGradient(child, kind: kind, form: form, inDefs: true)
                if let id = child.attribute("id")?.value { gradients[id] = gradient }
            }
        }
        var nodes: [Node] = []
        for child in root.children {
            guard let kind = checkKnown(child, allowedBy: .sceneContent, in: .scene) else { continue }
            switch kind.definition.role {
            case .definitions: readDefinitions(child)
            case .defaults: readDefaults(child)
            case .container, .shape, .content, .reference, .component:
                if let node = readNode(child, kind: kind, parent: .plain) { nodes.append(node) }
            case .document, .paint, .gradient, .stop, .effect, .inline, .reuse, .resource:
                break  // refused by checkKnown
            }
        }
        checkReferences()
        if !context.diagnostics.hasErrors { checkExpansion(nodes) }
        var scene = Scene(file: file, width: width?.points ?? 1, height: height?.points ?? 1, background: background, gradients: gradients,
                          nodesByID: nodesByID, nodes: nodes, location: root.location, sizeLocation: attributes.location(of: "width"))
        scene.hugsWidth = width == .hug
        scene.hugsHeight = height == .hug
        scene.fonts = fonts
        scene.systemFonts = attributes.bool("system-fonts", context: &context)
        scene.formatVersion = attributes.string("version")?.trimmingWhitespace()
        return scene
    }

    /// A side of the canvas: points, or `hug` (the union of the top-level nodes' frames).
    enum CanvasSide: Equatable {
        case points(Double)
        case hug

        /// The side in points; 0 for hug until layout measures the content.
        var points: Double {
            if case .points(let value) = self { return value }
            return 0
        }
    }

    private mutating func requiredSize(_ name: String, _ attributes: AttributeReader) -> CanvasSide? {
        guard attributes.has(name) else {
            context.error("<scene> needs a \(name) in points (or \(name)=\"hug\")", at: attributes.element.location)
            return nil
        }
        if attributes.string(name)?.trimmingWhitespace() == "hug" { return .hug }
        // Points like every other length (`480` or `480pt`); a percentage has nothing to refer to here.
        guard let length = attributes.length(name, context: &context) else { return nil }
        guard case .points(let value) = length else {
            context.error("\(name): the scene's \(name) is in points, not a percentage", at: attributes.location(of: name))
            return nil
        }
        guard value > 0 else {
            context.error("\(name): the scene's \(name) must be positive, got \(NumberFormat.svg(value))", at: attributes.location(of: name))
            return nil
        }
        guard value <= Limits.magnitude else {
            context.error("\(name): \(NumberFormat.svg(value)) pt is too large", at: attributes.location(of: name))
            return nil
        }
        return .points(value)
    }

    private mutating func readDefinitions(_ defs: XMLElement) {
        _ = AttributeReader(defs, kind: .defs, context: &context)
        checkNoText(defs)
        // Definitions are laid out against the canvas only when used or referred to, never in a
        // scene that hugs them.
        let savedHugs = parentHugs
        parentHugs = HugAxes()
        defer { parentHugs = savedHugs }
        for child in defs.children {
            guard let kind = checkKnown(child, allowedBy: .definitions, in: .defs) else { continue }
            if kind.definition.role == .resource {
                readFont(child)
                continue
            }
            if kind.definition.role.gradientForm != nil {
                // Already read before the nodes; only the id needs registering, in document order.
                register(id: child.attribute("id")?.value, location: child.attribute("id")?.location ?? child.location)
                continue
            }
            if child.attribute("id") == nil {
                context.error("a node in <defs> needs an id, or nothing can use it", at: child.location)
            }
            _ = readNode(child, kind: kind, parent: .definitions)
        }
    }

    /// `<font href>`: the file is checked and registered by the library (`Scene.fonts`).
    private mutating func readFont(_ element: XMLElement) {
        let attributes = AttributeReader(element, kind: .font, context: &context)
        checkNoText(element)
        guard let href = attributes.string("href") else {
            context.error("<font> needs an href: a TTF, OTF or TTC file path relative to the scene's folder", at: element.location)
            return
        }
        fonts.append(FontReference(href: href, location: attributes.location(of: "href")))
    }

    mutating func register(id: String?, location: SourceLocation) {
        guard let id else { return }
        if let first = idLocations[id] {
            context.error("duplicate id '\(id)' (first used at line \(first.line))", at: location)
        } else {
            idLocations[id] = location
        }
    }
}

extension SceneReader {
    /// The closest of `ids` to `id`, while the hint budget lasts.
    mutating func idHint(for id: String, among ids: some Collection<String>) -> String? {
        hints.suggestion(for: id, among: ids)
    }
}
