import ScenecCore
import ScenecModel
import ScenecText

extension Emitter {
    /// A text's drop shadows (the embossed label), beneath it: the same lines and runs moved by the
    /// shadow's offset, all in its colour, blurred by its σ. Being a text op like the text, the shadow
    /// is `<text>` in SVG when the text is, and outlines with `--text-as-paths`.
    mutating func emitTextShadows(of op: TextOp, spec: TextSpec, node: Node, origin: Origin) {
        let hasBitmapColor = op.runs.contains { $0.hasColorGlyphs && $0.colorLayers == nil }
        // Each shadow copies the text's colour layers as one silhouette per run: the copies count
        // against the scene's budget too (a text may have many shadows), and past it a shadow is of
        // plain glyphs, like the scene's later colour runs.
        let layered = op.runs.compactMap(\.colorLayers)
        let silhouetteElements = layered.reduce(0) { total, layers in layers.reduce(total) { $0 + $1.path.elements.count } }
        for case .dropShadow(let shadow) in node.style.effects where !shadow.color.isInvisible {
            let budgetWasSpent = colorLayerBudget.isSpent
            let keepsLayers = layered.isEmpty || colorLayerBudget.take(layers: layered.count, elements: silhouetteElements)
            if !budgetWasSpent, colorLayerBudget.isSpent { warnings.append(.warning(TextPlacement.colorLayerBudgetWarning, at: node.location)) }
            let move = { (point: Point) in point.offsetBy(dx: shadow.dx, dy: shadow.dy) }
            var moved = op
            moved.color = shadow.color
            moved.blur = EffectGeometry.sigma(shadow.blur)
            moved.inkBounds = op.inkBounds.offsetBy(dx: shadow.dx, dy: shadow.dy)
            moved.bounds = op.bounds.offsetBy(dx: shadow.dx, dy: shadow.dy)
            moved.clip = op.clip?.offsetBy(dx: shadow.dx, dy: shadow.dy)
            moved.lines = op.lines.map { line in
                TextLine(origin: move(line.origin), advance: line.advance, runs: line.runs.map { run in
                    var shifted = run
                    shifted.color = shadow.color
                    shifted.origin = move(run.origin)
                    shifted.layoutOrigin = move(run.layoutOrigin)
                    shifted.underline = run.underline?.offsetBy(dx: shadow.dx, dy: shadow.dy)
                    shifted.outline = run.outline?.translatedBy(dx: shadow.dx, dy: shadow.dy)
                    // A colour glyph's shadow is the silhouette of all its layers, in the shadow's colour.
                    if let layers = run.colorLayers, keepsLayers {
                        var silhouette = Path()
                        for layer in layers { silhouette.append(layer.path.translatedBy(dx: shadow.dx, dy: shadow.dy)) }
                        shifted.colorLayers = [ColorLayer(path: silhouette, color: shadow.color)]
                    } else if run.colorLayers != nil {
                        // Past the budget: the run's plain glyphs, as a colour run past it is drawn.
                        shifted.colorLayers = nil
                        shifted.hasColorGlyphs = true
                        if run.outline != nil {
                            shifted.outline = TextEngine.outline(run.text, font: FontSpec(run.font), origin: shifted.layoutOrigin)
                        }
                    }
                    // Moved with the run: a blurred shadow need not be on the glyph grid.
                    shifted.glyphs = run.glyphs.map { GlyphPlacement(x: $0.x.map { $0 + shadow.dx }, stretchStarts: $0.stretchStarts) }
                    // A bitmap colour glyph's shadow is its silhouette too: shown as a glyph it would
                    // paint its own colours (a second emoji), so such a shadow fills traced outlines,
                    // every run's (an SVG writes a text op as all outlines or all text).
                    if hasBitmapColor {
                        shifted.hasColorGlyphs = false
                        if shifted.outline == nil && shifted.colorLayers == nil {
                            shifted.outline = TextEngine.outline(run.text, font: FontSpec(run.font), origin: shifted.layoutOrigin)
                        }
                    }
                    return shifted
                })
            }
            items.append(RenderItem(.text(moved), origin: origin))
        }
    }
}
