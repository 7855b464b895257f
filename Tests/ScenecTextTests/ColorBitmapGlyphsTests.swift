import CCairo
import Foundation
import ScenecCore
@testable import ScenecText
import ScenecTestSupport
import Testing

/// A run's glyphs split for `--text-as-paths`: the bitmap colour glyphs of a CBDT font (Debian's Noto
/// Color Emoji, given as the scene's own font) at their absolute positions, and the outline of the rest.
@Suite struct ColorBitmapGlyphsTests {
    init() { TestFonts.install() }

    static let emojiFont = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let font = FontSpec(families: ["DejaVu Sans"], size: 32, fonts: FontSet(files: [emojiFont]))

    @Test func emojiAreBitmapsAndTheOtherGlyphsTheOutline() throws {
        try #require(FileManager.default.fileExists(atPath: Self.emojiFont) == true, "scripts/setup installs fonts-noto-color-emoji")
        var bitmaps: [(index: UInt, x: Double, y: Double, isBitmapFont: Bool)] = []
        let outline = try #require(TextEngine.withColorBitmapGlyphs("Hi 🎉👍🏽", font: Self.font, layoutOrigin: Point(10, 5)) { font, glyph in
            bitmaps.append((glyph.index, glyph.x, glyph.y, TextEngine.hasColorBitmaps(font)))
        })
        // 🎉 and 👍🏽 (the thumb and its skin tone are one glyph), left to right on one baseline.
        #expect(bitmaps.count == 2, "\(bitmaps)")
        #expect(bitmaps.filter(\.isBitmapFont).count == bitmaps.count)
        let xs = bitmaps.map(\.x), ys = bitmaps.map(\.y)
        #expect(xs == xs.sorted() && Set(ys).count == 1, "\(bitmaps)")
        // "Hi" is the outline, all of it left of the first emoji; the space draws nothing.
        #expect(!outline.isEmpty)
        #expect(outline.bounds.minX >= 10 && outline.bounds.maxX < (bitmaps.first?.x ?? 0), "\(outline.bounds) \(bitmaps)")
        let baseline = TextEngine.measure("Hi 🎉👍🏽", font: Self.font).ascent
        #expect(abs((bitmaps.first?.y ?? 0) - (5 + baseline)) < 0.01)
    }

    @Test func aRunWithoutBitmapGlyphsIsLeftAsItIs() {
        var called = false
        #expect(TextEngine.withColorBitmapGlyphs("Hi there", font: Self.font, layoutOrigin: Point(0, 0)) { _, _ in called = true } == nil)
        #expect(!called)
    }
}
