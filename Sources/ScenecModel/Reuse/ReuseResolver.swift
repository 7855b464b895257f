import ScenecCore
import ScenecXML

/// The reuse stage (format 1.1), run on the element tree before the reader: it reads `<include>`d
/// libraries, the tokens of the chosen theme and the component definitions, then gives back the scene's
/// tree with every `{name}` substituted and every component instance expanded into a `<group>`. The
/// reader then sees only built-in elements, each still carrying the location it is written at (and,
/// inside a component's body, the instances that copied it), so every existing attribute takes tokens
/// and every existing check reports inside components without knowing about them.
struct ReuseResolver {
    struct Outcome {
        /// The expanded scene, or nil when reuse itself failed (nothing sensible to read then).
        var root: XMLElement?
        var diagnostics: [Diagnostic]
        /// Themes the scene and its libraries declare, sorted, without "default".
        var themes: [String]
        /// Locales the scene, its libraries and their string tables declare, sorted.
        var locales: [String]
        /// The string tables' files, in the order read.
        var stringFiles: [IncludedSource]
        /// Every file included, in the order first included.
        var includes: [IncludedSource]
        /// The names of the user components, for "did you mean" on unknown elements.
        var componentNames: [String]
        /// Attributes whose references failed (already reported).
        var failedAttributes: Set<SourceLocation>
        /// Whether the scene declares tokens, includes or components (so its text is not what is drawn).
        var usesReuse: Bool
    }

    var context = ParseContext()
    var declarations = Declarations()
    /// Identities of the libraries being read, innermost last: an include of one of them is a cycle.
    private var includeStack: [(identity: String, file: String)] = []
    private var includedBytes = 0
    /// The locale being built (`--locale`): the one whose strings tables give tokens.
    var buildLocale: String?
    /// The string tables already read, by their files' identities.
    var readTables: Set<String> = []

    /// What the scene and its libraries declare, in precedence order (an included library's
    /// declarations before those of the file that includes it).
    struct Declarations {
        var tokens: [TokenDefinition] = []
        var components: [UserComponentDefinition] = []
        /// The children of libraries' `<defs>` that are not components (gradients, nodes to `use`).
        var libraryDefinitions: [XMLElement] = []
        var themes: Set<String> = []
        var locales: Set<String> = []
        var includes: [IncludedSource] = []
        var stringFiles: [IncludedSource] = []
        /// The first string table's source locale: the language of a build without `--locale`.
        var sourceLocale: String?
        /// The DTCG documents `<tokens href>` read, resolved together once the scene is read, and where
        /// in `tokens` the first of them stands (its tokens go there).
        var designTokens = DesignTokenPool()
        var designTokenIndex: Int?
        /// Design tokens whose value failed (reported in their file).
        var failedDesignTokens: Set<String> = []
    }

    /// The file readers the library supplies: includes and string tables (nil: a scene given without
    /// a folder, where both are errors).
    struct Loaders {
        var include: IncludeLoader?
        var strings: StringsLoader?
        /// Reads the DTCG files `<tokens href>` and resolver documents name (nil: such an element is an error).
        var tokens: IncludeLoader? = nil
    }

    static func resolve(_ root: XMLElement, file: String, choice: TokenChoice, loaders: Loaders) -> Outcome {
        var resolver = ReuseResolver()
        resolver.buildLocale = choice.locale
        resolver.gather(root, file: file, isLibrary: false, loaders: loaders)
        resolver.addDesignTokens(theme: choice.theme)
        resolver.checkTheme(choice.theme, at: root.location)
        resolver.checkLocale(choice.locale, at: root.location)
        var budget = Substitution.Budget()
        var tokens = TokenTable(resolver.declarations.tokens, theme: choice.theme, locale: choice.locale, overrides: choice.overrides,
                                budget: &budget, context: &resolver.context)
        tokens.markFailed(resolver.declarations.failedDesignTokens)
        let components = UserComponentTable(resolver.declarations.components, context: &resolver.context)
        var expander = ReuseExpander(tokens: tokens, components: components, budget: budget)
        expander.pluralLocale = choice.locale ?? resolver.declarations.sourceLocale
        expander.ignoredColumns = choice.ignoredColumns
        let expanded = expander.expandScene(root, libraryDefinitions: resolver.declarations.libraryDefinitions)
        resolver.warnUnused(choice.overrides, tokens: tokens, used: expander.usedOverrides.union(tokens.usedOverrides), at: root.location)
        let diagnostics = resolver.context.diagnostics + expander.context.diagnostics
        return Outcome(root: expanded, diagnostics: diagnostics, themes: resolver.declarations.themes.sorted(),
                       locales: resolver.declarations.locales.sorted(), stringFiles: resolver.declarations.stringFiles,
                       includes: resolver.declarations.includes, componentNames: components.names,
                       failedAttributes: expander.failedAttributes,
                       usesReuse: !resolver.declarations.tokens.isEmpty || !resolver.declarations.includes.isEmpty
                           || !resolver.declarations.stringFiles.isEmpty || !choice.overrides.isEmpty || !components.names.isEmpty)
    }

