import ScenecCore

/// A `--text-as-paths` run whose glyphs are colour layers (`TextRun.colorLayers`, COLR fonts): its
/// underline, then each layer as a `<path fill>` in order, as the PNG and PDF fill them
/// (`TextPainter`): vector layers are drawn the same by every renderer at every scale. In normal
/// output such a run stays text (`TextWriter`), as the contract has colour glyphs.
enum ColorLayerWriter {
    /// The run's underline, then its layers, with the op's `effects` (a shadow's blur, a clip) on each.
    static func write(_ run: TextRun, effects: [XMLTag.Attribute], into out: inout LineBuffer) {
        if let underline = run.underline {
            var tag = GeometryElement.tag(.rect(underline, cornerRadius: 0))
            tag.add(PaintAttributes.solid(run.color, property: "fill"))
            tag.add(effects)
            out.empty(tag)
        }
        for layer in run.colorLayers ?? [] where !layer.path.isEmpty {
            var tag = XMLTag("path")
            tag.add("d", PathData.string(layer.path))
            tag.add(PaintAttributes.solid(layer.color, property: "fill"))
            tag.add(effects)
            out.empty(tag)
        }
    }
}
