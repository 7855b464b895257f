import CCairo
import ScenecCore
import ScenecPNG

/// The raster backend: walks a render list and draws it with cairo into an ARGB32 image surface of
/// `pixelWidth × pixelHeight` device pixels. It makes no layout decisions; every item is drawn as given.
public enum CairoRenderer {
    /// Renders `list` to a straight-alpha RGBA8 bitmap.
    public static func render(_ list: RenderList) throws -> Bitmap {
        try withRenderedSurface(list) { try Bitmap(argb32Surface: $0) }
    }

    /// Renders `list` to PNG bytes (deterministic: equal lists give equal bytes). The encoder filters
    /// the surface's own memory in place (the surface is destroyed right after), so a large render
    /// holds one image-sized buffer, not two.
    /// `over`: pixels of the list's first items drawn before (a data build's rows share them); the
    /// canvas starts as a copy of them and only the items after them are drawn. Same pixels either way.
    public static func renderPNG(_ list: RenderList, encoder: PNGEncoder = PNGEncoder(), over prefix: DrawnPrefix? = nil) throws -> [UInt8] {
        try withRenderedSurface(list, over: prefix) { surface in
            guard let data = cairo_image_surface_get_data(surface) else {
                throw CairoError.pngEncoding("image surface has no pixel data")
            }
            do {
                return try encoder.encode(premultipliedARGB32: UnsafeMutableRawPointer(data),
                                          width: Int(cairo_image_surface_get_width(surface)),
                                          height: Int(cairo_image_surface_get_height(surface)),
                                          stride: Int(cairo_image_surface_get_stride(surface)),
                                          consumingBuffer: true)
            } catch {
                throw CairoError.pngEncoding("\(error)")
            }
        }
    }

    /// Draws `list` into a new image surface and hands it to `body`. `masksAhead`: blurred masks are
    /// made on helper threads while drawing (`BlurMaskPipeline`); off only in tests that compare both.
    /// `maskHelpers`: how many helper threads, nil for one fewer than the cores (tests force some, so
    /// a one-core machine still checks masks made on other threads).
    /// `strokesInChunks`: long strokes drawn in pieces (`StrokeChunks`); off only in tests that compare
    /// them with one cairo stroke.
    static func withRenderedSurface<T>(_ list: RenderList, masksAhead: Bool = true, maskHelpers: Int? = nil,
                                       over prefix: DrawnPrefix? = nil, strokesInChunks: Bool = true,
                                       _ body: (OpaquePointer) throws -> T) throws -> T {
        let (width, height) = try pixelSize(of: list)
        // Over a prefix every pixel is overwritten first, so the canvas may be an earlier row's memory.
        let recycler = prefix?.canvases
        let canvas = try CanvasMemory(width: width, height: height, recycler: recycler)
        defer { canvas.release(to: recycler) }
        let surface = canvas.surface
        guard let cr = cairo_create(surface) else {
            throw CairoError.surfaceCreation(width: width, height: height, status: "cairo_create returned nothing")
        }
        defer { cairo_destroy(cr) }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CairoError.surfaceCreation(width: width, height: height, status: statusText(status))
        }
        var items = list.items
        if let prefix {
            guard prefix.fits(list) else {
                throw CairoError.malformedRenderList("the drawn prefix is not the beginning of this render list")
            }
            try prefix.restore(onto: surface)
            items.removeFirst(prefix.items.count)
        }
        var painter = Painter(cr: cr, scale: list.scale, strokesInChunks: strokesInChunks)
        if masksAhead { painter.startMasks(for: items, on: surface, helpers: maskHelpers) }
        defer { painter.masks.ahead?.finish() }
        try painter.draw(items)
        cairo_surface_flush(surface)
        return try body(surface)
    }

    /// The device-pixel size, checked before `RenderList.pixelWidth` can trap on a non-finite value.
    static func pixelSize(of list: RenderList) throws -> (Int, Int) {
        guard list.scale.isFinite, list.scale > 0 else {
            throw CairoError.invalidCanvas("scale \(list.scale) is not a positive number")
        }
        let w = list.width * list.scale, h = list.height * list.scale
        let limit = Double(Limits.pixelSide)
        guard w.isFinite, h.isFinite, w > 0, h > 0, w.rounded(.up) <= limit, h.rounded(.up) <= limit else {
            throw CairoError.invalidCanvas(
                "\(list.width)×\(list.height) pt at scale \(list.scale) is not between 1 and \(Limits.pixelSide) px per side")
        }
        return (list.pixelWidth, list.pixelHeight)
    }
}

