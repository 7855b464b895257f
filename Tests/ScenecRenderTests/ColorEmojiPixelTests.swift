import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Colour emoji (a CBDT font, Debian's fonts-noto-color-emoji, shipped by the scene with `<font href>`)
/// drawn in their own colours in PNG and in PDF (read back with pdftocairo), whatever the text colour;
/// the skin-tone modifier composes with its emoji.
@Suite struct ColorEmojiPixelTests {
    static let emojiFont = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    /// 🎉 and 👍🏽 in `color`, compiled to `format` at `scale` from a folder that ships the emoji font.
    static func render(color: String, format: OutputFormat, scale: Double) throws -> [UInt8] {
        TestFonts.install()
        let folder = try TemporaryFolder()
        let font = try #require(FileManager.default.contents(atPath: emojiFont), "scripts/setup installs fonts-noto-color-emoji")
        try folder.write("fonts/NotoColorEmoji.ttf", bytes: Array(font))
        let xml = """
            <scene width="120" height="50" background="white">
              <defs><font href="fonts/NotoColorEmoji.ttf"/></defs>
              <text x="10" y="5" font-size="32" font-family="Noto Color Emoji" color="\(color)">🎉👍🏽</text>
            </scene>
            """
        let loaded = try SceneCompiler.load(source: Array(xml.utf8), file: folder.path("x.xml"))
        let output = try SceneCompiler.compile(loaded, format: format, scale: scale).bytes
        guard format == .pdf else { return output }
        let pdf = try folder.write("x.pdf", bytes: output)
        return try Poppler.run("pdftocairo", ["-r", String(Int(72 * scale)), "-png", "-singlefile", pdf.path, "-"])
    }

    /// Pixels of clearly saturated colour, and of a skin tone (the 🏽 modifier's medium brown).
    static func colours(_ png: [UInt8]) throws -> (saturated: Int, skin: Int) {
        let bitmap = try Bitmap.decodePNG(png)
        var saturated = 0, skin = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)
                let r = Int(p.r), g = Int(p.g), b = Int(p.b)
                if max(r, g, b) - min(r, g, b) > 80 { saturated += 1 }
                if r > g + 25, g > b + 20, r > 140, r < 235, b < 130 { skin += 1 }
            }
        }
        return (saturated, skin)
    }

    @Test(arguments: [("#000000", OutputFormat.png), ("#0000ff", .png), ("#000000", .pdf), ("#ff00ff", .pdf)])
    func emojiAreDrawnInTheirOwnColours(color: String, format: OutputFormat) throws {
        let found = try Self.colours(try Self.render(color: color, format: format, scale: 2))
        // Two 32 pt emoji at 2x cover a few thousand pixels; a silhouette in black has no colour at all,
        // and one in blue or magenta no skin tone.
        #expect(found.saturated > 1500, "\(found)")
        #expect(found.skin > 200, "\(found)")
    }

    /// The text colour does not tint them: the PNG is the same in black and in blue.
    @Test func theTextColourDoesNotTintThem() throws {
        #expect(try Self.render(color: "#000000", format: .png, scale: 1) == Self.render(color: "#0000ff", format: .png, scale: 1))
    }
}
