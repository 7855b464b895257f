import ScenecCore
import ScenecXML

extension SceneReader {
    /// `<defaults>`: `<key>`, `<keyboard>` and `<data-circle>` elements whose attributes become the
    /// defaults of those components for the rest of the enclosing container (or the whole scene).
    mutating func readDefaults(_ element: XMLElement) {
        _ = AttributeReader(element, kind: .defaults, context: &context)
        checkNoText(element)
        for child in element.children {
            guard let kind = checkKnown(child, allowedBy: .componentDefaults, in: .defaults),
                  case .component(let component) = kind.definition.role else { continue }
            checkNoText(child)
            for grandchild in child.children { _ = checkKnown(grandchild, allowedBy: .none, in: kind) }
            var scope = components.defaults[component] ?? [:]
            for attribute in child.attributes where !attribute.name.contains(":") {
                guard let seed = Theme.value(attribute.name, of: component) else {
                    var message = "'\(attribute.name)' cannot be set in <defaults> for <\(kind.name)>"
                    if !kind.definition.attributes.contains(attribute.name) {
                        message = "unknown attribute '\(attribute.name)' on <\(kind.name)>"
                        if let hint = Spelling.suggestion(for: attribute.name, among: Theme.values(of: component).map(\.name)) {
                            message += " (did you mean '\(hint)'?)"
                        }
                    }
                    context.error(message, at: attribute.location)
                    continue
                }
                do throws(ValueError) {
                    try BuiltInValues.check(attribute.value, as: seed.kind)
                    scope[attribute.name] = ScopedDefault(text: attribute.value)
                } catch {
                    context.error("\(attribute.name): \(error.message)", at: attribute.location)
                }
            }
            components.defaults[component] = scope
        }
    }
}
