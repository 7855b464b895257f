import ScenecCore

/// One token of a DTCG file as written: its dotted path, the `$value` (aliases not yet resolved), the
/// type it declares or inherits from its groups, and where it is written.
struct RawDesignToken: Sendable {
    var name: String
    var path: [String]
    var type: String?
    /// Where the type comes from (the token's or a group's `$type`), for a message about it.
    var typeLocation: SourceLocation?
    var value: LocatedJSON
    var description: String?
    /// nil: not deprecated; otherwise the explanation (empty for `true`).
    var deprecated: String?
    /// Figma's and Tokens Studio's `$extensions.modes` (`{"dark": value}`): values by mode, as themes.
    var modes: [(name: String, value: LocatedJSON)] = []
    /// Where the token's name is written.
    var location: SourceLocation
    /// The file its `$value` is in (a copy by `$extends` keeps its origin).
    var file: String
}

/// A group as written: its own `$type`, `$deprecated`, and the group it extends.
struct DesignTokenGroup: Sendable {
    var path: [String]
    var type: String?
    var extends: (target: String, location: SourceLocation)?
    var location: SourceLocation
}

/// The tokens of one or more DTCG documents merged in order (a later token of the same name replaces
/// an earlier one, as the Resolver module's ordering does), with groups' `$extends` applied.
struct DesignTokenTree: Sendable {
    /// By name, and the names in the order first defined (what `scenec tokens` lists).
    private(set) var tokens: [String: RawDesignToken] = [:]
    private(set) var order: [String] = []
    private(set) var groups: [String: DesignTokenGroup] = [:]

    /// Adds every token and group of the document `root` (read from `file`).
    mutating func add(_ root: LocatedJSON, file: String, context: inout ParseContext) {
        guard let members = root.object else {
            context.error("a design token file holds a JSON object of groups and tokens, not \(root.kindName)", at: location(root, file))
            return
        }
        var walker = Walker(file: file)
        walker.group(members, path: [], inherited: (nil, nil), deprecated: nil, at: location(root, file), context: &context)
        for token in walker.tokens {
            if tokens[token.name] == nil { order.append(token.name) }
            tokens[token.name] = token
        }
        for group in walker.groups { groups[group.path.joined(separator: ".")] = group }
    }

    /// Copies each extended group's tokens into the groups that extend it (deep merge: a token the
    /// extending group defines at the same path wins), extended groups first; a cycle is an error.
    mutating func applyExtends(context: inout ParseContext) {
        let extending = groups.values.filter { $0.extends != nil }.map { $0.path.joined(separator: ".") }.sorted()
        guard !extending.isEmpty else { return }
        // Tokens under each group, found once by walking the names' prefixes (linear in the paths).
        var failed: Set<String> = []
        func target(of group: String) -> String? { groups[group]?.extends?.target }
        DependencyWalk.walk(extending, successors: { name in
            guard let target = target(of: name) else { return [] }
            // A group extending its own ancestor would contain itself.
            if name.hasPrefix(target + ".") { return [name] }
            return groups[target]?.extends != nil ? [target] : []
        }, cycle: { from, _, path in
            guard failed.insert(from).inserted, let site = groups[from]?.extends else { return }
            let shown = path.count == 2 && path[0] == path[1] ? "'\(from)' extends its own parent group '\(site.target)'" : path.joined(separator: " → ")
            context.error("$extends: a circular reference (\(shown))", at: site.location)
        }, finish: { name in
            guard !failed.contains(name), let site = groups[name]?.extends else { return }
            // Extending a group whose own extension failed: reported there.
            if failed.contains(site.target) {
                failed.insert(name)
                return
            }
            if tokens[site.target] != nil {
                context.error("$extends: '\(site.target)' is a token; a group extends a group", at: site.location)
                return
            }
            let prefix = site.target + "."
            let inherited = order.filter { $0.hasPrefix(prefix) }
            guard groups[site.target] != nil || !inherited.isEmpty else {
                context.error("$extends: there is no group '\(site.target)'\(hint(site.target))", at: site.location)
                return
            }
            for source in inherited {
                let relative = source.dropFirst(prefix.count)
                let copyName = name + "." + relative
                guard tokens[copyName] == nil, var copy = tokens[source] else { continue }
                copy.name = copyName
                copy.path = copyName.split(separator: ".").map(String.init)
                if copy.type == nil { copy.type = groups[name]?.type }
                tokens[copyName] = copy
                order.append(copyName)
            }
        })
    }

    /// Puts a changed token back under its name.
    mutating func replace(_ token: RawDesignToken) {
        guard tokens[token.name] != nil else { return }
        tokens[token.name] = token
    }

    func hint(_ name: String) -> String {
        guard let guess = Spelling.suggestion(for: name, among: Array(groups.keys).sorted()) else { return "" }
        return " (did you mean '\(guess)'?)"
    }

    private func location(_ node: LocatedJSON, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }
}

/// One document's walk: groups inside groups, `$type` and `$deprecated` passed down.
private struct Walker {
    let file: String
    var tokens: [RawDesignToken] = []
    var groups: [DesignTokenGroup] = []

