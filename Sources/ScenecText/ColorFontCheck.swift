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

    /// Whether the font `family` resolves to in `fonts` (the scene's, or the system's) has COLR version
    /// 1 glyphs; asked once per family and font set for the process.
    public static func hasPaintGlyphs(family: String, fonts: FontSet?) -> Bool {
        let key = FontResolver.Key(families: [family.lowercased()], fonts: fonts)
        if let cached = known.withLock({ $0[key] }) { return cached }
        let found = PangoThreadContext.current(fonts: fonts).flatMap { context in
            FontDescription.with(FontSpec(families: [family], size: 12, fonts: fonts)) { description -> Bool in
                guard let font = pango_context_load_font(context, description) else { return false }
                defer { g_object_unref(UnsafeMutableRawPointer(font)) }
                guard let hbFont = pango_font_get_hb_font(font), let face = hb_font_get_face(hbFont) else { return false }
                return hasPaintGraphs(face)
            }
        } ?? false
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
