import ScenecCore
import ScenecXML

/// `<component name width height>`: a new element whose instances expand into a `<group>` holding its
/// body, with `{param}` replaced by the instance's attributes.
struct UserComponentDefinition {
    struct Param {
        var name: String
        /// As written (tokens are substituted at each instance); nil for a param the instance must give.
        var defaultValue: XMLAttribute?
        var location: SourceLocation
    }

    var name: String
    var element: XMLElement
    var params: [Param]
    /// The params' names, so an instance checks each attribute in constant time.
    var paramNameSet: Set<String>
    /// The component's size, given to an instance that has none of its own.
    var width: XMLAttribute?
    var height: XMLAttribute?
    /// The children that are not `<param>`: what each instance draws.
    var body: [XMLElement]
    var hasSlot: Bool
    /// Whether reading the definition reported an error (two `<slot/>`s, a bad param, text): its
    /// instances are then never expanded, so a broken definition cannot cost more than it says.
    var isBroken = false

    var location: SourceLocation { element.location }

    /// Attributes every instance takes besides its params: the frame and common attributes of the
    /// `<group>` it becomes (its transform too, when groups take one).
    static let instanceAttributes: [String] = {
        let node = ElementDefinition.Attributes.node
        let group = ElementKind.group.definition.attributes
        return node + ["transform", "transform-origin"].filter { group.contains($0) && !node.contains($0) }
    }()

    /// Reads a definition, reporting what is wrong with it; nil when it has no usable name.
    static func read(_ element: XMLElement, context: inout ParseContext) -> UserComponentDefinition? {
        let errorsBefore = errorCount(context)
        guard var definition = readDefinition(element, context: &context) else { return nil }
        definition.isBroken = errorCount(context) > errorsBefore
        return definition
    }

    private static func readDefinition(_ element: XMLElement, context: inout ParseContext) -> UserComponentDefinition? {
        let attributes = AttributeReader(element, kind: .component, context: &context)
        if !element.text.trimmingWhitespace().isEmpty {
            context.error("<component> cannot contain text; put it in a <text> in the body", at: element.location)
        }
        var params: [Param] = []
        var declared: [String: SourceLocation] = [:]
        var body: [XMLElement] = []
        for child in element.children {
            guard child.name == ElementKind.param.name else {
                body.append(child)
                continue
            }
            if let param = readParam(child, declared: declared, context: &context) {
                params.append(param)
                declared[param.name] = param.location
            }
        }
        let slots = Self.slots(in: body)
        for extra in slots.dropFirst() {
            context.error("a component has at most one <slot/> (the first is at line \(slots[0].location.line))", at: extra.location)
        }
        for slot in slots where !slot.children.isEmpty || !slot.attributes.isEmpty || !slot.text.trimmingWhitespace().isEmpty {
            context.error("<slot/> takes no attributes or content: an instance's children go there", at: slot.location)
        }
        guard let name = attributes.string("name") else {
            context.error("<component> needs a name: the element its instances are written as", at: element.location)
            return nil
        }
        guard Substitution.isName(name), !name.contains(".") else {
            context.error("name: '\(name)' is not a component name: letters, digits, '_' and '-', starting with a letter or '_'",
                          at: attributes.location(of: "name"))
            return nil
        }
        if ElementCatalog.kinds[name] != nil {
            context.error("name: <\(name)> is a built-in element; a component cannot shadow it", at: attributes.location(of: "name"))
            return nil
        }
        return UserComponentDefinition(name: name, element: element, params: params, paramNameSet: Set(declared.keys), width: element.attribute("width"),
                                   height: element.attribute("height"), body: body, hasSlot: !slots.isEmpty)
    }

    private static func errorCount(_ context: ParseContext) -> Int {
        context.diagnostics.count { $0.severity == .error }
    }

    private static func readParam(_ element: XMLElement, declared: [String: SourceLocation], context: inout ParseContext) -> Param? {
        let attributes = AttributeReader(element, kind: .param, context: &context)
        if !element.children.isEmpty || !element.text.trimmingWhitespace().isEmpty {
            context.error("<param> takes no content; its default is default=\"…\"", at: element.location)
        }
        guard let name = attributes.string("name") else {
            context.error("<param> needs a name: the attribute instances set", at: element.location)
            return nil
        }
        let location = attributes.location(of: "name")
        guard Substitution.isName(name) else {
            context.error("name: '\(name)' is not a param name: letters, digits, '_', '-' and '.', starting with a letter or '_'", at: location)
            return nil
        }
        if instanceAttributes.contains(name) {
            context.error("name: '\(name)' is an attribute every instance has (it places the instance's group); choose another param name",
                          at: location)
            return nil
        }
        if let first = declared[name] {
            context.error("name: param '\(name)' is already declared at line \(first.line)", at: location)
            return nil
        }
        return Param(name: name, defaultValue: element.attribute("default"), location: location)
    }

    /// Every `<slot>` in the body, in document order.
    private static func slots(in elements: [XMLElement]) -> [XMLElement] {
        var found: [XMLElement] = []
        var pending = Array(elements.reversed())
        while let element = pending.popLast() {
            if element.name == ElementKind.slot.name { found.append(element) }
            pending.append(contentsOf: element.children.reversed())
        }
        return found
    }
}
