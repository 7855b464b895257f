import ScenecCore

/// A token with every alias resolved and its value typed.
struct ResolvedDesignToken: Sendable {
    var raw: RawDesignToken
    var value: DesignTokenValue
    /// A colour in it was outside sRGB and is clipped.
    var clipped: Bool
    /// The token its whole value aliases, for `scenec tokens`.
    var aliasOf: String?
}

/// Resolves a tree's aliases and `$ref` pointers once, in dependency order (an iterative walk, so a
/// 5,000-long chain needs no deep recursion; linear in tokens and references), then types each value.
/// A cycle, an unknown alias, a type that does not fit and a malformed value are errors at the JSON
/// line and column; a token that depends on a failed one fails quietly (reported once, there).
struct DesignTokenResolution {
    /// The resolved tokens in the order the files define them, and their names.
    private(set) var inOrder: [ResolvedDesignToken] = []
    private(set) var order: [String] = []
    /// Tokens that failed (reported once, at the problem): a scene's use of one says nothing more.
    private(set) var failed: Set<String> = []
    private var hints = HintBudget()
    /// JSON values visited to find and substitute references, and names looked up by `$extends`: what a
    /// test counts to keep resolving linear in the files' size.
    private(set) var work = 0
    /// Values typed (read as their type by `DesignTokenConversion`): a whole-value alias takes its
    /// target's, so a chain of aliases is typed once, at its end.
    private(set) var conversions = 0

    /// The tree's tokens numbered in its order: the walk and the values it computes are kept in arrays
    /// by number, and a name is hashed once to find its number.
    private var numbers: [String: Int]
    private var raw: [RawDesignToken]
    /// Each token's value with its aliases substituted, and its type, once it is resolved.
    private var resolved: [(json: LocatedJSON, type: DesignTokenType)?]
    private var failedNumbers: [Bool]
    private var results: [ResolvedDesignToken?]
    /// Whether a token's value holds something to substitute (an alias string, a `$ref`, a `$value`
    /// written inside it): most of a design system's values (its palette, its dimensions) hold none,
    /// and are typed as written rather than rebuilt value by value.
    private var substitutes: [Bool] = []

    init(_ tree: DesignTokenTree, context: inout ParseContext) {
        // The tree's own list and places (each name once, in the order first defined).
        let numbers = tree.numbers
        let raw = tree.list
        self.numbers = numbers
        self.raw = raw
        resolved = Array(repeating: nil, count: raw.count)
        failedNumbers = Array(repeating: false, count: raw.count)
        results = Array(repeating: nil, count: raw.count)
        var visited = tree.extendsWork
        var substitutes: [Bool] = []
        substitutes.reserveCapacity(raw.count)
        // By index: a token is large, and a closure over each copied it.
        var references: [[Int]] = []
        references.reserveCapacity(raw.count)
        for number in raw.indices {
            var found: [Int] = []
            var substituting = false
            Self.collect(raw[number].value, tree: tree, numbers: numbers, into: &found, substitutes: &substituting, visited: &visited)
            substitutes.append(substituting)
            references.append(found)
        }
        self.substitutes = substitutes
        work = visited
        // The walk writes into `resolution` alone: were `self` left holding the same arrays, the first
        // write to each would copy it whole.
        var resolution = self
        resolved = []
        failedNumbers = []
        results = []
        DependencyWalk.walk(count: raw.count, successors: { references[$0] }, cycle: { from, to, path in
            guard !resolution.failedNumbers[from] else { return }
            resolution.failedNumbers[from] = true
            let token = raw[from]
            let site = Self.referenceSite(in: token.value, to: raw[to].name, tree: tree) ?? token.value
            let shown = path.map { $0.map { raw[$0].name } ?? "…" }
            context.error("a circular reference (\(shown.joined(separator: " → ")))", at: SourceLocation(file: token.file, line: site.line, column: site.column))
        }, finish: { number in
            resolution.finish(number, tree: tree, context: &context)
        })
        swap(&self, &resolution)
        inOrder.reserveCapacity(raw.count)
        order.reserveCapacity(raw.count)
        // By number, each result moved out rather than copied (a token is large): from an array held
        // here alone, which `take()` empties in place.
        var finished = results
        results = []
        for number in raw.indices {
            if failedNumbers[number] { failed.insert(raw[number].name) }
            if let result = finished[number].take() {
                order.append(result.raw.name)
                inOrder.append(consume result)
            }
        }
    }

