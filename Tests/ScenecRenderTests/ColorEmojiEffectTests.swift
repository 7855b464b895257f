import Foundation
import Scenec
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Colour emoji under what a text can do to its glyphs: a translucent colour fades them, a sharp drop
/// shadow is their silhouette in the shadow's colour (not a second emoji), and `overflow="clip"` clips
/// their `--text-as-paths` images where it clips the PNG.
@Suite struct ColorEmojiEffectTests {
    /// Pixels that are clearly not white, and those that are clearly coloured in an emoji's way.
    static func inked(_ bitmap: Bitmap, columns: Range<Int>? = nil) -> (ink: Int, emoji: Int, red: Int) {
        var ink = 0, emoji = 0, red = 0
        for y in 0..<bitmap.height {
            for x in columns ?? 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)
                if Int(p.r) + Int(p.g) + Int(p.b) < 3 * 235 { ink += 1 }
                if ColorEmojiSVGTests.isEmojiColour(p) && !(p.r > 150 && Int(p.g) < 110 && abs(Int(p.g) - Int(p.b)) < 40) { emoji += 1 }
                if p.r > 150 && Int(p.g) < 140 && abs(Int(p.g) - Int(p.b)) < 40 { red += 1 }
            }
        }
        return (ink, emoji, red)
    }

    static func pdfBitmap(_ body: String, scale: Double) throws -> Bitmap {
        let pdf = try ColorEmojiSVGTests.compile(body, format: .pdf, scale: scale, textAsPaths: false).bytes
        let folder = try TemporaryFolder()
        let file = try folder.write("x.pdf", bytes: pdf)
        return try Bitmap.decodePNG(try Poppler.run("pdftocairo", ["-r", String(Int(72 * scale)), "-png", "-singlefile", file.path, "-"]))
    }

    @Test("a translucent text colour fades the emoji as it fades the text (cairo alone paints them opaque); alpha 0 hides them")
    func translucentColourFadesTheEmoji() throws {
        func text(_ color: String) -> String {
            #"<text x="10" y="5" font-size="32" font-family="Noto Color Emoji" color="\#(color)">🎉👍🏽</text>"#
        }
        let opaque = Self.inked(try ColorEmojiSVGTests.png(text("#000000"), scale: 2))
        let faded = Self.inked(try ColorEmojiSVGTests.png(text("#00000040"), scale: 2))
        #expect(opaque.emoji > 1500, "\(opaque)")
        #expect(faded.emoji < opaque.emoji / 10, "a quarter of the colour is no longer saturated: \(faded) vs \(opaque)")
        #expect(faded.ink > opaque.ink / 2, "but the emoji is there, faded: \(faded) vs \(opaque)")
        #expect(Self.inked(try ColorEmojiSVGTests.png(text("#00000000"), scale: 2)).ink == 0)
        // The SVG's images fade alike: one group with the colour's alpha.
        let svg = try ColorEmojiSVGTests.svg(text("#00000040"), scale: 2)
        #expect(svg.contains(#"<g opacity="0.251">"#), "\(svg.prefix(600))")
    }

    @Test("a sharp drop shadow of an emoji is its silhouette in the shadow colour, in PNG, PDF and SVG", arguments: ["png", "pdf", "svg"])
    func sharpShadowIsASilhouette(format: String) throws {
        // The shadow is 60 pt to the right, clear of the emoji: everything right of x = 62 pt is shadow.
        let body = ##"<text x="10" y="5" font-size="32" font-family="Noto Color Emoji">🎉<drop-shadow dx="60" dy="0" blur="0" color="#ff0000"/></text>"##
        let bitmap: Bitmap
        switch format {
        case "png": bitmap = try ColorEmojiSVGTests.png(body, scale: 2)
        case "pdf": bitmap = try Self.pdfBitmap(body, scale: 2)
        default: bitmap = try RsvgConvert.render(svg: try ColorEmojiSVGTests.svg(body, scale: 2), zoom: 2)
        }
        let emoji = Self.inked(bitmap, columns: 0..<124)
        let shadow = Self.inked(bitmap, columns: 124..<bitmap.width)
        #expect(emoji.emoji > 400, "the emoji keeps its colours: \(emoji)")
        #expect(shadow.red > 400, "the shadow is red: \(shadow)")
        #expect(shadow.emoji == 0, "and has none of the emoji's colours: \(shadow)")
    }

    @Test("overflow=\"clip\" away from the origin clips the --text-as-paths emoji images where the PNG is clipped")
    func clippedEmojiImagesStayVisible() throws {
        let body = #"<text x="60" y="5" width="90" height="40" overflow="clip" font-size="32" font-family="Noto Color Emoji">🎉👍🏽🎉</text>"#
        let png = try ColorEmojiSVGTests.png(body, scale: 1)
        let svg = try ColorEmojiSVGTests.svg(body, scale: 1)
        let rendered = try RsvgConvert.render(svg: svg, zoom: 1)
        let drawn = Self.inked(png).emoji, shown = Self.inked(rendered).emoji
        #expect(drawn > 600, "\(drawn)")
        #expect(abs(shown - drawn) < drawn / 20, "rsvg-convert shows the clipped emoji as the PNG does: \(shown) vs \(drawn)")
        #expect(Self.inked(png, columns: 150..<160).ink == 0 && Self.inked(rendered, columns: 150..<160).ink == 0, "nothing past the clip")
    }
}
