import ScenecCore

/// One token of a DTCG file as written: its dotted path, the `$value` (aliases not yet resolved), the
/// type it declares or inherits from its groups, and where it is written.
struct RawDesignToken: Sendable {
    var name: String
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
    /// The group's path joined with '.' ("" for the document's top level).
    var name: String
    var type: String?
    var extends: (target: String, location: SourceLocation)?
    var location: SourceLocation
}

/// The tokens of one or more DTCG documents merged in order (a later token of the same name replaces
/// an earlier one, as the Resolver module's ordering does), with groups' `$extends` applied.
struct DesignTokenTree: Sendable {
    /// The tokens in the order their names are first defined (what `scenec tokens` lists; a later
    /// definition of a name takes the earlier one's place), and each name's place: resolving numbers
    /// the tokens by these places, so neither is built twice.
    private(set) var list: [RawDesignToken] = []
    private(set) var numbers: [String: Int] = [:]
    /// The names in order.
    var order: [String] { list.map(\.name) }

    func token(_ name: String) -> RawDesignToken? { numbers[name].map { list[$0] } }
    func contains(_ name: String) -> Bool { numbers[name] != nil }

    /// Adds `token`, or puts it in the place of the token of its name.
    private mutating func insert(_ token: RawDesignToken) {
        if let number = numbers[token.name] {
            list[number] = token
        } else {
            numbers[token.name] = list.count
            list.append(token)
        }
    }
    private(set) var groups: [String: DesignTokenGroup] = [:]
    /// Names looked up and tokens copied by `$extends`: a test's count that it stays linear.
    private(set) var extendsWork = 0

    /// Adds every token and group of the document `root` (read from `file`).
    mutating func add(_ root: LocatedJSON, file: String, context: inout ParseContext) {
        guard let members = root.object else {
            context.error("a design token file holds a JSON object of groups and tokens, not \(root.kindName)", at: location(root, file))
            return
        }
        var walker = Walker(file: file)
        // The list made once at its size: grown step by step, a design system's tokens were copied a
        // dozen times and left a list of twice their number.
        walker.tokens.reserveCapacity(Self.tokenCount(members))
        walker.group(members, name: "", inherited: (nil, nil), deprecated: nil, at: location(root, file), context: &context)
        numbers.reserveCapacity(list.count + walker.tokens.count)
        // The first document's names are all new (an object's keys are unique): its list is taken whole.
        if list.isEmpty {
            for number in walker.tokens.indices { numbers[walker.tokens[number].name] = number }
            list = walker.tokens
        } else {
            list.reserveCapacity(list.count + walker.tokens.count)
            for token in walker.tokens { insert(token) }
        }
        for group in walker.groups { groups[group.name] = group }
    }

