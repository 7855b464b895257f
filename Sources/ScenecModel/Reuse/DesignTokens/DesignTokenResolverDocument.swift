import ScenecCore

/// A DTCG Resolver module document (`tokens.resolver.json`): `sets` of sources, `modifiers` with
/// `contexts`, and the `resolutionOrder` that layers them. What scenec makes of it is a list of token
/// documents, each for every theme or for one: the contexts of the modifier named `theme` (or of the
/// only modifier) are themes; every other modifier takes its `default` context.
struct DesignTokenResolverDocument {
    /// A token document the resolver layers in, in resolution order, and which themes it is part of.
    struct Layer {
        var document: LocatedJSON
        var file: String
        var scope: DesignTokenScope
    }

    /// Reads a source file the document names (relative to the document), or says why not.
    typealias SourceReader = (_ href: String) -> Result<IncludedSource, IncludeRefusal>

    private(set) var layers: [Layer] = []
    /// The theme modifier's contexts, in document order, and its default.
    private(set) var themes: [String] = []
    private(set) var defaultTheme: String?

    /// Whether a JSON document is a resolver document rather than a token file.
    static func isResolver(_ root: LocatedJSON) -> Bool {
        guard let members = root.object else { return false }
        if let schema = members["$schema"]?.string, schema.contains("resolver") { return true }
        return members["resolutionOrder"] != nil || (members["sets"]?.object != nil && members["$value"] == nil)
            || members["modifiers"]?.object?.list.contains(where: { $0.value.object?["contexts"] != nil || $0.value.object?["context"] != nil }) == true
    }

    init(_ root: LocatedJSON, file: String, read: @escaping SourceReader, context: inout ParseContext) {
        func at(_ node: LocatedJSON) -> SourceLocation { SourceLocation(file: file, line: node.line, column: node.column) }
        guard let members = root.object else { return }
        let sets = members["sets"]?.object ?? LocatedJSON.Members()
        let modifiers = members["modifiers"]?.object ?? LocatedJSON.Members()
        // The order: resolutionOrder's items, or (when it is left out) the sets then the modifiers as written.
        var items: [(kind: String, name: String, body: LocatedJSON)] = []
        if let order = members["resolutionOrder"] {
            guard let elements = order.array else {
                context.error("resolutionOrder is an array of sets and modifiers, not \(order.kindName)", at: at(order))
                return
            }
            for element in elements {
                guard let object = element.object else {
                    context.error("a resolutionOrder item is {\"$ref\": \"#/sets/NAME\"} or an inline set or modifier", at: at(element))
                    continue
                }
                if let pointer = object["$ref"] {
                    let segments = DesignTokenAlias.pointerSegments(pointer.string) ?? []
                    if segments.count == 2, segments[0] == "sets", let body = sets[segments[1]] {
                        items.append(("set", segments[1], body))
                    } else if segments.count == 2, segments[0] == "modifiers", let body = modifiers[segments[1]] {
                        items.append(("modifier", segments[1], body))
                    } else {
                        context.error("$ref: \(pointer.string.map { "\"\($0)\"" } ?? pointer.kindName) names no set or modifier of this document (\"#/sets/NAME\", \"#/modifiers/NAME\")", at: at(pointer))
                    }
                } else if let type = object["type"]?.string, type == "set" || type == "modifier", let name = object["name"]?.string {
                    items.append((type, name, element))
                } else {
                    context.error("an inline resolutionOrder item needs \"type\" (set or modifier) and \"name\"", at: at(element))
                }
            }
        } else {
            items = sets.list.map { ("set", $0.key, $0.value) } + modifiers.list.map { ("modifier", $0.key, $0.value) }
        }
        let modifierNames = items.filter { $0.kind == "modifier" }.map(\.name)
        let themeModifier = modifierNames.first { $0.lowercased() == "theme" } ?? (modifierNames.count == 1 ? modifierNames[0] : nil)
        var sources = SourceWalk(file: file, root: root, sets: sets, read: read)
        for item in items {
            guard let body = item.body.object else { continue }
            if item.kind == "set" {
                for document in sources.documents(of: body["sources"], at: item.body, context: &context) {
                    layers.append(Layer(document: document.json, file: document.file, scope: .all))
                }
                continue
            }
            guard let contexts = (body["contexts"] ?? body["context"])?.object, !contexts.isEmpty else {
                context.error("the modifier '\(item.name)' needs contexts: {\"NAME\": [sources]}", at: at(item.body))
                continue
            }
            var chosen = body["default"]?.string
            if let name = chosen, contexts[name] == nil {
                context.error("default: '\(name)' is not a context of the modifier '\(item.name)' (\(contexts.keys.joined(separator: ", ")))", at: at(body["default"]!))
                chosen = nil
            }
            if item.name == themeModifier {
                defaultTheme = chosen ?? contexts.keys.first
                for member in contexts.list {
                    guard ThemeNamesRule.isThemeName(member.key) else {
                        context.error("the context '\(member.key)' cannot be a theme: a theme's name is letters, digits, '-' and '_'",
                                      at: SourceLocation(file: file, line: member.keyLine, column: member.keyColumn))
                        continue
                    }
                    themes.append(member.key)
                    let documents = sources.documents(of: member.value, at: member.value, context: &context)
                    for document in documents {
                        layers.append(Layer(document: document.json, file: document.file, scope: .theme(member.key)))
                        if member.key == defaultTheme { layers.append(Layer(document: document.json, file: document.file, scope: .defaultTheme)) }
                    }
                }
            } else {
                if chosen == nil {
                    chosen = contexts.keys.first
                    context.warning("the modifier '\(item.name)' has no default; scenec uses its first context, '\(chosen ?? "")' (only the modifier named 'theme' gives themes)", at: at(item.body))
                }
                if let name = chosen, let list = contexts[name] {
                    for document in sources.documents(of: list, at: list, context: &context) {
                        layers.append(Layer(document: document.json, file: document.file, scope: .all))
                    }
                }
            }
        }
    }
}