    /// Whether `name` is a token that resolved.
    func resolves(_ name: String) -> Bool {
        numbers[name].map { resolved[$0] != nil } ?? false
    }

    /// The resolved tokens by name (a dictionary made on each call: for a caller that looks many up).
    func tokensByName() -> [String: ResolvedDesignToken] {
        Dictionary(inOrder.map { ($0.raw.name, $0) }, uniquingKeysWith: { _, last in last })
    }

    // MARK: References

    /// The token names a value refers to (aliases, and pointers to a token or into its value), and
    /// whether it holds anything `substitute` replaces or checks (an alias, known or not, a `$ref`, a
    /// `$value` inside it).
    private static func collect(_ node: LocatedJSON, tree: DesignTokenTree, numbers: [String: Int], into found: inout [Int],
                                substitutes: inout Bool, visited: inout Int) {
        visited += 1
        switch node.value {
        case .string(let text):
            if let name = DesignTokenAlias.name(inBraces: text) {
                substitutes = true
                if let number = numbers[name] { found.append(number) }
            }
        case .array(let elements):
            for element in elements { collect(element, tree: tree, numbers: numbers, into: &found, substitutes: &substitutes, visited: &visited) }
        case .object(let members):
            // `$ref` and `$value` found in one pass over the keys (only `$` keys are compared): most
            // objects here are a colour's or a dimension's, with neither.
            var ref: LocatedJSON?
            for member in members.list where member.key.utf8.first == UInt8(ascii: "$") {
                if member.key == "$ref" { ref = member.value } else if member.key == "$value" { substitutes = true }
            }
            if let ref {
                substitutes = true
                if let pointer = ref.string, let (name, _) = target(of: pointer, tree: tree), let number = numbers[name] { found.append(number) }
            }
            for member in members.list where ref == nil || member.key != "$ref" {
                collect(member.value, tree: tree, numbers: numbers, into: &found, substitutes: &substitutes, visited: &visited)
            }
        case .null, .bool, .number:
            break
        }
    }

    /// The first place in `node` that refers to `name`: where a cycle through it is reported.
    private static func referenceSite(in node: LocatedJSON, to name: String, tree: DesignTokenTree) -> LocatedJSON? {
        switch node.value {
        case .string(let text): return DesignTokenAlias.name(inBraces: text) == name ? node : nil
        case .array(let elements): return elements.lazy.compactMap { referenceSite(in: $0, to: name, tree: tree) }.first
        case .object(let members):
            if let ref = members["$ref"], let pointer = ref.string, target(of: pointer, tree: tree)?.name == name { return ref }
            return members.list.lazy.compactMap { referenceSite(in: $0.value, to: name, tree: tree) }.first
        case .null, .bool, .number: return nil
        }
    }

    /// The token a pointer names and the path inside its `$value` (nil: the whole token).
    private static func target(of pointer: String, tree: DesignTokenTree) -> (name: String, inside: [String]?)? {
        guard let segments = DesignTokenAlias.pointerSegments(pointer) else { return nil }
        var count = segments.count
        while count > 0 {
            let name = segments[..<count].joined(separator: ".")
            if tree.contains(name) {
                let rest = Array(segments[count...])
                if rest.isEmpty { return (name, nil) }
                if rest.first == "$value" { return (name, Array(rest.dropFirst())) }
                return nil
            }
            count -= 1
        }
        return nil
    }

    // MARK: Resolving one token

