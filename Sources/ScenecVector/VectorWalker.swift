import ScenecCore
import ScenecSVG

/// One walk over a render list: the `<group>`, `<clip-path>` and `<path>` elements of the body, and
/// every problem on the way (all of them, so a scene's errors print together).
///
/// What VectorDrawable lacks is rebuilt where it can be exactly: a group's opacity goes onto the
/// `fillAlpha`/`strokeAlpha` of what it holds, which draws the same only when those never overlap
/// (checked, `OpacityScope`); a stroke's clip and a text's `overflow` clip become a group with a
/// `<clip-path>`; a group transform becomes rotation, scale and translation (`GroupTransform`).
struct VectorWalker {
    private(set) var body = LineBuffer(baseDepth: 1)
    private(set) var problems: [VectorDrawableRefusal.Problem] = []
    private(set) var usesGradients = false
    private var reported: Set<VectorDrawableRefusal.Problem> = []

    /// An open group of the render list.
    private struct Frame {
        /// Whether a `<group>` element was written for it (a group of opacity alone writes none).
        var opened: Bool
        /// The opacity of it and every group around it, pushed down onto each path's alpha.
        var opacity: Double
        /// Its inner coordinates → the canvas.
        var transform: AffineTransform
        /// Whether every transform around it scales uniformly (strokes keep their shape).
        var uniform: Bool
        /// Its opacity's scope, when it has an opacity below 1.
        var scope: OpacityScope?
    }

    private var frames: [Frame] = []
    /// The innermost frame, or the canvas itself.
    private var current: Frame {
        frames.last ?? Frame(opened: false, opacity: 1, transform: .identity, uniform: true, scope: nil)
    }

    mutating func visit(_ item: RenderItem) {
        let origin = item.origin
        switch item.op {
        case .beginGroup(let style):
            begin(style, origin: origin)
        case .endGroup:
            end()
        case .fill(let fill):
            path(fill.geometry.path, rule: fill.rule, paint: .fill(fill.paint), origin: origin)
        case .stroke(let stroke):
            self.stroke(stroke, origin: origin)
        case .text(let op):
            text(op, origin: origin)
        case .blurredFill:
            refuse("a shadow, inner shadow or shine (a blurred fill)", origin)
        case .image:
            refuse("a raster image", origin)
        case .icon:
            refuse("an SVG icon (its own SVG document; draw it with scene shapes or <path>)", origin)
        case .backdrop:
            refuse("a backdrop blur (backdrop-blur)", origin)
        }
    }

    /// Closes what a list left open (layout always balances its groups).
    mutating func finish() {
        while !frames.isEmpty { end() }
    }

    // MARK: Groups

    private mutating func begin(_ style: GroupStyle, origin: Origin?) {
        if style.blend != .normal { refuse("the blend mode \(style.blend.rawValue) (blend=)", origin) }
        if style.blur != nil { refuse("a layer blur (blur=)", origin) }
        let outer = current
        var frame = Frame(opened: false, opacity: outer.opacity * min(max(style.opacity, 0), 1), transform: outer.transform,
                          uniform: outer.uniform, scope: nil)
        var tag = XMLTag("group")
        if let transform = style.transform {
            if let decomposed = GroupTransform(transform) {
                tag.add(decomposed.attributes)
                frame.uniform = frame.uniform && decomposed.isUniform
            } else {
                refuse("a skewed transform (VectorDrawable groups rotate, scale and move only)", origin)
            }
            frame.transform = transform.then(outer.transform)
        }
        if style.opacity < 1 { frame.scope = OpacityScope(origin: origin) }
        if !tag.attributes.isEmpty || style.clip != nil {
            body.open(tag)
            frame.opened = true
            if let clip = style.clip { clipPath(clip, origin: origin) }
        }
        frames.append(frame)
    }

    private mutating func end() {
        guard let frame = frames.popLast() else { return }
        if frame.opened { body.close() }
        if let scope = frame.scope, scope.overlaps {
            refuse("an opacity over overlapping children (VectorDrawable has no group opacity: it is each path's alpha, which shows where they overlap; give the children their own opacity)", scope.origin)
        }
    }

    /// `<clip-path>`: Android clips with the nonzero rule only. An even-odd clip of two outlines (an
    /// outside-aligned stroke's frame minus the shape) is the same region with the inner outline
    /// turned the other way; others are refused.
    private mutating func clipPath(_ clip: Clip, origin: Origin?) {
        var path = clip.geometry.path
        if clip.rule == .evenodd {
            guard let nonzero = PathWinding.evenOddAsNonzero(path) else {
                refuse("an outside-aligned stroke on an outline of several subpaths (an even-odd clip)", origin)
                return
            }
            path = nonzero
        }
        body.empty(XMLTag("clip-path", [.init("android:pathData", VectorPathData.string(path))]))
    }

    // MARK: Paths

