import CCairo
import CPangoRsvg
import ScenecCore
import ScenecText

// Why the backend traces each run's Pango layout itself rather than filling an outline made by layout:
// both were measured on every scene at @1x/@2x/@3x. An outline traced once in points (what
// `--text-as-paths` writes) changes up to 1.5 % of the pixels of scaled PNGs by up to 22/255, because
// FreeType and cairo quantise glyph outlines in device units; one traced at the output scale matches
// except for text under a group transform (reflections: up to 0.16 % of pixels, by up to 6/255), and
// would put a scale-dependent path on every `TextRun`, traced even for SVG output. Tracing here, at
// the output scale, keeps every PNG byte-identical (the glyphs come shaped from layout's measurement,
// `TextEngine.withPlacedGlyphs`, or from the drawing thread's own Pango context).

extension Painter {
    /// A text op: each run's outline when layout made one (identical to the SVG `<path>`), otherwise its
    /// Pango layout's outlines with the top-left at the run's `layoutOrigin`, built with the font options
    /// layout measured with; underlines as rectangles; clipped to `op.clip`. The outlines are filled (as
    /// librsvg draws SVG text) rather than shown as glyphs, so the PNG and rsvg-convert's rendering of the
    /// SVG antialias edges alike. A blurred op (a text's shadow) is its outlines as a blurred fill.
    mutating func text(_ op: TextOp) throws {
        if op.blur > 0 {
            try blurredText(op)
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let clip = op.clip {
            cairo_new_path(cr)
            appendPath(.rect(clip, cornerRadius: 0))
            cairo_clip(cr)
        }
        for run in op.runs where !run.color.isInvisible {
            draw(run)
        }
    }

    /// A blurred text op (a text's shadow): its outlines as a blurred fill. When the planning walk
    /// listed it, a helper thread has traced the outline and made the mask (`BlurredTextRecipe`), and
    /// the walk only paints it; otherwise the walk traces the outline here.
    private mutating func blurredText(_ op: TextOp) throws {
        let textClip = Self.clip(of: op)
        if let sigma = Self.maskSigma(of: op) {
            // The same state `blurredFill` sets up, read here to find the recipe's frame.
            cairo_save(cr)
            clip(to: textClip)
            let made = masks.mask(for: BlurredTextRecipe(runs: op.runs, frame: maskFrame(sigma)))
            defer { cairo_restore(cr) }
            if let made {
                guard let placement = made.placement else { return }
                setSolid(op.color)
                return try paintMask(made.surface, at: placement)
            }
        }
        try blurredFill(BlurredFillOp(geometry: .path(Self.blurredOutline(of: op.runs)), sigma: op.blur, color: op.color, clip: textClip))
    }

    /// A text op's clip, as both walks apply it to a blurred text (they must agree for the drawing walk
    /// to find the recipe the planning walk listed).
    static func clip(of op: TextOp) -> Clip? {
        op.clip.map { Clip(geometry: .rect($0, cornerRadius: 0)) }
    }

    /// The device σ of a blurred text's mask, as both walks read it; nil when it is not blurred (or
    /// nothing would be drawn).
    static func maskSigma(of op: TextOp) -> Double? {
        guard op.blur > 0, let sigma = sigma(op.blur, color: op.color), sigma > 0 else { return nil }
        return sigma
    }

    /// The outline a blurred text fills: each visible run's glyph outlines (or its layout-made outline)
    /// and underline. Traced on the calling thread's Pango context.
    static func blurredOutline(of runs: [TextRun]) -> Path {
        var outline = Path()
        for run in runs where !run.color.isInvisible {
            if let layers = run.colorLayers {
                for layer in layers { outline.append(layer.path) }
            } else {
                outline.append(run.outline ?? TextEngine.outline(run.text, font: FontSpec(run.font), origin: run.layoutOrigin, characterX: run.glyphs?.x))
            }
            if let underline = run.underline { outline.append(Path.roundedRect(underline, radius: 0)) }
        }
        return outline
    }

    private func draw(_ run: TextRun) {
        setSolid(run.color)
        cairo_new_path(cr)
        if let underline = run.underline {
            appendPath(.rect(underline, cornerRadius: 0))
            cairo_fill(cr)
        }
        if let layers = run.colorLayers {
            fillColorLayers(layers)
            return
        }
        if run.hasColorGlyphs {
            showColorGlyphs(run)
            return
        }
        if let outline = run.outline {
            appendPath(.path(outline))
        } else {
            guard run.layoutOrigin.x.isFinite, run.layoutOrigin.y.isFinite,
                  abs(run.layoutOrigin.x) < limit, abs(run.layoutOrigin.y) < limit else { return }
            let placed = run.glyphs.map { glyphs in
                glyphs.x.allSatisfy { abs($0) < limit } && drawGlyphs(run, at: glyphs.x)
            } ?? false
            // PDF shows glyphs rather than tracing them: nothing is left to fill.
            if textAsGlyphs && placed { return }
            if !placed {
                var shown = false
                TextEngine.withPangoLayout(run.text, font: FontSpec(run.font)) { layout in
                    cairo_move_to(cr, run.layoutOrigin.x, run.layoutOrigin.y)
                    if textAsGlyphs {
                        // PDF: real glyphs of an embedded font subset, so the text can be selected and
                        // extracted (pdftotext); the viewer rasterises them at any zoom.
                        pango_cairo_show_layout(cr, layout)
                        shown = true
                    } else {
                        pango_cairo_layout_path(cr, layout)
                    }
                }
                if shown { return }
            }
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
    }

    /// A run's COLR colour glyphs as layout read them: each layer's outline filled in its colour, in
    /// order, in PNG as in PDF (the same paths the SVG writes), since cairo 1.16 would draw a COLR glyph
    /// in one colour.
    private func fillColorLayers(_ layers: [ColorLayer]) {
        for layer in layers where !layer.color.isInvisible {
            setSolid(layer.color)
            cairo_new_path(cr)
            appendPath(.path(layer.path))
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        }
    }

    /// A run with colour glyphs (emoji) shown as glyphs, in PNG as in PDF: a colour glyph is a bitmap
    /// (CBDT) that paints its own colours, which cairo's glyph drawing does and an outline fill cannot
    /// (it would be a silhouette in the text colour). COLR glyphs arrive as layers instead (`colorLayers`). Its other glyphs, if any,
    /// are filled in the run's colour as `show_glyphs` does.
    private func showColorGlyphs(_ run: TextRun) {
        guard run.layoutOrigin.x.isFinite, run.layoutOrigin.y.isFinite,
              abs(run.layoutOrigin.x) < limit, abs(run.layoutOrigin.y) < limit else { return }
        // cairo 1.16 paints a colour glyph's bitmap opaque whatever the source's alpha: a translucent
        // text colour fades the whole run as one layer instead (its other glyphs drawn opaque in it).
        let alpha = run.color.alpha.isFinite ? min(max(run.color.alpha, 0), 1) : 1
        guard alpha > 0 else { return }
        if alpha < 1 {
            cairo_push_group(cr)
            var opaque = run.color
            opaque.alpha = 1
            setSolid(opaque)
        }
        TextEngine.withPangoLayout(run.text, font: FontSpec(run.font)) { layout in
            cairo_move_to(cr, run.layoutOrigin.x, run.layoutOrigin.y)
            pango_cairo_show_layout(cr, layout)
        }
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
    }

    /// The run's glyphs, each character's at its x in `characterX` (`TextRun.glyphs`) on the run's baseline: the same
    /// glyphs of the same font Pango would draw, only moved to the positions layout chose. Traced for
    /// the caller to fill, or for PDF shown as glyphs with their characters (selectable, extractable
    /// text). False when the run is not drawn one glyph per character; nothing is drawn then.
    private func drawGlyphs(_ run: TextRun, at characterX: [Double]) -> Bool {
        TextEngine.withPlacedGlyphs(run.text, font: FontSpec(run.font), layoutOrigin: run.layoutOrigin, characterX: characterX) { font, glyphs, characters in
            cairo_set_scaled_font(cr, font)
            if textAsGlyphs {
                // One cluster per character, one glyph each (that is what `withPlacedGlyphs` guarantees).
                let clusters = characters.unicodeScalars.map { cairo_text_cluster_t(num_bytes: Int32($0.utf8.count), num_glyphs: 1) }
                let utf8 = String(characters)
                cairo_show_text_glyphs(cr, utf8, Int32(clamping: utf8.utf8.count), glyphs, Int32(clamping: glyphs.count),
                                       clusters, Int32(clamping: clusters.count), cairo_text_cluster_flags_t(rawValue: 0))
            } else {
                cairo_glyph_path(cr, glyphs, Int32(clamping: glyphs.count))
            }
        }
    }
}
