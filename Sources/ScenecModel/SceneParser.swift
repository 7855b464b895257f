import ScenecCore
import ScenecXML

/// Turns the element tree into a validated `Scene`, reporting every problem it finds in one pass.
public enum SceneParser {
    public struct Result: Sendable {
        public var scene: Scene?
        public var diagnostics: [Diagnostic]
    }

    /// Reads and validates a scene from its source bytes.
    public static func parse(source: [UInt8], file: String, options: ParseOptions = ParseOptions()) -> Result {
        let xml = XMLReader.parse(source, file: file)
        guard let root = xml.root else { return Result(scene: nil, diagnostics: xml.diagnostics) }
        var result = parse(root: root, file: file, options: options)
        result.diagnostics = (xml.diagnostics + result.diagnostics).sortedByLocation()
        return result
    }

    public static func parse(root: XMLElement, file: String, options: ParseOptions = ParseOptions()) -> Result {
        var context = ParseContext()
        guard root.name == "scene" else {
            context.error("the root element must be <scene>, not <\(root.name)>", at: root.location)
            return Result(scene: nil, diagnostics: context.diagnostics)
        }
        var reader = SceneReader(context: context)
        reader.imageHrefs = ImageHrefPolicy(file: file, options: options)
        let scene = reader.readScene(root, file: file)
        let diagnostics = reader.context.diagnostics.sortedByLocation()
        return Result(scene: diagnostics.hasErrors ? nil : scene, diagnostics: diagnostics)
    }
}

/// Where a node stands, which decides which frame attributes it must, may or must not have.
enum ParentKind {
    case plain
    case stack(Stack.Axis)
    case definitions
}

/// The reading pass. A struct with one mutable context; every `read…` reports into it.
struct SceneReader {
    var context: ParseContext
    var imageHrefs = ImageHrefPolicy()
    private var gradients: [String: GradientSpec] = [:]
    private var idLocations: [String: SourceLocation] = [:]
    private var nodesByID: [String: Node] = [:]
    private var useReferences: [(href: String, location: SourceLocation)] = []
    private var referenceBoxIDs: [(id: String, location: SourceLocation)] = []
    /// Component attributes set by `<defaults>` in the current scope, by component.
    var componentDefaults: [String: [String: ScopedDefault]] = [:]
    /// Ids of the keyboards enclosing the node being read (generated when the XML gives none).
    var keyboardIDs: [String] = []
    /// The containers enclosing the node being read, with the id a key's gradient may refer to; a
    /// generated id is given to the container only when `used`.
    var parentBoxes: [(id: String, used: Bool)] = []

    init(context: ParseContext) {
        self.context = context
    }

    mutating func readScene(_ root: XMLElement, file: String) -> Scene {
        checkNamespace(root)
        let attributes = AttributeReader(root, context: &context)
        let width = requiredSize("width", attributes)
        let height = requiredSize("height", attributes)
        let background = attributes.color("background", context: &context) ?? nil
        if let version = attributes.string("version"), version.trimmingWhitespace() != "1" {
            context.error("version: this scenec reads version 1 scenes, not \"\(version)\"", at: attributes.location(of: "version"))
        }
        checkNoText(root)

        // Gradients first, so fills may name a gradient declared anywhere in <defs>.
        for defs in root.children where defs.name == "defs" {
            for child in defs.children where child.name == "linear-gradient" || child.name == "radial-gradient" {
                if let gradient = readGradient(child, inDefs: true), let id = child.attribute("id")?.value {
                    gradients[id] = gradient
                }
            }
        }
        var nodes: [Node] = []
        for child in root.children {
            if child.name == "defs" {
                readDefinitions(child)
            } else if child.name == "defaults" {
                readDefaults(child)
            } else if let node = readNode(child, parent: .plain) {
                nodes.append(node)
            }
        }
        checkReferences()
        if !context.diagnostics.hasErrors { checkExpansion(nodes) }
        return Scene(file: file, width: width ?? 1, height: height ?? 1, background: background, gradients: gradients,
                     nodesByID: nodesByID, nodes: nodes, location: root.location, sizeLocation: attributes.location(of: "width"))
    }