    /// Copies each extended group's tokens into the groups that extend it (deep merge: a token the
    /// extending group defines at the same path wins), extended groups first; a cycle is an error.
    /// At most `Limits.extendedDesignTokens` copies are made: groups that extend groups of groups that
    /// extend… double the tokens at each level, so a short file could ask for billions.
    mutating func applyExtends(context: inout ParseContext) {
        let extending = groups.values.filter { $0.extends != nil }.map(\.name).sorted()
        guard !extending.isEmpty else { return }
        // The tokens under each extended group, in order: each name's prefixes looked up once (linear
        // in the names' lengths), and each copy filed under its own prefixes when it is made.
        let targets = Set(extending.compactMap { groups[$0]?.extends?.target })
        func file(_ name: String, under: inout [String: [String]], including itself: Bool = false) {
            var prefix = ""
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            for part in itself ? parts[...] : parts.dropLast() {
                prefix += prefix.isEmpty ? String(part) : "." + part
                extendsWork += 1
                if targets.contains(prefix) { under[prefix, default: []].append(name) }
            }
        }
        var under: [String: [String]] = [:]
        for token in list { file(token.name, under: &under) }
        // An extended group is complete once it and every extending group inside it has its copies.
        var extendingUnder: [String: [String]] = [:]
        for name in extending { file(name, under: &extendingUnder, including: true) }
        var copies = 0, exhausted = false
        var failed: Set<String> = []
        func target(of group: String) -> String? { groups[group]?.extends?.target }
        DependencyWalk.walk(extending, successors: { name in
            guard let target = target(of: name) else { return [] }
            // A group extending its own ancestor would contain itself.
            if name.hasPrefix(target + ".") { return [name] }
            return extendingUnder[target] ?? []
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
            if contains(site.target) {
                context.error("$extends: '\(site.target)' is a token; a group extends a group", at: site.location)
                return
            }
            let inherited = under[site.target] ?? []
            guard groups[site.target] != nil || !inherited.isEmpty else {
                context.error("$extends: there is no group '\(site.target)'\(hint(site.target))", at: site.location)
                return
            }
            guard !exhausted else { return }
            let prefixLength = site.target.utf8.count + 1
            for source in inherited {
                extendsWork += 1
                let copyName = name + "." + String(Substring(source.utf8.dropFirst(prefixLength)))
                guard !contains(copyName), var copy = token(source) else { continue }
                guard copies < Limits.extendedDesignTokens else {
                    exhausted = true
                    context.error("$extends: the groups' extensions would copy more than \(Limits.extendedDesignTokens) tokens; this is refused", at: site.location)
                    return
                }
                copies += 1
                copy.name = copyName
                if copy.type == nil { copy.type = groups[name]?.type }
                insert(copy)
                file(copyName, under: &under)
            }
        })
    }

    /// About how many tokens `members` holds, groups inside groups: room to reserve (an object the walk
    /// refuses, or one inside `$extensions`, is counted too).
    static func tokenCount(_ members: LocatedJSON.Members) -> Int {
        var count = 0
        for member in members.list {
            guard let child = member.value.object else { continue }
            count += isToken(child) ? 1 : tokenCount(child)
        }
        return count
    }

    /// Whether an object of a group is a token (it has a `$value`, or is a `$ref` to one) or a group.
    static func isToken(_ object: LocatedJSON.Members) -> Bool {
        object["$value"] != nil || (object["$ref"] != nil && isTokenReference(object))
    }

    /// A `$ref` that names a token or a token's value (`#/colors/blue` or `#/colors/blue/$value`) makes a
    /// token; one that names a group (`#/button` with tokens beside it) extends the group. Which it is
    /// is only known once every file is read, so a `$ref` object without other tokens beside it is a token.
    static func isTokenReference(_ object: LocatedJSON.Members) -> Bool {
        if let pointer = object["$ref"]?.string, pointer.contains("/$value") { return true }
        return !object.list.contains { $0.key.utf8.first != UInt8(ascii: "$") }
    }

