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
        var order: [String] = []
        var entries: [String: Entry] = [:]
        for (column, theme) in chosen.enumerated() {
            let name = theme == ReuseResolver.defaultTheme ? nil : theme
            var themed = resolver
            themed.context = ParseContext()
            themed.addDesignTokens(theme: name)
            var budget = Substitution.Budget()
            let table = TokenTable(themed.declarations.tokens, theme: name, budget: &budget, context: &themed.context)
            diagnostics += themed.context.diagnostics
            // The definition that wins for each name in this theme: the theme's, else the default's.
            var winners: [String: TokenDefinition] = [:]
            for definition in themed.declarations.tokens where definition.locale == nil && definition.theme == nil { winners[definition.name] = definition }
            for definition in themed.declarations.tokens where definition.locale == nil && definition.theme != nil && definition.theme == name {
                winners[definition.name] = definition
            }
            var seen: Set<String> = []
            for definition in themed.declarations.tokens where definition.locale == nil {
                let key = definition.name
                guard seen.insert(key).inserted, let winner = winners[key] else { continue }
                if entries[key] == nil {
                    order.append(key)
                    entries[key] = Entry(name: key, type: winner.design?.type.rawValue ?? "token", values: Array(repeating: nil, count: chosen.count),
                                         origin: winner.nameLocation, description: nil, deprecated: winner.deprecated)
                }
                entries[key]?.values[column] = table.values[key]
                if entries[key]?.type == "token", let type = winner.design?.type.rawValue { entries[key]?.type = type }
            }
        }
        // Descriptions come from the default theme's design tokens.
        if !resolver.declarations.designTokens.isEmpty {
            var ignored = ParseContext()
            let resolution = resolver.declarations.designTokens.resolve(theme: nil, context: &ignored)
            for (name, token) in resolution.tokens { entries[name]?.description = token.raw.description }
        }
        return TokenReport(themes: chosen, entries: order.compactMap { entries[$0] }, diagnostics: diagnostics.onePerWrittenPlace())
    }
}
