import ScenecCore
import ScenecXML

/// Walks the scene's element tree once, substituting `{name}` in every attribute and text and
/// replacing each component instance with a `<group>` that holds the component's body.
struct ReuseExpander {
    let tokens: TokenTable
    let components: UserComponentTable
    var budget: Substitution.Budget
    var context = ParseContext()
    /// Attributes whose substitution failed (reported here): the reader's second opinion on the raw
    /// `{…}` text there would only repeat the problem.
    var failedAttributes: Set<SourceLocation> = []
    /// "Did you mean" among tokens and params, within a budget (a hint compares with every name).
    var hints = HintBudget()
    /// The build's own tokens (`--set`) some attribute or text used: one used nowhere is a warning.
    var usedOverrides: Set<String> = []
    /// The language whose CLDR plural rules choose a plural string's form (the locale being built, else
    /// the string tables' source locale).
    var pluralLocale: String?
    /// The data file's columns that are no token names, where each is written (`TokenChoice`).
    var ignoredColumns: [String: SourceLocation] = [:]
    /// Plural strings drawn as `{key}` (their `other` form), each warned about once.
    var warnedPlurals: Set<String> = []
    /// String-table markup carried through substitution into `<text>`s (`StringSpanMarkers`).
    var spanMarkers = StringSpanMarkers()

    /// What `{name}` means and where copies come from at one point of the walk.
    struct Scope {
        /// The params of the component whose body is being expanded (they shadow tokens).
        var params: [String: String] = [:]
        var paramNames: [String] = []
        /// The instances being expanded, outermost first: every copied location gets them.
        var instances: [InstanceSite] = []
        /// The expanded children of the innermost instance: what its body's `<slot/>` becomes.
        var slot: [XMLElement] = []
        /// Param values `<defaults>` set for user components in this scope, by component and param.
        var defaults: [String: [String: String]] = [:]
    }

    init(tokens: TokenTable, components: UserComponentTable, budget: Substitution.Budget) {
        self.tokens = tokens
        self.components = components
        self.budget = budget
    }

    /// The scene without its reuse declarations (tokens, includes, component definitions), libraries'
    /// other definitions added as a `<defs>`, everything substituted and expanded. Nil when expanding
    /// would pass the node limits: then nothing is expanded, so a 2 KB bomb costs only its measuring.
    mutating func expandScene(_ root: XMLElement, libraryDefinitions: [XMLElement]) -> XMLElement? {
        // What the resolver read (and gathered into tokens and libraries) goes.
        let kept = root.children.filter { child in
            let kind = ElementCatalog.kinds[child.name]
            return kind != .tokens && kind != .include && kind != .strings
        }
        if components.isUsed, !checkSize(kept + libraryDefinitions) { return nil }
        var scope = Scope()
        var scene = copy(root, scope: scope)
        scene.children = []
        if let first = libraryDefinitions.first {
            var defs = XMLElement(name: ElementKind.defs.name, location: first.location)
            for definition in libraryDefinitions { defs.children += expand(definition, scope: &scope) }
            scene.children.append(defs)
        }
        for child in kept {
            if child.name == ElementKind.defs.name {
                var defs = copy(child, scope: scope)
                defs.children = []
                for definition in child.children where definition.name != ElementKind.component.name {
                    defs.children += expand(definition, scope: &scope)
                }
                scene.children.append(defs)
            } else {
                scene.children += expand(child, scope: &scope)
            }
        }
        return scene
    }

    /// Refuses an expansion past the limits before making it, at the first top-level element where the
    /// running count passes one.
    private mutating func checkSize(_ elements: [XMLElement]) -> Bool {
        var total = ExpansionSize()
        for element in elements {
            total = total.beside(components.topLevelCost(of: element))
            guard total.exceedsLimits else { continue }
            let what = total.depth > Limits.expandedDepth
                ? "nest elements more than \(Limits.expandedDepth) deep"
                : total.nodes > Limits.expandedNodes
                    ? "expand to more than \(Limits.expandedNodes) nodes"
                    : "expand to more than \(Limits.expandedElements) elements"
            context.error("the scene's component instances would \(what); this is refused", at: element.location)
            return false
        }
        return true
    }

    // MARK: The walk

