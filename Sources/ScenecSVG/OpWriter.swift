import ScenecCore

/// One render op → its SVG element(s) in the body, registering the gradients and clips it uses.
enum OpWriter {
    static func write(_ op: RenderOp, into out: inout LineBuffer, defs: inout DefsTable) throws(SVGError) {
        switch op {
        case .beginGroup(let style):
            var tag = XMLTag("g")
            if let transform = style.transform { tag.add("transform", transformAttribute(transform)) }
            if let opacity = PaintAttributes.opacity(style.opacity) { tag.add("opacity", opacity) }
            if let blur = style.blur {
                // SVG applies the filter before the clip and the opacity, as the PNG does.
                tag.add("filter", PaintAttributes.url(defs.id(for: .blur(stdDeviation: blur.sigma, region: .userSpace(blur.region)))))
            }
            if let clip = style.clip { tag.add("clip-path", PaintAttributes.url(defs.id(for: .clip(clip)))) }
            // A CSS property without a presentation attribute in SVG 1.1: written as a style.
            if style.blend != .normal { tag.add("style", "mix-blend-mode:\(style.blend.rawValue)") }
            out.open(tag)
        case .endGroup:
            out.close()
        case .fill(let fill):
            var tag = GeometryElement.tag(fill.geometry)
            tag.add(try PaintAttributes.paint(fill.paint, property: "fill", bounds: fill.geometry.bounds, defs: &defs))
            if fill.rule == .evenodd { tag.add("fill-rule", "evenodd") }
            out.empty(tag)
        case .stroke(let stroke):
            var tag = strokeElement(stroke.geometry)
            tag.add("fill", "none")
            tag.add(try PaintAttributes.paint(stroke.paint, property: "stroke", bounds: stroke.geometry.bounds, defs: &defs))
            tag.add("stroke-width", NumberFormat.svg(stroke.width))
            tag.add(PaintAttributes.strokeStyle(stroke))
            if StrokeOp.miterLimit != 4 { tag.add("stroke-miterlimit", NumberFormat.svg(StrokeOp.miterLimit)) }
            if let clip = stroke.clip { tag.add("clip-path", PaintAttributes.url(defs.id(for: .clip(clip)))) }
            out.empty(tag)
        case .blurredFill(let op):
            BlurredFillWriter.write(op, into: &out, defs: &defs)
        case .text(let op):
            try TextWriter.write(op, into: &out, defs: &defs)
        case .image(let op):
            try ImageWriter.write(op, into: &out, defs: &defs)
        case .icon(let op):
            IconWriter.write(op, into: &out, defs: &defs)
        case .backdrop(let op):
            // SVG 1.1 has no backdrop filter: the blurred pixels layout computed, clipped to the outline.
            guard let raster = op.raster else { return }
            out.open(XMLTag("g", [.init("clip-path", PaintAttributes.url(defs.id(for: .clip(Clip(geometry: op.geometry, rule: op.rule)))))]))
            try ImageWriter.write(raster, into: &out, defs: &defs)
            out.close()
        }
    }

    /// The element a stroke is written with: an ellipse or path as the exact cubics Cairo strokes (no
    /// `<circle>`, no arcs), because Chromium strokes a circle or arcs up to half a pixel inside the
    /// outline at 1 px per point (data-circles @1x: p99 17/255 as `<circle>` or arcs, 10 as cubics).
    static func strokeElement(_ geometry: Geometry) -> XMLTag {
        switch geometry {
        case .ellipse, .path:
            return XMLTag("path", [.init("d", PathData.string(geometry.path, quarterArcs: false))])
        case .rect, .line:
            return GeometryElement.tag(geometry)
        }
    }

    /// `matrix(a b c d e f)`; SVG applies it to the group's content and to its clip-path, which is
    /// exactly `GroupStyle.transform`'s meaning.
    static func transformAttribute(_ t: AffineTransform) -> String {
        let n = NumberFormat.svg
        // Rotations and skews (`transform`) print their linear part to 1e-6: at 1e-3 a point 300 pt from
        // the origin would move by up to a third of a point. Axis-aligned matrices print as before.
        let linear = t.b == 0 && t.c == 0 ? [t.a, t.b, t.c, t.d].map(n) : [t.a, t.b, t.c, t.d].map { NumberFormat.svgText($0, fractionDigits: 6) }
        return "matrix(" + (linear + [t.e, t.f].map(n)).joined(separator: " ") + ")"
    }
}
