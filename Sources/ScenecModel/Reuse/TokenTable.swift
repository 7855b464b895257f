import ScenecCore

/// One `<token name value>` as written, in the theme and locale of its `<tokens>` (nil: the default
/// theme, every locale), or one string of a `<strings>` table (a locale's, taken as written).
struct TokenDefinition {
    var name: String
    var value: String
    var theme: String?
    var locale: String? = nil
    /// A string table's translation is text, not a token value: its braces are drawn as written.
    var literal = false
    /// Where `name` and `value` are written, for messages.
    var nameLocation: SourceLocation
    var valueLocation: SourceLocation
    /// A string table's plural forms by CLDR category or `=N` (empty: not a plural string).
    var plural: [String: String] = [:]
    /// A string table's rich-text runs of `value` (Android markup).
    var spans: [StringSpan] = []
    /// An Xcode catalog string's variables (`%#@files@`), each with its plural forms.
    var substitutions: [String: StringSubstitution] = [:]
    /// A design token's (DTCG) typed value: what `typography=`, `shadow=`, `border=` and a gradient
    /// `fill=` apply, and what a problem where it is used is checked against.
    var design: DesignTokenValue? = nil
    /// A design token's `$deprecated` explanation ("" for `true`): a use of it is a warning.
    var deprecated: String? = nil
    /// A design token's `$description`, for `scenec tokens`.
    var description: String? = nil
}

/// The themes that define a token name, in the order met. Most names have one (a design system's tens
/// of thousands are all the default theme's): it is kept without an array of its own.
struct ThemeNames {
    private var first: String
    private var more: [String] = []

    init(_ theme: String) { first = theme }

    mutating func insert(_ theme: String) {
        if theme != first && !more.contains(theme) { more.append(theme) }
    }

    func sorted() -> [String] { ([first] + more).sorted() }
}

/// The tokens of one theme with every `{name}` in their values resolved: the default theme's tokens,
/// overridden by the chosen theme's. Definitions come in precedence order (an included library's
/// first, then the including file's), and a later definition of a name overrides an earlier one, so a
/// scene can change a design system's `brand`.
struct TokenTable {
    /// Resolved values by name.
    private(set) var values: [String: String] = [:]
    /// Every name some theme defines, with the themes that define it: for "did you mean" and for saying
    /// that a token exists in another theme only.
    private(set) var themesByName: [String: ThemeNames] = [:]
    /// Tokens of this theme whose value failed (a cycle, an unknown reference, the budget), each
    /// reported once at its value: a use of one is not "unknown" or "without a value in this theme".
    private(set) var failedNames: Set<String> = []
    /// Where the values of the build's own tokens (`--set`, a data row) come from, by name, also for the
    /// tokens whose values refer to them: a problem they cause is reported there too.
    private(set) var origins: [String: SourceLocation] = [:]

    init() {}

