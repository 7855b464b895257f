import ScenecCore
import ScenecXML

extension ReuseResolver {
    /// `<tokens href="tokens.json"/>`: a DTCG token file or a Resolver module document, read with the
    /// `tokens` loader. Its documents join the scene's pool, resolved together once the scene is read;
    /// `theme="NAME"` makes the file's tokens that theme's.
    mutating func readDesignTokens(_ element: XMLElement, href: String, at location: SourceLocation, theme: String?, file: String, loader: IncludeLoader?) {
        if !element.children.isEmpty || !element.text.trimmingWhitespace().isEmpty {
            context.error("<tokens href> takes no content: its tokens are in the file", at: element.location)
        }
        guard let loader else {
            context.error("href: this scene was given without a folder to read token files from", at: location)
            return
        }
        guard let root = readJSON(href, from: file, at: location, loader: loader) else { return }
        if declarations.designTokenIndex == nil { declarations.designTokenIndex = declarations.tokens.count }
        let scope: DesignTokenScope = theme.map { .theme($0) } ?? .all
        if DesignTokenResolverDocument.isResolver(root.json) {
            var readFiles: [IncludedSource] = []
            let resolver = DesignTokenResolverDocument(root.json, file: root.file, read: { source in
                switch loader(IncludeRequest(href: source, includingFile: root.file)) {
                case .success(let read):
                    readFiles.append(read)
                    return .success(read)
                case .failure(let refusal): return .failure(refusal)
                }
            }, context: &context)
            for read in readFiles where !declarations.includes.contains(where: { $0.identity == read.identity }) { declarations.includes.append(read) }
            for layer in resolver.layers {
                // Inside `<tokens href theme>`, the resolver's default context is that theme's.
                let layerScope: DesignTokenScope
                switch (layer.scope, theme) {
                case (.all, _): layerScope = scope
                case (.defaultTheme, let theme?): layerScope = .theme(theme)
                case (.defaultTheme, nil), (.theme, _): layerScope = layer.scope
                }
                if case .theme(let name) = layerScope { declarations.themes.insert(name) }
                declarations.designTokens.add(layer.document, file: layer.file, scope: layerScope)
            }
            for name in resolver.themes where theme == nil {
                declarations.themes.insert(name)
                declarations.designTokens.addTheme(name)
            }
        } else {
            if let theme { declarations.themes.insert(theme) }
            declarations.designTokens.add(root.json, file: root.file, scope: scope)
            for mode in DesignTokenPool.modeNames(root.json, file: root.file) where theme == nil {
                guard ThemeNamesRule.isThemeName(mode) else {
                    context.warning("href: the mode '\(mode)' in \(root.file) cannot be a theme (a theme's name is letters, digits, '-' and '_'); its values are not used", at: location)
                    continue
                }
                declarations.themes.insert(mode)
                declarations.designTokens.addTheme(mode)
            }
        }
    }

    /// The file `href` names, parsed; nil after reporting why not (a syntax error at its line and column).
    private mutating func readJSON(_ href: String, from file: String, at location: SourceLocation, loader: IncludeLoader) -> (json: LocatedJSON, file: String)? {
        let source: IncludedSource
        switch loader(IncludeRequest(href: href, includingFile: file)) {
        case .success(let read): source = read
        case .failure(let refusal):
            context.error(refusal.message, at: location)
            return nil
        }
        if !declarations.includes.contains(where: { $0.identity == source.identity }) { declarations.includes.append(source) }
        do throws(LocatedJSON.SyntaxError) {
            return (try LocatedJSON.parse(source.bytes), source.file)
        } catch {
            context.error("this is not JSON: \(error.message)", at: SourceLocation(file: source.file, line: error.line, column: error.column))
            return nil
        }
    }

    /// The pool's tokens for the default theme and (when it is one of the pool's) the chosen theme, as
    /// token definitions placed where the first `<tokens href>` is, so `<tokens>` after it override them.
    mutating func addDesignTokens(theme: String?) {
        guard let index = declarations.designTokenIndex, !declarations.designTokens.isEmpty else { return }
        let base = declarations.designTokens.resolve(theme: nil, context: &context)
        var definitions = definitions(of: base, theme: nil)
        declarations.failedDesignTokens = base.failed
        if let theme, declarations.designTokens.themes.contains(theme) {
            let themed = declarations.designTokens.resolve(theme: theme, context: &context)
            definitions += self.definitions(of: themed, theme: theme)
            declarations.failedDesignTokens.formUnion(themed.failed)
        }
        // The documents are read: their tokens are these definitions now. Released here, before the
        // token table is built, their memory (a design system's JSON is megabytes of small values) is
        // there for the table to reuse rather than new pages taken for it.
        declarations.designTokens = DesignTokenPool()
        if declarations.tokens.isEmpty {
            declarations.tokens = consume definitions
        } else if index >= declarations.tokens.count {
            declarations.tokens.append(contentsOf: consume definitions)
        } else {
            declarations.tokens.insert(contentsOf: definitions, at: index)
        }
    }

    private mutating func definitions(of resolution: DesignTokenResolution, theme: String?) -> [TokenDefinition] {
        var clipped: [String: [ResolvedDesignToken]] = [:]
        var definitions: [TokenDefinition] = []
        definitions.reserveCapacity(resolution.order.count)
        // Tokens and definitions are read in place, by index: each is large to copy.
        let tokens = resolution.inOrder
        for index in tokens.indices {
            if tokens[index].clipped { clipped[tokens[index].raw.file, default: []].append(tokens[index]) }
            let valueLocation = SourceLocation(file: tokens[index].raw.file, line: tokens[index].raw.value.line, column: tokens[index].raw.value.column)
            definitions.append(TokenDefinition(name: tokens[index].raw.name, value: tokens[index].value.sceneText, theme: theme, literal: true,
                                               nameLocation: tokens[index].raw.location, valueLocation: valueLocation, design: tokens[index].value,
                                               deprecated: tokens[index].raw.deprecated, description: tokens[index].raw.description))
        }
        // A group's own token (`$root`) is also the group's name in a scene, which cannot write `$` in a
        // `{name}`: Figma SDS's `{color.background.brand}` is `color.background.brand.$root`.
        for index in definitions.indices where definitions[index].name.hasSuffix(".$root") {
            let group = String(definitions[index].name.dropLast(".$root".count))
            guard !resolution.resolves(group) else { continue }
            var named = definitions[index]
            named.name = group
            definitions.append(named)
        }
        for file in clipped.keys.sorted() {
            guard let list = clipped[file], let first = list.first else { continue }
            let names = list.prefix(3).map { "'\($0.raw.name)'" }.joined(separator: ", ") + (list.count > 3 ? ", …" : "")
            context.warning("\(list.count) \(list.count == 1 ? "colour is" : "colours are") outside sRGB and drawn clipped to it (\(names))\(theme.map { " in the theme '\($0)'" } ?? "")",
                            at: first.raw.location)
        }
        return definitions
    }
}

/// Which names can be themes (the rule `--theme` and file names share).
enum ThemeNamesRule {
    static func isThemeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first) else { return false }
        return name != ReuseResolver.defaultTheme
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }
}
