import Foundation
import ScenecCairo
import ScenecCore
import ScenecModel
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `font-style="normal|italic"` (format 1.1): read, resolved to the family's italic face, slanted in the
/// PNG, written as `font-style` in the SVG, and drawn alike by rsvg-convert.
@Suite struct FontStyleTests {
    static func scene(_ style: String?, text: String = "IIII") -> String {
        let attribute = style.map { #" font-style="\#($0)""# } ?? ""
        return TextPixelTests.scene(#"<text x="20" y="20" font-size="60"\#(attribute)>\#(text)</text>"#, width: 240, height: 100)
    }

    @Test func readsNormalAndItalic() throws {
        #expect(try TextReaderTests.spec("<text>x</text>").style == .normal)
        #expect(try TextReaderTests.spec(#"<text font-style="normal">x</text>"#).style == .normal)
        #expect(try TextReaderTests.spec(#"<text font-style=" italic ">x</text>"#).style == .italic)
        #expect(TextReaderTests.errors(#"<text font-style="oblique">x</text>"#) == [#"font-style: "oblique" is not one of normal, italic"#])
    }

    @Test func theOpCarriesTheStyle() throws {
        let italic = try #require(TextPixelTests.textOp(try InlineScene.renderList(xml: Self.scene("italic"), scale: 1)))
        let upright = try #require(TextPixelTests.textOp(try InlineScene.renderList(xml: Self.scene(nil), scale: 1)))
        #expect(italic.font.style == .italic && upright.font.style == .normal)
        #expect(italic.font.resolvedFamily == "Nimbus Sans")
        // The italic face's glyphs lean right: their ink reaches further right than the upright ones'.
        #expect(italic.inkBounds.maxX > upright.inkBounds.maxX + 5, "\(italic.inkBounds) vs \(upright.inkBounds)")
    }

    /// The horizontal centre of the ink in rows `rows` of the bitmap, in pixels.
    static func inkCentre(_ bitmap: Bitmap, rows: Range<Int>) -> Double? {
        var sum = 0.0, weight = 0.0
        for y in rows {
            for x in 0..<bitmap.width {
                let darkness = 255 - Double(bitmap.pixel(x: x, y: y).g)
                sum += darkness * Double(x)
                weight += darkness
            }
        }
        return weight > 0 ? sum / weight : nil
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func italicStemsLeanAndUprightOnesDoNot(scale: Double) throws {
        // "IIII" at 60 pt: cap height 43 pt from the baseline at about y = 20 + 54.
        let top = Int((34 * scale).rounded()), bottom = Int((70 * scale).rounded())
        let quarter = (bottom - top) / 4
        for (style, lean) in [(nil as String?, false), ("italic", true)] {
            let bitmap = try CairoRenderer.render(try InlineScene.renderList(xml: Self.scene(style), scale: scale))
            let high = try #require(Self.inkCentre(bitmap, rows: top..<(top + quarter)))
            let low = try #require(Self.inkCentre(bitmap, rows: (bottom - quarter)..<bottom))
            let shift = (high - low) / scale
            if lean {
                // Nimbus Sans Italic slants 12°: about 0.21 pt per pt of height, 27 pt between the bands.
                #expect(shift > 4 && shift < 8, "italic @\(scale)x: top band \(shift) pt right of the bottom band")
            } else {
                #expect(abs(shift) < 0.3, "upright @\(scale)x: top band \(shift) pt off the bottom band")
            }
        }
    }

    @Test func svgWritesTheStyleOnlyWhenItalic() throws {
        let italic = try InlineScene.svg(try InlineScene.renderList(xml: Self.scene("italic"), scale: 1))
        // The characters, read across the nested `<tspan x>` of each stretch of placed glyphs.
        let characters = italic.replacingOccurrences(of: #"<tspan x="[^"]*">|</tspan>"#, with: "", options: .regularExpression)
        #expect(characters.contains(##"font-size="60" font-style="italic" fill="#000000">IIII</text>"##), "\(italic)")
        for xml in [Self.scene(nil), Self.scene("normal")] {
            #expect(!(try InlineScene.svg(try InlineScene.renderList(xml: xml, scale: 1))).contains("font-style"))
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func agreesWithRSVG(scale: Double) throws {
        let xml = TextPixelTests.scene("""
              <text x="10" y="10" font-size="26" font-style="italic">Italic ⇧ Déjà vu</text>
              <text x="10" y="50" width="280" font-size="20" font-weight="bold" font-style="italic" align="end" color="#333366">Bold italic</text>
              <text x="10" y="80" font-family="DejaVu Sans" font-size="16" font-style="italic">DejaVu oblique</text>
            """)
        let list = try InlineScene.renderList(xml: xml, scale: scale)
        let svg = try InlineScene.svg(list)
        let ours = try CairoRenderer.render(list)
        let theirs = try RsvgConvert.render(svg: svg, zoom: scale)
        let difference = expectAgreement(ours, theirs, tag: "font-style@\(Int(scale))x", mean: 1, percentile99: 20, svg: svg)
        print("font-style agreement @\(Int(scale))x: \(difference.map { "\($0)" } ?? "n/a")")
    }
}
