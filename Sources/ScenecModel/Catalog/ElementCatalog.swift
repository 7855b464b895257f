/// Tables derived from the element definitions (`ElementKind.definition`), for lookups by name:
/// unknown-name errors, "did you mean" hints and the schema test read these.
public enum ElementCatalog {
    public static let namespace = "urn:scenec:scene:1"

    /// Elements by name.
    public static let kinds: [String: ElementKind] = Dictionary(uniqueKeysWithValues: ElementKind.allCases.map { ($0.name, $0) })

    /// Attributes of every element, by element name.
    public static let attributes: [String: [String]] =
        Dictionary(uniqueKeysWithValues: ElementKind.allCases.map { ($0.name, $0.definition.attributes) })

    /// Every element name, in declaration order.
    public static let allElementNames: [String] = ElementKind.allCases.map(\.name)

    /// Elements that draw (or lay out) something and may stand in a container.
    public static let nodeKinds: Set<ElementKind> = Set(ElementKind.allCases.filter { $0.definition.role.isNode })

    /// Children that style their parent rather than being drawn inside it: fill layers and effects.
    public static func isStyleChild(_ kind: ElementKind) -> Bool {
        switch kind.definition.role {
        case .paint, .gradient, .effect: return true
        case .document, .definitions, .defaults, .container, .shape, .content, .reference, .component, .stop, .inline, .reuse, .resource: return false
        }
    }
}
