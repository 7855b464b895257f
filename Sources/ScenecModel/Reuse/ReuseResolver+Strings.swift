import ScenecCore
import ScenecXML

extension ReuseResolver {
    /// `<strings href>`: an app's translations become tokens (a key that is a token name; the others
    /// are counted in one warning), taken as written, below the `<tokens>` that follow. The source
    /// locale's strings are tokens without a locale: what a build without `--locale` draws, and what a
    /// locale draws for a string it does not translate (one warning per locale counts those). Only the
    /// locale being built is turned into tokens, so a build of N locales does N times one locale's work.
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
        let identities = tables.files.map(\.identity).joined(separator: "\u{0}")
        guard readTables.insert(identities).inserted else { return }
        let known = Set(declarations.stringFiles.map(\.identity))
        declarations.stringFiles += tables.files(for: buildLocale).filter { !known.contains($0.identity) }
        context.diagnostics += tables.problems
        if declarations.sourceLocale == nil { declarations.sourceLocale = tables.sourceLocale }
        for tag in tables.declared.union(tables.locales.keys).sorted() {
            guard LocaleTag.isValid(tag) else {
                context.warning("href: '\(tag.lineBreaksEscaped)' in \(href) is not a locale (a BCP 47 tag like de, pt-BR or zh-Hant); its strings are skipped", at: location)
                continue
            }
            declarations.locales.insert(tag)
        }
        var skipped: [String] = []
        func add(_ entries: [StringTables.Entry], locale: String?) {
            for entry in entries {
                guard Substitution.isName(entry.key) else {
                    skipped.append(entry.key)
                    continue
                }
                declarations.tokens.append(TokenDefinition(name: entry.key, value: entry.value, theme: nil, locale: locale, literal: true,
                                                           nameLocation: location, valueLocation: location,
                                                           plural: entry.plural, spans: entry.spans, substitutions: entry.substitutions))
            }
        }
        let sourceEntries = tables.sourceLocale.flatMap { tables.locales[$0] } ?? []
        add(sourceEntries, locale: nil)
        if let locale = buildLocale, locale != tables.sourceLocale, LocaleTag.isValid(locale) {
            let own = (tables.locales[locale] ?? []).filter { !$0.isEmpty }
            add(own, locale: locale)
            let translated = Set(own.map(\.key))
            let missing = sourceEntries.filter { !$0.everyLocale && !translated.contains($0.key) && Substitution.isName($0.key) }.map(\.key)
            if let first = missing.first, let source = tables.sourceLocale {
                let count = Set(missing).count
                context.warning("href: \(count) \(count == 1 ? "string has" : "strings have") no translation in '\(locale)' (such as '\(first.lineBreaksEscaped)') and \(count == 1 ? "draws" : "draw") the source text ('\(source)')",
                                at: location)
            }
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
