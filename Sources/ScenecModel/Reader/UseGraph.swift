import ScenecCore

/// The `use` graph: targets exist, no `use` draws one of its own ancestors (`UseCycles`), and the
/// scene does not expand past `Limits.expandedNodes`. Each walk shares a memo, so it is linear in the
/// file however many paths the graph has.
extension SceneReader {
    /// `use` and `relative-to="#id"` targets exist, and no `use` draws one of its own ancestors.
    mutating func checkReferences() {
        for (id, location) in referenceBoxIDs where nodesByID[id] == nil {
            var message = "relative-to: no node with id '\(id)'"
            if let hint = idHint(for: id, among: nodesByID.keys) { message += " (did you mean '#\(hint)'?)" }
            context.error(message, at: location)
        }
        let ids = nodesByID
        let cycles = UseCycles(targets: Set(useReferences.map(\.href).filter { ids[$0] != nil }), nodesByID: ids)
        for (href, location) in useReferences {
            guard nodesByID[href] != nil else {
                var message = "href: no node with id '\(href)'"
                if gradients[href] != nil { message = "href: '\(href)' is a gradient; <use> draws nodes" }
                else if let hint = idHint(for: href, among: nodesByID.keys) { message += " (did you mean '#\(hint)'?)" }
                context.error(message, at: location)
                continue
            }
            if cycles.cyclic.contains(href) {
                context.error("href: <use> of '\(href)' would draw itself (a use inside '\(href)' refers back to it)", at: location)
            }
        }
    }

    /// Counts the nodes layout will place and draw: every node once, a `<use>` as its target's whole
    /// subtree, and a `<reflection>`'s children twice (they are drawn again, mirrored). Nested uses and
    /// reflections double per level, so a 1 KB file could otherwise ask for 2^40 nodes.
    mutating func checkExpansion(_ nodes: [Node]) {
        var memo: [String: Expansion] = [:]
        var total = Expansion()
        for node in nodes {
            total.add(expandedSize(node, memo: &memo))
            if total.count > Limits.expandedNodes {
                context.error("the scene draws more than \(Limits.expandedNodes) nodes (\(total.explanation)); this is refused",
                              at: node.location)
                return
            }
        }
    }

    /// A node count capped just past the limit, and whether copies (uses, reflections) contributed,
    /// so the message says what was counted.
    struct Expansion {
        var count = 0
        var throughUse = false
        var throughReflection = false

        static let cap = Limits.expandedNodes + 1

        mutating func add(_ other: Expansion, times: Int = 1) {
            count = min(count + min(other.count * times, Self.cap), Self.cap)
            throughUse = throughUse || other.throughUse
            throughReflection = throughReflection || other.throughReflection
        }

        var explanation: String {
            switch (throughUse, throughReflection) {
            case (false, false): return "counting every element that draws or lays out"
            case (true, false): return "counting the copies nested <use> elements make"
            case (false, true): return "counting the mirrored copies nested <reflection> elements draw"
            case (true, true): return "counting the copies nested <use> and <reflection> elements make"
            }
        }
    }

    private func expandedSize(_ node: Node, memo: inout [String: Expansion]) -> Expansion {
        var size = Expansion(count: 1)
        if case .use(let href) = node.kind {
            size.throughUse = true
            if let known = memo[href] {
                size.add(known)
                return size
            }
            guard let target = nodesByID[href] else { return size }
            memo[href] = Expansion(count: Expansion.cap, throughUse: true)  // a cycle (already reported) counts as too many
            let targetSize = expandedSize(target, memo: &memo)
            memo[href] = targetSize
            size.add(targetSize)
            return size
        }
        var children = Expansion()
        for child in node.children {
            children.add(expandedSize(child, memo: &memo))
        }
        if case .reflection = node.kind, !node.children.isEmpty {
            children.throughReflection = true
            size.add(children, times: 2)
        } else {
            size.add(children)
        }
        return size
    }
}
