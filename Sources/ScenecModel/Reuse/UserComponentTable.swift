import ScenecCore
import ScenecXML

/// The user components of a scene and its libraries: each name once, no component using itself
/// (directly or through others), and each one's expanded size known before anything is expanded.
struct UserComponentTable {
    private(set) var definitions: [String: UserComponentDefinition] = [:]
    /// What one instance expands to, by component; a component on a cycle, or whose definition had
    /// errors, has none and its instances are not expanded (the problem is reported once).
    private(set) var sizes: [String: ComponentSize] = [:]

    /// One instance: its group and body with every `<slot/>` empty, and how many copies of the
    /// instance's children the expansion places (once per `<slot/>` the body reaches, through the slots
    /// of the components it uses in turn). A definition with two slots is refused, but the count never
    /// assumes that: it is what `ReuseExpander` does, so the check and the expansion cannot disagree.
    struct ComponentSize: Equatable {
        var body: ExpansionSize
        var slotCopies: Int
    }

    var names: [String] { definitions.keys.sorted() }

    init() {}

    init(_ list: [UserComponentDefinition], context: inout ParseContext) {
        for definition in list {
            if let first = definitions[definition.name] {
                context.error("name: component '\(definition.name)' is already defined at \(first.location)", at: definition.location)
                continue
            }
            definitions[definition.name] = definition
        }
        measure(context: &context)
    }

    /// Whether `name` is a user component (built-in names never are: a definition cannot shadow them).
    func isComponent(_ name: String) -> Bool { definitions[name] != nil }

    // MARK: Sizes and cycles

    /// The components each body uses, with the first instance element of each (where a cycle is reported).
    private func uses(of definition: UserComponentDefinition) -> [(name: String, at: SourceLocation)] {
        var found: [(name: String, at: SourceLocation)] = []
        var seen: Set<String> = []
        var pending = Array(definition.body.reversed())
        while let element = pending.popLast() {
            if definitions[element.name] != nil, seen.insert(element.name).inserted { found.append((element.name, element.location)) }
            pending.append(contentsOf: element.children.reversed())
        }
        return found
    }

    /// Sizes bottom-up in one iterative depth-first walk of the use graph: every component is measured
    /// once, after the components its body uses, so measuring is linear in the definitions however
    /// many instances the sizes stand for; a use that closes a cycle is an error at that instance.
    private mutating func measure(context: inout ParseContext) {
        let edges = Dictionary(uniqueKeysWithValues: definitions.map { ($0.key, uses(of: $0.value)) })
        var onCycle: Set<String> = []
        DependencyWalk.walk(names, successors: { edges[$0]?.map(\.name) ?? [] }, cycle: { from, to, path in
            let at = edges[from]?.first { $0.name == to }?.at ?? definitions[from]?.location
            let message = path.count == 2
                ? "<\(to)> inside component '\(from)' uses the component itself; a component cannot contain itself"
                : "<\(to)> inside component '\(from)' makes a cycle (\(path.joined(separator: " → "))); a component cannot contain itself"
            if let at { context.error(message, at: at) }
            onCycle.formUnion(path)
        }, finish: { name in
            guard !onCycle.contains(name), let definition = definitions[name], !definition.isBroken,
                  (edges[name] ?? []).allSatisfy({ sizes[$0.name] != nil }) else { return }
            var body = ExpansionSize.one(node: true)
            body.nest(definition.body.reduce(ExpansionSize()) { $0.beside(cost(of: $1, inBody: true)) })
            let copies = definition.body.reduce(0) { ExpansionSize.add($0, slotCopies(in: $1), cap: Limits.expandedElements) }
            sizes[name] = ComponentSize(body: body, slotCopies: copies)
        })
    }

    /// What `element` becomes once expanded, element for element as `ReuseExpander.expand` writes it
    /// (`ExpansionSizeTests` holds the two equal): an instance is its component's size plus its
    /// children once per slot copy; `inBody` says whether a `<slot/>` here is replaced (inside a
    /// component's body) or copied as it is (elsewhere; the reader refuses it).
    func cost(of element: XMLElement, inBody: Bool) -> ExpansionSize {
        if definitions[element.name] != nil {
            // On a cycle, broken, or using one: reported already, and its instances are not expanded.
            guard let size = sizes[element.name], size.slotCopies > 0 else { return sizes[element.name]?.body ?? ExpansionSize() }
            let children = element.children.reduce(ExpansionSize()) { $0.beside(cost(of: $1, inBody: inBody)) }
            // The slot's content nests inside the body: its depth adds to the body's (a bound).
            var total = size.body
            total.add(children.times(size.slotCopies))
            return total
        }
        let kind = ElementCatalog.kinds[element.name]
        if kind == .slot, inBody { return ExpansionSize() }
        var children = ExpansionSize()
        var setsComponents = false
        for child in element.children {
            // `<defaults>` keeps the user components it sets as params, not as elements.
            if kind == .defaults, definitions[child.name] != nil {
                setsComponents = true
                continue
            }
            children = children.beside(cost(of: child, inBody: inBody))
        }
        if setsComponents, children.elements == 0 { return ExpansionSize() }
        // An unknown element counts as a node: the reader reports it.
        var size = ExpansionSize.one(node: kind?.definition.role.isNode ?? true)
        size.nest(children)
        return size
    }

    /// A top-level element of the scene as `ReuseExpander.expandScene` writes it: the definitions in
    /// its `<defs>` go, the rest is expanded.
    func topLevelCost(of element: XMLElement) -> ExpansionSize {
        guard element.name == ElementKind.defs.name else { return cost(of: element, inBody: false) }
        var defs = ExpansionSize.one(node: ElementKind.defs.definition.role.isNode)
        defs.nest(element.children.filter { $0.name != ElementKind.component.name }
            .reduce(ExpansionSize()) { $0.beside(cost(of: $1, inBody: false)) })
        return defs
    }

    /// How many copies of an instance's children `element`, in a component's body, places: one per
    /// `<slot/>`, times the copies of each instance it stands in.
    private func slotCopies(in element: XMLElement) -> Int {
        if definitions[element.name] != nil {
            guard let size = sizes[element.name], size.slotCopies > 0 else { return 0 }
            let inner = element.children.reduce(0) { ExpansionSize.add($0, slotCopies(in: $1), cap: Limits.expandedElements) }
            return ExpansionSize.multiply(inner, size.slotCopies, cap: Limits.expandedElements)
        }
        let kind = ElementCatalog.kinds[element.name]
        if kind == .slot { return 1 }
        return element.children.reduce(0) { total, child in
            kind == .defaults && definitions[child.name] != nil ? total : ExpansionSize.add(total, slotCopies(in: child), cap: Limits.expandedElements)
        }
    }
}
