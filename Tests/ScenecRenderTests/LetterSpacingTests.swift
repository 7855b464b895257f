import Foundation
import ScenecCairo
import ScenecCore
import ScenecModel
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `letter-spacing` (format 1.1): read within its range, measured by Pango with the spacing, drawn with
/// it in the PNG, written as `letter-spacing` in the SVG, and spaced alike by rsvg-convert.
@Suite struct LetterSpacingTests {
    static func op(_ attributes: String, text: String = "IIII") throws -> TextOp {
        let xml = TextPixelTests.scene(#"<text x="20" y="20" font-size="40" \#(attributes)>\#(text)</text>"#)
        return try #require(TextPixelTests.textOp(try InlineScene.renderList(xml: xml, scale: 1)))
    }

    @Test func readsPointsWithinItsRange() throws {
        #expect(try TextReaderTests.spec("<text>x</text>").letterSpacing == 0)
        #expect(try TextReaderTests.spec(#"<text letter-spacing="1.5">x</text>"#).letterSpacing == 1.5)
        #expect(try TextReaderTests.spec(#"<text letter-spacing="-2">x</text>"#).letterSpacing == -2)
        #expect(TextReaderTests.errors(#"<text letter-spacing="101">x</text>"#) == ["letter-spacing: 101 is out of range -100–100"])
        #expect(TextReaderTests.errors(#"<text letter-spacing="wide">x</text>"#).first?.hasPrefix("letter-spacing:") == true)
    }

    @Test(arguments: [3.0, 10.0, -2.0])
    func eachCharacterGainsTheSpacing(spacing: Double) throws {
        let plain = try Self.op("")
        let spaced = try Self.op(#"letter-spacing="\#(NumberFormat.svg(spacing))""#)
        #expect(spaced.font.letterSpacing == spacing && plain.font.letterSpacing == 0)
        // Four characters, three gaps: Pango (and so librsvg) puts the spacing between characters,
        // not after the last one, so a right-aligned or centred line stays where its ink is.
        #expect(abs(spaced.bounds.width - (plain.bounds.width + 3 * spacing)) < 0.01, "\(spaced.bounds.width) vs \(plain.bounds.width)")
        #expect(abs(spaced.inkBounds.width - (plain.inkBounds.width + 3 * spacing)) < 0.05,
                "ink \(spaced.inkBounds) vs \(plain.inkBounds)")
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func thePNGDrawsTheStemsApart(scale: Double) throws {
        for spacing in [0.0, 10.0] {
            let xml = TextPixelTests.scene(#"<text x="20" y="20" font-size="40" letter-spacing="\#(NumberFormat.svg(spacing))">IIII</text>"#)
            let list = try InlineScene.renderList(xml: xml, scale: scale)
            let op = try #require(TextPixelTests.textOp(list))
            let ink = try #require(TextPixelTests.inkBox(try CairoRenderer.render(list), scale: scale))
            #expect(abs(ink.width - op.inkBounds.width) < 1.5 && abs(ink.minX - op.inkBounds.minX) < 1,
                    "spacing \(spacing) @\(scale)x: drawn \(ink), measured \(op.inkBounds)")
        }
    }

    @Test func svgWritesTheSpacingOnlyWhenSet() throws {
        let xml = TextPixelTests.scene(#"<text x="20" y="20" font-size="40" letter-spacing="2.5">IIII</text>"#)
        #expect(try InlineScene.svg(try InlineScene.renderList(xml: xml, scale: 1)).contains(#"letter-spacing="2.5""#))
        for attribute in ["", #"letter-spacing="0""#] {
            let plain = TextPixelTests.scene(#"<text x="20" y="20" font-size="40" \#(attribute)>IIII</text>"#)
            #expect(!(try InlineScene.svg(try InlineScene.renderList(xml: plain, scale: 1))).contains("letter-spacing"))
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func agreesWithRSVG(scale: Double) throws {
        let xml = TextPixelTests.scene("""
              <text x="10" y="10" font-size="24" letter-spacing="4">SPACED ⇧ Déjà</text>
              <text x="10" y="44" width="280" font-size="18" letter-spacing="2" align="center" font-style="italic">centred, spaced</text>
              <text x="10" y="70" width="280" font-size="18" letter-spacing="-1" align="end" font-weight="bold">tight at the end</text>
            """)
        let list = try InlineScene.renderList(xml: xml, scale: scale)
        let svg = try InlineScene.svg(list)
        let ours = try CairoRenderer.render(list)
        let theirs = try RsvgConvert.render(svg: svg, zoom: scale)
        let difference = expectAgreement(ours, theirs, tag: "letter-spacing@\(Int(scale))x", mean: 1, percentile99: 20, svg: svg)
        print("letter-spacing agreement @\(Int(scale))x: \(difference.map { "\($0)" } ?? "n/a")")
    }
}