    private mutating func requiredSize(_ name: String, _ attributes: AttributeReader) -> Double? {
        guard attributes.has(name) else {
            context.error("<scene> needs a \(name) in points", at: attributes.element.location)
            return nil
        }
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
        return value
    }

    mutating func checkNamespace(_ element: XMLElement) {
        if let uri = element.namespaceURI, uri != ElementCatalog.namespace {
            context.error("<\(element.name)> is in namespace \"\(uri)\"; scenes use \"\(ElementCatalog.namespace)\" or none", at: element.location)
        }
    }

    mutating func checkNoText(_ element: XMLElement) {
        if !element.text.trimmingWhitespace().isEmpty {
            context.error("<\(element.name)> cannot contain text", at: element.location)
        }
    }

    /// Reports an element that is not known here; returns true when the element is known.
    mutating func checkKnown(_ element: XMLElement, allowed: Set<String>, in parent: String) -> Bool {
        checkNamespace(element)
        if allowed.contains(element.name) { return true }
        if ElementCatalog.planned.contains(element.name) {
            context.error("<\(element.name)> is not supported yet by this version of scenec", at: element.location)
        } else if ElementCatalog.attributes[element.name] != nil {
            context.error("<\(element.name)> is not allowed inside <\(parent)>", at: element.location)
        } else {
            var message = "unknown element <\(element.name)>"
            if let hint = Spelling.suggestion(for: element.name, among: ElementCatalog.allElementNames) {
                message += " (did you mean <\(hint)>?)"
            }
            context.error(message, at: element.location)
        }
        return false
    }

    private mutating func register(id: String?, location: SourceLocation) {
        guard let id else { return }
        if let first = idLocations[id] {
            context.error("duplicate id '\(id)' (first used at line \(first.line))", at: location)
        } else {
            idLocations[id] = location
        }
    }

    private mutating func readDefinitions(_ defs: XMLElement) {
        _ = AttributeReader(defs, context: &context)
        checkNoText(defs)
        for child in defs.children {
            guard checkKnown(child, allowed: ElementCatalog.nodeElements.union(["linear-gradient", "radial-gradient"]), in: "defs") else { continue }
            if child.name == "linear-gradient" || child.name == "radial-gradient" {
                // Already read before the nodes; only the id needs registering, in document order.
                register(id: child.attribute("id")?.value, location: child.attribute("id")?.location ?? child.location)
                continue
            }
            if child.attribute("id") == nil {
                context.error("a node in <defs> needs an id, or nothing can use it", at: child.location)
            }
            _ = readNode(child, parent: .definitions)
        }
    }

    // MARK: Nodes

