import ScenecCore
import ScenecXML

/// Checks every element gets, whatever it is.
extension SceneReader {
    mutating func checkNamespace(_ element: XMLElement) {
        if let uri = element.namespaceURI, uri != ElementCatalog.namespace {
            context.error("<\(element.name)> is in namespace \"\(uri)\"; scenes use \"\(ElementCatalog.namespace)\" or none", at: element.location)
        }
    }

    mutating func checkNoText(_ element: XMLElement) {
        if !element.text.trimmingWhitespace().isEmpty {
            context.error("<\(element.name)> cannot contain text", at: element.location)
        }
    }

    /// The kind of `element` when `parent` takes it as a child under `rule`; otherwise nil after
    /// reporting why (unknown, with a "did you mean"; or known but not allowed there, saying where it goes).
    mutating func checkKnown(_ element: XMLElement, allowedBy rule: ElementDefinition.Children, in parent: ElementKind) -> ElementKind? {
        checkNamespace(element)
        guard let kind = ElementCatalog.kinds[element.name] else {
            var message = "unknown element <\(element.name)>"
            if let advice = ForeignNames.elementAdvice(element.name) {
                message += " (\(advice))"
            } else if let hint = Spelling.suggestion(for: element.name, among: ElementCatalog.allElementNames)
                ?? hints.suggestion(for: element.name, among: componentNames) {
                message += " (did you mean <\(hint)>?)"
            }
            context.error(message, at: element.location)
            return nil
        }
        if Self.allows(rule, kind) { return kind }
        context.error("<\(kind.name)> is not allowed inside <\(parent.name)>\(Self.whereItGoes(kind))", at: element.location)
        return nil
    }

    /// Style children (fill layers, effects) are not listed here: every element reads them separately.
    private static func allows(_ rule: ElementDefinition.Children, _ kind: ElementKind) -> Bool {
        let role = kind.definition.role
        switch rule {
        case .none: return false
        case .text: return role.inlineKind != nil
        case .nodes: return role.isNode || role == .defaults
        case .sceneContent: return role.isNode || role == .defaults || role == .definitions
        case .definitions: return role.isNode || role.gradientForm != nil || role == .resource
        case .componentDefaults:
            if case .component = role { return true }
            return false
        case .stops: return role == .stop
        }
    }

    /// A hint for an element written in the wrong place.
    private static func whereItGoes(_ kind: ElementKind) -> String {
        switch kind.definition.role {
        case .gradient: return "; gradients go in <defs> (referenced as url(#id)) or inside the shape they fill"
        case .paint: return "; <fill> goes inside the shape it fills"
        case .effect: return "; effects go inside the shape that casts them"
        case .stop: return "; <stop> goes inside a gradient"
        case .inline: return "; <\(kind.name)> goes inside <text>"
        case .definitions: return "; <defs> goes directly inside <scene>"
        case .document: return "; <scene> is the root element"
        case .resource: return "; <\(kind.name)> goes inside <defs>"
        case .defaults: return "; <defaults> goes inside <scene> or a container"
        case .container, .shape, .content, .reference, .component: return ""
        case .reuse(let reuse): return whereItGoes(reuse)
        }
    }

    private static func whereItGoes(_ kind: ReuseKind) -> String {
        switch kind {
        case .tokens: return "; <tokens> goes directly inside <scene> or <library>"
        case .token: return "; <token> goes inside <tokens>"
        case .include: return "; <include> goes directly inside <scene> (before its nodes) or <library>"
        case .strings: return "; <strings> goes directly inside <scene> (before its nodes) or <library>"
        case .library: return "; <library> is the root element of a file that scenes <include>"
        case .component: return "; <component> goes in <defs>"
        case .param: return "; <param> goes directly inside a <component>"
        case .slot: return "; <slot/> goes inside a <component>'s body"
        }
    }
}
