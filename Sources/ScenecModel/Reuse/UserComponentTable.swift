import ScenecCore
import ScenecXML

/// The user components of a scene and its libraries: each name once, no component using itself
/// (directly or through others), and each one's expanded size known before anything is expanded.
struct UserComponentTable {
    private(set) var definitions: [String: UserComponentDefinition] = [:]
    /// What one instance expands to (without its slot content), by component; a component on a cycle
    /// has none and its instances are not expanded (the cycle is reported once).
    private(set) var sizes: [String: ExpansionSize] = [:]

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
            guard !onCycle.contains(name), let definition = definitions[name],
                  (edges[name] ?? []).allSatisfy({ sizes[$0.name] != nil }) else { return }
            var size = ExpansionSize.one(node: true)
            size.nest(definition.body.reduce(ExpansionSize()) { $0.beside(cost(of: $1)) })
            sizes[name] = size
        })
    }

    /// What `element` becomes once expanded: itself and its descendants, an instance as its component's
    /// size plus its children (they go into the slot). Definitions cost nothing until instantiated.
    func cost(of element: XMLElement) -> ExpansionSize {
        let children = element.children.reduce(ExpansionSize()) { $0.beside(cost(of: $1)) }
        if let size = sizes[element.name] {
            // The slot's content nests inside the body: its depth adds to the body's (a bound).
            var total = size
            total.add(children)
            return total
        }
        // On a cycle (or using one): reported already, and its instances are not expanded.
        if definitions[element.name] != nil { return ExpansionSize() }
        let kind = ElementCatalog.kinds[element.name]
        if kind == .component || kind == .param || kind == .slot { return ExpansionSize() }
        // An unknown element counts as a node: the reader reports it.
        var size = ExpansionSize.one(node: kind?.definition.role.isNode ?? true)
        size.nest(children)
        return size
    }
}

/// Nodes, elements and nesting depth an element tree expands to, each saturating just past its limit
/// (`Limits.expandedNodes`, `expandedElements`, `expandedDepth`): sums of sums of component sizes can
/// reach 10^12 in a 2 KB file, and capping keeps every step a small addition.
struct ExpansionSize: Equatable {
    var nodes = 0
    var elements = 0
    var depth = 0

    static func one(node: Bool) -> ExpansionSize {
        ExpansionSize(nodes: node ? 1 : 0, elements: 1, depth: 1)
    }

    var exceedsLimits: Bool {
        nodes > Limits.expandedNodes || elements > Limits.expandedElements || depth > Limits.expandedDepth
    }

    /// Siblings: counts add, depth is the deeper one.
    func beside(_ other: ExpansionSize) -> ExpansionSize {
        var sum = self
        sum.nodes = Self.add(nodes, other.nodes, cap: Limits.expandedNodes)
        sum.elements = Self.add(elements, other.elements, cap: Limits.expandedElements)
        sum.depth = max(depth, other.depth)
        return sum
    }

    /// Content nested one level inside this element.
    mutating func nest(_ content: ExpansionSize) {
        self = beside(content)
        depth = Self.add(1, content.depth, cap: Limits.expandedDepth)
    }

    /// Content nested at this element's full depth (an instance's children in its slot).
    mutating func add(_ content: ExpansionSize) {
        let deeper = Self.add(depth, content.depth, cap: Limits.expandedDepth)
        self = beside(content)
        depth = deeper
    }

    private static func add(_ a: Int, _ b: Int, cap: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? cap + 1 : min(sum, cap + 1)
    }
}
