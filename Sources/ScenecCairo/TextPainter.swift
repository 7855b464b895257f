import CCairo
import CPangoCairo
import ScenecCore
import ScenecText

// Why the backend traces the Pango layout itself rather than filling an outline made by layout:
// both were measured on every scene at @1x/@2x/@3x. An outline traced once in points (what
// `--text-as-paths` writes) changes up to 1.5 % of the pixels of scaled PNGs by up to 22/255, because
// FreeType and cairo quantise glyph outlines in device units; one traced at the output scale matches
// except for text under a group transform (reflections: up to 0.16 % of pixels, by up to 6/255), and
// would put a scale-dependent path on every `TextOp`, traced even for SVG output. Shaping here, on
// the drawing thread's own Pango context, keeps every PNG byte-identical.

extension Painter {
    /// A text op: its outline when layout made one (identical to the SVG `<path>`), otherwise the
    /// Pango layout's outlines, built with the font options layout measured with, top-left at `layoutOrigin`.
    /// The outlines are filled (as librsvg draws SVG text) rather than shown as glyphs, so the PNG and
    /// rsvg-convert's rendering of the SVG antialias edges alike.
    mutating func text(_ op: TextOp) throws {
        guard !op.color.isInvisible else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        setSolid(op.color)
        cairo_new_path(cr)
        if let outline = op.outline {
            appendPath(.path(outline))
        } else {
            guard op.layoutOrigin.x.isFinite, op.layoutOrigin.y.isFinite,
                  abs(op.layoutOrigin.x) < limit, abs(op.layoutOrigin.y) < limit else { return }
            let font = FontSpec(families: op.font.families, size: op.font.size, weight: op.font.weight, style: op.font.style,
                                letterSpacing: op.font.letterSpacing)
            var shown = false
            TextEngine.withPangoLayout(op.text, font: font) { layout in
                cairo_move_to(cr, op.layoutOrigin.x, op.layoutOrigin.y)
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
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
    }
}
