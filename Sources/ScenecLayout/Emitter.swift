import ScenecCore
import ScenecModel
import ScenecText

/// Walks placed nodes in painting order and writes render items: fills, then the stroke, then
/// children, wrapped in a group for opacity and clipping.
struct Emitter {
    var frames: FramePass
    let options: LayoutOptions
    var items: [RenderItem] = []
    /// Warnings found while emitting (text that overflows its frame), in painting order, repeats included.
    var warnings: [Diagnostic] = []
    /// Nodes drawn so far (a reflection draws its children twice) and path segments drawn: layout's
    /// second guard behind the reader's count, so no scene reaches a backend larger than the limits.
    private(set) var emittedNodes = 0
    private(set) var drawnSegments = 0
    /// Dashes drawn so far (estimated per stroke as in `checkDashCount`), against `Limits.drawnDashes`.
    private var drawnDashes = 0.0
    /// Conic gradient pixels sampled so far, against `Limits.sampledPixels`.
    var sampledPixels = 0
    /// Canvas pixels layer and backdrop blurs will process, against `Limits.blurredCanvasPixels`.
    var blurredCanvasPixels = 0.0
    /// Layer blurs emitted so far: each backdrop after them redraws them.
    var layerBlurs = 0
    /// COLR colour layers the scene's texts may still read (`Limits.colorLayers`), shared by all.
    var colorLayerBudget = ColorLayerBudget()
    /// Where the first limit was passed and what was exceeded; emission stops there.
    var overflow: (location: SourceLocation, message: String)?
    /// How many rotating, scaling or skewing transforms enclose the node being emitted: `crisp` strokes
    /// and text baselines cannot land on device pixels under them, so they snap only where this is 0.
    private(set) var transformedDepth = 0
    /// The transforms of the groups around the node being emitted, composed (local → canvas points):
    /// what a conic gradient's pixel grid and a layer blur's region are laid in.
    var composed = AffineTransform.identity
    /// Bitmaps already turned (and recoloured) for an `<image>`, shared by every later use.
    var preparedImages: [PreparedImageKey: Bitmap] = [:]

    init(frames: FramePass, options: LayoutOptions) {
        self.frames = frames
        self.options = options
    }

    var scale: Double { options.scale }

    /// Two device pixels in points: how far past a shape's bounds its antialiased edge may reach, and
    /// so how far a sampled paint (`ConicRaster`) must cover beyond them.
    var antialiasMargin: Double { 2 / scale }