/// The state of one walk over a render list.
struct Painter {
    /// What a `beginGroup` did, so its `endGroup` can undo exactly that.
    struct GroupFrame {
        /// The opacity of a pushed group (cairo_push_group), nil when drawing went straight through.
        var pushedOpacity: Double?
        /// The clip of a pushed group, applied once to the composited layer at `endGroup`.
        var deferredClip: Clip?
        /// How a pushed group is composited.
        var blend: BlendMode = .normal
        /// A pushed group's layer blur, applied before its clip and opacity.
        var blur: LayerBlur?
    }

    let cr: OpaquePointer
    /// Device pixels per point.
    let scale: Double
    /// The largest coordinate magnitude in points handed to cairo: ±4e6 device pixels. Cairo 1.16's
    /// 24.8 fixed point misbehaves past about ±8e6 device units.
    let limit: Double
    var groups: [GroupFrame] = []
    /// Blurred masks computed so far in this walk.
    let masks = BlurMaskCache()
    /// SVG icons parsed so far in this walk.
    let icons = IconHandleCache()
    /// Text without a layout outline is shown as glyphs (a PDF's selectable text) rather than filled
    /// as outlines (the PNG path, which must antialias like librsvg).
    let textAsGlyphs: Bool
    /// Long solid strokes are stroked in pieces (`StrokeChunks`): on an image surface, where cairo
    /// rasterizes them; a PDF keeps each stroke one path for its viewer.
    let strokesInChunks: Bool

    /// A walk drawing into `cr`, whatever its surface, at `scale` units of `cr`'s user space per point.
    init(cr: OpaquePointer, scale: Double, textAsGlyphs: Bool = false, strokesInChunks: Bool = true) {
        self.cr = cr
        self.scale = scale
        self.textAsGlyphs = textAsGlyphs
        self.strokesInChunks = strokesInChunks
        self.limit = 4e6 / scale
        cairo_scale(cr, scale, scale)
    }

    mutating func draw(_ items: [RenderItem]) throws {
        for (index, item) in items.enumerated() {
            switch item.op {
            case .beginGroup(let style): beginGroup(style)
            case .endGroup:
                guard let frame = groups.popLast() else {
                    throw CairoError.malformedRenderList("item \(index) ends a group that was never begun")
                }
                endGroup(frame)
            case .fill(let op): fill(op)
            case .stroke(let op): stroke(op)
            case .blurredFill(let op): try blurredFill(op)
            case .text(let op): try text(op)
            case .image(let op): try image(op)
            case .icon(let op): try icon(op, describing: item)
            case .backdrop(let op): try backdrop(op)
            }
            let status = cairo_status(cr)
            if status != CAIRO_STATUS_SUCCESS {
                throw CairoError.drawing(itemIndex: index, item: Self.describe(item), status: statusText(status))
            }
        }
        if !groups.isEmpty {
            throw CairoError.malformedRenderList("\(groups.count) group(s) begun but never ended")
        }
    }

    // MARK: Items

    /// A group without opacity clips the drawing directly. A group with opacity is drawn into a
    /// cairo group and composited once; its clip is applied to that composite only (as librsvg does
    /// for `<g opacity clip-path>`): clipping inside the group as well would apply an antialiased
    /// clip edge twice. Before pushing, the clip's pixel-aligned bounding box (coverage exactly 0 or 1)
    /// bounds the group's size.
    /// A group's `transform` is applied first (`cairo_transform` after the save), so the clip, the
    /// clip's device box and everything drawn inside are in the transformed coordinates, as in SVG.
    mutating func beginGroup(_ style: GroupStyle) {
        cairo_save(cr)
        if let t = style.transform { applyTransform(t) }
        let opacity = style.opacity.isNaN ? 1 : min(max(style.opacity, 0), 1)
        guard opacity < 1 || style.blend != .normal || style.blur != nil else {
            if let clip = style.clip { applyClip(clip) }
            groups.append(GroupFrame())
            return
        }
        if let clip = style.clip { clipToDeviceBounds(of: clip.geometry) }
        cairo_push_group(cr)
        groups.append(GroupFrame(pushedOpacity: opacity, deferredClip: style.clip, blend: style.blend, blur: style.blur))
    }

