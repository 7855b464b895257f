import ScenecModel

/// Where docs/format.md documents each element, and the attribute groups it documents once for every
/// element that takes them.
enum DocumentedSections {
    /// An attribute list shared by many elements (`ElementDefinition.Attributes`) and the heading of
    /// the one section that documents it.
    struct SharedGroup {
        var attributes: [String]
        var heading: String
    }

    typealias A = ElementDefinition.Attributes

    /// The groups of `ElementDefinition.Attributes`, each documented once (`node` is `common` + `frame`).
    static let sharedGroups = [
        SharedGroup(attributes: A.common, heading: "## Common attributes"),
        SharedGroup(attributes: A.frame, heading: "## Frames and coordinates"),
        SharedGroup(attributes: A.paint, heading: "## Paint: fills and strokes"),
        SharedGroup(attributes: A.strokeStyle, heading: "### Dashes, caps and joins (format 1.1)"),
        SharedGroup(attributes: A.corners, heading: "### Corners (format 1.1)"),
        SharedGroup(attributes: A.backdrop, heading: "## Paint and effects (format 1.2)"),
        SharedGroup(attributes: A.flexItem, heading: "### Rows and columns as CSS flexbox (format 1.3)"),
        SharedGroup(attributes: A.designTokens, heading: "### Design tokens (DTCG)"),
    ]

    /// The heading of the element's own section, subsections included. A switch, so a new element
    /// cannot be added without saying where it is documented.
    static func heading(of kind: ElementKind) -> String {
        switch kind {
        case .scene: return "## Document"
        case .defs: return "## defs"
        case .defaults: return "### defaults"
        // The chapter's opening documents what the three containers share (`clip`, `corner-radius`).
        case .group, .row, .column: return "## Containers"
        case .grid: return "### grid (format 1.3)"
        case .reflection: return "### `reflection`"
        case .rect: return "### rect"
        case .ellipse: return "### ellipse"
        case .circle: return "### circle"
        case .line: return "### line"
        case .path: return "### path"
        case .polygon, .polyline: return "### polygon and polyline"
        case .point: return "### point"
        case .use: return "## use"
        case .text: return "## Text"
        case .span, .br: return "### Rich text"
        case .image: return "## Images"
        case .keyboard: return "### keyboard"
        case .key: return "### key"
        case .dataCircle: return "### data-circle"
        case .fill: return "## Paint: fills and strokes"
        case .linearGradient, .radialGradient, .stop: return "## Gradients"
        case .conicGradient: return "## Paint and effects (format 1.2)"
        case .dropShadow, .innerShadow, .shine: return "## Shadows and shine"
        case .tokens, .token: return "### tokens"
        case .include, .library: return "### include"
        case .strings: return "### strings"
        case .component, .param, .slot: return "### component"
        case .font: return "## Fonts"
        }
    }
}