    mutating func emit(_ placed: PlacedNode) {
        let node = placed.node
        guard !node.hidden, node.opacity > 0, overflow == nil else { return }
        emittedNodes += 1
        if emittedNodes > Limits.placedNodes {
            overflow = (node.location, "the scene draws more than \(Limits.placedNodes) nodes (copies made by <use> and <reflection> included); this is refused")
            return
        }
        if case .path(let path, _) = node.kind {
            drawnSegments += path.elements.count
            if drawnSegments > Limits.drawnSegments {
                overflow = (node.location, "the scene draws more than \(Limits.drawnSegments) path segments (copies made by <use> and <reflection> included); this is refused")
                return
            }
            if path.elements.count > Limits.wholePathSegments, let drawn = LongPath.drawnWhole(node) {
                overflow = (node.location, "a path of more than \(Limits.wholePathSegments) segments (this one has \(path.elements.count)) can only be stroked with a solid line; its \(drawn) would be rasterized as one outline, in time that grows with its segments times its crossings; this is refused")
                return
            }
        }
        let origin = Origin(element: node.element, id: node.id, location: node.location)
        // A transform applies after layout, about its origin in the node's frame, to everything the
        // node draws (shadows, fills, stroke, children, content), like CSS; opacity groups inside it.
        let transform = node.transform.map { $0.about(node.transformOrigin.resolved(in: placed.frame)) }
        let enclosing = composed
        if let transform {
            items.append(RenderItem(.beginGroup(GroupStyle(transform: transform)), origin: origin))
            if !transform.isTranslation { transformedDepth += 1 }
            composed = transform.then(composed)
        }
        defer {
            if let transform {
                items.append(RenderItem(.endGroup, origin: origin))
                if !transform.isTranslation { transformedDepth -= 1 }
                composed = enclosing
            }
        }
        // Opacity, blending and a layer blur apply to everything the node draws, composited as one layer.
        let layer = GroupStyle(opacity: node.opacity, blend: node.blend, blur: layerBlur(node))
        if layer.blur != nil { guard chargeBlur(at: node.location, backdrop: false) else { return } }
        if layer.isLayer { items.append(RenderItem(.beginGroup(layer), origin: origin)) }

        // The contract's painting order: drop shadows, fills, inner shadows and shine, stroke,
        // children, then text or image content.
        if let geometry = geometry(of: placed) {
            let rule: FillRule
            if case .path(_, let r) = node.kind { rule = r } else { rule = .nonzero }
            let steps = EffectSteps(node.style.effects)
            emitBackdrop(of: geometry, rule: rule, node: node, origin: origin)
            emitDropShadows(of: geometry, rule: rule, steps: steps, origin: origin)
            for layer in node.style.fills {
                items.append(RenderItem(.fill(FillOp(geometry: geometry, rule: rule, paint: paint(layer, for: placed, covering: geometry.bounds.insetBy(-antialiasMargin)))),
                                        origin: origin))
            }
            emitInnerEffects(of: geometry, rule: rule, steps: steps, origin: origin)
            if let stroke = node.style.stroke, stroke.width > 0, stroke.trimEnd > stroke.trimStart {
                guard checkDashCount(stroke.dash, on: geometry, at: node.location) else { return }
                items.append(RenderItem(.stroke(strokeOp(stroke, geometry: geometry, placed: placed)), origin: origin))
            }
        }

        let clip = clips(node) ? Clip(geometry: outline(placed.frame, of: node)) : nil
        if clip != nil { items.append(RenderItem(.beginGroup(GroupStyle(clip: clip)), origin: origin)) }
        if case .reflection(let spec) = node.kind {
            emitReflection(spec, of: placed, origin: origin)
        } else {
            for child in placed.children { emit(child) }
        }
        if clip != nil { items.append(RenderItem(.endGroup, origin: origin)) }
        emitContent(of: placed, origin: origin)

        if layer.isLayer { items.append(RenderItem(.endGroup, origin: origin)) }
    }

    private func clips(_ node: Node) -> Bool {
        switch node.kind {
        case .group(let clip): return clip
        case .stack(let stack): return stack.clip
        case .grid(let grid): return grid.clip
        case .reflection, .rect, .ellipse, .circle, .line, .path, .point, .use, .text, .image: return false
        }
    }

    /// The outline of a node in absolute points; nil for nodes that draw only their children.
    private func geometry(of placed: PlacedNode) -> Geometry? {
        let node = placed.node
        switch node.kind {
        case .rect, .point, .group, .stack, .grid, .reflection:
            return outline(placed.frame, of: node)
        case .ellipse, .circle:
            return .ellipse(placed.frame)
        case .line(let x1, let y1, let x2, let y2):
            let p = placed.referenceBox.size, o = placed.offset
            return .line(Point(o.x + x1.resolved(against: p.width), o.y + y1.resolved(against: p.height)),
                         Point(o.x + x2.resolved(against: p.width), o.y + y2.resolved(against: p.height)))
        case .path(let path, _):
            return .path(path.translatedBy(dx: placed.offset.x, dy: placed.offset.y))
        case .use, .text, .image:
            return nil
        }
    }

    /// A rectangular node's outline on `frame`: a rounded rect, or a path for per-corner radii or
    /// smoothed corners (`CornerPath`).
    private func outline(_ frame: Rect, of node: Node) -> Geometry {
        CornerPath.geometry(frame, radii: node.style.corners(on: frame), smoothing: node.style.cornerSmoothing)
    }

    /// Whether the node's outline is its frame (rounded or not), which `crisp` can snap.
    private func isRectangular(_ node: Node) -> Bool {
        switch node.kind {
        case .rect, .point, .group, .stack, .grid, .reflection: return true
        case .ellipse, .circle, .line, .path, .use, .text, .image: return false
        }
    }

    /// The paint of one fill or stroke; `area` bounds what it can cover, where a conic gradient is sampled.
    private mutating func paint(_ spec: PaintSpec, for placed: PlacedNode, covering area: Rect) -> Paint {
        switch spec {
        case .color(let color):
            return .solid(color)
        case .gradient(let gradient):
            let box: Rect
            switch gradient.relativeTo {
            case .own: box = placed.frame
            case .parent: box = placed.parentFrame
            case .scene: box = frames.canvas
            case .node(let id): box = frames.frame(ofID: id)
            }
            let paint = GradientResolver.paint(gradient, box: box)
            guard case .conicGradient(let conic) = paint else { return paint }
            return .conicGradient(sampled(conic, covering: area, at: placed.node.location))
        }
    }

