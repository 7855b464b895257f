/// The one contract between layout and the backends: absolute geometry in points, resolved paints,
/// and nothing left to decide. Backends walk `items` in order and draw.
public struct RenderList: Sendable, Hashable {
    /// Canvas size in points; the SVG viewBox is `0 0 width height`.
    public var width: Double
    public var height: Double
    /// Device pixels per point this list was laid out for (crisp strokes are snapped for it).
    public var scale: Double
    public var items: [RenderItem]
    /// Fonts the SVG embeds as `@font-face` rules (`--svg-fonts embed`); the other backends draw glyphs
    /// themselves and ignore them.
    public var fontFaces: [EmbeddedFontFace] = []

    public init(width: Double, height: Double, scale: Double, items: [RenderItem]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.items = items
    }

    /// The canvas size in device pixels at `scale`. Layout refuses canvases past `Limits.pixelSide`;
    /// a list built by hand with absurd sizes clamps here rather than trapping.
    public var pixelWidth: Int { CheckedInt.clamped(width * scale, rounding: .up, to: 0...(1 << 52)) }
    public var pixelHeight: Int { CheckedInt.clamped(height * scale, rounding: .up, to: 0...(1 << 52)) }
}

/// Where an item of a render list stands among its groups: the transforms of the groups open around
/// it composed (innermost first), and how many groups are open.
public struct ItemPlacement: Sendable, Hashable {
    public var transform: AffineTransform
    public var openGroups: Int
}

extension RenderList {
    /// Each item's placement, in order: what a pass after layout needs to draw one op on its own where
    /// the whole list draws it (a backdrop's pixels beneath, a colour glyph's image).
    public var placements: [ItemPlacement] {
        var open: [AffineTransform] = []
        var current = AffineTransform.identity
        return items.map { item in
            let placement = ItemPlacement(transform: current, openGroups: open.count)
            switch item.op {
            case .beginGroup(let style):
                open.append(current)
                if let transform = style.transform { current = transform.then(current) }
            case .endGroup:
                current = open.popLast() ?? .identity
            case .fill, .stroke, .blurredFill, .text, .image, .icon, .backdrop:
                break
            }
            return placement
        }
    }
}

/// One drawing operation and the scene element it came from (for review tooling, not for drawing).
public struct RenderItem: Sendable, Hashable {
    public var op: RenderOp
    public var origin: Origin?

    public init(_ op: RenderOp, origin: Origin? = nil) {
        self.op = op
        self.origin = origin
    }
}

/// The scene element an item was made from.
public struct Origin: Sendable, Hashable {
    public var element: String
    public var id: String?
    public var location: SourceLocation

    public init(element: String, id: String?, location: SourceLocation) {
        self.element = element
        self.id = id
        self.location = location
    }
}

public enum RenderOp: Sendable, Hashable {
    /// Starts a group: everything until the matching `endGroup` is drawn through the group's
    /// `transform` (if any), clipped, and then composited with `opacity` as one layer (CSS/SVG group opacity).
    case beginGroup(GroupStyle)
    case endGroup
    case fill(FillOp)
    case stroke(StrokeOp)
    /// Drop shadows, inner shadows and shines: a fill whose coverage is blurred, then clipped.
    case blurredFill(BlurredFillOp)
    /// A run of text, already measured and positioned by layout.
    case text(TextOp)
    /// A raster image, already oriented by layout.
    case image(ImageOp)
    /// An SVG icon drawn as vectors, its transform already computed by layout.
    case icon(IconOp)
    /// `backdrop-blur`: what is drawn beneath, inside the outline, blurred. Resolved to pixels once
    /// everything before it is known (`BackdropOp.raster`), then drawn like a clipped image.
    case backdrop(BackdropOp)
}

/// A group's semantics, exactly SVG's `<g transform clip-path opacity>`: `transform` (when present)
/// maps the coordinates of everything inside the group, items *and* the group's own `clip`, to the
/// enclosing coordinates; the clip geometry is therefore written in the group's inner (transformed)
/// coordinates. Then the clipped content is composited once with `opacity`. Layout that wants a clip in
/// outer coordinates nests a transformed group inside a clipping group.
public struct GroupStyle: Sendable, Hashable {
    public var opacity: Double
    public var clip: Clip?
    public var transform: AffineTransform?
    /// How the group, composited as one layer, combines with what is beneath it.
    public var blend: BlendMode
    /// A Gaussian blur of the composited layer before its clip and opacity (SVG's filter, then
    /// clip-path, then opacity); nil for none.
    public var blur: LayerBlur?

    public init(opacity: Double = 1, clip: Clip? = nil, transform: AffineTransform? = nil, blend: BlendMode = .normal,
                blur: LayerBlur? = nil) {
        self.opacity = opacity
        self.clip = clip
        self.transform = transform
        self.blend = blend
        self.blur = blur
    }

    /// Whether the group is drawn as a layer of its own and composited once (rather than straight through).
    public var isLayer: Bool { opacity < 1 || blend != .normal || blur != nil }
}

