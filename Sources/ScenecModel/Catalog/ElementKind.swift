/// Every element of the scene format. Each has one description (`definition`) that the reader, the
/// "did you mean" hints, the schema-sync test and the docs tables all read; a new element is a new case
/// here, and the compiler then names each `switch` that must handle it.
public enum ElementKind: String, CaseIterable, Sendable, Hashable {
    case scene, defs, defaults
    case group, row, column, reflection
    case grid
    case rect, ellipse, circle, line, path, polygon, polyline, point
    case use, text, image
    case span, br
    case keyboard, key
    case dataCircle = "data-circle"
    case fill
    case linearGradient = "linear-gradient"
    case radialGradient = "radial-gradient"
    case conicGradient = "conic-gradient"
    case stop
    case dropShadow = "drop-shadow"
    case innerShadow = "inner-shadow"
    case shine
    case tokens, token, include, strings, library, component, param, slot
    case font

    /// The element's name as written in XML.
    public var name: String { rawValue }

    /// Whether `width="hug"` / `height="hug"` is accepted: the element has content whose size it can
    /// take (the containers but reflection, text, images, keyboards and keys; component instances are
    /// read as groups).
    public var hugs: Bool {
        switch self {
        case .scene, .group, .row, .column, .grid, .text, .image, .keyboard, .key, .component: return true
        case .defs, .defaults, .reflection, .rect, .ellipse, .circle, .line, .path, .polygon, .polyline, .point, .use, .span, .br,
             .dataCircle, .fill, .linearGradient, .radialGradient, .conicGradient, .stop, .dropShadow, .innerShadow, .shine, .tokens, .token, .strings,
             .include, .library, .param, .slot, .font:
            return false
        }
    }

