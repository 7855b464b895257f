import ScenecCore

/// The runs of a text op whose glyphs are colour layers (`TextRun.colorLayers`, COLR fonts): each layer
/// a `<path fill>`, in order, in normal as in `--text-as-paths` output, since no SVG renderer can be
/// relied on to have the font (or, like librsvg over cairo 1.16, to draw its layers). The op's other
/// runs stay text (`TextWriter`).
enum ColorLayerWriter {
    /// The op without its layered runs (nil when nothing else is left) and the layered runs; nil when
    /// no run is layered, so ordinary text takes `TextWriter`'s path unchanged.
    static func split(_ op: TextOp) -> (rest: TextOp?, layered: [TextRun])? {
        let layered = op.runs.filter { $0.colorLayers != nil }
        guard !layered.isEmpty else { return nil }
        var rest = op
        rest.lines = op.lines.compactMap { line in
            var kept = line
            kept.runs = line.runs.filter { $0.colorLayers == nil }
            return kept.runs.isEmpty ? nil : kept
        }
        return (rest.lines.isEmpty ? nil : rest, layered)
    }

    /// Each layered run's layers as paths, then its underline, with the op's `effects` (a shadow's
    /// blur, a clip) on each.
    static func write(_ runs: [TextRun], effects: [XMLTag.Attribute], into out: inout LineBuffer) {
        for run in runs {
            for layer in run.colorLayers ?? [] where !layer.path.isEmpty {
                var tag = XMLTag("path")
                tag.add("d", PathData.string(layer.path))
                tag.add(PaintAttributes.solid(layer.color, property: "fill"))
                tag.add(effects)
                out.empty(tag)
            }
            guard let underline = run.underline else { continue }
            var tag = GeometryElement.tag(.rect(underline, cornerRadius: 0))
            tag.add(PaintAttributes.solid(run.color, property: "fill"))
            tag.add(effects)
            out.empty(tag)
        }
    }
}
