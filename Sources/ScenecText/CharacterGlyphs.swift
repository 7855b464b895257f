import CPangoRsvg
import ScenecCore

/// The glyphs of a one-line Pango layout when each character of its text is drawn by exactly one glyph,
/// in character order, each with the x of its origin (pen position plus Pango's x offset) from the
/// layout's left edge.
///
/// That one-to-one case is the one where a position per character is well defined, for SVG's `x` list as
/// for drawing: the text is all left to right (no run of odd bidi level), every cluster is one character
/// and one glyph (no ligature, no combining sequence, no character dropped or drawn as a hex box), no
/// glyph is moved vertically, and every character is in the Basic Multilingual Plane, so a character is
/// one Unicode scalar and one UTF-16 unit alike (SVG 1.1 counts `x` list entries in UTF-16 units, SVG 2
/// and librsvg/resvg in code points). Anything else is nil, and the text keeps Pango's exact positions.
struct CharacterGlyphs {
    struct Glyph {
        /// The glyph's index in its font.
        var index: UInt32
        /// Its origin from the layout's left edge (points).
        var x: Double
        /// The font Pango shaped it with; lives as long as the layout.
        var font: UnsafeMutablePointer<PangoFont>
    }

    /// One per character of the text, in order.
    var glyphs: [Glyph]
    /// From the layout's top to its baseline (points).
    var baseline: Double

    /// Pango's "no glyph" (a zero-width character) and its flag for a character the font lacks
    /// (drawn as a hex box); the C macros are casts Swift does not import.
    private static let emptyGlyph: UInt32 = 0x0FFF_FFFF
    private static let unknownGlyphFlag: UInt32 = 0x1000_0000

    init?(layout: OpaquePointer, text: String) {
        var characterStarts: [Int] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            guard scalar.value <= 0xFFFF else { return nil }
            characterStarts.append(offset)
            offset += scalar.utf8.count
        }
        guard !characterStarts.isEmpty, pango_layout_get_line_count(layout) == 1, let iter = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iter) }
        var placed: [(byte: Int, glyph: Glyph)] = []
        repeat {
            // The line's end has no run.
            guard let run = pango_layout_iter_get_run_readonly(iter) else { continue }
            guard let item = run.pointee.item, let glyphString = run.pointee.glyphs, let font = item.pointee.analysis.font,
                  item.pointee.analysis.level % 2 == 0 else { return nil }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            var pen = Int(logical.x)
            let count = Int(glyphString.pointee.num_glyphs)
            guard count > 0, let infos = glyphString.pointee.glyphs, let clusters = glyphString.pointee.log_clusters else { continue }
            for k in 0..<count {
                let info = infos[k]
                guard info.glyph != Self.emptyGlyph, info.glyph & Self.unknownGlyphFlag == 0, info.geometry.y_offset == 0 else { return nil }
                let x = TextEngine.units(Int32(clamping: pen + Int(info.geometry.x_offset)))
                placed.append((Int(item.pointee.offset) + Int(clusters[k]), Glyph(index: info.glyph, x: x, font: font)))
                pen += Int(info.geometry.width)
            }
        } while pango_layout_iter_next_run(iter) != 0
        // One glyph per character, in the characters' order: nothing merged, split or reordered.
        guard placed.map(\.byte) == characterStarts else { return nil }
        glyphs = placed.map(\.glyph)
        baseline = TextEngine.units(pango_layout_get_baseline(layout))
    }
}
