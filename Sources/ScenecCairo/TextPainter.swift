import CCairo
import ScenecCore
import ScenecText

extension Painter {
    /// A text op: its outline when layout made one (identical to the SVG `<path>`), otherwise the
    /// Pango layout's outlines, built with the font options layout measured with, top-left at `layoutOrigin`.
    mutating func text(_ op: TextOp) throws {
        guard !op.color.isInvisible else { return }
        let c = op.color
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_source_rgba(cr, unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha))
        if let outline = op.outline {
            cairo_new_path(cr)
            for element in outline.elements {
                switch element {
                case .move(let p): cairo_move_to(cr, p.x, p.y)
                case .line(let p): cairo_line_to(cr, p.x, p.y)
                case .cubic(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                case .close: cairo_close_path(cr)
                }
            }
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