    /// The tokens of `theme` and `locale`: for a name, a definition for both wins, then the locale's,
    /// then the theme's, then the default (the order of `<tokens theme locale>`'s contract); the
    /// build's `overrides` win over all of them and are taken as written.
    init(_ definitions: [TokenDefinition], theme: String?, locale: String? = nil, overrides: [TokenOverride] = [],
         budget: inout Substitution.Budget, context: inout ParseContext) {
        // The definition that wins for each name, by its place in `definitions`: a design system brings
        // tens of thousands, and a definition is large to copy.
        var winners: [String: Int] = [:]
        winners.reserveCapacity(definitions.count)
        // Fields are read in place (by index) throughout: copying each definition whole cost more than
        // the lookups.
        func take(theme wantsTheme: Bool, locale wantsLocale: Bool) {
            for index in definitions.indices {
                let (definitionTheme, definitionLocale) = (definitions[index].theme, definitions[index].locale)
                guard (definitionTheme != nil) == wantsTheme && (definitionLocale != nil) == wantsLocale
                    && (!wantsTheme || definitionTheme == theme) && (!wantsLocale || definitionLocale == locale) else { continue }
                winners[definitions[index].name] = index
            }
        }
        take(theme: false, locale: false)
        take(theme: true, locale: false)
        take(theme: false, locale: true)
        take(theme: true, locale: true)
        // A design system's names each go into several of these: grown once, not doubled step by step.
        themesByName.reserveCapacity(winners.count)
        let designCount = winners.values.reduce(0) { count, index in
            guard case .some = definitions[index].design else { return count }
            return count + 1
        }
        designValues.reserveCapacity(designCount)
        origins.reserveCapacity(designCount)
        for position in definitions.indices where definitions[position].locale == nil {
            // A list per name, not a set: a name has one theme or a few, and a design system 10,000 names.
            let theme = definitions[position].theme ?? "default"
            let name = definitions[position].name
            // Found and filed with one lookup (a design system's names are each hashed here once).
            themesByName[name, default: ThemeNames(theme)].insert(theme)
        }
        for position in definitions.indices where definitions[position].locale != nil && themesByName[definitions[position].name] == nil {
            localesByName[definitions[position].name, default: []].insert(definitions[position].locale ?? "")
        }
        // The build's tokens are resolved before the scene's, which may refer to them.
        for override in overrides {
            overridden.insert(override.name)
            winners[override.name] = nil
            values[override.name] = override.value
            if let origin = override.origin { origins[override.name] = origin }
        }
        // A literal value is resolved as it is; only the others are walked for references.
        var effective: [String: TokenDefinition] = [:]
        values.reserveCapacity(values.count + winners.count)
        for (name, index) in winners {
            guard definitions[index].literal else {
                effective[name] = definitions[index]
                continue
            }
            values[name] = definitions[index].value
            // A design token's value is not a string-table string (a design system has thousands).
            let design = definitions[index].design
            if case .none = design { tableStrings.insert(name) }
            if !definitions[index].plural.isEmpty { plurals[name] = definitions[index].plural }
            if !definitions[index].substitutions.isEmpty { substitutions[name] = definitions[index].substitutions }
            if !definitions[index].spans.isEmpty { spans[name] = definitions[index].spans }
            // A design token's problems where it is used also name its line in the JSON file.
            if let design {
                designValues[name] = design
                origins[name] = definitions[index].valueLocation
            }
            if let deprecated = definitions[index].deprecated { deprecations[name] = (deprecated, definitions[index].nameLocation) }
        }
        resolve(effective, budget: &budget, context: &context)
    }

    /// The design tokens (DTCG) of this theme, typed, by name.
    private(set) var designValues: [String: DesignTokenValue] = [:]
    /// Design tokens marked `$deprecated`: the explanation and where the token is written.
    private(set) var deprecations: [String: (message: String, location: SourceLocation)] = [:]

    /// Design tokens whose value failed in their file (reported there), unless something else gives the
    /// name a value: their uses in the scene say nothing more.
    mutating func markFailed(_ names: Set<String>) {
        for name in names where values[name] == nil { failedNames.insert(name) }
    }

    /// The names the build's own tokens set.
    private(set) var overridden: Set<String> = []
    /// Those the scene's own token values refer to.
    private(set) var usedOverrides: Set<String> = []

    /// The names whose values are string-table strings (their `{{name}}` is filled when drawn).
    private(set) var tableStrings: Set<String> = []
    /// String-table plurals by name: their forms by CLDR category or `=N` (`values` holds `other`).
    private(set) var plurals: [String: [String: String]] = [:]
    /// Xcode catalog strings with variables (`%#@files@`), by name: each variable's plural forms.
    private(set) var substitutions: [String: [String: StringSubstitution]] = [:]
    /// String-table rich-text runs by name (Android markup), as UTF-8 offsets into `values`.
    private(set) var spans: [String: [StringSpan]] = [:]

    /// Names only `<tokens locale>` or a string table define, with the locales that do.
    private(set) var localesByName: [String: Set<String>] = [:]

