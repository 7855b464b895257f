import CCairo
import CPangoRsvg
import ScenecCore

/// A run's colour glyphs read as their COLR (version 0) layers: each layer glyph's outline in its CPAL
/// colour, in the font's drawing order. Cairo 1.16 (Debian 12) draws a COLR glyph as the one-colour
/// outline of its base glyph, and an SVG renderer needs the font to draw it at all, so layout puts the
/// layers themselves on the render list (`TextRun.colorLayers`): PNG, PDF and text-as-paths SVG fill
/// them. The layers one layout reads are bounded for the whole scene (`ColorLayerBudget`).
enum ColorGlyphs {
    /// Palette index 0xFFFF in a layer record: "the text's own colour" (OpenType COLR).
    static let foregroundIndex: UInt32 = 0xFFFF
    /// Pango's "no glyph" (a zero-width character) and its flag for a character the font lacks.
    private static let emptyGlyph: UInt32 = 0x0FFF_FFFF
    private static let unknownGlyphFlag: UInt32 = 0x1000_0000

    /// The layers of a one-line layout whose top-left is at `origin`, every glyph in visual order: a
    /// glyph with COLR layers as its layers, any other glyph as its outline in `foreground`. Nil when no
    /// glyph has layers, or a glyph cannot be drawn as paths (a bitmap colour glyph such as an emoji
    /// font's CBDT, a character the font lacks): the run is then drawn as before. What it reads is
    /// taken from `budget`; a run that would pass it spends it and is nil, as is every run after.
    static func layers(of layout: OpaquePointer, origin: Point, foreground: RGBA, budget: inout ColorLayerBudget) -> [ColorLayer]? {
        guard !budget.isSpent else { return nil }
        // A hostile font's layers are bounded by the scene's budget, counted down here and taken
        // from it at the end, whatever the outcome.
        var layerBudget = budget.layers
        var elementBudget = budget.elements
        defer {
            if layerBudget < 0 || elementBudget < 0 {
                budget.exhaust()
            } else {
                budget.spend(layers: budget.layers - layerBudget, elements: budget.elements - elementBudget)
            }
        }
        guard let iter = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iter) }
        var layers: [ColorLayer] = []
        var layered = false
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter) else { continue }
            guard let item = run.pointee.item, let glyphString = run.pointee.glyphs, let font = item.pointee.analysis.font,
                  let infos = glyphString.pointee.glyphs,
                  let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return nil }
            let face = pango_font_get_hb_font(font).flatMap { hb_font_get_face($0) }
            // Read once per run, and only for a run that has layers.
            var palette: [RGBA]?
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            // As Pango's renderer places a run: its baseline, raised by the run's own offset.
            let baseline = origin.y + TextEngine.units(pango_layout_iter_get_baseline(iter) - run.pointee.y_offset)
            var pen = Int(logical.x)
            for k in 0..<Int(glyphString.pointee.num_glyphs) {
                let info = infos[k]
                defer { pen += Int(info.geometry.width) }
                if info.glyph == emptyGlyph { continue }
                guard info.glyph & unknownGlyphFlag == 0 else { return nil }
                let x = origin.x + TextEngine.units(Int32(clamping: pen + Int(info.geometry.x_offset)))
                let y = baseline + TextEngine.units(info.geometry.y_offset)
                func outline(_ glyph: UInt32) -> Path? {
                    let path = GlyphOutline.path(of: [cairo_glyph_t(index: UInt(glyph), x: x, y: y)], font: scaledFont)
                    elementBudget -= path.elements.count
                    return elementBudget >= 0 ? path : nil
                }
                guard let records = face.map({ glyphLayers($0, glyph: info.glyph, atMost: layerBudget) }) ?? [] else {
                    layerBudget = -1
                    return nil
                }
                layerBudget -= max(records.count, 1)
                guard layerBudget >= 0 else { return nil }
                if records.isEmpty {
                    // A colour glyph without layers is a bitmap: paths cannot draw it.
                    guard info.attr.is_color == 0, let path = outline(info.glyph) else { return nil }
                    layers.append(ColorLayer(path: path, color: foreground))
                    continue
                }
                layered = true
                for record in records {
                    let color: RGBA
                    let colors = palette ?? face.map(Self.palette) ?? []
                    palette = colors
                    if record.color_index == foregroundIndex || Int(record.color_index) >= colors.count {
                        // 0xFFFF is the text colour; an index past the palette is the font's error, drawn
                        // in the text colour too rather than dropped.
                        color = foreground
                    } else {
                        var paletteColor = colors[Int(record.color_index)]
                        paletteColor.alpha *= foreground.alpha
                        color = paletteColor
                    }
                    guard let path = outline(record.glyph) else { return nil }
                    layers.append(ColorLayer(path: path, color: color))
                }
            }
        } while pango_layout_iter_next_run(iter) != 0
        return layered ? layers.filter { !$0.path.isEmpty } : nil
    }

    /// A glyph's COLR layer records (glyph and palette index), empty when it has none; nil when it has
    /// more than `limit`.
    static func glyphLayers(_ face: OpaquePointer, glyph: UInt32, atMost limit: Int) -> [hb_ot_color_layer_t]? {
        let total = hb_ot_color_glyph_get_layers(face, glyph, 0, nil, nil)
        guard total > 0 else { return [] }
        guard total <= limit else { return nil }
        var count = total
        var records = [hb_ot_color_layer_t](repeating: hb_ot_color_layer_t(), count: Int(total))
        _ = hb_ot_color_glyph_get_layers(face, glyph, 0, &count, &records)
        return Array(records.prefix(Int(count)))
    }

    /// Palette 0 of the font's CPAL table (the default one), empty without one.
    static func palette(_ face: OpaquePointer) -> [RGBA] {
        let total = hb_ot_color_palette_get_colors(face, 0, 0, nil, nil)
        guard total > 0 else { return [] }
        var count = total
        var colors = [hb_color_t](repeating: 0, count: Int(total))
        _ = hb_ot_color_palette_get_colors(face, 0, 0, &count, &colors)
        return colors.prefix(Int(count)).map { color in
            // hb_color_t is BGRA, blue in the high byte.
            RGBA(red: Double((color >> 8) & 0xFF) / 255, green: Double((color >> 16) & 0xFF) / 255,
                 blue: Double((color >> 24) & 0xFF) / 255, alpha: Double(color & 0xFF) / 255)
        }
    }
}

extension TextEngine {
    /// The colour layers of `text` in `font` set alone on one line with its top-left at `origin`
    /// (absolute points), as `ColorGlyphs.layers` reads them; nil when it has no COLR glyph, has a
    /// glyph paths cannot draw, or would pass `budget` (the scene's, then spent). Only runs Pango
    /// marked colour ask, so ordinary text never comes here.
    public static func colorLayers(_ text: String, font: FontSpec, origin: Point, foreground: RGBA,
                                   budget: inout ColorLayerBudget) -> [ColorLayer]? {
        guard !budget.isSpent else { return nil }
        return withLayout(text, font: font) { layout, _ in
            ColorGlyphs.layers(of: layout, origin: origin, foreground: foreground, budget: &budget)
        } ?? nil
    }
}