    private mutating func finish(_ number: Int, tree: DesignTokenTree, context: inout ParseContext) {
        guard !failedNumbers[number] else { return }
        let raw = self.raw[number]
        let name = raw.name
        let file = raw.file
        var declared: DesignTokenType?
        if let typeName = raw.type {
            guard let known = DesignTokenType(named: typeName) else {
                failedNumbers[number] = true
                var message = "'\(name)': $type \"\(typeName)\" is not a DTCG type; the token is left out"
                if let guess = Spelling.suggestion(for: typeName, among: DesignTokenType.allCases.map(\.rawValue)) { message += " (did you mean \"\(guess)\"?)" }
                context.warning(message, at: raw.typeLocation ?? raw.location)
                return
            }
            declared = known
        }
        var aliasType: DesignTokenType?
        let whole = DesignTokenAlias.name(inBraces: raw.value.string) ?? raw.value.object?["$ref"].flatMap { ref -> String? in
            guard let pointer = ref.string, let found = Self.target(of: pointer, tree: tree), found.inside == nil else { return nil }
            return found.name
        }
        // The token a whole-value alias names, looked up once (also for the alias's substitution below).
        let wholeNumber = whole.flatMap { numbers[$0] }
        // A value with nothing to substitute is its own result: rebuilding it would make the same value.
        let value: LocatedJSON
        if substitutes[number] {
            let substitution: LocatedJSON?
            if let whole, let wholeNumber, raw.value.string != nil {
                work += 1  // the value visited, as `substitute` counts it
                substitution = substituteAlias(whole, number: wholeNumber, at: raw.value, expected: declared, file: file, aliasType: &aliasType, context: &context)
            } else {
                substitution = substitute(raw.value, expected: declared, tree: tree, file: file, aliasType: &aliasType, context: &context)
            }
            guard let substituted = substitution else {
                failedNumbers[number] = true
                return
            }
            value = substituted
        } else {
            value = raw.value
        }
        guard let type = declared ?? (whole != nil ? aliasType : nil) ?? Self.inferredType(value) else {
            failedNumbers[number] = true
            context.error("'\(name)' has no $type, and its value does not say one (set $type on the token or its group)", at: raw.location)
            return
        }
        // A whole-value alias (`"{a}"`, or `{"$ref": "#/a"}` alone) is its target's value, of its target's
        // type (`substitute` checked that): typed once, at the target, whose clipping it shares. Its
        // conversion's warnings were said there, and it cannot fail where the target did not.
        if let whole, raw.value.string != nil || raw.value.object?.list.count == 1,
           let target = wholeNumber, let typed = results[target], resolved[target]?.type == type {
            resolved[number] = (value, type)
            results[number] = ResolvedDesignToken(raw: raw, value: typed.value, clipped: typed.clipped, aliasOf: whole)
            return
        }
        var conversion = DesignTokenConversion(file: file)
        conversions += 1
        guard let typed = conversion.value(value, as: type) else {
            failedNumbers[number] = true
            context.diagnostics += conversion.problems
            return
        }
        // Warnings about a value are said where it is written, not again at each alias of it.
        if whole == nil { context.diagnostics += conversion.problems }
        resolved[number] = (value, type)
        results[number] = ResolvedDesignToken(raw: raw, value: typed, clipped: conversion.clipped, aliasOf: whole)
    }

    /// A value without `$type` whose shape can only be one type (the spec's examples leave the type of
    /// an aliased colour out): a colour object or hex string, a dimension or duration, a number.
    private static func inferredType(_ value: LocatedJSON) -> DesignTokenType? {
        switch value.value {
        case .number: return .number
        case .string(let text): return text.hasPrefix("#") ? .color : nil
        case .object(let members):
            if members["colorSpace"] != nil { return .color }
            switch members["unit"]?.string {
            case "px", "rem": return .dimension
            case "ms", "s": return .duration
            default: return nil
            }
        case .null, .bool, .array: return nil
        }
    }

