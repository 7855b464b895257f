import ScenecCore
import ScenecXML

extension ReuseResolver {
    /// `<strings href>`: an app's translations become tokens of their locales (a key that is a token
    /// name; the others are counted in one warning), taken as written, below the `<tokens>` that
    /// follow. The strings without a locale (Android's `values/`, a catalog's source language) are
    /// tokens of every locale that does not translate them.
    mutating func readStrings(_ element: XMLElement, file: String, loader: StringsLoader?) {
        let attributes = AttributeReader(element, kind: .strings, context: &context)
        if !element.children.isEmpty || !element.text.trimmingWhitespace().isEmpty {
            context.error("<strings> takes no content", at: element.location)
        }
        guard let href = attributes.string("href") else {
            context.error("<strings> needs an href: an .xcstrings file, an Android res folder or a folder of JSON files", at: element.location)
            return
        }
        let location = attributes.location(of: "href")
        guard let loader else {
            context.error("href: this scene was given without a folder to read string tables from", at: location)
            return
        }
        let tables: StringTables
        switch loader(IncludeRequest(href: href, includingFile: file)) {
        case .success(let read): tables = read
        case .failure(let refusal):
            context.error(refusal.message, at: location)
            return
        }
        // The same table named again adds nothing (its tokens are already there), so a scene repeating
        // one `<strings>` thousands of times costs one table's tokens.
        let known = Set(declarations.stringFiles.map(\.identity))
        guard !tables.files.allSatisfy({ known.contains($0.identity) }) else { return }
        declarations.stringFiles += tables.files.filter { !known.contains($0.identity) }
        var skipped: [String] = []
        func add(_ entries: [StringTables.Entry], locale: String?) {
            for entry in entries {
                guard Substitution.isName(entry.key) else {
                    skipped.append(entry.key)
                    continue
                }
                declarations.tokens.append(TokenDefinition(name: entry.key, value: entry.value, theme: nil, locale: locale, literal: true,
                                                           nameLocation: location, valueLocation: location))
            }
        }
        add(tables.fallback, locale: nil)
        for locale in tables.locales.keys.sorted() {
            guard LocaleTag.isValid(locale) else {
                context.error("href: '\(locale)' in \(href) is not a locale: a BCP 47 tag like de, pt-BR or zh-Hant", at: location)
                continue
            }
            declarations.locales.insert(locale)
            add(tables.locales[locale] ?? [], locale: locale)
        }
        if let first = skipped.first {
            // One warning for the whole table: an app's catalog has many keys that are sentences.
            let distinct = Set(skipped).count
            context.warning(
                "href: \(distinct) string \(distinct == 1 ? "key is not a token name and is" : "keys are not token names and are") skipped (such as '\(first.lineBreaksEscaped)'); name a key with letters, digits, '_', '-' and '.' to use it as {key}",
                at: location)
        }
    }
}
