import ScenecCore
import ScenecXML

/// Every token a scene (or a DTCG file) defines, resolved in each theme, with where each comes from:
/// what `scenec tokens` prints for review and for other tools.
public struct TokenReport: Sendable {
    public struct Entry: Sendable, Hashable {
        public var name: String
        /// The DTCG type (`color`, `dimension`…), or `token` for a scene's `<token>`.
        public var type: String
        /// The value in each of `themes` (nil: the token has none there), as `{name}` substitutes it.
        public var values: [String?]
        /// Where the token is defined (the JSON file's line for a design token; the default theme's
        /// definition when it has one).
        public var origin: SourceLocation
        public var description: String?
        public var deprecated: String?
    }

    /// `default` first, then the themes asked for (or all the scene declares).
    public var themes: [String]
    public var entries: [Entry]
    public var diagnostics: [Diagnostic]

    public init(themes: [String], entries: [Entry], diagnostics: [Diagnostic]) {
        self.themes = themes
        self.entries = entries
        self.diagnostics = diagnostics
    }

    /// The report for a scene's element tree (`root`), read with the library's loaders: every token of
    /// every theme in `themes` (nil: all the scene declares, after `default`).
    public static func make(root: XMLElement, file: String, themes: [String]?, include: IncludeLoader?, strings: StringsLoader?,
                            tokens: IncludeLoader?) -> TokenReport {
        var resolver = ReuseResolver()
        resolver.gather(root, file: file, isLibrary: false, loaders: .init(include: include, strings: strings, tokens: tokens))
        let declared = resolver.declarations.themes.sorted()
        var chosen = themes ?? ([ReuseResolver.defaultTheme] + declared)
        if themes == nil, let first = chosen.first, first != ReuseResolver.defaultTheme { chosen.insert(ReuseResolver.defaultTheme, at: 0) }
        var diagnostics = resolver.context.diagnostics
        for theme in chosen where theme != ReuseResolver.defaultTheme && !declared.contains(theme) {
            var message = "theme '\(theme)' is not defined here (\(declared.isEmpty ? "no themes besides 'default'" : declared.map { "'\($0)'" }.joined(separator: ", ")))"
            if let hint = Spelling.suggestion(for: theme, among: declared) { message += "; did you mean '\(hint)'?" }
            diagnostics.append(.error(message, at: root.location))
        }
        // Entries in the order first met, found by name through their place.
        var entries: [Entry] = []
        var places: [String: Int] = [:]
        for (column, theme) in chosen.enumerated() {
            let name = theme == ReuseResolver.defaultTheme ? nil : theme
            var themed = resolver
            themed.context = ParseContext()
            themed.addDesignTokens(theme: name)
            var budget = Substitution.Budget()
            let table = TokenTable(themed.declarations.tokens, theme: name, budget: &budget, context: &themed.context)
            diagnostics += themed.context.diagnostics
            // The definition that wins for each name in this theme: the theme's, else the default's (by its
            // place in the list: a design system's are many, and large to copy).
            // Fields are read in place (by index): a definition is large, and copying each whole costs
            // more than the lookups.
            let definitions = themed.declarations.tokens
            var winners: [String: Int] = [:]
            winners.reserveCapacity(definitions.count)
            for index in definitions.indices where definitions[index].locale == nil && definitions[index].theme == nil { winners[definitions[index].name] = index }
            for index in definitions.indices where definitions[index].locale == nil && definitions[index].theme != nil && definitions[index].theme == name {
                winners[definitions[index].name] = index
            }
            entries.reserveCapacity(winners.count)
            places.reserveCapacity(winners.count)
            for position in definitions.indices where definitions[position].locale == nil {
                let key = definitions[position].name
                // The first definition of a name adds it (an index of the name's winner is taken once).
                guard let index = winners.removeValue(forKey: key) else { continue }
                let type = definitions[index].design?.type.rawValue
                let place: Int
                if let found = places[key] { place = found } else {
                    place = entries.count
                    places[key] = place
                    entries.append(Entry(name: key, type: type ?? "token", values: Array(repeating: nil, count: chosen.count),
                                         origin: definitions[index].nameLocation, description: definitions[index].description,
                                         deprecated: definitions[index].deprecated))
                }
                entries[place].values[column] = table.values[key]
                if entries[place].type == "token", let type { entries[place].type = type }
            }
        }
        return TokenReport(themes: chosen, entries: entries, diagnostics: diagnostics.onePerWrittenPlace())
    }
}