    mutating func readNode(_ element: XMLElement, parent: ParentKind) -> Node? {
        guard checkKnown(element, allowed: ElementCatalog.nodeElements, in: "container") else { return nil }
        let attributes = AttributeReader(element, context: &context)
        let id = attributes.string("id")
        register(id: id, location: attributes.location(of: "id"))
        var node = Node(kind: .group(clip: false), element: element.name, id: id, location: element.location)
        node.opacity = attributes.number("opacity", in: 0...1, context: &context) ?? 1
        node.hidden = attributes.bool("hidden", context: &context) ?? false
        // A line is stroke only; without a stroke it would draw nothing, so it gets Core Graphics' black.
        node.style = readStyle(attributes, defaultStroke: element.name == "line" ? .color(.black) : nil)
        if element.name != "text" { checkNoText(element) }

        switch element.name {
        case "group":
            node.kind = .group(clip: attributes.bool("clip", context: &context) ?? false)
            node.frame = readFrame(attributes, parent: parent, needsSize: false)
        case "row", "column":
            let axis: Stack.Axis = element.name == "row" ? .horizontal : .vertical
            var stack = Stack(axis: axis)
            stack.gap = attributes.number("gap", in: 0...Limits.magnitude, context: &context) ?? 0
            stack.padding = attributes.number("padding", in: 0...Limits.magnitude, context: &context) ?? 0
            stack.justify = attributes.choice("justify", context: &context) ?? .start
            stack.clip = attributes.bool("clip", context: &context) ?? false
            node.kind = .stack(stack)
            node.frame = readFrame(attributes, parent: parent, needsSize: false)
        case "rect":
            node.kind = .rect
            node.frame = readFrame(attributes, parent: parent, needsSize: true)
        case "ellipse":
            node.kind = .ellipse
            node.frame = readFrame(attributes, parent: parent, needsSize: true)
        case "circle":
            guard let r = attributes.length("r", context: &context) else {
                if !attributes.has("r") { context.error("<circle> needs a radius r", at: element.location) }
                return nil
            }
            if case .points(let value) = r, value < 0 {
                context.error("r: a radius cannot be negative", at: attributes.location(of: "r"))
            }
            node.kind = .circle(cx: attributes.length("cx", context: &context) ?? .points(0),
                                cy: attributes.length("cy", context: &context) ?? .points(0), r: r)
        case "line":
            node.kind = .line(x1: attributes.length("x1", context: &context) ?? .points(0),
                              y1: attributes.length("y1", context: &context) ?? .points(0),
                              x2: attributes.length("x2", context: &context) ?? .points(0),
                              y2: attributes.length("y2", context: &context) ?? .points(0))
        case "path":
            guard attributes.has("d") else {
                context.error("<path> needs path data d", at: element.location)
                return nil
            }
            guard let path = attributes.parse("d", context: &context, { text throws(ValueError) in try PathDataParser.parse(text) }) else { return nil }
            node.kind = .path(path, attributes.choice("fill-rule", context: &context) ?? .nonzero)
        case "point":
            node.kind = .point
            node.frame = FrameSpec(x: attributes.length("x", context: &context), y: attributes.length("y", context: &context),
                                   width: .points(1), height: .points(1))
            let color = attributes.color("color", context: &context) ?? .black
            node.style = ShapeStyle(fills: color.map { [.color($0)] } ?? [])
            if case .stack(let axis) = parent {
                reportStackPosition(attributes, axis: axis)
                if axis == .horizontal { node.frame.x = nil } else { node.frame.y = nil }
            }
        case "use":
            guard let href = attributes.string("href") else {
                context.error("<use> needs href=\"#id\"", at: element.location)
                return nil
            }
            guard href.hasPrefix("#"), href.count > 1 else {
                context.error("href: <use> refers to a node as \"#id\", got \"\(href)\"", at: attributes.location(of: "href"))
                return nil
            }
            useReferences.append((String(href.dropFirst()), attributes.location(of: "href")))
            node.kind = .use(href: String(href.dropFirst()))
            node.frame = FrameSpec(x: attributes.length("x", context: &context), y: attributes.length("y", context: &context))
            if case .stack(let axis) = parent {
                reportStackPosition(attributes, axis: axis)
            }
        case "text":
            guard readText(element, attributes, into: &node, parent: parent) else { return nil }
        case "image":
            guard readImage(element, attributes, into: &node, parent: parent) else { return nil }
        case "keyboard", "key", "data-circle":
            guard readComponent(element, attributes, into: &node, parent: parent) else { return nil }
        case "reflection":
            guard readReflection(element, attributes, into: &node, parent: parent) else { return nil }
        default:
            return nil
        }

        if node.kind.isContainer, !Self.leafComponents.contains(element.name) {
            let childParent: ParentKind
            if case .stack(let stack) = node.kind { childParent = .stack(stack.axis) } else { childParent = .plain }
            let outerDefaults = componentDefaults
            if element.name == "keyboard", let keyboardID = node.id { keyboardIDs.append(keyboardID) }
            let generatedID = "\(element.name)@\(element.location.line):\(element.location.column)"
            parentBoxes.append((node.id ?? generatedID, false))
            for child in element.children where !Self.isStyleChild(child) {
                if child.name == "defaults" {
                    checkNamespace(child)
                    readDefaults(child)
                    continue
                }
                if let childNode = readNode(child, parent: childParent) { node.children.append(childNode) }
            }
            if let box = parentBoxes.popLast(), box.used, node.id == nil { node.id = generatedID }
            if element.name == "keyboard", node.id != nil { keyboardIDs.removeLast() }
            componentDefaults = outerDefaults
        } else {
            for child in element.children where !Self.isStyleChild(child) {
                _ = checkKnown(child, allowed: [], in: element.name)
            }
        }
        let layers = readPaintChildren(element)
        // Lines are stroke only, points have their colour, and a use draws its original's paint.
        if !layers.isEmpty, ["line", "point", "use", "keyboard", "key", "data-circle"].contains(element.name) {
            context.error("<\(element.name)> takes no fill layers", at: element.location)
        }
        node.style.fills += layers
        if node.style.stroke?.crisp == true, !["rect", "group", "row", "column"].contains(element.name) {
            context.warning("crisp: only rectangular outlines are snapped to device pixels; <\(element.name)> is drawn as is",
                            at: attributes.location(of: "crisp"))
        }
        let effects = readEffects(element)
        if element.name == "data-circle", !node.children.isEmpty {
            // A data circle's <drop-shadow> children shadow its circle.
            node.children[0].style.effects = effects + node.children[0].style.effects
        } else {
            node.style.effects = effects
        }
        if let id { nodesByID[id] = node }
        return node
    }

