import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `direction` and `align` for right-to-left and mixed paragraphs: where the ink lands in the PNG, and
/// that the SVG draws it there too in rsvg-convert and resvg (scripts/svg-agreement adds Chromium and
/// Inkscape for the gallery's i18n scene).
@Suite struct DirectionPixelTests {
    static func scene(_ body: String) -> String {
        """
        <scene width="360" height="120" background="white">
        \(body)
        </scene>
        """
    }

    static let hebrew = "שלום עולם, גרסה 2.0!"

    /// A right-to-left text narrower than its frame starts at the frame's right edge; `end` and `left`
    /// put it on the left, `right` on the right; `direction="ltr"` makes `start` the left edge again.
    @Test(arguments: [("start", "auto", true), ("end", "auto", false), ("left", "auto", false), ("right", "auto", true),
                      ("start", "ltr", false), ("end", "ltr", true), ("start", "rtl", true)])
    func aRightToLeftTextIsAlignedByItsDirection(align: String, direction: String, right: Bool) throws {
        let xml = Self.scene(#"<text x="20" y="20" width="320" font-size="20" font-family="DejaVu Sans" align="\#(align)" direction="\#(direction)">\#(Self.hebrew)</text>"#)
        let ink = try #require(TextPixelTests.inkBox(try InlineScene.bitmap(xml, scale: 2), scale: 2))
        #expect(ink.width > 100 && ink.width < 250, "\(ink)")
        if right {
            #expect(ink.maxX > 336 && ink.maxX <= 341, "\(ink)")
        } else {
            #expect(ink.minX >= 19 && ink.minX < 24, "\(ink)")
        }
    }

    /// In a right-to-left paragraph the trailing "!" ends the line on the left and "2.0" stays left to
    /// right: ink of the "!" (a thin, tall glyph) is the leftmost ink.
    @Test func theTrailingExclamationMarkIsOnTheLeft() throws {
        let xml = Self.scene(#"<text x="20" y="20" font-size="20" font-family="DejaVu Sans">\#(Self.hebrew)</text>"#)
        let list = try InlineScene.renderList(xml: xml, scale: 1)
        let op = try #require(TextPixelTests.textOp(list))
        let runs = try #require(op.lines.first).runs
        #expect(runs.map(\.text) == ["!", "2.0", "שלום עולם, גרסה"])
        #expect(runs[0].origin.x == 20)
        #expect(runs[1].origin.x > runs[0].origin.x && runs[2].origin.x > runs[1].origin.x)
        let svg = try InlineScene.svg(list)
        #expect(svg.contains(#"<tspan x="20" y="39">!</tspan>"#), "\(svg)")
    }

    static let agreementScene = scene("""
          <text x="20" y="4" width="320" wrap="word" font-size="16" font-family="DejaVu Sans">مرحبا بالعالم (iOS 18) هذا نص تجريبي طويل يلتف على عدة أسطر.</text>
          <text x="20" y="50" width="320" font-size="16" font-family="DejaVu Sans">\(hebrew)</text>
          <text x="20" y="72" width="320" font-size="16" font-family="DejaVu Sans" align="left">שלום (עולם) ok.</text>
          <text x="20" y="94" width="320" font-size="16" font-family="DejaVu Sans">Hello עולם (test) world.</text>
        """)

    @Test(arguments: [1.0, 2.0])
    func arabicHebrewAndMixedRunsAgreeWithRsvgAndResvg(scale: Double) throws {
        let list = try InlineScene.renderList(xml: Self.agreementScene, scale: scale)
        let svg = try InlineScene.svg(list)
        let ours = try CairoRenderer.render(list)
        let tag = "direction@\(Int(scale))x"
        expectAgreement(ours, try RsvgConvert.render(svg: svg, zoom: scale), tag: tag + "-rsvg", mean: 1, percentile99: 16, svg: svg)
        // resvg rasterises glyph edges its own way (its Latin text differs as much at @1x): a run placed
        // a pixel off would differ by far more than these bounds.
        expectAgreement(ours, try Resvg.render(svg: svg, zoom: scale), tag: tag + "-resvg", mean: 1, percentile99: 24, svg: svg)
    }
}

/// A right-to-left text's neutral end (the full stop, its own piece) is placed as every other run is,
/// whatever the process set before: measurements taken while a right-to-left block was being set
/// used to be cached for later left-to-right uses of the same text and font, so the piece's glyph
/// placement depended on the scenes set earlier (a golden that passed alone failed in the full suite).
@Suite struct RightToLeftMeasurementTests {
    @Test(arguments: [1.0, 2.0])
    func theFullStopPieceIsOnTheQuarterPixelGridTheFirstTimeToo(scale: Double) throws {
        // A font size no other test uses, so the full stop is first measured inside this right-to-left block.
        let size = scale == 1 ? "13.37" : "13.39"
        let list = try InlineScene.renderList(xml: """
            <scene width="200" height="40" background="white">
              <text width="200" height="40" direction="rtl" font-size="\(size)" font-family="DejaVu Sans">שלום עולם.</text>
            </scene>
            """, scale: scale)
        let svg = try InlineScene.svg(list)
        let piece = try #require(svg.split(separator: "\n").first { $0.contains(">.</tspan>") }, "\(svg)")
        let x = try #require(piece.split(separator: "\"").dropFirst().first.flatMap { Double($0) }, "\(piece)")
        #expect((x * 4 * scale).rounded() == x * 4 * scale, "the full stop at x \(x) is off the quarter-pixel grid: \(piece)")
    }
}