    private enum PathPaint {
        case fill(Paint)
        case stroke(StrokeOp)
    }

    private mutating func stroke(_ stroke: StrokeOp, origin: Origin?) {
        if !stroke.dash.isSolid && stroke.trim == nil { refuse("a dashed stroke (stroke-dasharray)", origin) }
        if !current.uniform { refuse("a stroke inside a group scaled unevenly (Android strokes it with one width)", origin) }
        if stroke.trim != nil, PathWinding.subpathCount(stroke.geometry.path) > 1 {
            refuse("a trimmed stroke on an outline of several subpaths (Android trims the first only)", origin)
        }
        if let clip = stroke.clip {
            body.open(XMLTag("group"))
            clipPath(clip, origin: origin)
        }
        path(stroke.geometry.path, rule: .nonzero, paint: .stroke(stroke), origin: origin)
        if stroke.clip != nil { body.close() }
    }

    private mutating func text(_ op: TextOp, origin: Origin?) {
        if op.blur > 0 { refuse("a text shadow (a blurred copy of the text)", origin) }
        if let clip = op.clip {
            body.open(XMLTag("group"))
            body.empty(XMLTag("clip-path", [.init("android:pathData", VectorPathData.string(.roundedRect(clip, radius: 0)))]))
        }
        // Runs of one colour are one path (with their underlines): glyphs of a text cover once, as
        // the PNG's glyph mask does.
        var pending = Path()
        var pendingColor: RGBA?
        func flush(_ walker: inout VectorWalker) {
            if let color = pendingColor, !pending.isEmpty {
                walker.path(pending, rule: .nonzero, paint: .fill(.solid(color)), origin: origin)
            }
            pending = Path()
            pendingColor = nil
        }
        for run in op.runs {
            if let layers = run.colorLayers {
                flush(&self)
                if let underline = run.underline { path(.roundedRect(underline, radius: 0), rule: .nonzero, paint: .fill(.solid(run.color)), origin: origin) }
                for layer in layers { path(layer.path, rule: .nonzero, paint: .fill(.solid(layer.color)), origin: origin) }
                continue
            }
            if run.hasColorGlyphs { refuse("a colour emoji of bitmap glyphs (CBDT or sbix)", origin) }
            guard let outline = run.outline else {
                refuse("text that is not set as outlines", origin)
                continue
            }
            if pendingColor != run.color { flush(&self) }
            pendingColor = run.color
            pending.append(outline)
            if let underline = run.underline { pending.append(.roundedRect(underline, radius: 0)) }
        }
        flush(&self)
        if op.clip != nil { body.close() }
    }

    private mutating func path(_ path: Path, rule: FillRule, paint: PathPaint, origin: Origin?) {
        guard !path.isEmpty else { return }
        var tag = XMLTag("path", [.init("android:pathData", VectorPathData.string(path))])
        let frame = current
        let written: (attributes: [XMLAttribute], gradient: XMLGradient?)
        var bounds = path.bounds
        switch paint {
        case .fill(let fill):
            written = VectorPaint.write(fill, property: "fill", opacity: frame.opacity)
            tag.add(written.attributes)
            if rule == .evenodd { tag.add("android:fillType", "evenOdd") }
        case .stroke(let stroke):
            written = VectorPaint.write(stroke.paint, property: "stroke", opacity: frame.opacity)
            tag.add(written.attributes)
            tag.add("android:strokeWidth", VectorNumber.coordinate(stroke.width))
            if stroke.cap != .butt { tag.add("android:strokeLineCap", stroke.cap.rawValue) }
            if stroke.join != .miter { tag.add("android:strokeLineJoin", stroke.join.rawValue) }
            // Android's default miter limit is 4, the render list's: written for the reader all the same.
            if stroke.join == .miter { tag.add("android:strokeMiterLimit", VectorNumber.coordinate(StrokeOp.miterLimit)) }
            if let trim = stroke.trim {
                if trim.start > 0 { tag.add("android:trimPathStart", VectorNumber.fraction(trim.start)) }
                if trim.end < 1 { tag.add("android:trimPathEnd", VectorNumber.fraction(trim.end)) }
            }
            // A miter reaches at most limit × half width past the outline.
            bounds = bounds.insetBy(-stroke.width * StrokeOp.miterLimit / 2)
        }
        let onCanvas = frame.transform.apply(bounds)
        for index in frames.indices where frames[index].scope != nil { frames[index].scope?.add(onCanvas) }
        if let gradient = written.gradient {
            usesGradients = true
            body.open(tag)
            gradient.write(into: &body)
            body.close()
        } else {
            body.empty(tag)
        }
    }

    private mutating func refuse(_ feature: String, _ origin: Origin?) {
        let problem = VectorDrawableRefusal.Problem(origin: origin, feature: feature)
        guard reported.insert(problem).inserted else { return }
        problems.append(problem)
    }
}