    /// Puts a changed token back under its name.
    mutating func replace(_ token: RawDesignToken) {
        guard let number = numbers[token.name] else { return }
        list[number] = token
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

    mutating func group(_ members: LocatedJSON.Members, name: String, inherited: (type: String?, location: SourceLocation?),
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
        var record = DesignTokenGroup(name: name, type: members["$type"]?.string, location: location)
        // `$extends: "{group}"`, or JSON Schema's `$ref: "#/group"` on a group (its equivalent).
        if let member = members.member("$extends") ?? (name.isEmpty ? nil : members.member("$ref")) {
            let site = at(member.value.line, member.value.column)
            if let target = member.key == "$extends" ? DesignTokenAlias.name(inBraces: member.value.string) : DesignTokenAlias.pointerName(member.value.string) {
                record.extends = (target, site)
            } else {
                context.error("\(member.key): a group extends another with \"{group.name}\"\(member.key == "$ref" ? " or \"#/group/name\"" : ""), not \(member.value.kindName == "a string" ? "\"\(member.value.string ?? "")\"" : member.value.kindName)", at: site)
            }
        }
        if !name.isEmpty { groups.append(record) }
        for member in members.list {
            let key = member.key
            if key.utf8.first == UInt8(ascii: "$") && key != "$root" {
                if !Self.isGroupProperty(key) && !(name.isEmpty && key == "$schema") {
                    context.warning("\(key) is not a DTCG group property; it is ignored", at: at(member.keyLine, member.keyColumn))
                }
                continue
            }
            let childName = name.isEmpty ? key : name + "." + key
            let site = at(member.keyLine, member.keyColumn)
            if key.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                context.error("the name \"\(key)\" may not contain '.', '{' or '}' (a token's path is its names joined with '.')", at: site)
                continue
            }
            guard let child = member.value.object else {
                context.error("'\(childName)' is \(member.value.kindName); a token is an object with $value, a group an object of tokens", at: site)
                continue
            }
            if DesignTokenTree.isToken(child) {
                token(child, name: childName, inherited: type, deprecated: deprecation, at: site, context: &context)
            } else if key == "$root" {
                context.error("$root is the group's own token: it needs a $value", at: site)
            } else {
                group(child, name: childName, inherited: type, deprecated: deprecation, at: site, context: &context)
            }
        }
    }

    static func isGroupProperty(_ key: String) -> Bool {
        switch key {
        case "$type", "$description", "$deprecated", "$extensions", "$extends", "$ref": return true
        default: return false
        }
    }

    /// One pass over the token's members (tens of thousands of tokens: no lookup per property).
    mutating func token(_ members: LocatedJSON.Members, name: String, inherited: (type: String?, location: SourceLocation?),
                        deprecated: String?, at location: SourceLocation, context: inout ParseContext) {
        var type = inherited
        var deprecation = deprecated
        var written: LocatedJSON?, ref: LocatedJSON.Members.Member?, describing: LocatedJSON?, extensions: LocatedJSON?
        for member in members.list {
            switch member.key {
            case "$value": written = member.value
            case "$ref": ref = member
            case "$description": describing = member.value
            case "$extensions": extensions = member.value
            case "$deprecated": deprecation = deprecationText(member.value, context: &context)
            case "$type":
                if let name = member.value.string {
                    type = (name, at(member.keyLine, member.keyColumn))
                } else {
                    context.error("$type: a type is a string such as \"color\", not \(member.value.kindName)", at: at(member.value.line, member.value.column))
                }
            default:
                if member.key.utf8.first == UInt8(ascii: "$") {
                    context.warning("\(member.key) is not a DTCG token property; it is ignored", at: at(member.keyLine, member.keyColumn))
                } else {
                    // Exports write their own data beside `$value` (Primer's `alpha`): not a token
                    // inside a token, which the format has no place for; said once, and left out.
                    context.warning("'\(member.key)' is inside the token '\(name)'; a token holds only $-properties (a group holds tokens), so it is ignored",
                                    at: at(member.keyLine, member.keyColumn))
                }
            }
        }
        // A token-level `$ref` is its value by JSON pointer: `{"$ref": "#/base"}` copies base.
        let value: LocatedJSON
        if let written {
            value = written
        } else if let ref {
            value = LocatedJSON(.object(LocatedJSON.Members([ref])), line: ref.keyLine, column: ref.keyColumn)
        } else {
            return
        }
        var description: String?
        if let text = describing {
            if let string = text.string { description = string } else {
                context.error("$description is a string, not \(text.kindName)", at: at(text.line, text.column))
            }
        }
        let modes = extensions != nil ? modes(extensions, context: &context) : []
        // Built in place in the list (a token built first and appended was copied whole).
        tokens.append(RawDesignToken(name: name, type: type.type, typeLocation: type.location, value: value,
                                     description: description, deprecated: deprecation, modes: modes, location: location, file: file))
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
