import Foundation
import ScenecTestSupport
import ScenecText
import Testing

/// Which characters a font file maps, as FreeType reads its character map: what an embedded subset is
/// checked against.
@Suite struct FontCharacterMapTests {
    @Test("DejaVu Sans maps Latin, Greek and ½ but not CJK; a WOFF2 of it maps the same; not a font is nil")
    func dejaVu() throws {
        let dejaVu = Array(try #require(FileManager.default.contents(atPath: PackagePaths.path("scenes/fonts/DejaVuSans.ttf"))))
        let asked = Set("Aé½Ω中語".unicodeScalars)
        #expect(FontCharacterMap.mapped(asked, inFont: dejaVu) == Set("Aé½Ω".unicodeScalars))
        #expect(FontCharacterMap.mapped([], inFont: dejaVu) == [])
        #expect(FontCharacterMap.mapped(asked, inFont: Array("no font".utf8)) == nil)
        // With its cmap zeroed FreeType still maps characters, through the glyph names of `post`.
        let noMap = try DamagedFont.zeroing("cmap", in: dejaVu)
        #expect(FontCharacterMap.mapped(Set("Ham".unicodeScalars), inFont: noMap) == Set("Ham".unicodeScalars))
    }
}