    /// `element` as it is drawn: an instance becomes its group, a `<slot/>` the instance's children,
    /// `<defaults>` loses the user components it sets (kept in `scope` for the rest of the container).
    mutating func expand(_ element: XMLElement, scope: inout Scope) -> [XMLElement] {
        if components.isComponent(element.name) { return instance(element, scope: scope) }
        let kind = ElementCatalog.kinds[element.name]
        if kind == .slot, !scope.instances.isEmpty { return scope.slot }
        if kind == .defaults { return readDefaults(element, scope: &scope) }
        var copied = copy(element, scope: scope)
        // A container's `<defaults>` stay inside it.
        var inner = scope
        copied.children = element.children.flatMap { expand($0, scope: &inner) }
        if StringSpanMarkers.hasMarks(copied.text) { placeSpans(&copied, kind: kind) }
        applyDesignTokens(from: element, to: &copied, scope: scope)
        return [copied]
    }

    /// The element with its locations given the scope's instances, its attributes and text substituted;
    /// children not copied.
    mutating func copy(_ element: XMLElement, scope: Scope) -> XMLElement {
        var copied = element
        copied.children = []
        copied.location = relocated(element.location, scope)
        copied.attributes = element.attributes.map { substituted($0, scope: scope) }
        if Substitution.mayChange(element.text) {
            var origin: InstanceSite?
            copied.text = substitute(element.text, in: "the text of <\(element.name)>", at: copied.location, scope: scope, origin: &origin,
                                     inText: true) ?? element.text
            // A text drawn from a data row: its problems (too long to set) name the row too.
            if let origin { copied.location.instances.append(origin) }
        }
        return copied
    }

    /// A string's markup becomes `<span>`s of a `<text>` that has no children of its own; elsewhere
    /// (a text with its own spans, a span) it is drawn as plain text, with a warning.
    private mutating func placeSpans(_ element: inout XMLElement, kind: ElementKind?) {
        if kind == .text, element.children.isEmpty {
            var unsupported: Set<String> = []
            element = spanMarkers.spanned(element, unsupported: &unsupported)
            if !unsupported.isEmpty {
                context.warning("a string's \(unsupported.sorted().joined(separator: ", ")) markup is drawn as plain text: a <span> has no such style",
                                at: element.location)
            }
            return
        }
        element.text = StringSpanMarkers.stripped(element.text)
        for index in element.children.indices { element.children[index].tail = StringSpanMarkers.stripped(element.children[index].tail) }
        context.warning("a string's markup (<b>, <i>, …) is drawn as plain text here: it becomes spans only in a <text> whose content is text and references",
                        at: element.location)
    }

    func relocated(_ location: SourceLocation, _ scope: Scope) -> SourceLocation {
        guard !scope.instances.isEmpty else { return location }
        var moved = location
        moved.instances = scope.instances
        return moved
    }

    mutating func substituted(_ attribute: XMLAttribute, scope: Scope) -> XMLAttribute {
        var copied = attribute
        copied.location = relocated(attribute.location, scope)
        guard Substitution.mayChange(attribute.value), !attribute.name.contains(":") else { return copied }
        var origin: InstanceSite?
        if let value = substitute(attribute.value, in: attribute.name, at: copied.location, scope: scope, origin: &origin) {
            copied.value = value
            // The reader's problem with a value from a data row names the row as well as the attribute.
            if let origin { copied.location.instances.append(origin) }
        } else {
            failedAttributes.insert(copied.location)
        }
        return copied
    }

    /// `text` with its references replaced in `scope`, or nil after reporting each problem at `location`.
    mutating func substitute(_ text: String, in what: String, at location: SourceLocation, scope: Scope) -> String? {
        var origin: InstanceSite?
        return substitute(text, in: what, at: location, scope: scope, origin: &origin)
    }