    /// Components whose children are their expansion, not elements of the XML.
    static let leafComponents: Set<String> = ["key", "data-circle"]

    /// `<defaults>`: `<key>`, `<keyboard>` and `<data-circle>` elements whose attributes become the
    /// defaults of those components for the rest of the enclosing container (or the whole scene).
    mutating func readDefaults(_ element: XMLElement) {
        _ = AttributeReader(element, context: &context)
        checkNoText(element)
        for child in element.children {
            guard checkKnown(child, allowed: ["key", "keyboard", "data-circle"], in: "defaults") else { continue }
            checkNoText(child)
            for grandchild in child.children { _ = checkKnown(grandchild, allowed: [], in: child.name) }
            let themable = Theme.defaults[child.name] ?? [:]
            var scope = componentDefaults[child.name] ?? [:]
            for attribute in child.attributes where !attribute.name.contains(":") {
                guard themable[attribute.name] != nil else {
                    var message = "'\(attribute.name)' cannot be set in <defaults> for <\(child.name)>"
                    if ElementCatalog.attributes[child.name]?.contains(attribute.name) != true {
                        message = "unknown attribute '\(attribute.name)' on <\(child.name)>"
                        if let hint = Spelling.suggestion(for: attribute.name, among: themable.keys) { message += " (did you mean '\(hint)'?)" }
                    }
                    context.error(message, at: attribute.location)
                    continue
                }
                if checkDefaultValue(attribute.name, attribute.value, at: attribute.location) {
                    scope[attribute.name] = ScopedDefault(text: attribute.value, location: attribute.location)
                }
            }
            componentDefaults[child.name] = scope
        }
    }

    /// Checks a `<defaults>` value with the parser its attribute uses.
    private mutating func checkDefaultValue(_ name: String, _ value: String, at location: SourceLocation) -> Bool {
        do throws(ValueError) {
            if name.hasSuffix("color") {
                _ = try ColorParser.parse(value)
            } else if name == "border" {
                guard ["true", "false"].contains(value.trimmingWhitespace()) else { throw ValueError("expected true or false, got \"\(value)\"") }
            } else if name == "font-family" {
                guard !TextSpec.parseFamilies(value).isEmpty else { throw ValueError("expected a comma-separated list of family names, got \"\(value)\"") }
            } else {
                let number = try NumberParser.parse(value)
                guard number >= 0 else { throw ValueError("\(NumberFormat.svg(number)) cannot be negative") }
            }
            return true
        } catch {
            context.error("\(name): \(error.message)", at: location)
            return false
        }
    }

