import FoundationEssentials
import ScenecModel
import ScenecXML

/// The three string-table formats `<strings href>` reads, each a pure function of a file's bytes.
/// A problem is a message naming what is wrong (the caller adds the file).
package enum StringTableFormats {
    package struct Problem: Error, Sendable, Equatable {
        package var message: String
        init(_ message: String) { self.message = message }
    }

    // MARK: Xcode String Catalog

    /// The parts of an `.xcstrings` file scenec reads: each key's `stringUnit` per language.
    /// Plural and device variations have no single text to draw; a key with only those is left out.
    private struct Catalog: Decodable {
        struct Entry: Decodable {
            var localizations: [String: Localization]?
        }
        struct Localization: Decodable {
            var stringUnit: StringUnit?
        }
        struct StringUnit: Decodable {
            var value: String
        }
        var sourceLanguage: String
        var strings: [String: Entry]
    }

    /// An Xcode String Catalog (JSON, Xcode 15): every language's strings, and the source
    /// language's strings also as the fallback. Keys sorted, so the table does not depend on the
    /// JSON's hash order.
    package static func catalog(_ bytes: [UInt8]) throws(Problem) -> StringTables {
        let catalog: Catalog
        do {
            catalog = try JSONDecoder().decode(Catalog.self, from: Data(bytes))
        } catch {
            throw Problem("is not an Xcode String Catalog (a JSON object with sourceLanguage and strings): \(DecodingErrorText.describe(error))")
        }
        var tables = StringTables()
        for key in catalog.strings.keys.sorted() {
            for (language, localization) in catalog.strings[key]?.localizations ?? [:] {
                guard let value = localization.stringUnit?.value else { continue }
                let entry = StringTables.Entry(key: key, value: value)
                tables.locales[language, default: []].append(entry)
                if language == catalog.sourceLanguage { tables.fallback.append(entry) }
            }
        }
        return tables
    }

    // MARK: Flat JSON

    /// `{"key": "text", …}`: one locale's strings.
    package static func flatJSON(_ bytes: [UInt8]) throws(Problem) -> [StringTables.Entry] {
        let object: [String: String]
        do {
            object = try JSONDecoder().decode([String: String].self, from: Data(bytes))
        } catch {
            throw Problem("is not a flat JSON object of strings ({\"key\": \"text\"}): \(DecodingErrorText.describe(error))")
        }
        return object.keys.sorted().map { StringTables.Entry(key: $0, value: object[$0] ?? "") }
    }

    // MARK: Android

    /// The `<string name>` elements of an Android `strings.xml`, their text unescaped as Android
    /// does (`\'`, `\"`, `\n`, `\t`, `\\`, `\@`, `\?`; outer double quotes kept verbatim inside,
    /// whitespace collapsed elsewhere). Format specifiers (`%1$s`) stay as written: a scene draws
    /// the text, it formats nothing.
    package static func androidStrings(_ bytes: [UInt8], file: String) throws(Problem) -> [StringTables.Entry] {
        let parsed = XMLReader.parse(bytes, file: file)
        if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
            throw Problem("is not well-formed XML (line \(error.location.line): \(error.message))")
        }
        guard let root = parsed.root, root.name == "resources" else {
            throw Problem("is not an Android resource file: its root element is not <resources>")
        }
        return root.children.compactMap { element in
            guard element.name == "string", let name = element.attribute("name")?.value else { return nil }
            return StringTables.Entry(key: name, value: unescapeAndroid(allText(element)))
        }
    }

    /// The element's character data with its descendants', in document order: an Android string's
    /// `<xliff:g id="n">%1$s</xliff:g>` placeholder (or `<b>`) keeps its text. `text` holds the element's
    /// own data, the leading run followed by each child's tail.
    static func allText(_ element: XMLElement) -> String {
        guard !element.children.isEmpty else { return element.text }
        let tails = element.children.reduce(0) { $0 + $1.tail.unicodeScalars.count }
        let own = element.text.unicodeScalars
        var text = String(String.UnicodeScalarView(own.prefix(max(own.count - tails, 0))))
        for child in element.children { text += allText(child) + child.tail }
        return text
    }

    /// Android's resource string rules: unquoted runs of whitespace become one space and the ends are
    /// trimmed; inside `"…"` whitespace is kept and the quotes are dropped; a backslash escapes.
    package static func unescapeAndroid(_ text: String) -> String {
        var out = ""
        var quoted = false
        var pendingSpace = false
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            switch scalar {
            case "\\":
                if pendingSpace, !out.isEmpty { out.append(" ") }
                pendingSpace = false
                guard let next = iterator.next() else { break }
                switch next {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "u":
                    // \uXXXX: four hex digits (aapt's escape); anything shorter is kept as written.
                    var digits = ""
                    while digits.count < 4, let hex = iterator.next() {
                        digits.unicodeScalars.append(hex)
                        if !hex.properties.isASCIIHexDigit { break }
                    }
                    if digits.count == 4, let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) {
                        out.unicodeScalars.append(decoded)
                    } else {
                        out += "u" + digits
                    }
                default: out.unicodeScalars.append(next)  // \' \" \\ \@ \? and anything else: the character
                }
            case "\"":
                quoted.toggle()
            case " ", "\n", "\t", "\r":
                // Whitespace inside quotes is kept as written; outside, a run is one space.
                if quoted {
                    out.unicodeScalars.append(scalar)
                } else {
                    pendingSpace = true
                }
            default:
                if pendingSpace, !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The locale of an Android `values-…` folder: `values-de` → `de`, `values-pt-rBR` → `pt-BR`,
    /// `values-b+sr+Latn` → `sr-Latn`; nil for `values` itself (the fallback) and for folders of other
    /// qualifiers (`values-night`, `values-v21`), which hold no translations. `.some(nil)`: `values`.
    package static func androidLocale(folder: String) -> String?? {
        if folder == "values" { return .some(nil) }
        guard folder.hasPrefix("values-") else { return nil }
        let qualifiers = folder.dropFirst("values-".count)
        if qualifiers.hasPrefix("b+") {
            let tag = qualifiers.dropFirst(2).split(separator: "+").joined(separator: "-")
            return LocaleTag.isValid(tag) ? .some(tag) : nil
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
        return .some(tag)
    }
}