    /// Asking for a theme nothing declares is an error naming the themes there are.
    private mutating func checkTheme(_ theme: String?, at location: SourceLocation) {
        guard let theme, theme != ReuseResolver.defaultTheme, !declarations.themes.contains(theme) else { return }
        let defined = declarations.themes.sorted()
        let list = defined.isEmpty
            ? "it defines no themes besides 'default'"
            : "it defines \(defined.map { "'\($0)'" }.joined(separator: ", ")) besides 'default'"
        var message = "theme '\(theme)' is not defined by this scene (\(list))"
        if let hint = Spelling.suggestion(for: theme, among: defined) { message += "; did you mean '\(hint)'?" }
        context.error(message, at: location)
    }

    /// A `--set` token the scene neither defines nor uses is most likely misspelt: a warning with a hint.
    /// A data row's columns are not checked (a column may only name the file, like `slug`).
    private mutating func warnUnused(_ overrides: [TokenOverride], tokens: TokenTable, used: Set<String>, at location: SourceLocation) {
        // Without a `--set` to check, the names are not gathered (a design system has tens of thousands).
        guard overrides.contains(where: { $0.origin == nil }) else { return }
        let defined = Set(tokens.allNames)
        var warned: Set<String> = []
        for override in overrides where override.origin == nil && !used.contains(override.name) && !defined.contains(override.name) {
            guard warned.insert(override.name).inserted else { continue }
            var message = "--set \(override.name): this scene neither defines nor uses the token '\(override.name)'"
            if let hint = Spelling.suggestion(for: override.name, among: Array(defined).sorted()) { message += " (did you mean '\(hint)'?)" }
            context.warning(message, at: location)
        }
    }

    /// Asking for a locale nothing declares is an error naming the locales there are.
    private mutating func checkLocale(_ locale: String?, at location: SourceLocation) {
        guard let locale, !declarations.locales.contains(locale) else { return }
        let defined = declarations.locales.sorted()
        let list = defined.isEmpty
            ? "it declares no locales: <tokens locale=\"…\"> or <strings href=\"…\"> would"
            : "it declares \(defined.map { "'\($0)'" }.joined(separator: ", "))"
        var message = "locale '\(locale)' is not declared by this scene (\(list))"
        if let hint = Spelling.suggestion(for: locale, among: defined) { message += "; did you mean '\(hint)'?" }
        context.error(message, at: location)
    }

    /// The name `--theme` uses for the tokens without a theme.
    static let defaultTheme = "default"

    // MARK: Gathering

    /// The declarations among `root`'s children: `<tokens>`, `<include>`, and the components in `<defs>`.
    /// In a library that is all there may be; in a scene the rest is left to the expander and the reader.
    mutating func gather(_ root: XMLElement, file: String, isLibrary: Bool, loaders: Loaders) {
        var sawNode = false
        for child in root.children {
            let kind = ElementCatalog.kinds[child.name]
            if kind == .tokens {
                readTokens(child, file: file, loader: loaders.tokens)
            } else if kind == .include {
                if sawNode { context.error("<include> must come before the scene's first node", at: child.location) }
                readInclude(child, file: file, loaders: loaders)
            } else if kind == .strings {
                if sawNode { context.error("<strings> must come before the scene's first node", at: child.location) }
                readStrings(child, file: file, loader: loaders.strings)
            } else if kind == .defs {
                readDefinitions(child, isLibrary: isLibrary)
            } else {
                if kind?.definition.role.isNode ?? true { sawNode = true }
                if isLibrary {
                    var message = "<\(child.name)> is not allowed inside <library>; a library holds <tokens>, <strings>, <defs> and <include>"
                    if kind == nil, let hint = Spelling.suggestion(for: child.name, among: ["tokens", "strings", "defs", "include"]) {
                        message += " (did you mean <\(hint)>?)"
                    }
                    context.error(message, at: child.location)
                }
            }
        }
    }

