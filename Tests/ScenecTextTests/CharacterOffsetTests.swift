import ScenecCore
import ScenecTestSupport
import ScenecText
import Testing

/// Where each character's glyph stands in a line, for runs drawn one left-to-right glyph per character
/// (what layout rounds to Skia's quarter-pixel grid), and nil for every other run.
@Suite struct CharacterOffsetTests {
    init() { TestFonts.install() }

    static let helvetica = FontSpec(families: ["Helvetica"], size: 26)

    @Test func eachCharacterHasItsGlyphsPenPositionAddingUpToTheWidth() throws {
        let metrics = TextEngine.measure("AVATar", font: Self.helvetica)
        let offsets = try #require(metrics.characterOffsets)
        #expect(offsets.count == 6)
        #expect(offsets[0] == 0)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        // Each offset is the advance of the text before it, kerned against the character itself (Pango
        // puts a pair's kerning in the first glyph's advance): the prefix through it, less its own advance.
        let characters = Array("AVATar")
        for k in 1..<6 {
            let through = TextEngine.measure(String(characters[...k]), font: Self.helvetica).width
            let own = TextEngine.measure(String(characters[k]), font: Self.helvetica).width
            #expect(abs(offsets[k] - (through - own)) < 0.01, "\(k): \(offsets[k]) vs \(through - own)")
        }
        let a = TextEngine.measure("A", font: Self.helvetica).width
        #expect(offsets[1] < a - 0.1, "AV kerned: \(offsets[1]) vs \(a)")
    }

    @Test func letterSpacingIsInTheOffsets() throws {
        let plain = try #require(TextEngine.measure("abc", font: Self.helvetica).characterOffsets)
        let spaced = try #require(TextEngine.measure("abc", font: FontSpec(families: ["Helvetica"], size: 26, letterSpacing: 3)).characterOffsets)
        #expect(abs((spaced[2] - spaced[0]) - (plain[2] - plain[0]) - 6) < 0.01, "\(plain) \(spaced)")
    }

    @Test(arguments: [
        ("office", "Helvetica"),         // the fi ligature: two characters, one glyph
        ("e\u{301}", "DejaVu Sans"),      // e + combining acute composed: one glyph
        ("שלום", "DejaVu Sans"),          // right to left
        ("a\u{1D400}", "DejaVu Sans"),    // beyond the BMP
    ])
    func otherRunsHaveNone(text: String, family: String) {
        #expect(TextEngine.measure(text, font: FontSpec(families: [family], size: 26)).characterOffsets == nil)
    }
}