    public var definition: ElementDefinition {
        typealias A = ElementDefinition.Attributes
        switch self {
        case .scene:
            return ElementDefinition(role: .document, attributes: ["width", "height", "background", "version", "system-fonts"], children: .sceneContent)
        case .defs:
            return ElementDefinition(role: .definitions, attributes: [], children: .definitions)
        case .font:
            return ElementDefinition(role: .resource, attributes: ["href"])
        case .defaults:
            return ElementDefinition(role: .defaults, attributes: [], children: .componentDefaults)
        case .group:
            return ElementDefinition(role: .container, attributes: A.node + A.paint + A.backdrop + ["corner-radius", "clip"] + A.corners + A.designTokens,
                                     children: .nodes, effects: .exact, crisp: true)
        case .row, .column:
            return ElementDefinition(role: .container, attributes: A.node + A.paint + A.backdrop + ["corner-radius", "clip", "gap", "padding", "justify", "align", "wrap", "line-gap"] + A.stack + A.corners
                                        + A.designTokens,
                                     children: .nodes, effects: .exact, crisp: true)
        case .grid:
            return ElementDefinition(role: .container, attributes: A.node + A.paint + A.backdrop + ["corner-radius", "clip"] + A.gridContainer + A.corners + A.designTokens,
                                     children: .nodes, effects: .exact, crisp: true)
        case .reflection:
            return ElementDefinition(role: .container, attributes: A.node + ["gap", "ratio", "fade-color", "fade-from", "fade-to"],
                                     children: .nodes)
        case .rect:
            return ElementDefinition(role: .shape, attributes: A.node + A.paint + A.backdrop + ["corner-radius"] + A.corners + A.designTokens, effects: .exact, crisp: true)
        case .ellipse:
            return ElementDefinition(role: .shape, attributes: A.node + A.paint + A.backdrop + A.designTokens, effects: .exact)
        case .circle:
            return ElementDefinition(role: .shape, attributes: A.common + ["cx", "cy", "r"] + A.paint + A.backdrop + A.designTokens, effects: .exact)
        case .line:
            // Stroke only: no fill layers, no inside for inner shadows or shine.
            return ElementDefinition(role: .shape, attributes: A.common + ["x1", "y1", "x2", "y2", "stroke", "stroke-width"] + A.strokeStyle,
                                     effects: .line, fillLayers: false)
        case .path:
            return ElementDefinition(role: .shape, attributes: A.common + ["d", "fill-rule"] + A.paint + A.backdrop + A.designTokens, effects: .outline)
        case .polygon, .polyline:
            return ElementDefinition(role: .shape, attributes: A.common + ["points", "fill-rule"] + A.paint + A.backdrop + A.designTokens, effects: .outline)
        case .point:
            // A point has its colour; fill layers would hide it.
            return ElementDefinition(role: .shape, attributes: A.common + ["x", "y", "color"], effects: .exact, fillLayers: false)
        case .use:
            // A use draws its original's paint and effects.
            return ElementDefinition(role: .reference, attributes: A.common + ["href", "x", "y"], fillLayers: false)
        case .text:
            return ElementDefinition(role: .content, attributes: A.node + ["font-family", "font-size", "font-weight", "font-style", "letter-spacing", "color", "align", "valign"]
                                        + ["wrap", "line-height", "max-lines", "overflow", "direction", "lang", "min-font-size", "hyphens", "typography"],
                                     children: .text, effects: .label, fillLayers: false)
        case .span:
            return ElementDefinition(role: .inline(.span), attributes: ["font-family", "font-size", "font-weight", "font-style", "letter-spacing", "color", "underline", "lang", "typography"],
                                     children: .text, fillLayers: false)
        case .br:
            return ElementDefinition(role: .inline(.lineBreak), attributes: [], fillLayers: false)
        case .image:
            return ElementDefinition(role: .content, attributes: A.node + ["href", "orientation", "mode", "color", "fit", "fit-position"], fillLayers: false)
        case .keyboard:
            return ElementDefinition(role: .component(.keyboard), attributes: A.node + BuiltInComponent.keyboard.attributes,
                                     children: .nodes, fillLayers: false)
        case .key:
            return ElementDefinition(role: .component(.key), attributes: A.node + BuiltInComponent.key.attributes, fillLayers: false)
        case .dataCircle:
            return ElementDefinition(role: .component(.dataCircle), attributes: A.node + BuiltInComponent.dataCircle.attributes,
                                     effects: .shadowsOfOutline, fillLayers: false)
        case .fill:
            return ElementDefinition(role: .paint, attributes: ["color", "gradient"])
        case .linearGradient:
            return ElementDefinition(role: .gradient(.linear), attributes: ["id", "from", "to", "angle", "relative-to"], children: .stops)
        case .radialGradient:
            return ElementDefinition(role: .gradient(.radial), attributes: ["id", "center", "radius", "relative-to"], children: .stops)
        case .conicGradient:
            return ElementDefinition(role: .gradient(.conic), attributes: ["id", "cx", "cy", "angle", "relative-to"], children: .stops)
        case .stop:
            return ElementDefinition(role: .stop, attributes: ["offset", "color"])
        case .dropShadow:
            return ElementDefinition(role: .effect(.dropShadow), attributes: ["dx", "dy", "blur", "spread", "color"])
        case .innerShadow:
            return ElementDefinition(role: .effect(.innerShadow), attributes: ["dx", "dy", "blur", "color"])
        case .shine:
            return ElementDefinition(role: .effect(.shine), attributes: ["inset", "dx", "dy", "blur", "color"])
        case .tokens:
            return ElementDefinition(role: .reuse(.tokens), attributes: ["theme", "locale", "href"])
        case .token:
            return ElementDefinition(role: .reuse(.token), attributes: ["name", "value"])
        case .include:
            return ElementDefinition(role: .reuse(.include), attributes: ["href"])
        case .strings:
            return ElementDefinition(role: .reuse(.strings), attributes: ["href"])
        case .library:
            return ElementDefinition(role: .reuse(.library), attributes: [])
        case .component:
            return ElementDefinition(role: .reuse(.component), attributes: ["name", "width", "height"])
        case .param:
            return ElementDefinition(role: .reuse(.param), attributes: ["name", "default"])
        case .slot:
            return ElementDefinition(role: .reuse(.slot), attributes: [])
        }
    }
}