    func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }

    mutating func group(_ members: LocatedJSON.Members, path: [String], inherited: (type: String?, location: SourceLocation?),
                        deprecated: String?, at location: SourceLocation, context: inout ParseContext) {
        var type = inherited
        if let member = members.member("$type") {
            if let name = member.value.string {
                type = (name, at(member.keyLine, member.keyColumn))
            } else {
                context.error("$type: a type is a string such as \"color\", not \(member.value.kindName)", at: at(member.value.line, member.value.column))
            }
        }
        var deprecation = deprecated
        if let member = members.member("$deprecated") { deprecation = deprecationText(member.value, context: &context) }
        var record = DesignTokenGroup(path: path, type: members["$type"]?.string, location: location)
        // `$extends: "{group}"`, or JSON Schema's `$ref: "#/group"` on a group (its equivalent).
        if let member = members.member("$extends") ?? (path.isEmpty ? nil : members.member("$ref")) {
            let site = at(member.value.line, member.value.column)
            if let target = member.key == "$extends" ? DesignTokenAlias.name(inBraces: member.value.string) : DesignTokenAlias.pointerName(member.value.string) {
                record.extends = (target, site)
            } else {
                context.error("\(member.key): a group extends another with \"{group.name}\"\(member.key == "$ref" ? " or \"#/group/name\"" : ""), not \(member.value.kindName == "a string" ? "\"\(member.value.string ?? "")\"" : member.value.kindName)", at: site)
            }
        }
        if !path.isEmpty { groups.append(record) }
        for member in members.list {
            let key = member.key
            if key.hasPrefix("$") && key != "$root" {
                if !Self.groupProperties.contains(key) && !(path.isEmpty && key == "$schema") {
                    context.warning("\(key) is not a DTCG group property; it is ignored", at: at(member.keyLine, member.keyColumn))
                }
                continue
            }
            let childPath = path + [key]
            let site = at(member.keyLine, member.keyColumn)
            if key.contains(".") || key.contains("{") || key.contains("}") {
                context.error("the name \"\(key)\" may not contain '.', '{' or '}' (a token's path is its names joined with '.')", at: site)
                continue
            }
            guard let child = member.value.object else {
                context.error("'\(childPath.joined(separator: "."))' is \(member.value.kindName); a token is an object with $value, a group an object of tokens", at: site)
                continue
            }
            if child["$value"] != nil || (child["$ref"] != nil && Self.isTokenReference(child)) {
                token(child, path: childPath, inherited: type, deprecated: deprecation, at: site, context: &context)
            } else if key == "$root" {
                context.error("$root is the group's own token: it needs a $value", at: site)
            } else {
                group(child, path: childPath, inherited: type, deprecated: deprecation, at: site, context: &context)
            }
        }
    }

    /// A `$ref` that names a token or a token's value (`#/colors/blue` or `#/colors/blue/$value`) makes a
    /// token; one that names a group (`#/button` with tokens beside it) extends the group. Which it is
    /// is only known once every file is read, so a `$ref` object without other tokens beside it is a token.
    static func isTokenReference(_ object: LocatedJSON.Members) -> Bool {
        if let pointer = object["$ref"]?.string, pointer.contains("/$value") { return true }
        return !object.list.contains { !$0.key.hasPrefix("$") }
    }

    static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$ref"]
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions", "$ref"]

    mutating func token(_ members: LocatedJSON.Members, path: [String], inherited: (type: String?, location: SourceLocation?),
                        deprecated: String?, at location: SourceLocation, context: inout ParseContext) {
        var type = inherited
        if let member = members.member("$type") {
            if let name = member.value.string {
                type = (name, at(member.keyLine, member.keyColumn))
            } else {
                context.error("$type: a type is a string such as \"color\", not \(member.value.kindName)", at: at(member.value.line, member.value.column))
            }
        }
        var deprecation = deprecated
        if let member = members.member("$deprecated") { deprecation = deprecationText(member.value, context: &context) }
        for member in members.list where member.key.hasPrefix("$") && !Self.tokenProperties.contains(member.key) {
            context.warning("\(member.key) is not a DTCG token property; it is ignored", at: at(member.keyLine, member.keyColumn))
        }
        for member in members.list where !member.key.hasPrefix("$") {
            context.error("'\(member.key)' is inside the token '\(path.joined(separator: "."))'; a token holds only $-properties (a group holds tokens)",
                          at: at(member.keyLine, member.keyColumn))
        }
        // A token-level `$ref` is its value by JSON pointer: `{"$ref": "#/base"}` copies base.
        let value: LocatedJSON
        if let written = members["$value"] {
            value = written
        } else if let ref = members.member("$ref") {
            value = LocatedJSON(.object(LocatedJSON.Members([ref])), line: ref.keyLine, column: ref.keyColumn)
        } else {
            return
        }
        var description: String?
        if let text = members["$description"] {
            if let string = text.string { description = string } else {
                context.error("$description is a string, not \(text.kindName)", at: at(text.line, text.column))
            }
        }
        var token = RawDesignToken(name: path.joined(separator: "."), path: path, type: type.type, typeLocation: type.location, value: value,
                                   description: description, deprecated: deprecation, location: location, file: file)
        token.modes = modes(members["$extensions"], context: &context)
        tokens.append(token)
    }

    /// `$deprecated`: true, false, or the explanation.
    func deprecationText(_ value: LocatedJSON, context: inout ParseContext) -> String? {
        switch value.value {
        case .bool(let flag): return flag ? "" : nil
        case .string(let text): return text
        default:
            context.error("$deprecated is true, false or an explanation, not \(value.kindName)", at: at(value.line, value.column))
            return nil
        }
    }

    /// `$extensions.modes` (Figma's variables export, Tokens Studio): `{"light": value, "dark": value}`.
    func modes(_ extensions: LocatedJSON?, context: inout ParseContext) -> [(name: String, value: LocatedJSON)] {
        guard let modes = extensions?.object?["modes"] else { return [] }
        guard let members = modes.object else {
            context.error("$extensions.modes is an object of values by mode name, not \(modes.kindName)", at: at(modes.line, modes.column))
            return []
        }
        return members.list.map { ($0.key, $0.value) }
    }
}
