import FoundationEssentials
import ScenecModel

/// The string-table formats `<strings href>` reads, each a pure function of a file's bytes (the
/// Android and JSON readers are in their own files). A problem is a message naming what is wrong (the
/// caller adds the file).
package enum StringTableFormats {
    package struct Problem: Error, Sendable, Equatable {
        package var message: String
        init(_ message: String) { self.message = message }
    }

    // MARK: Xcode String Catalog

    /// The parts of an `.xcstrings` file scenec reads: each key's localizations (a `stringUnit`, or
    /// `variations` by plural category or device, which may nest) and `shouldTranslate`. Comments,
    /// states and `substitutions` are not read.
    private struct Catalog: Decodable {
        struct Entry: Decodable {
            var localizations: [String: Localization]?
            var shouldTranslate: Bool?
        }
        struct Localization: Decodable {
            var stringUnit: StringUnit?
            var variations: Variations?
        }
        struct Variations: Decodable {
            var plural: [String: Localization]?
            var device: [String: Localization]?
        }
        struct StringUnit: Decodable {
            var value: String
        }
        var sourceLanguage: String
        var strings: [String: Entry]
    }

    /// An Xcode String Catalog (JSON, Xcode 15): every language's strings, the source language a locale
    /// like the others. A key without a localization in the source language is its own source text
    /// (Xcode's rule: the key is the English text); a `shouldTranslate: false` key is its source text in
    /// every locale. Keys sorted, so the table does not depend on the JSON's hash order.
    package static func catalog(_ bytes: [UInt8]) throws(Problem) -> StringTables {
        let catalog: Catalog
        do {
            catalog = try JSONDecoder().decode(Catalog.self, from: Data(bytes))
        } catch {
            throw Problem("is not an Xcode String Catalog (a JSON object with sourceLanguage and strings): \(DecodingErrorText.describe(error))")
        }
        let source = catalog.sourceLanguage
        var tables = StringTables(locales: [source: []], sourceLocale: source)
        for key in catalog.strings.keys.sorted() {
            let entry = catalog.strings[key]
            let localizations = entry?.localizations ?? [:]
            var sourceEntry = localizations[source].flatMap { text(of: $0, key: key) } ?? StringTables.Entry(key: key, value: key)
            if sourceEntry.isEmpty { sourceEntry = StringTables.Entry(key: key, value: key) }
            sourceEntry.everyLocale = entry?.shouldTranslate == false
            tables.locales[source, default: []].append(sourceEntry)
            guard !sourceEntry.everyLocale else { continue }
            for language in localizations.keys.sorted() where language != source {
                guard let localization = localizations[language], let translated = text(of: localization, key: key) else { continue }
                tables.locales[language, default: []].append(translated)
            }
        }
        return tables
    }

    /// A localization's text: its `stringUnit`, or its device variation `other` (else the first by
    /// name), or its plural forms (`other` as the text). Xcode's `zero` form is also `=0`: Apple
    /// platforms use it for 0 in every language.
    private static func text(of localization: Catalog.Localization, key: String) -> StringTables.Entry? {
        if let unit = localization.stringUnit { return StringTables.Entry(key: key, value: unit.value) }
        if let devices = localization.variations?.device, !devices.isEmpty {
            let chosen = devices["other"] ?? devices[devices.keys.sorted()[0]]
            return chosen.flatMap { text(of: $0, key: key) }
        }
        guard let plural = localization.variations?.plural, !plural.isEmpty else { return nil }
        var forms: [String: String] = [:]
        for (category, form) in plural {
            guard let value = text(of: form, key: key)?.value else { continue }
            forms[category] = value
            if category == "zero" { forms["=0"] = value }
        }
        guard !forms.isEmpty else { return nil }
        return StringTables.Entry(key: key, value: forms["other"] ?? forms[forms.keys.sorted()[0]] ?? "", plural: forms)
    }
}
