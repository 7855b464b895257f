import CPangoRsvg

/// WOFF and WOFF2 fonts as the plain SFNT (TTF or OTF) they wrap, decoded by FreeType (WOFF2 through its
/// Brotli support, as Debian builds it): Pango shapes text with HarfBuzz, which reads only plain SFNT
/// files, so a web font is handed to fontconfig decoded.
public enum WebFontDecoder {
    /// The font's SFNT bytes, or nil when FreeType cannot read it or it would be larger than `limit`.
    public static func sfnt(from bytes: [UInt8], limit: Int) -> [UInt8]? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { _ = FT_Done_FreeType(library) }
        // A memory face reads `bytes` for as long as it lives: everything happens inside the closure.
        return bytes.withUnsafeBufferPointer { buffer -> [UInt8]? in
            var face: FT_Face?
            guard FT_New_Memory_Face(library, buffer.baseAddress, buffer.count, 0, &face) == 0, let face else { return nil }
            defer { _ = FT_Done_Face(face) }
            // Tag 0: the whole font file as FreeType holds it, which for a web font is the SFNT it rebuilt.
            var length: UInt = 0
            guard FT_Load_Sfnt_Table(face, 0, 0, nil, &length) == 0, length > 12, length <= UInt(limit) else { return nil }
            var sfnt = [UInt8](repeating: 0, count: Int(length))
            let status = sfnt.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, 0, 0, $0.baseAddress, &length) }
            guard status == 0, Int(length) == sfnt.count else { return nil }
            return sfnt
        }
    }
}
