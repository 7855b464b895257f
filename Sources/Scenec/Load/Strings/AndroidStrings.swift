import ScenecCore
import ScenecModel
import ScenecXML

/// One Android `strings.xml` (any file of `values*/`): `<string>`, `<plurals>` and `<string-array>`,
/// their text decoded as Android decodes it and their markup kept as rich-text spans.
package enum AndroidStrings {
    /// What one file holds: its strings, and those that are `@string/name` references (resolved over
    /// the whole table, since the target may be in `values/`).
    package struct File: Sendable {
        package var entries: [StringTables.Entry] = []
        /// Key → (the name referred to, where the reference is written).
        package var references: [String: (target: String, location: SourceLocation)] = [:]
        package var problems: [Diagnostic] = []
    }

    /// Reads `bytes` (named `file` in messages). Internal `<!ENTITY>` declarations are expanded as aapt
    /// does, within libxml2's amplification limits; external entities are refused.
    package static func read(_ bytes: [UInt8], file name: String) -> File {
        var file = File()
        let parsed = XMLReader.parse(bytes, file: name, internalEntities: true)
        if parsed.diagnostics.hasErrors {
            // libxml2 repeats an entity loop's message for every level it unwinds: each message once.
            var seen: Set<String> = []
            file.problems = parsed.diagnostics.filter { $0.severity == .error && seen.insert($0.message).inserted }
            return file
        }
        guard let root = parsed.root, root.name == "resources" else {
            let at = parsed.root?.location ?? SourceLocation(file: name, line: 1, column: 1)
            file.problems = [.error("this is not an Android resource file: its root element is not <resources>", at: at)]
            return file
        }
        for element in root.children {
            guard let name = element.attribute("name")?.value else { continue }
            let everyLocale = element.attribute("translatable")?.value == "false"
            switch element.name {
            case "string":
                let raw = element.text.trimmingWhitespace()
                if raw.hasPrefix("@string/"), element.children.isEmpty {
                    file.references[name] = (String(raw.dropFirst("@string/".count)), element.location)
                    file.entries.append(StringTables.Entry(key: name, value: "", everyLocale: everyLocale))
                    continue
                }
                var entry = decoded(element, key: name)
                entry.everyLocale = everyLocale
                file.entries.append(entry)
            case "plurals":
                var forms: [String: String] = [:]
                for item in element.children where item.name == "item" {
                    guard let quantity = item.attribute("quantity")?.value else { continue }
                    forms[quantity] = decoded(item, key: name).value
                }
                guard !forms.isEmpty else { continue }
                file.entries.append(StringTables.Entry(key: name, value: forms["other"] ?? forms[forms.keys.sorted()[0]] ?? "",
                                                       plural: forms, everyLocale: everyLocale))
            case "string-array":
                for (index, item) in element.children.filter({ $0.name == "item" }).enumerated() {
                    var entry = decoded(item, key: "\(name).\(index)")
                    entry.everyLocale = everyLocale
                    file.entries.append(entry)
                }
            default:
                continue  // <color>, <dimen>, <integer>, … are not strings
            }
        }
        return file
    }

    /// The element's text, markup as spans, decoded as Android decodes resource strings.
    static func decoded(_ element: XMLElement, key: String) -> StringTables.Entry {
        var pieces: [(text: String, styles: [StringSpan.Style])] = []
        collect(element, styles: [], into: &pieces)
        let (text, spans) = unescape(pieces)
        return StringTables.Entry(key: key, value: text, spans: spans)
    }

    /// Android's markup tags and the style each draws (`Html.fromHtml` is not involved: these are the
    /// tags aapt keeps as spans).
    private static func style(of element: XMLElement) -> StringSpan.Style? {
        switch element.name.lowercased() {
        case "b": return .bold
        case "i": return .italic
        case "u": return .underline
        case "strike": return .strike
        case "sup": return .superscript
        case "sub": return .subscript
        case "font": return element.attribute("color").map { .color($0.value) }
        default: return nil  // <xliff:g> and others: their text, unstyled
        }
    }

    /// The element's character data in document order, each run with the styles of the tags around it.
    private static func collect(_ element: XMLElement, styles: [StringSpan.Style], into pieces: inout [(text: String, styles: [StringSpan.Style])]) {
        // `text` holds the element's own data: the leading run, then each child's tail.
        let tails = element.children.reduce(0) { $0 + $1.tail.utf8.count }
        let own = element.text.utf8
        pieces.append((String(decoding: own.prefix(max(own.count - tails, 0)), as: UTF8.self), styles))
        for child in element.children {
            collect(child, styles: styles + (style(of: child).map { [$0] } ?? []), into: &pieces)
            pieces.append((child.tail, styles))
        }
    }

    /// Android's resource string rules over styled runs: unquoted runs of whitespace become one space
    /// and the ends are trimmed; inside `"…"` whitespace is kept and the quotes are dropped; a backslash
    /// escapes (`\n` a line break, `\t` a tab, `\uXXXX` the character, `\'`, `\"`, `\@`, `\?`, `\\`
    /// themselves).
    package static func unescape(_ pieces: [(text: String, styles: [StringSpan.Style])]) -> (String, [StringSpan]) {
        var out = ""
        var quoted = false
        var pendingSpace = false
        var spans: [StringSpan] = []
        func flushSpace() {
            if pendingSpace, !out.isEmpty { out.append(" ") }
            pendingSpace = false
        }
        for piece in pieces {
            var start: Int?
            var iterator = piece.text.unicodeScalars.makeIterator()
            func begin() {
                flushSpace()
                if start == nil { start = out.utf8.count }
            }
            while let scalar = iterator.next() {
                switch scalar {
                case "\\":
                    begin()
                    guard let next = iterator.next() else { break }
                    switch next {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "u":
                        // \uXXXX: four hex digits (aapt's escape); anything shorter is kept as written.
                        var digits = ""
                        while digits.unicodeScalars.count < 4, let hex = iterator.next() {
                            digits.unicodeScalars.append(hex)
                            if !hex.properties.isASCIIHexDigit { break }
                        }
                        if digits.unicodeScalars.count == 4, let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) {
                            out.unicodeScalars.append(decoded)
                        } else {
                            out += "u" + digits
                        }
                    default: out.unicodeScalars.append(next)  // \' \" \\ \@ \? and anything else: the character
                    }
                case "\"":
                    quoted.toggle()
                case " ", "\n", "\t", "\r":
                    if quoted {
                        begin()
                        out.unicodeScalars.append(scalar)
                    } else {
                        pendingSpace = true
                    }
                default:
                    begin()
                    out.unicodeScalars.append(scalar)
                }
            }
            if let start, !piece.styles.isEmpty, out.utf8.count > start {
                spans.append(StringSpan(range: start..<out.utf8.count, styles: piece.styles))
            }
        }
        return (out, spans)
    }

    /// The plain text of `text` decoded (no markup).
    package static func unescape(_ text: String) -> String {
        unescape([(text, [])]).0
    }

    /// The locale of an Android `values-…` folder: `values-de` → `de`, `values-pt-rBR` → `pt-BR`,
    /// `values-b+sr+Latn` → `sr-Latn`, `values` → the source locale; nil for folders of other
    /// qualifiers (`values-night`, `values-v21`, `values-de-land`), which hold no other translations.
    package static func locale(folder: String, source: String) -> String? {
        if folder == "values" { return source }
        guard folder.hasPrefix("values-") else { return nil }
        let qualifiers = folder.dropFirst("values-".count)
        if qualifiers.hasPrefix("b+") {
            let tag = qualifiers.dropFirst(2).split(separator: "+").joined(separator: "-")
            return LocaleTag.isValid(tag) ? tag : nil
        }
        let parts = qualifiers.split(separator: "-")
        guard let language = parts.first, (2...3).contains(language.count),
              language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else { return nil }
        var tag = String(language)
        if parts.count >= 2, parts[1].count == 3, parts[1].hasPrefix("r") {
            tag += "-" + parts[1].dropFirst()
            if parts.count > 2 { return nil }
        } else if parts.count > 1 {
            return nil
        }
        return tag
    }

    /// Resolves `@string/name` references in every locale: the name in the same locale, else in the
    /// source locale (as Android looks it up); a chain that comes back to itself or names no string is
    /// an error at the reference.
    package static func resolve(_ references: [String: [String: (target: String, location: SourceLocation)]], in tables: inout StringTables) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let source = tables.sourceLocale
        for locale in references.keys.sorted() {
            guard let ownRefs = references[locale] else { continue }
            let sourceRefs = source.flatMap { references[$0] } ?? [:]
            func lookup(_ key: String, in entries: [StringTables.Entry]?) -> StringTables.Entry? { entries?.last { $0.key == key } }
            var entries = tables.locales[locale] ?? []
            let sourceEntries = source.flatMap { tables.locales[$0] }
            for (index, entry) in entries.enumerated() {
                guard let first = ownRefs[entry.key] else { continue }
                var seen: [String] = [entry.key]
                var target = first.target
                var resolved: StringTables.Entry?
                while true {
                    if seen.contains(target) {
                        problems.append(.error("@string/\(first.target): the reference comes back to '\(entry.key)' (\((seen + [target]).joined(separator: " → "))); this is refused", at: first.location))
                        break
                    }
                    seen.append(target)
                    if let next = ownRefs[target] ?? (ownRefs[target] == nil && lookup(target, in: entries) == nil ? sourceRefs[target] : nil) {
                        target = next.target
                        continue
                    }
                    guard let found = lookup(target, in: entries).flatMap({ $0.isEmpty ? nil : $0 }) ?? lookup(target, in: sourceEntries) else {
                        problems.append(.error("@string/\(target): there is no string '\(target)' in this table", at: first.location))
                        break
                    }
                    resolved = found
                    break
                }
                if let resolved {
                    entries[index] = StringTables.Entry(key: entry.key, value: resolved.value, plural: resolved.plural,
                                                        everyLocale: entry.everyLocale, spans: resolved.spans)
                }
            }
            tables.locales[locale] = entries
        }
        return problems
    }
}