    /// Every name any theme defines.
    var allNames: [String] { Array(themesByName.keys) + Array(localesByName.keys) }

    /// Resolves references between tokens in dependency order (an iterative depth-first walk, so a long
    /// chain of tokens needs no deep recursion); a token on a cycle is an error at its value.
    private mutating func resolve(_ effective: [String: TokenDefinition], budget: inout Substitution.Budget, context: inout ParseContext) {
        var references: [String: [String]] = [:]
        for (name, definition) in effective {
            var names: [String] = []
            var scratch = Substitution.Budget(remaining: Int.max)
            _ = Substitution.apply(definition.value, budget: &scratch) { referenced in
                names.append(referenced)
                return ""
            }
            references[name] = names.filter { effective[$0] != nil }
        }
        var failed: Set<String> = []
        var hints = HintBudget()
        DependencyWalk.walk(effective.keys.sorted(), successors: { references[$0] ?? [] }, cycle: { from, _, path in
            // Reported once, at the token that closes the cycle.
            if !failed.contains(from), let definition = effective[from] {
                context.error("value: token '\(from)' refers to itself (\(path.joined(separator: " → ")))", at: definition.valueLocation)
            }
            failed.insert(from)
        }, finish: { name in
            finish(name, effective: effective, failed: &failed, budget: &budget, hints: &hints, context: &context)
        })
        failedNames = failed
    }

    /// Substitutes one token's value once every token it refers to is resolved.
    private mutating func finish(_ name: String, effective: [String: TokenDefinition], failed: inout Set<String>,
                                 budget: inout Substitution.Budget, hints: inout HintBudget, context: inout ParseContext) {
        guard let definition = effective[name], !failed.contains(name) else { return }
        var dependsOnFailure = false
        let result: Result<String, Substitution.Problems>
        var origin: SourceLocation?
        var referencedOverrides: Set<String> = []
        defer { usedOverrides.formUnion(referencedOverrides) }
        do {
            // A copy the closure may read while `self` is borrowed; its scope ends before `values` is
            // written below, so the write does not copy the whole table (once per token: quadratic).
            let resolved = values
            let known = origins
            let overriddenNames = overridden
            result = Substitution.apply(definition.value, budget: &budget) { referenced in
                if let value = resolved[referenced] {
                    if overriddenNames.contains(referenced) { referencedOverrides.insert(referenced) }
                    origin = origin ?? known[referenced]
                    return value
                }
                if effective[referenced] != nil {
                    dependsOnFailure = true  // reported at that token
                    return ""
                }
                return nil
            }
        }
        switch result {
        case .success(let value):
            if dependsOnFailure { failed.insert(name) } else { values[name] = value }
            if let origin { origins[name] = origin }
        case .failure(let problems):
            failed.insert(name)
            for problem in problems.list {
                context.error(Substitution.message(problem, in: "value", unknown: { unknownMessage(for: $0, params: [], hints: &hints) }),
                              at: definition.valueLocation)
            }
        }
    }

    /// "unknown token 'brnd' (did you mean 'brand'?)", or that the token is only in other themes.
    /// `params` are the names a component body may also use.
    func unknownMessage(for name: String, params: [String], hints: inout HintBudget) -> String {
        if let locales = localesByName[name] {
            let list = locales.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return "token '\(name)' has no value in this locale (only in \(list)); give it one in <tokens> without a locale"
        }
        if let themes = themesByName[name] {
            let list = themes.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return "token '\(name)' has no value in this theme (only in \(list)); give it one in <tokens> without a theme"
        }
        let what = params.isEmpty ? "token" : "token or param"
        var message = "unknown \(what) '\(name)'"
        if hints.spend(params.count + themesByName.count + localesByName.count),
           let hint = Spelling.suggestion(for: name, among: params + allNames) {
            message += " (did you mean '\(hint)'?)"
        }
        return message
    }
}
