import ScenecCore

/// What only the built-in components need while the tree is read: `<defaults>` in force, the
/// keyboards around the node being read (a key's overall gradient spans the nearest one), and the
/// containers around it (the overall gradient's box when there is no keyboard).
struct BuiltInScope {
    /// Attributes set by `<defaults>` in the current scope, by component.
    var defaults: [BuiltInComponent: [String: ScopedDefault]] = [:]
    /// Ids of the enclosing keyboards (generated when the XML gives none).
    var keyboardIDs: [String] = []
    /// The enclosing containers with the id a key's gradient may refer to; a generated id is given
    /// to the container only when `used`.
    var parentBoxes: [(id: String, used: Bool)] = []

    /// What `leave` restores.
    struct Saved {
        var defaults: [BuiltInComponent: [String: ScopedDefault]]
        var keyboard: Bool
        var generatedID: String
    }

    /// Entering the children of `node`: `<defaults>` read inside stay inside.
    mutating func enter(_ node: Node, kind: ElementKind) -> Saved {
        let keyboard = kind == .keyboard && node.id != nil
        if keyboard, let id = node.id { keyboardIDs.append(id) }
        // Inside a user component's body one place is drawn once per instance: the instances (and the
        // body's file) keep the ids of the copies apart.
        let sites = node.location.instances.map { "@\($0.location.line):\($0.location.column)" }.joined()
        let body = node.location.instances.isEmpty ? "" : "@\(node.location.file)"
        let generatedID = "\(kind.name)@\(node.location.line):\(node.location.column)\(body)\(sites)"
        parentBoxes.append((node.id ?? generatedID, false))
        return Saved(defaults: defaults, keyboard: keyboard, generatedID: generatedID)
    }

    /// Leaving the children of `node`, which gets its generated id when a key referred to it.
    mutating func leave(_ saved: Saved, node: inout Node) {
        if let box = parentBoxes.popLast(), box.used, node.id == nil { node.id = saved.generatedID }
        if saved.keyboard { keyboardIDs.removeLast() }
        defaults = saved.defaults
    }

    /// The overall gradient's box: the nearest keyboard, else the key's parent (else the scene).
    mutating func overallBox() -> ReferenceBox {
        if let id = keyboardIDs.last { return .node(id) }
        guard let last = parentBoxes.indices.last else { return .scene }
        parentBoxes[last].used = true
        return .node(parentBoxes[last].id)
    }
}

/// An attribute of a `<defaults>` child, in force for the rest of its scope. Its value was checked
/// (and any error reported) where `<defaults>` writes it, so a component only parses it.
struct ScopedDefault {
    var text: String
}
