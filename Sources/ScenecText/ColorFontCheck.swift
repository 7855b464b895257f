import CPangoRsvg
import ScenecCore
import Synchronization

/// Whether a run has colour glyphs scenec cannot draw in colour: COLR version 1 paint graphs
/// (gradients, transforms, compositing). HarfBuzz 6 (Debian 12) has no `hb_ot_color_has_paint`, and
/// reports no layers for such a glyph, so Pango does not mark it colour and it is drawn as its plain
/// outline; the COLR table's own base glyph list (version 1) names the glyphs it paints. A glyph that
/// also has version 0 layers is drawn in colour from those, so only a glyph in the list without
/// layers is one drawn plain.
public enum ColorFontCheck {
    /// 'COLR' as an OpenType tag.
    private static let colrTag: UInt32 = 0x434F_4C52
    /// Pango's "no glyph" (a zero-width character) and its flag for a character the font lacks.
    private static let emptyGlyph: UInt32 = 0x0FFF_FFFF
    private static let unknownGlyphFlag: UInt32 = 0x1000_0000

    /// A face: its font file and its index in the file (a collection holds several). The answer depends
    /// on the face alone, so it is the same whichever text, family or thread looked first.
    struct FaceKey: Hashable {
        var file: String
        var index: Int32
    }

    /// Bounded: a `serve` session or a fuzzer meets a new font file per edit or input.
    private static let known = Mutex(BoundedCache<FaceKey, Set<UInt32>>(capacity: 256))

    /// Whether `run`'s glyphs include one its font paints with COLR version 1 and has no version 0
    /// layers for: such a glyph is drawn as a plain outline. The face's list is read once per face for
    /// the process (from the face HarfBuzz already made for shaping), a set lookup per glyph after that.
    static func drawsPaintGlyphsPlain(_ run: UnsafePointer<PangoLayoutRun>) -> Bool {
        guard let item = run.pointee.item, let font = item.pointee.analysis.font, let glyphString = run.pointee.glyphs,
              let infos = glyphString.pointee.glyphs,
              let face = pango_font_get_hb_font(font).flatMap({ hb_font_get_face($0) }) else { return false }
        let painted = paintedGlyphs(of: font, face: face)
        guard !painted.isEmpty else { return false }
        for k in 0..<Int(glyphString.pointee.num_glyphs) {
            let glyph = infos[k].glyph
            guard glyph != emptyGlyph, glyph & unknownGlyphFlag == 0, painted.contains(glyph) else { continue }
            if hb_ot_color_glyph_get_layers(face, glyph, 0, nil, nil) == 0 { return true }
        }
        return false
    }

    /// The glyphs of `font`'s COLR version 1 base glyph list, cached by face; a font fontconfig did not
    /// load (no file) is read each time.
    static func paintedGlyphs(of font: UnsafeMutablePointer<PangoFont>, face: OpaquePointer) -> Set<UInt32> {
        guard let key = faceKey(of: font) else { return paintedGlyphs(face) }
        if let cached = known.withLock({ $0.value(for: key) }) { return cached }
        let found = paintedGlyphs(face)
        known.withLock { $0.insert(found, for: key) }
        return found
    }

    /// The font file and face index fontconfig loaded `font` from.
    static func faceKey(of font: UnsafeMutablePointer<PangoFont>) -> FaceKey? {
        guard let pattern = pango_fc_font_get_pattern(OpaquePointer(font)) else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(pattern, "index", 0, &index) != FcResultMatch { index = 0 }
        return FaceKey(file: String(cString: file), index: index)
    }

    /// The glyph IDs of a COLR table's base glyph list: a table of version 1 or later (version at byte
    /// 0) whose `baseGlyphListOffset` (byte 14) is set; there, a 32-bit count of records of a glyph ID
    /// (16 bits) and a paint offset (32 bits). Records past the table's end are not read.
    static func paintedGlyphs(_ face: OpaquePointer) -> Set<UInt32> {
        guard let blob = hb_face_reference_table(face, colrTag) else { return [] }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 18 else { return [] }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        func u16(_ at: Int) -> UInt32 { UInt32(bytes[at]) << 8 | UInt32(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { Int(u16(at) << 16 | u16(at + 2)) }
        let size = Int(length)
        let list = u32(14)
        guard u16(0) >= 1, list != 0, list <= size - 4 else { return [] }
        let count = min(u32(list), (size - list - 4) / 6)
        return Set((0..<count).map { u16(list + 4 + 6 * $0) })
    }
}
