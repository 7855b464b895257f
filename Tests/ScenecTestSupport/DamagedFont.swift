/// A real font with one table damaged, for tests of what a library makes of a font it only partly
/// reads: FreeType still opens DejaVu Sans with its `post` table zeroed, HarfBuzz's subsetter refuses
/// it; with its `cmap` zeroed FreeType still maps characters (from glyph names), HarfBuzz maps none.
public enum DamagedFont {
    /// `font` (a plain SFNT) with the bytes of table `tag` set to zero; the directory is kept, so the
    /// table is still there, its length and checksum as before.
    public static func zeroing(_ tag: String, in font: [UInt8]) throws -> [UInt8] {
        func uint(_ at: Int, _ size: Int) -> Int { (at..<at + size).reduce(0) { $0 << 8 | Int(font[$1]) } }
        guard font.count >= 12 else { throw TestFailure("not an SFNT font") }
        var damaged = font
        for record in 0..<uint(4, 2) {
            let entry = 12 + 16 * record
            guard entry + 16 <= font.count else { break }
            guard String(decoding: font[entry..<entry + 4], as: UTF8.self) == tag else { continue }
            let offset = uint(entry + 8, 4), length = uint(entry + 12, 4)
            guard offset + length <= font.count else { throw TestFailure("table \(tag) runs past the font") }
            damaged.replaceSubrange(offset..<offset + length, with: [UInt8](repeating: 0, count: length))
            return damaged
        }
        throw TestFailure("the font has no \(tag) table")
    }
}