/// A layer blur: standard deviation `sigma` in the group's user units, over `region`, the canvas in
/// the group's coordinates (what the blur may read and write: the PNG's group surface is the canvas).
public struct LayerBlur: Sendable, Hashable {
    public var sigma: Double
    public var region: Rect

    public init(sigma: Double, region: Rect) {
        self.sigma = sigma
        self.region = region
    }
}

/// A clip region: the inside of `geometry` under `rule`. An "outside" clip is expressed by layout as
/// an even-odd path of a large rect plus the shape, so backends only ever intersect.
public struct Clip: Sendable, Hashable {
    public var geometry: Geometry
    public var rule: FillRule

    public init(geometry: Geometry, rule: FillRule = .nonzero) {
        self.geometry = geometry
        self.rule = rule
    }
}

public enum FillRule: String, Sendable, Hashable {
    case nonzero
    case evenodd
}

public struct FillOp: Sendable, Hashable {
    public var geometry: Geometry
    public var rule: FillRule
    public var paint: Paint

    public init(geometry: Geometry, rule: FillRule = .nonzero, paint: Paint) {
        self.geometry = geometry
        self.rule = rule
        self.paint = paint
    }
}

/// A centred stroke; inside/outside alignment arrives here as a doubled width plus a clip. The dash
/// pattern is measured along the outline, so the doubled width leaves its lengths unchanged; caps
/// extend by half the drawn (doubled) width, i.e. the visible stroke's whole width.
public struct StrokeOp: Sendable, Hashable {
    public var geometry: Geometry
    public var paint: Paint
    public var width: Double
    public var clip: Clip?
    /// Dash lengths and offset in points, already normalised (`DashPattern.solid` draws a solid line).
    public var dash: DashPattern
    public var cap: LineCap
    public var join: LineJoin
    /// `trim-start`/`trim-end` when the stroke is trimmed: `dash` already draws it (one dash), for the
    /// backends that dash; a backend with a trim of its own (VectorDrawable's `trimPathStart`/`End`)
    /// writes this instead. Nil for an untrimmed stroke.
    public var trim: StrokeTrim?

    public init(geometry: Geometry, paint: Paint, width: Double, clip: Clip? = nil,
                dash: DashPattern = .solid, cap: LineCap = .butt, join: LineJoin = .miter, trim: StrokeTrim? = nil) {
        self.trim = trim
        self.geometry = geometry
        self.paint = paint
        self.width = width
        self.clip = clip
        self.dash = dash
        self.cap = cap
        self.join = join
    }

    /// Miter limit used by both backends (SVG's default; Cairo's own default is 10).
    public static let miterLimit = 4.0
}

/// The part of an outline's length a trimmed stroke draws: from `start` to `end` (fractions 0…1 of the
/// length, start < end), measured from the outline's first point.
public struct StrokeTrim: Sendable, Hashable {
    public var start: Double
    public var end: Double

    public init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }
}

/// A shape's outline in absolute points. Backends that have a native element for a case use it
/// (SVG `<rect rx>`, `<ellipse>`); anything that needs a path asks `path`, the one routine both share.
public enum Geometry: Sendable, Hashable {
    case rect(Rect, cornerRadius: Double)
    case ellipse(Rect)
    case line(Point, Point)
    case path(Path)

    public var path: Path {
        switch self {
        case .rect(let r, let radius): return Path.roundedRect(r, radius: radius)
        case .ellipse(let r): return Path.ellipse(in: r)
        case .line(let a, let b): return Path([.move(a), .line(b)])
        case .path(let p): return p
        }
    }

    /// The same outline moved by (dx, dy).
    public func translatedBy(dx: Double, dy: Double) -> Geometry {
        switch self {
        case .rect(let r, let radius): return .rect(r.offsetBy(dx: dx, dy: dy), cornerRadius: radius)
        case .ellipse(let r): return .ellipse(r.offsetBy(dx: dx, dy: dy))
        case .line(let a, let b): return .line(a.offsetBy(dx: dx, dy: dy), b.offsetBy(dx: dx, dy: dy))
        case .path(let p): return .path(p.translatedBy(dx: dx, dy: dy))
        }
    }

    public var bounds: Rect {
        switch self {
        case .rect(let r, _), .ellipse(let r): return r
        case .line(let a, let b): return Rect.bounding([a, b])
        case .path(let p): return p.bounds
        }
    }
}

public enum Paint: Sendable, Hashable {
    case solid(RGBA)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    /// Sampled by layout at the output scale (`ConicGradient.raster`): no backend has a conic paint.
    case conicGradient(ConicGradient)
}

public struct GradientStop: Sendable, Hashable {
    public var offset: Double
    public var color: RGBA

    public init(offset: Double, color: RGBA) {
        self.offset = offset
        self.color = color
    }
}

/// A linear gradient already resolved against its reference box: absolute end points, pad spread.
public struct LinearGradient: Sendable, Hashable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]

    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// A radial gradient already resolved: a circle of `radius` around `center`, pad spread.
public struct RadialGradient: Sendable, Hashable {
    public var center: Point
    public var radius: Double
    public var stops: [GradientStop]

    public init(center: Point, radius: Double, stops: [GradientStop]) {
        self.center = center
        self.radius = radius
        self.stops = stops
    }
}
