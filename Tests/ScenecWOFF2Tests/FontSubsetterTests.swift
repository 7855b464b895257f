import Foundation
import ScenecTestSupport
import ScenecText
import ScenecWOFF2
import Testing

/// HarfBuzz's subsetter (`--svg-fonts embed`): a font cut down to the characters a text uses keeps
/// their glyphs (FreeType finds them) and not the others', keeps its family name and variation axes,
/// is the same bytes every time, and what HarfBuzz cannot subset is a failure, not a crash.
@Suite struct FontSubsetterTests {
    static func font(_ name: String) throws -> [UInt8] {
        Array(try #require(FileManager.default.contents(atPath: PackagePaths.path("scenes/fonts/\(name)"))))
    }

    static let hamburg = Set("Hamburg 100".unicodeScalars)

    @Test("Inter subset to \"Hamburg 100\": their glyphs, not an unused letter's, 50 times smaller")
    func interKeepsTheTextsCharactersOnly() throws {
        let inter = try Self.font("Inter-roman.var.ttf")
        let subset = try FontSubsetter.subset(inter, keeping: Self.hamburg).get()
        #expect(Array(subset.prefix(4)) == [0, 1, 0, 0])
        // 601,792 bytes whole; the subset keeps every weight (gvar, fvar) of 10 characters and their
        // alternates (every layout feature's closure): 12,000 bytes with Debian 12's HarfBuzz 6.0.
        #expect(inter.count == 601_792)
        #expect((11_000...13_000).contains(subset.count), "\(subset.count)")
        let asked = Self.hamburg.union("zZ?".unicodeScalars)
        #expect(FontCharacterMap.mapped(asked, inFont: inter) == asked)
        #expect(FontCharacterMap.mapped(asked, inFont: subset) == Self.hamburg)
        // The same bytes every time.
        #expect(try FontSubsetter.subset(inter, keeping: Self.hamburg).get() == subset)
    }

    @Test("the subset keeps the family name and the wght axis, and compresses to WOFF2 that decodes back")
    func subsetKeepsNameAndAxes() throws {
        let subset = try FontSubsetter.subset(try Self.font("Inter-roman.var.ttf"), keeping: Self.hamburg).get()
        let tags = SFNTDirectory.tags(subset)
        for tag in ["name", "cmap", "glyf", "GSUB", "GPOS", "fvar", "gvar"] { #expect(tags.contains(tag), "\(tags)") }
        // "Inter" in UTF-16 (Windows names), as the name table holds it.
        #expect(subset.indices.contains { Array(subset[$0..<min($0 + 10, subset.count)]) == [0, 73, 0, 110, 0, 116, 0, 101, 0, 114] })
        let woff2 = try #require(WOFF2Encoder.encode(subset))
        let decoded = try #require(WebFontDecoder.sfnt(from: woff2, limit: 1 << 20))
        #expect(FontCharacterMap.mapped(Self.hamburg.union(["z"]), inFont: decoded) == Self.hamburg)
    }

    @Test("a static TrueType font (DejaVu Sans) subset keeps its hinting and the glyphs asked for")
    func dejaVu() throws {
        let dejaVu = try Self.font("DejaVuSans.ttf")
        let subset = try FontSubsetter.subset(dejaVu, keeping: Set("Größe ½".unicodeScalars)).get()
        #expect(subset.count < dejaVu.count / 40, "\(subset.count) of \(dejaVu.count)")
        #expect(FontCharacterMap.mapped(Set("Größe ½x".unicodeScalars), inFont: subset) == Set("Größe ½".unicodeScalars))
        #expect(SFNTDirectory.tags(subset).isSuperset(of: ["fpgm", "prep", "cvt "]))
    }

    @Test("what HarfBuzz cannot subset is refused: not a font, a font with a zeroed post table")
    func refusals() throws {
        let characters = Set("Hamburg".unicodeScalars)
        #expect(FontSubsetter.subset([], keeping: characters) == .failure(.refused))
        #expect(FontSubsetter.subset(Array("not a font at all, just some words".utf8), keeping: characters) == .failure(.refused))
        let dejaVu = try Self.font("DejaVuSans.ttf")
        // FreeType reads this font and maps every character; HarfBuzz's subsetter refuses its post table.
        let damaged = try DamagedFont.zeroing("post", in: dejaVu)
        #expect(FontCharacterMap.mapped(characters, inFont: damaged) == characters)
        #expect(FontSubsetter.subset(damaged, keeping: characters).map(\.count) == .failure(.refused))
    }
}

/// The table tags of an SFNT font's directory.
enum SFNTDirectory {
    static func tags(_ font: [UInt8]) -> Set<String> {
        guard font.count >= 12 else { return [] }
        let count = Int(font[4]) << 8 | Int(font[5])
        return Set((0..<count).compactMap { record -> String? in
            let entry = 12 + 16 * record
            return entry + 4 <= font.count ? String(decoding: font[entry..<entry + 4], as: UTF8.self) : nil
        })
    }
}