/// What one element is and takes: its role in the document, its attributes, its children, which
/// effects it hosts and whether it takes fill layers.
public struct ElementDefinition: Sendable {
    public enum Role: Sendable, Equatable {
        /// `<scene>`.
        case document
        /// `<defs>`: gradients and nodes to `use`.
        case definitions
        /// `<defaults>`: component attributes for the rest of a scope.
        case defaults
        /// Lays out and draws child nodes.
        case container
        /// Draws an outline with paint and effects.
        case shape
        /// Draws a label or an image in its frame.
        case content
        /// Draws a copy of another node.
        case reference
        /// A built-in component, expanded into plain nodes while reading.
        case component(BuiltInComponent)
        /// `<fill>`: an extra fill layer of its parent.
        case paint
        /// A gradient: in `<defs>`, or inline as a fill layer.
        case gradient(GradientForm)
        /// A gradient's `<stop>`.
        case stop
        /// A shadow or shine of its parent.
        case effect(EffectKind)
        /// `<span>` and `<br>`: part of a `<text>`'s content.
        case inline(InlineKind)
        /// `<font href>` in `<defs>`: a file the scene's text may use.
        case resource
        /// Tokens, includes and user components: resolved on the element tree before the reader runs
        /// (`ReuseResolver`), so the reader meets one only where it does not belong.
        case reuse(ReuseKind)

        /// Whether the element becomes a node that lays out children (a container, or a built-in
        /// component, which is read into a group): without a size it fills its parent.
        public var laysOutChildren: Bool {
            switch self {
            case .container, .component: return true
            case .document, .definitions, .defaults, .shape, .content, .reference, .paint, .gradient, .stop, .effect, .inline, .reuse, .resource:
                return false
            }
        }

        public var gradientForm: GradientForm? {
            if case .gradient(let form) = self { return form }
            return nil
        }

        /// What an inline element is in a `<text>`'s content; nil for every other element.
        public var inlineKind: InlineKind? {
            if case .inline(let inline) = self { return inline }
            return nil
        }

        /// Nodes draw (or lay out) something and stand in containers.
        public var isNode: Bool {
            switch self {
            case .container, .shape, .content, .reference, .component: return true
            case .document, .definitions, .defaults, .paint, .gradient, .stop, .effect, .inline, .reuse, .resource: return false
            }
        }
    }

    /// Which child elements an element takes (fill layers and effects aside: see `fillLayers`, `effects`).
    public enum Children: Sendable {
        case none
        /// Nodes, and `<defaults>` scoped to the container.
        case nodes
        /// `<scene>`: `<defs>`, `<defaults>` and nodes.
        case sceneContent
        /// `<defs>`: gradients and nodes.
        case definitions
        /// `<defaults>`: component elements whose attributes become defaults.
        case componentDefaults
        /// `<stop>`s.
        case stops
        /// Character data, with `<span>` runs and `<br/>` breaks (inline elements) among it.
        case text
    }

    /// Attribute lists shared by many elements.
    public enum Attributes {
        public static let common = ["id", "opacity", "hidden", "transform", "transform-origin", "align-self", "position", "blend", "blur"] + gridItem
        /// A grid child's place (format 1.3): taken by every node, read in a `<grid>`.
        public static let gridItem = ["column", "row", "area", "justify-self"]
        /// `<grid>`'s own (format 1.3).
        public static let gridContainer = ["columns", "rows", "auto-columns", "auto-rows", "gap", "column-gap", "row-gap", "padding", "areas", "flow",
                                           "justify-items", "align-items", "justify-content", "align-content"]
        public static let frame = ["x", "y", "width", "height", "min-width", "max-width", "min-height", "max-height", "aspect-ratio"]
        public static let node = common + frame + flexItem
        /// A row's or column's child as a CSS flex item (format 1.3).
        public static let flexItem = ["grow", "shrink", "basis", "margin", "left", "top", "right", "bottom"]
        /// A row or column as a CSS flex container (format 1.3).
        public static let stack = ["reverse", "align-content"]
        public static let paint = ["fill", "stroke", "stroke-width", "stroke-align", "crisp"] + strokeStyle
        /// Dashes, caps and joins: every stroked element takes them.
        /// What shows through a shape's or container's fill (format 1.2): shapes with an inside only.
        public static let backdrop = ["backdrop-blur"]
        /// Corner smoothing, next to `corner-radius` on rects and containers.
        public static let corners = ["corner-smoothing"]
        public static let strokeStyle = ["stroke-dasharray", "stroke-dashoffset", "stroke-linecap", "stroke-linejoin", "trim-start", "trim-end"]
        /// Composite design tokens (DTCG): `shadow="{shadow.card}"`, `border="{border.input}"`, applied by the
        /// reuse stage as effect children and stroke attributes.
        public static let designTokens = ["shadow", "border"]
    }

