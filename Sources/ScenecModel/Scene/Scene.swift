import ScenecCore

/// A validated scene: the tree of nodes as written, with every value parsed but nothing laid out.
public struct Scene: Sendable {
    public var file: String
    public var width: Double
    public var height: Double
    public var background: RGBA?
    /// Gradients declared in `<defs>`, by id.
    public var gradients: [String: GradientSpec]
    /// Every node with an `id`, drawn or in `<defs>`, for `use` and `relative-to="#id"`.
    public var nodesByID: [String: Node]
    /// The drawn nodes, in painting order.
    public var nodes: [Node]
    public var location: SourceLocation
    /// Where `width` was written, for canvas-size errors.
    public var sizeLocation: SourceLocation
    /// `width="hug"` / `height="hug"`: the canvas is the union of the top-level nodes' frames from
    /// (0, 0) on that axis, decided by layout (`width`/`height` are then 0 until laid out).
    public var hugsWidth = false
    public var hugsHeight = false
    /// The locale being built (`--locale`), nil without one: the default `lang` of every text
    /// (format 1.2; text setting reads it where a text names no `lang` of its own).
    public var locale: String?
    /// `<font href>` in `<defs>`, in document order: the files the library loads for the text.
    public var fonts: [FontReference] = []
    /// `system-fonts="false"`: only the scene's own fonts (nil: not written).
    public var systemFonts: Bool?
    /// `version` as written on `<scene>` (nil: not written, version 1). Where a later version changes
    /// a rule of an earlier one, layout asks it (`followsFormat13`), so older scenes keep their bytes.
    public var formatVersion: String?

    /// The scene declares format 1.3 (or later): rules 1.3 changes apply (CSS's static position of
    /// absolute children in a row or column).
    public var followsFormat13: Bool {
        guard let formatVersion else { return false }
        return !["1", "1.1", "1.2"].contains(formatVersion)
    }
}

/// A font file a scene names, checked and registered by the library (parsing never reads it).
public struct FontReference: Sendable, Hashable {
    public var href: String
    public var location: SourceLocation

    public init(href: String, location: SourceLocation) {
        self.href = href
        self.location = location
    }
}

/// One element of the scene tree.
public struct Node: Sendable {
    public var kind: NodeKind
    /// The element name as written (`rect`, `row`, ...), for messages and review tooling.
    public var element: String
    public var id: String?
    public var opacity: Double
    public var hidden: Bool
    public var frame: FrameSpec
    public var style: ShapeStyle
    public var children: [Node]
    public var location: SourceLocation
    /// `transform`, applied after layout about `transformOrigin` (nil: none).
    public var transform: AffineTransform?
    public var transformOrigin: TransformOrigin = .center
    /// `align-self` in a row or column (nil: the stack's `align`).
    public var alignSelf: CrossAlign?
    /// `column`, `row`, `area`, `justify-self` in a `<grid>` (nil: none written, auto-placed).
    public var gridItem: GridItemSpec?
    /// `blend` (format 1.2, CSS `mix-blend-mode`).
    public var blend: BlendMode = .normal
    /// `blur` (format 1.2): a layer blur of everything the node draws, as a CSS blur radius (σ = blur/2, as for shadows); 0 for none.
    public var blur: Double = 0
    /// `backdrop-blur` (format 1.2): what is drawn beneath, inside the node's outline, blurred with
    /// σ = backdropBlur/2 before the node paints; 0 for none.
    public var backdropBlur: Double = 0
    /// A number unique to this node in its tree, given by layout before it measures (0 until then):
    /// the key of its measurements, so a node asked its size twice for one proposal is measured once.
    public var layoutSerial = 0

    public init(kind: NodeKind, element: String, id: String? = nil, opacity: Double = 1, hidden: Bool = false,
                frame: FrameSpec = FrameSpec(), style: ShapeStyle = ShapeStyle(), children: [Node] = [],
                location: SourceLocation) {
        self.kind = kind
        self.element = element
        self.id = id
        self.opacity = opacity
        self.hidden = hidden
        self.frame = frame
        self.style = style
        self.children = children
        self.location = location
    }
}