    /// `node` with its aliases and pointers replaced by the (resolved) values they name; nil after an
    /// error (reported) or when a named token failed (reported there).
    private mutating func substitute(_ node: LocatedJSON, expected: DesignTokenType?, tree: DesignTokenTree, file: String,
                                     aliasType: inout DesignTokenType?, context: inout ParseContext) -> LocatedJSON? {
        func at(_ node: LocatedJSON) -> SourceLocation { SourceLocation(file: file, line: node.line, column: node.column) }
        work += 1
        switch node.value {
        case .string(let text):
            guard let target = DesignTokenAlias.name(inBraces: text) else { return node }
            guard let number = numbers[target] else {
                context.error(unknownMessage(target, tree: tree), at: at(node))
                return nil
            }
            return substituteAlias(target, number: number, at: node, expected: expected, file: file, aliasType: &aliasType, context: &context)
        case .array(let elements):
            var out: [LocatedJSON] = []
            for element in elements {
                var ignored: DesignTokenType?
                guard let value = substitute(element, expected: expected?.elementType, tree: tree, file: file,
                                             aliasType: &ignored, context: &context) else { return nil }
                out.append(value)
            }
            return LocatedJSON(.array(out), line: node.line, column: node.column)
        case .object(let members):
            // A token written inside a composite value (the format's first shadow example) stands for its `$value`.
            if let inner = members["$value"] {
                if let expected, let written = members["$type"]?.string, written != expected.rawValue {
                    context.error("a \(written) token here; a \(expected.rawValue) is needed", at: at(members["$type"]!))
                    return nil
                }
                return substitute(inner, expected: expected, tree: tree, file: file, aliasType: &aliasType, context: &context)
            }
            var base: LocatedJSON.Members?
            if let ref = members.member("$ref") {
                guard let pointer = ref.value.string else {
                    context.error("$ref is a JSON pointer string such as \"#/color/blue/$value\"", at: at(ref.value))
                    return nil
                }
                guard let found = Self.target(of: pointer, tree: tree) else {
                    context.error(pointerMessage(pointer, tree: tree), at: at(ref.value))
                    return nil
                }
                guard let number = numbers[found.name], let (resolved, type) = resolved[number] else { return nil }
                var value = resolved
                if let inside = found.inside {
                    for segment in inside {
                        if let child = value.object?[segment] {
                            value = child
                        } else if let elements = value.array, let index = Int(segment), elements.indices.contains(index) {
                            value = elements[index]
                        } else {
                            context.error("$ref: \(pointer) points at nothing: '\(found.name)' has no \(segment) there", at: at(ref.value))
                            return nil
                        }
                    }
                } else {
                    if let expected, type != expected {
                        context.error("$ref: '\(found.name)' is a \(type.rawValue) token; a \(expected.rawValue) is needed here", at: at(ref.value))
                        return nil
                    }
                    aliasType = type
                }
                guard members.list.count > 1 else { return LocatedJSON(value.value, line: node.line, column: node.column) }
                // Members beside `$ref` override the target's, as JSON Schema's `$ref` with siblings does.
                guard let object = value.object else {
                    context.error("$ref: \(pointer) is \(value.kindName); the members beside $ref need an object to add to", at: at(ref.value))
                    return nil
                }
                base = object
            }
            var out = base?.list ?? []
            out.reserveCapacity(out.count + members.list.count)
            // Only members beside a `$ref` can meet a key already there (an object's own keys are unique).
            var positions: [String: Int] = [:]
            for (index, member) in out.enumerated() { positions[member.key] = index }
            for member in members.list where member.key != "$ref" {
                var ignored: DesignTokenType?
                guard let value = substitute(member.value, expected: expected?.memberType(member.key), tree: tree, file: file,
                                             aliasType: &ignored, context: &context) else { return nil }
                let copied = LocatedJSON.Members.Member(key: member.key, keyLine: member.keyLine, keyColumn: member.keyColumn, value: value)
                if base != nil, let index = positions[member.key] { out[index] = copied } else {
                    if base != nil { positions[member.key] = out.count }
                    out.append(copied)
                }
            }
            return LocatedJSON(.object(LocatedJSON.Members(out)), line: node.line, column: node.column)
        case .null, .bool, .number:
            return node
        }
    }

    /// The alias `node` (`"{target}"`, the token numbered `number`) replaced by its target's resolved
    /// value; nil when the target failed (reported there) or is not of the `expected` type.
    private func substituteAlias(_ target: String, number: Int, at node: LocatedJSON, expected: DesignTokenType?, file: String,
                                 aliasType: inout DesignTokenType?, context: inout ParseContext) -> LocatedJSON? {
        guard let (resolved, type) = resolved[number] else { return nil }  // failed or on a cycle: reported there
        if let expected, type != expected {
            context.error("'{\(target)}' is a \(type.rawValue) token; a \(expected.rawValue) is needed here",
                          at: SourceLocation(file: file, line: node.line, column: node.column))
            return nil
        }
        aliasType = type
        return LocatedJSON(resolved.value, line: node.line, column: node.column)
    }

    private mutating func unknownMessage(_ name: String, tree: DesignTokenTree) -> String {
        if tree.groups[name] != nil {
            return "'{\(name)}' names a group, not a token\(tree.contains(name + ".$root") ? " (its own token is '{\(name).$root}')" : "")"
        }
        var message = "unknown token '{\(name)}'"
        if hints.spend(tree.list.count), let guess = Spelling.suggestion(for: name, among: tree.order) { message += " (did you mean '{\(guess)}'?)" }
        return message
    }

    private func pointerMessage(_ pointer: String, tree: DesignTokenTree) -> String {
        guard let segments = DesignTokenAlias.pointerSegments(pointer) else {
            return "$ref: \"\(pointer)\" is not a pointer into this token set (\"#/group/token\"); pointers to other files are read by a resolver document"
        }
        if tree.groups[segments.joined(separator: ".")] != nil {
            return "$ref: \(pointer) names a group; a value's $ref names a token or a part of its $value"
        }
        return "$ref: \(pointer) points at no token"
    }
}