    public var role: Role
    /// Every attribute the element accepts; any other is an error with a "did you mean".
    public var attributes: [String]
    public var children: Children
    public var effects: EffectSupport
    /// Whether `<fill>` and inline gradient children add fill layers.
    public var fillLayers: Bool
    /// Whether `crisp="true"` snaps the stroke: only rectangular outlines can be.
    public var crisp: Bool

    init(role: Role, attributes: [String], children: Children = .none, effects: EffectSupport = .none,
         fillLayers: Bool = true, crisp: Bool = false) {
        self.role = role
        self.attributes = attributes
        self.children = children
        self.effects = effects
        self.fillLayers = fillLayers
        self.crisp = crisp
    }
}

/// The elements of reuse (format 1.1): tokens, includes and user-defined components.
public enum ReuseKind: Sendable, Equatable {
    /// `<tokens [theme]>`: named values for `{name}` references, in `<scene>` or `<library>`.
    case tokens
    /// `<token name value>` in `<tokens>`.
    case token
    /// `<include href>`: a `<library>` file's tokens and definitions.
    case include
    /// `<strings href>` (format 1.2): an app's string tables as tokens per locale.
    case strings
    /// The root of an included file.
    case library
    /// `<component name width height>` in `<defs>`: a new element.
    case component
    /// `<param name [default]>` in a `<component>`: an attribute of its instances.
    case param
    /// `<slot/>` in a component's body: where an instance's children go.
    case slot
}

/// The inline elements: what the text reader does with each in a `<text>`'s content.
public enum InlineKind: Sendable, Equatable {
    /// `<span>`: a run with its own font attributes.
    case span
    /// `<br/>`: a line break.
    case lineBreak
}

/// `<linear-gradient>`, `<radial-gradient>` or `<conic-gradient>`.
public enum GradientForm: Sendable, Equatable {
    case linear, radial, conic
}

/// The effect children: painted at their fixed steps around the fills.
public enum EffectKind: String, CaseIterable, Sendable {
    case dropShadow = "drop-shadow"
    case innerShadow = "inner-shadow"
    case shine

    public var element: ElementKind {
        switch self {
        case .dropShadow: return .dropShadow
        case .innerShadow: return .innerShadow
        case .shine: return .shine
        }
    }
}

/// Which effects an element hosts, and which it can draw only approximately (skipped with a warning).
public struct EffectSupport: Sendable {
    /// How one effect (or `spread`) is handled on an element.
    public enum Handling: Sendable, Equatable {
        case drawn
        /// Read, then left out with this warning: the element cannot draw it exactly.
        case skipped(String)
        /// An error: the element takes no such child.
        case notAllowed
    }

    public var dropShadow: Handling
    public var spread: Handling
    public var innerShadow: Handling
    public var shine: Handling

    public func handling(of effect: EffectKind) -> Handling {
        switch effect {
        case .dropShadow: return dropShadow
        case .innerShadow: return innerShadow
        case .shine: return shine
        }
    }

    /// No effect children at all.
    public static let none = EffectSupport(dropShadow: .notAllowed, spread: .notAllowed, innerShadow: .notAllowed, shine: .notAllowed)
    /// Rects, ellipses, points and container frames: every effect is drawn exactly.
    public static let exact = EffectSupport(dropShadow: .drawn, spread: .drawn, innerShadow: .drawn, shine: .drawn)
    /// Paths: shadows of the outline; it cannot be grown or inset exactly.
    public static let outline = EffectSupport(
        dropShadow: .drawn, spread: .skipped(noGrowth), innerShadow: .drawn,
        shine: .skipped("only rectangles and ellipses can be inset exactly"))
    /// Lines: a drop shadow of the stroke; no inside.
    public static let line = EffectSupport(
        dropShadow: .drawn, spread: .skipped(noGrowth), innerShadow: .skipped("a line has no inside"),
        shine: .skipped("only rectangles and ellipses can be inset exactly"))
    /// Text: drop shadows of the glyphs (the embossed label), which have no exact grown shape.
    public static let label = EffectSupport(
        dropShadow: .drawn, spread: .skipped("a label's shadow has the glyphs' own shape"),
        innerShadow: .notAllowed, shine: .notAllowed)
    /// A data circle: drop shadows of its circle, which grows exactly.
    public static let shadowsOfOutline = EffectSupport(dropShadow: .drawn, spread: .drawn, innerShadow: .notAllowed, shine: .notAllowed)

    private static let noGrowth = "only rectangles and ellipses can grow exactly"
}
