import CPangoRsvg

/// Which characters a font file has glyphs for, by FreeType's reading of its character map (what
/// cairo draws with): how an embedded font subset is checked to hold its text's characters.
public enum FontCharacterMap {
    /// Those of `characters` that face `faceIndex` of the font `bytes` (TTF, OTF, TTC, WOFF or WOFF2)
    /// maps to a glyph; nil when FreeType cannot read it.
    public static func mapped(_ characters: Set<Unicode.Scalar>, inFont bytes: [UInt8], faceIndex: Int = 0) -> Set<Unicode.Scalar>? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { _ = FT_Done_FreeType(library) }
        return bytes.withUnsafeBufferPointer { buffer -> Set<Unicode.Scalar>? in
            var face: FT_Face?
            guard FT_New_Memory_Face(library, buffer.baseAddress, buffer.count, faceIndex, &face) == 0, let face else { return nil }
            defer { _ = FT_Done_Face(face) }
            return characters.filter { FT_Get_Char_Index(face, UInt($0.value)) != 0 }
        }
    }
}
