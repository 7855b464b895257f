import ScenecCore

/// A blurred fill as one geometry element: `fill` + `fill-opacity` in the op's colour, its fill rule,
/// `filter` (a shared `<filter><feGaussianBlur/>` def) when sigma > 0, and `clip-path` when clipped.
/// SVG applies the filter first and then the clip, which is exactly the op's meaning.
enum BlurredFillWriter {
    static func write(_ op: BlurredFillOp, into out: inout LineBuffer, defs: inout DefsTable) {
        guard op.color.alpha > 0 else { return }
        var tag = GeometryElement.tag(op.geometry)
        tag.add(PaintAttributes.solid(op.color, property: "fill"))
        if op.rule == .evenodd { tag.add("fill-rule", "evenodd") }
        let sigma = op.sigma.isFinite ? max(op.sigma, 0) : 0
        if sigma > 0, NumberFormat.svg(sigma) != "0" {
            let region = FilterRegion.covering(op.geometry.bounds, sigma: sigma)
            tag.add("filter", PaintAttributes.url(defs.id(for: .blur(stdDeviation: sigma, region: region))))
        }
        if let clip = op.clip { tag.add("clip-path", PaintAttributes.url(defs.id(for: .clip(clip)))) }
        out.empty(tag)
    }
}