    /// x/y/width/height, with the rules of the parent: a stack computes the main-axis position, and a
    /// shape that needs a size must have it unless the stack supplies the cross-axis one.
    mutating func readFrame(_ attributes: AttributeReader, parent: ParentKind, needsSize: Bool) -> FrameSpec {
        var axis: Stack.Axis?
        if case .stack(let a) = parent { axis = a }
        var frame = FrameSpec(x: attributes.length("x", context: &context), y: attributes.length("y", context: &context),
                              width: attributes.length("width", allowWeight: axis == .horizontal, context: &context),
                              height: attributes.length("height", allowWeight: axis == .vertical, context: &context))
        if let axis { reportStackPosition(attributes, axis: axis) }
        if axis == .horizontal { frame.x = nil }
        if axis == .vertical { frame.y = nil }
        for (name, value) in [("width", frame.width), ("height", frame.height)] {
            var magnitude = 0.0
            if case .points(let v)? = value { magnitude = v }
            if case .percent(let v)? = value { magnitude = v }
            if magnitude < 0 {
                context.error("\(name): a size cannot be negative", at: attributes.location(of: name))
            }
        }
        if needsSize {
            // In a row the height defaults to the row's; in a column the width to the column's.
            if frame.width == nil, axis != .vertical, !attributes.has("width") {
                context.error("<\(attributes.element.name)> needs a width", at: attributes.element.location)
            }
            if frame.height == nil, axis != .horizontal, !attributes.has("height") {
                context.error("<\(attributes.element.name)> needs a height", at: attributes.element.location)
            }
        }
        return frame
    }

    private mutating func reportStackPosition(_ attributes: AttributeReader, axis: Stack.Axis) {
        let (name, stack) = axis == .horizontal ? ("x", "row") : ("y", "column")
        if attributes.has(name) {
            context.error("\(name): a \(stack) computes the \(name) of its children; remove it or wrap the child in a <group>",
                          at: attributes.location(of: name))
        }
    }

    /// Fill layers and effects: children that style a node rather than being drawn inside it.
    static func isStyleChild(_ element: XMLElement) -> Bool {
        ElementCatalog.paintChildren.contains(element.name) || ElementCatalog.effectChildren.contains(element.name)
    }

    // MARK: Paint

    mutating func readStyle(_ attributes: AttributeReader, defaultStroke: PaintSpec?) -> ShapeStyle {
        var style = ShapeStyle()
        if attributes.has("fill"), let paint = readPaint("fill", attributes) {
            style.fills.append(paint)
        }
        let width = attributes.number("stroke-width", in: 0...Limits.magnitude, context: &context)
        if let paint = attributes.has("stroke") ? readPaint("stroke", attributes) : defaultStroke {
            style.stroke = StrokeSpec(paint: paint, width: width ?? 1,
                                      align: attributes.choice("stroke-align", context: &context) ?? .center,
                                      crisp: attributes.bool("crisp", context: &context) ?? false)
        } else {
            _ = attributes.choice("stroke-align", context: &context) as StrokeSpec.Align?
            _ = attributes.bool("crisp", context: &context)
        }
        style.cornerRadius = attributes.number("corner-radius", in: 0...Limits.magnitude, context: &context) ?? 0
        return style
    }

    /// A colour or `url(#gradient)`; nil for `none` or an error.
    private mutating func readPaint(_ name: String, _ attributes: AttributeReader) -> PaintSpec? {
        guard let text = attributes.string(name)?.trimmingWhitespace() else { return nil }
        if text.hasPrefix("url(") {
            guard text.hasSuffix(")"), text.dropFirst(4).hasPrefix("#") else {
                context.error("\(name): expected url(#id), got \"\(text)\"", at: attributes.location(of: name))
                return nil
            }
            let id = String(text.dropFirst(5).dropLast()).trimmingWhitespace()
            return gradientPaint(id: id, attribute: name, at: attributes.location(of: name))
        }
        guard let color = attributes.color(name, context: &context), let color else { return nil }
        return .color(color)
    }

    private mutating func gradientPaint(id: String, attribute: String, at location: SourceLocation) -> PaintSpec? {
        guard let gradient = gradients[id] else {
            var message = "\(attribute): no gradient with id '\(id)' in <defs>"
            if let hint = Spelling.suggestion(for: id, among: gradients.keys) { message += " (did you mean '\(hint)'?)" }
            context.error(message, at: location)
            return nil
        }
        return .gradient(gradient)
    }

