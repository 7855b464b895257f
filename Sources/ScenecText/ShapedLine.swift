import CCairo
import CPangoRsvg

/// A line shaped one glyph per character (`CharacterGlyphs`), kept as what drawing its glyphs needs:
/// the glyph indices, each stretch of characters in one font with that font's cairo scaled font, and
/// the baseline.
///
/// Why it is kept, process-wide: a label is shaped when layout measures it, and was shaped again on the
/// drawing thread for its glyphs and again for its shadow's outline. Cairo scaled fonts are thread-safe
/// reference-counted objects (no Pango object is kept), and every thread's Pango context is configured
/// alike, so the glyphs one thread shaped are the glyphs any other would shape, in the same fonts.
final class ShapedLine: @unchecked Sendable {
    struct Stretch {
        /// A reference of this line's own (`cairo_scaled_font_t`); cairo's are safe to use on any thread.
        let scaledFont: OpaquePointer
        /// The characters (Unicode scalar offsets) it draws, one glyph each.
        let characters: Range<Int>
    }

    /// One per character of the text, in order.
    let indices: [UInt32]
    /// Left to right, covering every character.
    let stretches: [Stretch]
    /// From the layout's top to its baseline (points).
    let baseline: Double

    /// Nil when Pango gives no cairo scaled font for one of the fonts (the caller then draws the layout
    /// as Pango placed it, as when the text is not drawn one glyph per character).
    init?(_ shaped: CharacterGlyphs) {
        var stretches: [Stretch] = []
        var start = 0
        for k in shaped.glyphs.indices where k + 1 == shaped.glyphs.count || shaped.glyphs[k + 1].font != shaped.glyphs[k].font {
            guard let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(shaped.glyphs[k].font)) else {
                for stretch in stretches { cairo_scaled_font_destroy(stretch.scaledFont) }
                return nil
            }
            stretches.append(Stretch(scaledFont: cairo_scaled_font_reference(scaledFont), characters: start..<(k + 1)))
            start = k + 1
        }
        self.stretches = stretches
        indices = shaped.glyphs.map(\.index)
        baseline = shaped.baseline
    }

    deinit {
        for stretch in stretches { cairo_scaled_font_destroy(stretch.scaledFont) }
    }
}