/// What a node is and the values only its kind has. How layout sizes each kind is `sizing`
/// (NodeSizing.swift).
public enum NodeKind: Sendable {
    case group(clip: Bool)
    case stack(Stack)
    /// `<grid>` (format 1.3): CSS grid.
    case grid(GridSpec)
    case rect
    case ellipse
    case circle(cx: Length, cy: Length, r: Length)
    case line(x1: Length, y1: Length, x2: Length, y2: Length)
    case path(Path, FillRule)
    case point
    case use(href: String)
    case text(TextSpec)
    case image(ImageSpec)
    case reflection(ReflectionSpec)
}

/// `row` (horizontal) and `column` (vertical) distribution settings.
public struct Stack: Sendable {
    public enum Axis: Sendable { case horizontal, vertical }
    public enum Justify: String, Sendable, CaseIterable {
        case start, center, end
        case spaceBetween = "space-between"
        /// Half a share of the leftover space before the first and after the last child, a share
        /// between the others (CSS).
        case spaceAround = "space-around"
        /// Equal shares before, between and after the children (CSS).
        case spaceEvenly = "space-evenly"

        /// Whether it spreads the leftover space (CSS's distributed alignment), rather than moving the run.
        public var distributes: Bool {
            switch self {
            case .start, .center, .end: return false
            case .spaceBetween, .spaceAround, .spaceEvenly: return true
            }
        }
    }
    /// `align-content`: where a wrapping stack's lines sit across it when they do not fill it (CSS).
    public enum AlignContent: String, Sendable, CaseIterable {
        case start, center, end, stretch
        case spaceBetween = "space-between"
        case spaceAround = "space-around"
        case spaceEvenly = "space-evenly"

        /// Whether it spreads the free space over the lines (CSS's distributed alignment, `stretch` included).
        public var distributes: Bool {
            switch self {
            case .start, .center, .end: return false
            case .stretch, .spaceBetween, .spaceAround, .spaceEvenly: return true
            }
        }
    }

    public var axis: Axis
    /// `gap`: points, or (format 1.3) a percentage of the content box's length on the main axis.
    public var gap: Length
    /// One to four values in CSS order (top, right, bottom, left): points, or (format 1.3) percentages
    /// of the parent's content width on every side, as CSS resolves them.
    public var padding: LengthInsets
    public var justify: Justify
    public var clip: Bool
    /// Where children sit on the cross axis (a child's `align-self` overrides it).
    public var align: CrossAlign
    /// `wrap="true"`: a child that does not fit on the current line starts a new one (CSS `flex-wrap`).
    public var wrap = false
    /// `line-gap`: space between wrapped lines (nil: `gap`); a percentage is of the content box's
    /// length across the stack.
    public var lineGap: Length?
    /// `reverse="true"`: the children run from the main axis's end (CSS `row-reverse`, `column-reverse`).
    public var reverse = false
    /// `wrap="reverse"`: lines stack from the cross axis's end (CSS `wrap-reverse`); `wrap` is true too.
    public var wrapReverse = false
    /// `align-content` (default start).
    public var alignContent = AlignContent.start

    public init(axis: Axis, gap: Double = 0, padding: EdgeInsets = .zero, justify: Justify = .start, clip: Bool = false,
                align: CrossAlign = .stretch) {
        self.axis = axis
        self.gap = .points(gap)
        self.padding = LengthInsets(padding)
        self.justify = justify
        self.clip = clip
        self.align = align
    }
}

/// A stack child's place on the cross axis: `stretch` gives a child without a cross size the
/// stack's (version 1); the others keep the child's own or natural size and place it. `baseline`
/// (format 1.3, rows only) lines up the first baselines of the children's text (CSS `align-items:
/// baseline`); a grid does not take it (the reader refuses it there).
public enum CrossAlign: String, Sendable, CaseIterable {
    case stretch, start, center, end, baseline