    /// `<fill>` layers and inline gradients, in document order.
    private mutating func readPaintChildren(_ element: XMLElement) -> [PaintSpec] {
        var layers: [PaintSpec] = []
        for child in element.children where ElementCatalog.paintChildren.contains(child.name) {
            checkNamespace(child)
            switch child.name {
            case "fill":
                let attributes = AttributeReader(child, context: &context)
                checkNoText(child)
                for grandchild in child.children { _ = checkKnown(grandchild, allowed: [], in: "fill") }
                switch (attributes.has("color"), attributes.string("gradient")) {
                case (true, nil):
                    if let color = attributes.color("color", context: &context), let color { layers.append(.color(color)) }
                case (false, let reference?):
                    guard reference.hasPrefix("#") else {
                        context.error("gradient: refer to a gradient as \"#id\", got \"\(reference)\"", at: attributes.location(of: "gradient"))
                        continue
                    }
                    if let paint = gradientPaint(id: String(reference.dropFirst()), attribute: "gradient", at: attributes.location(of: "gradient")) {
                        layers.append(paint)
                    }
                default:
                    context.error("<fill> takes exactly one of color or gradient", at: child.location)
                }
            default:
                // An inline gradient's id cannot be referenced, but ids are unique in the whole document.
                register(id: child.attribute("id")?.value, location: child.attribute("id")?.location ?? child.location)
                if let gradient = readGradient(child, inDefs: false) { layers.append(.gradient(gradient)) }
            }
        }
        return layers
    }

    // MARK: Gradients

    private mutating func readGradient(_ element: XMLElement, inDefs: Bool) -> GradientSpec? {
        let attributes = AttributeReader(element, context: &context)
        checkNoText(element)
        if inDefs, !attributes.has("id") {
            context.error("a gradient in <defs> needs an id", at: element.location)
        }
        var relativeTo = ReferenceBox.own
        if let text = attributes.string("relative-to")?.trimmingWhitespace() {
            switch text {
            case "self": relativeTo = .own
            case "parent": relativeTo = .parent
            case "scene": relativeTo = .scene
            case _ where text.hasPrefix("#") && text.count > 1:
                relativeTo = .node(String(text.dropFirst()))
                referenceBoxIDs.append((String(text.dropFirst()), attributes.location(of: "relative-to")))
            default:
                context.error("relative-to: expected self, parent, scene or #id, got \"\(text)\"", at: attributes.location(of: "relative-to"))
            }
        }
        var stops: [GradientStop] = []
        for child in element.children {
            guard checkKnown(child, allowed: ["stop"], in: element.name) else { continue }
            let stop = AttributeReader(child, context: &context)
            checkNoText(child)
            guard stop.has("color"), stop.has("offset") else {
                context.error("<stop> needs an offset and a color", at: child.location)
                continue
            }
            let offset = stop.parse("offset", context: &context) { text throws(ValueError) in try Self.stopOffset(text) }
            let color = stop.color("color", context: &context)
            if let offset, let color {
                // As in SVG: an offset below the previous one is raised to it.
                stops.append(GradientStop(offset: max(offset, stops.last?.offset ?? 0), color: color ?? .transparent))
            }
        }
        if stops.isEmpty {
            context.error("<\(element.name)> needs at least one <stop>", at: element.location)
        }
        let kind: GradientSpec.Kind
        if element.name == "linear-gradient" {
            kind = .linear(from: gradientPoint("from", attributes) ?? GradientPoint.keywords["top"] ?? GradientPoint(x: .percent(50), y: .percent(0)),
                           to: gradientPoint("to", attributes) ?? GradientPoint(x: .percent(50), y: .percent(100)))
        } else {
            let radius = attributes.length("radius", context: &context) ?? .percent(50)
            if case .points(let r) = radius, r < 0 { context.error("radius: cannot be negative", at: attributes.location(of: "radius")) }
            kind = .radial(center: gradientPoint("center", attributes) ?? GradientPoint(x: .percent(50), y: .percent(50)), radius: radius)
        }
        return GradientSpec(kind: kind, stops: stops, relativeTo: relativeTo, location: element.location)
    }

