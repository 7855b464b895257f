import ScenecCore

/// Every DTCG document a scene's `<tokens href>` elements brought in, in order, each for every theme or
/// for one. All of them resolve together, so one file's aliases may name another's tokens (a semantic
/// layer over a palette, as Style Dictionary and the Resolver module merge them); a later token of a
/// name replaces an earlier one.
struct DesignTokenPool: Sendable {
    struct Entry: Sendable {
        var document: LocatedJSON
        var file: String
        var scope: DesignTokenScope
    }

    private(set) var entries: [Entry] = []
    /// Themes the documents define (resolver contexts, `$extensions.modes`, `<tokens href theme>`), in
    /// the order first met.
    private(set) var themes: [String] = []

    var isEmpty: Bool { entries.isEmpty }

    mutating func add(_ document: LocatedJSON, file: String, scope: DesignTokenScope) {
        entries.append(Entry(document: document, file: file, scope: scope))
        if case .theme(let name) = scope { addTheme(name) }
    }

    mutating func addTheme(_ name: String) {
        if !themes.contains(name) { themes.append(name) }
    }

    /// The tokens of `theme` (nil: the default theme), resolved; every problem reported to `context`.
    func resolve(theme: String?, context: inout ParseContext) -> DesignTokenResolution {
        var tree = DesignTokenTree()
        for entry in entries {
            switch entry.scope {
            case .all: break
            case .defaultTheme: guard theme == nil else { continue }
            case .theme(let name): guard name == theme else { continue }
            }
            tree.add(entry.document, file: entry.file, context: &context)
        }
        if let theme { tree.applyModes(theme) }
        tree.applyExtends(context: &context)
        return DesignTokenResolution(tree, context: &context)
    }

    /// The themes `$extensions.modes` name: the documents' groups walked for them, without reading
    /// their tokens (that is done once, when they are resolved).
    static func modeNames(_ document: LocatedJSON, file: String) -> [String] {
        var names: [String] = []
        var pending: [LocatedJSON.Members] = document.object.map { [$0] } ?? []
        while let members = pending.popLast() {
            if DesignTokenTree.isToken(members) {
                for mode in members["$extensions"]?.object?["modes"]?.object?.list ?? [] where !names.contains(mode.key) { names.append(mode.key) }
                continue
            }
            // Children in reverse, so that they are taken from the stack in the order written.
            for member in members.list.reversed() where member.key.utf8.first != UInt8(ascii: "$") || member.key == "$root" {
                if let child = member.value.object { pending.append(child) }
            }
        }
        return names
    }
}

extension DesignTokenTree {
    /// Each token with a value for `mode` in `$extensions.modes` takes that value.
    mutating func applyModes(_ mode: String) {
        for var token in list {
            guard let value = token.modes.first(where: { $0.name == mode })?.value else { continue }
            token.value = value
            replace(token)
        }
    }
}