    /// The values a grid takes for `justify-items`, `align-items`, `justify-self` and `align-self`.
    public static let gridCases: [CrossAlign] = [.stretch, .start, .center, .end]
}

/// Fills, stroke and corner radius of a shape (or of a container's own frame).
public struct ShapeStyle: Sendable {
    /// Fill layers bottom to top: the `fill` attribute, then `<fill>` and inline gradient children.
    public var fills: [PaintSpec]
    public var stroke: StrokeSpec?
    /// `corner-radius`: one to four radii, as written (layout clamps each to its frame).
    public var corners: CornerRadii
    /// Whether `corners` are points or percentages of the frame's shorter side (`50%`: a pill).
    public var cornerUnit: CornerUnit = .points
    /// `corner-smoothing`, 0…1 (0: circular arcs).
    public var cornerSmoothing: Double
    /// Shadows and shine, in document order; each kind is painted at its own step.
    public var effects: [EffectSpec]

    public init(fills: [PaintSpec] = [], stroke: StrokeSpec? = nil, corners: CornerRadii = .zero, cornerSmoothing: Double = 0,
                effects: [EffectSpec] = []) {
        self.fills = fills
        self.stroke = stroke
        self.corners = corners
        self.cornerSmoothing = cornerSmoothing
        self.effects = effects
    }

    /// One radius for all four corners (components such as `key` set this); reading it gives the
    /// top-left radius, which is the radius when all four are equal.
    public var cornerRadius: Double {
        get { corners.topLeft }
        set { corners = .uniform(newValue) }
    }

    /// The radii in points on `frame` (percentages resolved against its shorter side).
    public func corners(on frame: Rect) -> CornerRadii {
        switch cornerUnit {
        case .points: return corners
        case .percentOfShorterSide:
            let side = max(min(frame.width, frame.height), 0) / 100
            return CornerRadii(topLeft: corners.topLeft * side, topRight: corners.topRight * side,
                               bottomRight: corners.bottomRight * side, bottomLeft: corners.bottomLeft * side)
        }
    }

    /// Whether the outline needs a path rather than a plain rounded rect (per-corner radii or smoothing).
    public var hasShapedCorners: Bool { corners.uniformRadius == nil || cornerSmoothing > 0 }
}

/// The unit of `corner-radius` values.
public enum CornerUnit: Sendable {
    case points
    /// Percent of the shorter side of the frame, so 50% rounds a hugging pill or circle fully.
    case percentOfShorterSide
}

/// A paint before layout: a colour, or a gradient whose geometry still needs its reference box.
public enum PaintSpec: Sendable {
    case color(RGBA)
    case gradient(GradientSpec)
}

public struct StrokeSpec: Sendable {
    public enum Align: String, Sendable, CaseIterable {
        case center, inside, outside
    }

    public var paint: PaintSpec
    public var width: Double
    public var align: Align
    public var crisp: Bool
    /// `stroke-dasharray` and `stroke-dashoffset` in points, normalised.
    public var dash: DashPattern
    public var cap: LineCap
    public var join: LineJoin
    /// `trim-start` / `trim-end` (format 1.2, SwiftUI's `trim(from:to:)`): the part of the outline's
    /// length that is stroked, from where the outline starts; 0 and 1 stroke all of it.
    public var trimStart: Double = 0
    public var trimEnd: Double = 1

    /// Whether the stroke is only part of the outline.
    public var isTrimmed: Bool { trimStart > 0 || trimEnd < 1 }

    public init(paint: PaintSpec, width: Double = 1, align: Align = .center, crisp: Bool = false,
                dash: DashPattern = .solid, cap: LineCap = .butt, join: LineJoin = .miter) {
        self.paint = paint
        self.width = width
        self.align = align
        self.crisp = crisp
        self.dash = dash
        self.cap = cap
        self.join = join
    }
}