    private mutating func gradientPoint(_ name: String, _ attributes: AttributeReader) -> GradientPoint? {
        guard let text = attributes.string(name)?.trimmingWhitespace() else { return nil }
        if let keyword = GradientPoint.keywords[text] { return keyword }
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        guard parts.count == 2 else {
            var message = "\(name): expected a position like top, bottom-left or \"x y\", got \"\(text)\""
            if let hint = Spelling.suggestion(for: text, among: GradientPoint.keywords.keys) { message += " (did you mean '\(hint)'?)" }
            context.error(message, at: attributes.location(of: name))
            return nil
        }
        do {
            return GradientPoint(x: try LengthParser.parse(parts[0]), y: try LengthParser.parse(parts[1]))
        } catch {
            context.error("\(name): \(error.message)", at: attributes.location(of: name))
            return nil
        }
    }

    static func stopOffset(_ text: String) throws(ValueError) -> Double {
        let trimmed = text.trimmingWhitespace()
        let value = trimmed.hasSuffix("%") ? try NumberParser.parse(String(trimmed.dropLast())) / 100 : try NumberParser.parse(trimmed)
        guard (0...1).contains(value) else { throw ValueError("a stop offset is 0–1 or 0%–100%, got \"\(trimmed)\"") }
        return value
    }

    // MARK: References

    /// `use` and `relative-to="#id"` targets exist, and no `use` draws one of its own ancestors.
    private mutating func checkReferences() {
        for (id, location) in referenceBoxIDs where nodesByID[id] == nil {
            var message = "relative-to: no node with id '\(id)'"
            if let hint = Spelling.suggestion(for: id, among: nodesByID.keys) { message += " (did you mean '#\(hint)'?)" }
            context.error(message, at: location)
        }
        for (href, location) in useReferences {
            guard let target = nodesByID[href] else {
                var message = "href: no node with id '\(href)'"
                if gradients[href] != nil { message = "href: '\(href)' is a gradient; <use> draws nodes" }
                else if let hint = Spelling.suggestion(for: href, among: nodesByID.keys) { message += " (did you mean '#\(hint)'?)" }
                context.error(message, at: location)
                continue
            }
            var visited: Set<String> = []
            if reaches(target, id: href, visited: &visited) {
                context.error("href: <use> of '\(href)' would draw itself (a use inside '\(href)' refers back to it)", at: location)
            }
        }
    }

    /// Nodes a scene may expand to through `use` copies; nested uses double per level, so a 3 KB file
    /// could otherwise ask for 2^40 nodes. Counted with a memo per use target: linear in the file.

    private mutating func checkExpansion(_ nodes: [Node]) {
        var memo: [String: Int] = [:]
        var total = 0
        for node in nodes {
            total = min(total + expandedSize(node, memo: &memo), Limits.expandedNodes + 1)
            if total > Limits.expandedNodes {
                context.error("the scene expands to more than \(Limits.expandedNodes) nodes through nested <use> copies; this is refused",
                              at: node.location)
                return
            }
        }
    }

    private func expandedSize(_ node: Node, memo: inout [String: Int]) -> Int {
        let cap = Limits.expandedNodes + 1
        if case .use(let href) = node.kind {
            if let known = memo[href] { return min(1 + known, cap) }
            guard let target = nodesByID[href] else { return 1 }
            memo[href] = cap  // a cycle (already reported) counts as too many
            let size = expandedSize(target, memo: &memo)
            memo[href] = size
            return min(1 + size, cap)
        }
        var size = 1
        for child in node.children {
            size = min(size + expandedSize(child, memo: &memo), cap)
        }
        return size
    }

    /// True when drawing `node` would, through nested uses, draw the node with `id` again. `visited`
    /// is shared across the whole walk, so a use graph with many paths is still walked once (linear).
    private func reaches(_ node: Node, id: String, visited: inout Set<String>) -> Bool {
        if case .use(let href) = node.kind {
            if href == id { return true }
            guard visited.insert(href).inserted, let target = nodesByID[href] else { return false }
            return reaches(target, id: id, visited: &visited)
        }
        for child in node.children where reaches(child, id: id, visited: &visited) {
            return true
        }
        return false
    }
}