    private mutating func strokeOp(_ stroke: StrokeSpec, geometry: Geometry, placed: PlacedNode) -> StrokeOp {
        var geometry = geometry
        var width = stroke.width
        if stroke.crisp, transformedDepth == 0, isRectangular(placed.node) {
            let snapped = stroke.align == .center
                ? CrispSnapping.centered(placed.frame, width: width, scale: scale)
                : CrispSnapping.aligned(placed.frame, width: width, scale: scale)
            geometry = outline(snapped.rect, of: placed.node)
            width = snapped.width
        }
        // A stroke reaches at most half its width past the outline, or twice the width at a miter
        // join (the limit is 4); inside and outside alignment draw twice the width, clipped.
        let reach = (stroke.align == .center ? 1 : 2) * width * 2 + antialiasMargin
        var op = StrokeOp(geometry: geometry, paint: paint(stroke.paint, for: placed, covering: geometry.bounds.insetBy(-reach)), width: width,
                          dash: stroke.isTrimmed ? Self.trimDash(stroke, on: geometry) : stroke.dash, cap: stroke.cap, join: stroke.join,
                          trim: stroke.isTrimmed ? StrokeTrim(start: stroke.trimStart, end: stroke.trimEnd) : nil)
        switch stroke.align {
        case .center:
            break
        case .inside:
            // Twice the width, clipped to the shape: only the inner half shows. Dashes are measured
            // along the outline, so their lengths do not change with the width.
            op.width = 2 * width
            op.clip = Clip(geometry: geometry)
        case .outside:
            // Twice the width, clipped to a frame around the shape minus the shape itself.
            let margin = 2 * width + 1
            var outside = Path.roundedRect(geometry.bounds.insetBy(-margin), radius: 0)
            outside.append(geometry.path)
            op.width = 2 * width
            op.clip = Clip(geometry: .path(outside), rule: .evenodd)
        }
        return op
    }

    /// Refuses a dash pattern so fine that the outline would need more than `Limits.dashesPerStroke`
    /// dashes (the outline's length is bounded by its control polygon's).
    private mutating func checkDashCount(_ dash: DashPattern, on geometry: Geometry, at location: SourceLocation) -> Bool {
        guard !dash.isSolid else { return true }
        let dashes = geometry.path.lengthBound / dash.period * Double(dash.lengths.count) / 2
        guard dashes <= Double(Limits.dashesPerStroke) else {
            // A period of 1e-320 pt makes the count overflow to infinity: say so, not "about 0".
            let count = dashes.isFinite ? "about \(NumberFormat.svg(dashes.rounded()))" : "more than \(NumberFormat.svg(Double.greatestFiniteMagnitude))"
            overflow = (location, "stroke-dasharray: a period of \(NumberFormat.message(dash.period)) pt would draw \(count) dashes along this outline (at most \(Limits.dashesPerStroke)); this is refused")
            return false
        }
        // Many strokes each under the limit add up: 100 000 nodes could otherwise ask for 2·10¹⁰ dashes.
        drawnDashes += dashes
        guard drawnDashes > Double(Limits.drawnDashes) else { return true }
        overflow = (location, "stroke-dasharray: the scene's dashed strokes would draw more than \(Limits.drawnDashes) dashes in all (copies made by <use> and <reflection> included); this is refused")
        return false
    }
}

extension Emitter {
    /// `trim-start`/`trim-end` as one dash: `(end − start)·L` on, then a gap longer than the outline,
    /// offset so the dash begins `start·L` along it (L measured on Cairo's flattening). Both backends
    /// already draw dashes alike, so a trimmed stroke needs nothing new from them.
    static func trimDash(_ stroke: StrokeSpec, on geometry: Geometry) -> DashPattern {
        let length = OutlineLength.of(geometry.path)
        let on = (stroke.trimEnd - stroke.trimStart) * length
        let off = length + 1
        // Pattern position (x + offset) mod period is inside the dash exactly for x in [start·L, end·L).
        return DashPattern(lengths: [on, off], offset: on + off - stroke.trimStart * length)
    }
}