    /// Composites a pushed group and undoes the group's state; without `composite` (the walk that only
    /// plans masks) the pushed group is dropped unpainted.
    func endGroup(_ frame: GroupFrame, composite: Bool = true) {
        if let opacity = frame.pushedOpacity {
            guard composite else {
                cairo_pattern_destroy(cairo_pop_group(cr))
                cairo_restore(cr)
                return
            }
            if let blur = frame.blur {
                compositeBlurred(blur, frame: frame, opacity: opacity)
                cairo_restore(cr)
                return
            }
            cairo_pop_group_to_source(cr)
            if let clip = frame.deferredClip { applyClip(clip) }
            // The operator is part of the state the group's cairo_save keeps, so the restore below resets it.
            cairo_set_operator(cr, Self.cairoOperator(frame.blend))
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_restore(cr)
    }

    private func fill(_ op: FillOp) {
        guard setSource(op.paint) else { return }
        cairo_new_path(cr)
        appendPath(op.geometry)
        cairo_set_fill_rule(cr, fillRule(op.rule))
        cairo_fill(cr)
    }

    private func stroke(_ op: StrokeOp) {
        let width = op.width.isFinite ? min(op.width, 2 * limit) : 0
        guard width > 0 else { return }
        drawClipped(op.clip) { stroke(op, width: width) }
    }

    /// The stroke itself, inside whatever clip `stroke` set up.
    private func stroke(_ op: StrokeOp, width: Double) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard setSource(op.paint) else { return }
        cairo_new_path(cr)
        appendPath(op.geometry)
        cairo_set_line_width(cr, width)
        cairo_set_miter_limit(cr, StrokeOp.miterLimit)
        cairo_set_line_cap(cr, lineCap(op.cap))
        cairo_set_line_join(cr, lineJoin(op.join))
        if !op.dash.isSolid {
            let lengths = op.dash.lengths.map(c)
            cairo_set_dash(cr, lengths, Int32(lengths.count), c(op.dash.offset))
        }
        // A long path: its pieces' coverage, painted through as a mask (`StrokeChunks`).
        let chunks = strokeChunks(of: op)
        var sampled = false
        if case .conicGradient = op.paint { sampled = true }
        if chunks == nil, !sampled {
            cairo_stroke(cr)
            return
        }
        // A stroke painted with sampled pixels: the stroke's coverage as a mask over them, which is
        // what stroking with the pattern computes, and what a PDF viewer draws the same way
        // (poppler's cairo renderer fills the pattern's whole box for a stroke with an image pattern).
        let source = cairo_get_source(cr)
        cairo_pattern_reference(source)
        defer { cairo_pattern_destroy(source) }
        let coverage: OpaquePointer?
        if let chunks {
            cairo_new_path(cr)
            coverage = chunkedStrokeCoverage(chunks, width: width, cap: lineCap(op.cap))
        } else {
            cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_stroke(cr)
            coverage = cairo_pop_group(cr)
        }
        guard let coverage else { return }
        defer { cairo_pattern_destroy(coverage) }
        cairo_set_source(cr, source)
        cairo_mask(cr, coverage)
    }

    private func lineCap(_ cap: LineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }

    private func lineJoin(_ join: LineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }

    // MARK: Helpers

    func applyClip(_ clip: Clip) {
        cairo_new_path(cr)
        appendPath(clip.geometry)
        cairo_set_fill_rule(cr, fillRule(clip.rule))
        cairo_clip(cr)
    }