/// Which themes a token document is part of.
enum DesignTokenScope: Sendable, Hashable {
    case all
    /// Only the default theme (the theme modifier's default context, as the build without `--theme` sees it).
    case defaultTheme
    case theme(String)
}

/// Follows a resolver's sources: a file (`{"$ref": "theme/dark.json"}`), a set of this document
/// (`{"$ref": "#/sets/base"}`), a part of it (`{"$ref": "#/$defs/…"}`), or tokens written inline.
private struct SourceWalk {
    let file: String
    let root: LocatedJSON
    let sets: LocatedJSON.Members
    let read: DesignTokenResolverDocument.SourceReader
    /// Sets being expanded, to refuse a set that includes itself.
    var expanding: Set<String> = []
    /// Files read once each, by href.
    var cache: [String: (json: LocatedJSON, file: String)?] = [:]

    func at(_ node: LocatedJSON) -> SourceLocation { SourceLocation(file: file, line: node.line, column: node.column) }

    mutating func documents(of list: LocatedJSON?, at owner: LocatedJSON, context: inout ParseContext) -> [(json: LocatedJSON, file: String)] {
        guard let list else {
            context.error("a set needs sources: an array of {\"$ref\": \"file.json\"} or inline tokens", at: at(owner))
            return []
        }
        guard let elements = list.array else {
            context.error("sources are an array, not \(list.kindName)", at: at(list))
            return []
        }
        var out: [(json: LocatedJSON, file: String)] = []
        for element in elements {
            guard let object = element.object else {
                context.error("a source is {\"$ref\": \"file.json\"} or an object of tokens, not \(element.kindName)", at: at(element))
                continue
            }
            guard let ref = object["$ref"] else {
                out.append((element, file))
                continue
            }
            guard let href = ref.string else {
                context.error("$ref is a string", at: at(ref))
                continue
            }
            if let segments = DesignTokenAlias.pointerSegments(href) {
                if segments.count == 2, segments[0] == "sets", let set = sets[segments[1]] {
                    guard expanding.insert(segments[1]).inserted else {
                        context.error("$ref: the set '\(segments[1])' includes itself", at: at(ref))
                        continue
                    }
                    out += documents(of: set.object?["sources"], at: set, context: &context)
                    expanding.remove(segments[1])
                } else if let target = pointee(segments), target.object != nil {
                    out.append((target, file))
                } else {
                    context.error("$ref: \(href) points at nothing in this document", at: at(ref))
                }
                continue
            }
            if let cached = cache[href] {
                if let cached { out.append(cached) }
                continue
            }
            switch read(href) {
            case .failure(let refusal):
                context.error(refusal.message.hasPrefix("href:") ? "$ref" + refusal.message.dropFirst(4) : refusal.message, at: at(ref))
                cache[href] = .some(nil)
            case .success(let source):
                do throws(LocatedJSON.SyntaxError) {
                    let json = try LocatedJSON.parse(source.bytes)
                    cache[href] = (json, source.file)
                    out.append((json, source.file))
                } catch {
                    context.error("this is not JSON: \(error.message)", at: SourceLocation(file: source.file, line: error.line, column: error.column))
                    cache[href] = .some(nil)
                }
            }
        }
        return out
    }

    private func pointee(_ segments: [String]) -> LocatedJSON? {
        var node = root
        for segment in segments {
            if let child = node.object?[segment] { node = child } else if let elements = node.array, let index = Int(segment), elements.indices.contains(index) {
                node = elements[index]
            } else { return nil }
        }
        return node
    }
}
