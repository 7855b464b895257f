import CCairo
import ScenecCore
import ScenecText

extension Painter {
    /// A text op: its outline when layout made one (identical to the SVG `<path>`), otherwise the
    /// Pango layout's outlines, built with the font options layout measured with, top-left at `layoutOrigin`.
    mutating func text(_ op: TextOp) throws {
        guard !op.color.isInvisible else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        setSolid(op.color)
        if let outline = op.outline {
            cairo_new_path(cr)
            appendPath(.path(outline))
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
            return
        }
        guard op.layoutOrigin.x.isFinite, op.layoutOrigin.y.isFinite,
              abs(op.layoutOrigin.x) < limit, abs(op.layoutOrigin.y) < limit else { return }
        let font = FontSpec(families: op.font.families, size: op.font.size, weight: op.font.weight)
        cairo_new_path(cr)
        TextEngine.draw(op.text, font: font, origin: op.layoutOrigin, cr: cr)
    }
}
