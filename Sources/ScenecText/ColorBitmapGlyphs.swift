import CCairo
import CPangoRsvg
import ScenecCore

// Why bitmap colour glyphs are found here, in the font's tables: a colour glyph of a CBDT or sbix font
// (Debian's Noto Color Emoji) is a picture with no outline; its "outline" is cairo's trace of the
// bitmap's pixels, a grainy silhouette. With `--text-as-paths` the SVG therefore carries such a glyph
// as an image of its pixels (ScenecCairo's `ColorGlyphResolver`), and the rest of the run as outlines.
// Layered colour glyphs (COLR) do have outlines, and are not bitmaps.

/// A run's glyphs split for `--text-as-paths`: the bitmap colour glyphs, each with the cairo scaled
/// font that draws it, and the outline of every other glyph.
extension TextEngine {
    /// Shapes `text` in `font` on one line exactly as a backend draws the run (`withPangoLayout`, the
    /// layout's top-left at `layoutOrigin`) and calls `body` with each glyph that is a bitmap colour
    /// glyph: its cairo scaled font (a `cairo_scaled_font_t`, lent for the call) and the glyph at its
    /// absolute position in points. Returns the outline of the other glyphs, or nil when none is a
    /// bitmap colour glyph (then `body` is never called, and the run's own outline is the one to draw).
    public static func withColorBitmapGlyphs(_ text: String, font: FontSpec, layoutOrigin: Point,
                                             _ body: (_ scaledFont: OpaquePointer, _ glyph: cairo_glyph_t) -> Void) -> Path? {
        withLayout(text, font: font) { layout, _ -> Path? in
            guard let iter = pango_layout_get_iter(layout) else { return nil }
            defer { pango_layout_iter_free(iter) }
            var bitmaps: [(font: OpaquePointer, glyph: cairo_glyph_t)] = []
            var others: [(font: OpaquePointer, glyphs: [cairo_glyph_t])] = []
            var bitmapFonts: [OpaquePointer: Bool] = [:]
            repeat {
                // The line's end has no run.
                guard let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item,
                      let glyphString = run.pointee.glyphs, let infos = glyphString.pointee.glyphs,
                      let pangoFont = item.pointee.analysis.font,
                      let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(pangoFont)) else { continue }
                var logical = PangoRectangle()
                pango_layout_iter_get_run_extents(iter, nil, &logical)
                // As Pango's renderer places a run: its baseline, raised by the run's own offset (rise).
                let baseline = layoutOrigin.y + units(pango_layout_iter_get_baseline(iter) - run.pointee.y_offset)
                var pen = Int(logical.x)
                var plain: [cairo_glyph_t] = []
                // Glyph strings are in visual order, left to right, as Pango's renderer draws them.
                for k in 0..<Int(glyphString.pointee.num_glyphs) {
                    let info = infos[k]
                    defer { pen += Int(info.geometry.width) }
                    guard info.glyph != emptyGlyph, info.glyph & unknownGlyphFlag == 0 else { continue }
                    let glyph = cairo_glyph_t(index: UInt(info.glyph),
                                              x: layoutOrigin.x + units(Int32(clamping: pen + Int(info.geometry.x_offset))),
                                              y: baseline + units(info.geometry.y_offset))
                    let isBitmapFont = bitmapFonts[scaledFont] ?? hasColorBitmaps(scaledFont)
                    bitmapFonts[scaledFont] = isBitmapFont
                    if info.attr.is_color != 0 && isBitmapFont {
                        bitmaps.append((scaledFont, glyph))
                    } else {
                        plain.append(glyph)
                    }
                }
                if !plain.isEmpty { others.append((scaledFont, plain)) }
            } while pango_layout_iter_next_run(iter) != 0
            guard !bitmaps.isEmpty else { return nil }
            for bitmap in bitmaps { body(bitmap.font, bitmap.glyph) }
            var outline = Path()
            for stretch in others { outline.append(GlyphOutline.path(of: stretch.glyphs, font: stretch.font)) }
            return outline
        } ?? nil
    }

    /// Pango's "no glyph" (a zero-width character such as a zero-width joiner) and its flag for a
    /// character the font lacks (drawn as a hex box, which has no colour); the C macros are casts Swift
    /// does not import.
    private static let emptyGlyph: UInt32 = 0x0FFF_FFFF
    private static let unknownGlyphFlag: UInt32 = 0x1000_0000

    /// Whether the font under `scaledFont` has colour bitmap tables: CBDT (Google's, Noto Color Emoji)
    /// or sbix (Apple's). Its colour glyphs are then bitmaps, not outlines or layers.
    static func hasColorBitmaps(_ scaledFont: OpaquePointer) -> Bool {
        guard let face = cairo_ft_scaled_font_lock_face(scaledFont) else { return false }
        defer { cairo_ft_scaled_font_unlock_face(scaledFont) }
        return [tag("CBDT"), tag("sbix")].contains { table in
            var length: UInt = 0
            return FT_Load_Sfnt_Table(face, table, 0, nil, &length) == 0 && length > 0
        }
    }

    /// An OpenType table tag as FreeType takes it (four ASCII bytes, big-endian).
    private static func tag(_ name: StaticString) -> UInt {
        name.withUTF8Buffer { bytes in bytes.reduce(0) { $0 << 8 | UInt($1) } }
    }
}