    private mutating func readTokens(_ element: XMLElement, file: String, loader: IncludeLoader?) {
        let attributes = AttributeReader(element, kind: .tokens, context: &context)
        var theme: String?
        if let name = attributes.string("theme") {
            if name == Self.defaultTheme {
                context.error("theme: 'default' names the tokens without a theme; write <tokens> without theme=",
                              at: attributes.location(of: "theme"))
            } else if !Substitution.isName(name) {
                context.error("theme: '\(name)' is not a theme name: letters, digits, '_', '-' and '.', starting with a letter or '_'",
                              at: attributes.location(of: "theme"))
            } else {
                theme = name
                declarations.themes.insert(name)
            }
        }
        var locale: String?
        if let tag = attributes.string("locale") {
            if LocaleTag.isValid(tag) {
                locale = tag
                declarations.locales.insert(tag)
            } else {
                context.error("locale: '\(tag)' is not a locale: a BCP 47 tag like de, pt-BR or zh-Hant", at: attributes.location(of: "locale"))
            }
        }
        if let href = attributes.string("href") {
            if locale != nil {
                context.error("locale: a token file is not read per locale; use <tokens locale> with <token> elements, or <strings>", at: attributes.location(of: "locale"))
            }
            readDesignTokens(element, href: href, at: attributes.location(of: "href"), theme: theme, file: file, loader: loader)
            return
        }
        if !element.text.trimmingWhitespace().isEmpty {
            context.error("<tokens> cannot contain text; it holds <token name value> elements", at: element.location)
        }
        var seen: [String: SourceLocation] = [:]
        for child in element.children {
            guard child.name == ElementKind.token.name else {
                context.error("<\(child.name)> is not allowed inside <tokens>; it holds <token name value> elements", at: child.location)
                continue
            }
            let token = AttributeReader(child, kind: .token, context: &context)
            guard let name = token.string("name") else {
                context.error("<token> needs a name", at: child.location)
                continue
            }
            guard Substitution.isName(name) else {
                context.error("name: '\(name)' is not a token name: letters, digits, '_', '-' and '.', starting with a letter or '_'",
                              at: token.location(of: "name"))
                continue
            }
            guard let value = token.string("value") else {
                context.error("<token> '\(name)' needs a value", at: child.location)
                continue
            }
            if let first = seen[name] {
                context.error("name: token '\(name)' is already defined in these <tokens> at line \(first.line)", at: token.location(of: "name"))
                continue
            }
            seen[name] = token.location(of: "name")
            declarations.tokens.append(TokenDefinition(name: name, value: value, theme: theme, locale: locale, nameLocation: token.location(of: "name"),
                                                       valueLocation: token.location(of: "value")))
        }
    }

    /// Components go to the component table; in a library, everything else in `<defs>` is spliced into
    /// the scene's definitions (shared gradients, nodes to `use`).
    private mutating func readDefinitions(_ defs: XMLElement, isLibrary: Bool) {
        for child in defs.children {
            if child.name == ElementKind.component.name {
                if let component = UserComponentDefinition.read(child, context: &context) { declarations.components.append(component) }
            } else if isLibrary {
                declarations.libraryDefinitions.append(child)
            }
        }
    }

    // MARK: Includes

    private mutating func readInclude(_ element: XMLElement, file: String, loaders: Loaders) {
        let loader = loaders.include
        let attributes = AttributeReader(element, kind: .include, context: &context)
        if !element.children.isEmpty || !element.text.trimmingWhitespace().isEmpty {
            context.error("<include> takes no content", at: element.location)
        }
        guard let href = attributes.string("href") else {
            context.error("<include> needs an href: the path of a <library> file", at: element.location)
            return
        }
        let location = attributes.location(of: "href")
        guard let loader else {
            context.error("href: this scene was given without a folder to include files from", at: location)
            return
        }
        let source: IncludedSource
        switch loader(IncludeRequest(href: href, includingFile: file)) {
        case .success(let read): source = read
        case .failure(let refusal):
            context.error(refusal.message, at: location)
            return
        }
        if let index = includeStack.firstIndex(where: { $0.identity == source.identity }) {
            let chain = includeStack[index...].map(\.file) + [source.file]
            context.error("href: including \(source.file) again makes a cycle (\(chain.joined(separator: " → ")))", at: location)
            return
        }
        // A library two others include (a diamond) is read once.
        guard !declarations.includes.contains(where: { $0.identity == source.identity }) else { return }
        guard declarations.includes.count < Limits.includedFiles else {
            context.error("href: a scene may include at most \(Limits.includedFiles) files; this is refused", at: location)
            return
        }
        includedBytes += source.bytes.count
        guard includedBytes <= Limits.includedBytes else {
            context.error("href: the included files are larger than \(Limits.includedBytes / 1024 / 1024) MiB together; this is refused", at: location)
            return
        }
        declarations.includes.append(source)
        let xml = XMLReader.parse(source.bytes, file: source.file)
        context.diagnostics += xml.diagnostics
        guard let root = xml.root else { return }
        guard root.name == ElementKind.library.name else {
            context.error("the root element of an included file must be <library>, not <\(root.name)>", at: root.location)
            return
        }
        _ = AttributeReader(root, kind: .library, context: &context)
        if !root.text.trimmingWhitespace().isEmpty {
            context.error("<library> cannot contain text", at: root.location)
        }
        includeStack.append((source.identity, source.file))
        gather(root, file: source.file, isLibrary: true, loaders: loaders)
        includeStack.removeLast()
    }
}
