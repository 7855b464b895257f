import CPangoRsvg
import ScenecCore
import Synchronization

/// Whether a family's font has colour glyphs scenec cannot draw in colour: COLR version 1 paint graphs
/// (gradients, transforms, compositing). HarfBuzz 6 (Debian 12) has no `hb_ot_color_has_paint`, and
/// reports no layers for such a glyph, so Pango does not mark it colour and it is drawn as its plain
/// outline; the COLR table's own header tells (a version 1 table with a base glyph list).
public enum ColorFontCheck {
    /// 'COLR' as an OpenType tag.
    private static let colrTag: UInt32 = 0x434F_4C52
    private static let known = Mutex<[FontResolver.Key: Bool]>([:])

    /// Whether `font`, a font Pango set text in under `family`, has COLR version 1 glyphs; its face is
    /// looked at once per family and font set for the process (the face HarfBuzz already made for
    /// shaping, so nothing is loaded), and the answer is a dictionary lookup after that.
    static func hasPaintGlyphs(_ font: UnsafeMutablePointer<PangoFont>, family: String, fonts: FontSet?) -> Bool {
        let key = FontResolver.Key(families: [family], fonts: fonts)
        if let cached = known.withLock({ $0[key] }) { return cached }
        let found = pango_font_get_hb_font(font).flatMap { hb_font_get_face($0) }.map(hasPaintGraphs) ?? false
        known.withLock { $0[key] = found }
        return found
    }

    /// A COLR table of version 1 or later with a base glyph list (OpenType COLR: version at byte 0,
    /// `baseGlyphListOffset` at byte 14).
    static func hasPaintGraphs(_ face: OpaquePointer) -> Bool {
        guard let blob = hb_face_reference_table(face, colrTag) else { return false }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 18 else { return false }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        let version = UInt16(bytes[0]) << 8 | UInt16(bytes[1])
        let baseGlyphList = (14..<18).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[$1]) }
        return version >= 1 && baseGlyphList != 0
    }
}