    /// The same, also giving where the first token it used that the build set (a data row's column)
    /// has its value from.
    mutating func substitute(_ text: String, in what: String, at location: SourceLocation, scope: Scope,
                             origin: inout InstanceSite?, inText: Bool = false) -> String? {
        var usesFailedToken = false
        var found: InstanceSite?
        var deprecated: [String] = []
        defer {
            // A `$deprecated` design token is a warning where it is used, with its explanation.
            for name in deprecated {
                guard let (explanation, _) = tokens.deprecations[name] else { continue }
                var at = location
                if let origin = tokens.origins[name] { at.instances.append(InstanceSite(component: name, location: origin, isValueOrigin: true)) }
                context.warning("\(what): the design token '\(name)' is deprecated\(explanation.isEmpty ? "" : ": " + explanation)", at: at)
            }
        }
        var pluralsDrawnPlain: [String] = []
        // In a text, a line break in a value (a translation's `\n`, a data value's newline) is a line
        // break, as `<br/>` is: U+2028 LINE SEPARATOR carries it past whitespace collapsing.
        func drawn(_ value: String) -> String { inText ? StringFormat.lineBreaksKept(value) : value }
        let result = Substitution.apply(text, budget: &budget, lookup: { name in
            if let value = scope.params[name] {
                return drawn(value)
            }
            if let value = tokens.values[name] {
                if tokens.deprecations[name] != nil { deprecated.append(name) }
                if tokens.overridden.contains(name) { usedOverrides.insert(name) }
                if found == nil, let written = tokens.origins[name] {
                    found = InstanceSite(component: name, location: written, isValueOrigin: true)
                }
                if tokens.plurals[name] != nil { pluralsDrawnPlain.append(name) }
                if let variables = tokens.substitutions[name] {
                    // Without arguments each variable draws its `other` form (never a throw).
                    pluralsDrawnPlain.append(name)
                    return drawn((try? StringFormat.fill(value, arguments: [], named: { tokens.values[$0] }, variables: variables)) ?? value)
                }
                if tokens.tableStrings.contains(name), value.contains("{{") {
                    return drawn((try? StringFormat.fill(value, arguments: [], named: { tokens.values[$0] })) ?? value)
                }
                if inText, let spans = tokens.spans[name] { return drawn(spanMarkers.marked(value, spans: spans)) }
                return drawn(value)
            }
            // A token whose own value failed was reported there, once; its uses say nothing more.
            guard tokens.failedNames.contains(name) else { return nil }
            usesFailedToken = true
            return ""
        }, call: { name, arguments throws(Substitution.CallProblem) in
            guard let template = tokens.values[name] else { return nil }
            if tokens.overridden.contains(name) { usedOverrides.insert(name) }
            var values: [String] = []
            for argument in arguments {
                if let first = argument.first, first == "'" || first == "\"", argument.count >= 2, argument.last == first {
                    values.append(String(argument.dropFirst().dropLast()))
                } else if Double(argument) != nil {
                    values.append(argument)
                } else if Substitution.isName(argument), let value = scope.params[argument] ?? tokens.values[argument] {
                    if tokens.overridden.contains(argument) { usedOverrides.insert(argument) }
                    values.append(value)
                } else {
                    throw Substitution.CallProblem(message: "'\(argument)' in {\(name)(…)} is neither a token nor a literal (write text in quotes: '…', or a number)")
                }
            }
            var form = template
            if let forms = tokens.plurals[name] {
                guard let number = values.lazy.compactMap({ Double($0.trimmingWhitespace()) }).first else {
                    throw Substitution.CallProblem(message: "{\(name)(…)} is a plural string: give it a number that chooses the form (a token whose value is a number, or one like 3)")
                }
                form = StringFormat.form(forms, number: number, locale: pluralLocale) ?? template
            }
            return drawn(try StringFormat.fill(form, arguments: values, named: { tokens.values[$0] }, variables: tokens.substitutions[name] ?? [:],
                                               locale: pluralLocale))
        })
        for name in pluralsDrawnPlain where warnedPlurals.insert(name).inserted {
            context.warning("{\(name)} is a plural string: it draws its 'other' form; write {\(name)(count)} to choose the form by a number", at: location)
        }
        origin = found
        switch result {
        case .success(let value):
            return usesFailedToken ? nil : value
        case .failure(let problems):
            // A value from a data row that makes the text too long names the row too.
            var at = location
            if let found { at.instances.append(found) }
            for problem in problems.list {
                // `{Product Name}`: a data column that is no token name, so no row gives it a value.
                if case .notAName(let name) = problem, let column = ignoredColumns[name] {
                    context.error("the column '\(name.lineBreaksEscaped)' is not a token name, so the rows give it no value and {\(name.lineBreaksEscaped)} at \(location.written) cannot draw it; rename the column (letters, digits, '_', '-' and '.', starting with a letter or '_')",
                                  at: column)
                    continue
                }
                let message = Substitution.message(problem, in: what) { tokens.unknownMessage(for: $0, params: scope.paramNames, hints: &hints) }
                context.error(message, at: at)
            }
            return nil
        }
    }
}

extension UserComponentTable {
    /// Whether there is anything to expand.
    var isUsed: Bool { !definitions.isEmpty }
}