    /// Multiplies the current matrix by `t` (a non-finite or singular transform draws nothing:
    /// the group is clipped away, as SVG renders a singular `transform`).
    private func applyTransform(_ t: AffineTransform) {
        let values = [t.a, t.b, t.c, t.d, t.e, t.f]
        guard values.allSatisfy(\.isFinite), t.determinant != 0 else {
            cairo_new_path(cr)
            cairo_clip(cr)
            return
        }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: c(t.e), y0: c(t.f))
        cairo_transform(cr, &m)
    }

    /// The device-pixel bounding box of `rect` (user space) under the current matrix, clamped to ±4e6.
    func deviceBounds(of rect: Rect) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return mapped(rect, by: m)
    }

    /// The bounding box of `rect` mapped by `m` (as cairo maps user to device points), each
    /// coordinate clamped to ±4e6.
    func mapped(_ rect: Rect, by m: cairo_matrix_t) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        Self.mapped(rect, by: m, limit: limit)
    }

    /// `mapped(_:by:)` of a walk whose `limit` is `limit` (a blurred mask placed on a helper thread).
    static func mapped(_ rect: Rect, by m: cairo_matrix_t, limit: Double) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        var xs: [Double] = [], ys: [Double] = []
        for (ux, uy) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var x = clamped(ux, within: limit), y = clamped(uy, within: limit)
            cairo_matrix_transform_point([m], &x, &y)
            xs.append(x.isNaN ? 0 : min(max(x, -4e6), 4e6))
            ys.append(y.isNaN ? 0 : min(max(y, -4e6), 4e6))
        }
        return (xs.min() ?? 0, ys.min() ?? 0, xs.max() ?? 0, ys.max() ?? 0)
    }

    /// Clips to the smallest whole-device-pixel rectangle around `geometry` (under the current matrix).
    private func clipToDeviceBounds(of geometry: Geometry) {
        let box = deviceBounds(of: geometry.bounds)
        let x0 = box.x0.rounded(.down), y0 = box.y0.rounded(.down)
        let x1 = box.x1.rounded(.up), y1 = box.y1.rounded(.up)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
        cairo_set_matrix(cr, &matrix)
        cairo_clip(cr)
    }

    func fillRule(_ rule: FillRule) -> cairo_fill_rule_t {
        switch rule {
        case .nonzero: return CAIRO_FILL_RULE_WINDING
        case .evenodd: return CAIRO_FILL_RULE_EVEN_ODD
        }
    }

    /// A coordinate clamped into the range cairo handles; NaN becomes 0.
    func c(_ v: Double) -> Double {
        Self.clamped(v, within: limit)
    }

    /// `v` clamped into ±`limit`; NaN becomes 0.
    static func clamped(_ v: Double, within limit: Double) -> Double {
        v.isNaN ? 0 : min(max(v, -limit), limit)
    }

    /// Appends the geometry's path (the one routine shared with the SVG backend) to `context`,
    /// the canvas by default or an effect's mask.
    func appendPath(_ geometry: Geometry, on context: OpaquePointer? = nil) {
        let target = context ?? cr
        for element in geometry.path.elements {
            switch element {
            case .move(let p): cairo_move_to(target, c(p.x), c(p.y))
            case .line(let p): cairo_line_to(target, c(p.x), c(p.y))
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(target, c(c1.x), c(c1.y), c(c2.x), c(c2.y), c(p.x), c(p.y))
            case .close: cairo_close_path(target)
            }
        }
    }

    func unit(_ v: Double) -> Double {
        v.isNaN ? 0 : min(max(v, 0), 1)
    }

    static func describe(_ item: RenderItem) -> String {
        let kind: String
        switch item.op {
        case .beginGroup: kind = "beginGroup"
        case .endGroup: kind = "endGroup"
        case .fill: kind = "fill"
        case .stroke: kind = "stroke"
        case .blurredFill: kind = "blurredFill"
        case .text: kind = "text"
        case .image: kind = "image"
        case .icon: kind = "icon"
        case .backdrop: kind = "backdrop"
        }
        guard let origin = item.origin else { return kind }
        let id = origin.id.map { " #\($0)" } ?? ""
        return "\(kind) of <\(origin.element)>\(id) at \(origin.location)"
    }
}
