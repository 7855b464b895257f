import ScenecCore

/// The `use` graph: targets exist, no `use` draws one of its own ancestors, and the scene does not
/// expand past `Limits.expandedNodes`. Each walk shares a memo or visited set, so it is linear in the
/// file however many paths the graph has.
extension SceneReader {
    /// `use` and `relative-to="#id"` targets exist, and no `use` draws one of its own ancestors.
    mutating func checkReferences() {
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

    /// Nested uses double per level, so a 3 KB file could otherwise ask for 2^40 nodes.
    mutating func checkExpansion(_ nodes: [Node]) {
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
