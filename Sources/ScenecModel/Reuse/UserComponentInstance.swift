import ScenecCore
import ScenecXML

/// One instance of a user component, and `<defaults>` for user components.
extension ReuseExpander {
    /// `<badge x="8" label="Sale">…</badge>`: a `<group>` with the instance's frame and common
    /// attributes (the component's size when it has none) holding the body, expanded with the params.
    mutating func instance(_ element: XMLElement, scope: Scope) -> [XMLElement] {
        guard let definition = components.definitions[element.name], let size = components.sizes[element.name] else {
            return []  // on a cycle or broken: reported once, at the definition
        }
        let location = relocated(element.location, scope)
        var groupAttributes: [XMLAttribute] = []
        var given: [String: String] = [:]
        let paramNames = definition.params.map(\.name)
        let isParam = definition.paramNameSet
        for attribute in element.attributes where !attribute.name.contains(":") {
            let copied = substituted(attribute, scope: scope)
            if UserComponentDefinition.instanceAttributes.contains(attribute.name) {
                groupAttributes.append(copied)
            } else if isParam.contains(attribute.name) {
                given[attribute.name] = copied.value
            } else {
                var message = "unknown attribute '\(attribute.name)' on <\(definition.name)>"
                if hints.spend(paramNames.count + UserComponentDefinition.instanceAttributes.count),
                   let hint = Spelling.suggestion(for: attribute.name, among: paramNames + UserComponentDefinition.instanceAttributes) {
                    message += " (did you mean '\(hint)'?)"
                } else {
                    let params = paramNames.isEmpty ? "no params" : "the params \(paramNames.joined(separator: ", "))"
                    message += " (it takes \(UserComponentDefinition.instanceAttributes.joined(separator: " ")) and \(params))"
                }
                context.error(message, at: copied.location)
            }
        }
        // The component's size, where the instance gives none; its tokens are the scene's.
        for size in [definition.width, definition.height].compactMap({ $0 }) where element.attribute(size.name) == nil {
            groupAttributes.append(substituted(size, scope: Scope(instances: scope.instances)))
        }
        if !element.text.trimmingWhitespace().isEmpty {
            context.error("<\(definition.name)> cannot contain text; pass it as a param", at: location)
        }

        var inner = Scope(paramNames: paramNames, instances: scope.instances + [InstanceSite(component: definition.name, location: element.location)])
        inner.defaults = scope.defaults
        for param in definition.params {
            if let value = given[param.name] ?? scope.defaults[definition.name]?[param.name] {
                inner.params[param.name] = value
            } else if let fallback = param.defaultValue {
                // A default takes tokens only, in the scene's theme; it is written in the definition.
                let value = substitute(fallback.value, in: "default", at: relocated(fallback.location, inner), scope: Scope(instances: inner.instances))
                inner.params[param.name] = value ?? ""
            } else {
                context.error("<\(definition.name)> needs \(param.name)=\"…\": the param '\(param.name)' has no default", at: location)
                // Reported once, here: the body's uses of it would each say it is unknown, which it is not.
                inner.params[param.name] = ""
            }
        }
        // Children no slot takes are not expanded at all: the size check counted them nowhere.
        if size.slotCopies > 0 {
            var outer = scope
            inner.slot = element.children.flatMap { expand($0, scope: &outer) }
        } else if let first = element.children.first, !definition.hasSlot {
            context.error("<\(definition.name)> has no <slot/> for children; its body would not draw them", at: relocated(first.location, scope))
        }
        let body = definition.body.flatMap { expand($0, scope: &inner) }
        return [XMLElement(name: ElementKind.group.name, namespaceURI: element.namespaceURI, attributes: groupAttributes,
                           children: body, location: location)]
    }

    /// `<defaults>`: the user components in it set param values for the rest of the scope; the
    /// built-in ones stay for the reader. A `<defaults>` left empty by this goes.
    mutating func readDefaults(_ element: XMLElement, scope: inout Scope) -> [XMLElement] {
        var kept = copy(element, scope: scope)
        var setsComponents = false
        for child in element.children {
            guard let definition = components.definitions[child.name] else {
                var inner = scope
                kept.children += expand(child, scope: &inner)
                continue
            }
            setsComponents = true
            let paramNames = definition.params.map(\.name)
            if !child.children.isEmpty || !child.text.trimmingWhitespace().isEmpty {
                context.error("<\(definition.name)> in <defaults> takes only attributes", at: relocated(child.location, scope))
            }
            for attribute in child.attributes where !attribute.name.contains(":") {
                let copied = substituted(attribute, scope: scope)
                guard paramNames.contains(attribute.name) else {
                    var message = "'\(attribute.name)' cannot be set in <defaults> for <\(definition.name)>: only its params can"
                    if let hint = hints.suggestion(for: attribute.name, among: paramNames) { message += " (did you mean '\(hint)'?)" }
                    context.error(message, at: copied.location)
                    continue
                }
                scope.defaults[definition.name, default: [:]][attribute.name] = copied.value
            }
        }
        if setsComponents, kept.children.isEmpty { return [] }
        return [kept]
    }
}
