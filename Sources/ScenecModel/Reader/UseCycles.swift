/// Which `use` targets would draw themselves: ids that reach themselves in the graph "id → every
/// href used inside its subtree". Strongly connected components (Tarjan's algorithm, iterative so a
/// long chain cannot overflow the stack) find them all in one pass, so 20 000 uses of one large group
/// cost one walk of the group rather than one each.
struct UseCycles {
    /// Every href in `useReferences` that names a node on a cycle.
    let cyclic: Set<String>

    init(targets: Set<String>, nodesByID: [String: Node]) {
        var edges: [String: [String]] = [:]
        for id in targets {
            guard let node = nodesByID[id] else { continue }
            var used: Set<String> = []
            Self.collectHrefs(in: node, into: &used)
            edges[id] = used.filter { targets.contains($0) }.sorted()
        }
        cyclic = Self.nodesOnCycles(edges: edges, order: targets.sorted())
    }

    /// The hrefs of the uses in `node`'s subtree; a use's own target is a separate vertex.
    private static func collectHrefs(in node: Node, into used: inout Set<String>) {
        if case .use(let href) = node.kind {
            used.insert(href)
            return
        }
        for child in node.children { collectHrefs(in: child, into: &used) }
    }

    private static func nodesOnCycles(edges: [String: [String]], order: [String]) -> Set<String> {
        var nextIndex = 0
        var index: [String: Int] = [:]
        var lowlink: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var cyclic: Set<String> = []

        func visit(_ id: String) {
            index[id] = nextIndex
            lowlink[id] = nextIndex
            nextIndex += 1
            stack.append(id)
            onStack.insert(id)
        }

        for root in order where index[root] == nil {
            visit(root)
            // Each frame is a vertex and how many of its successors were looked at.
            var work: [(id: String, next: Int)] = [(root, 0)]
            while var frame = work.popLast() {
                let successors = edges[frame.id] ?? []
                if frame.next < successors.count {
                    let w = successors[frame.next]
                    frame.next += 1
                    work.append(frame)
                    if index[w] == nil {
                        visit(w)
                        work.append((w, 0))
                    } else if onStack.contains(w) {
                        lowlink[frame.id] = min(lowlink[frame.id, default: 0], index[w, default: 0])
                    }
                    continue
                }
                if let parent = work.last {
                    lowlink[parent.id] = min(lowlink[parent.id, default: 0], lowlink[frame.id, default: 0])
                }
                guard lowlink[frame.id] == index[frame.id] else { continue }
                var component: [String] = []
                while let w = stack.popLast() {
                    onStack.remove(w)
                    component.append(w)
                    if w == frame.id { break }
                }
                // A component of one is a cycle only when the id uses itself.
                if component.count > 1 || successors.contains(frame.id) { cyclic.formUnion(component) }
            }
        }
        return cyclic
    }
}
