import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSceneTestSupport
import Testing

@Suite struct StrokeTests {
    /// (scale, stroke width in points, device pixels the stroke gets, where its left centre line lands
    /// in device pixels): an odd pixel count centres on a pixel's middle, an even one on a boundary.
    @Test(arguments: [(1.0, 1.0, 1.0, 10.5), (2.0, 1.0, 2.0, 21.0), (3.0, 1.0, 3.0, 30.5), (1.0, 2.0, 2.0, 10.0), (2.0, 1.5, 3.0, 20.5)])
    func crispStrokesGetWholeDevicePixels(scale: Double, width: Double, devicePixels: Double, deviceCentre: Double) throws {
        let list = try #require(layout("""
            <scene width="100" height="100"><rect id="r" x="10.3" y="10.3" width="20" height="20" stroke="black" stroke-width="\(width)" crisp="true"/></scene>
            """, scale: scale))
        let stroke = try #require(list.strokes(id: "r").first)
        #expect(stroke.width * scale == devicePixels)
        guard case .rect(let rect, _) = stroke.geometry else {
            Issue.record("not a rect: \(stroke.geometry)")
            return
        }
        #expect(abs(rect.minX * scale - deviceCentre) < 1e-9, "left centre line at \(rect.minX * scale) px")
        // Each edge lands so the line covers whole pixels.
        let left = rect.minX * scale - stroke.width * scale / 2
        #expect(left == left.rounded())
        let right = rect.maxX * scale + stroke.width * scale / 2
        #expect(right == right.rounded())
    }

    @Test func insideStrokeIsDoubledAndClippedToTheShape() throws {
        let list = try #require(layout("""
            <scene width="100" height="100"><rect id="r" x="10" y="10" width="20" height="20" stroke="black" stroke-width="3" stroke-align="inside"/></scene>
            """))
        let stroke = try #require(list.strokes(id: "r").first)
        #expect(stroke.width == 6)
        #expect(stroke.clip == Clip(geometry: stroke.geometry))
    }

    @Test func outsideStrokeIsClippedToEverythingButTheShape() throws {
        let list = try #require(layout("""
            <scene width="100" height="100"><rect id="r" x="10" y="10" width="20" height="20" stroke="black" stroke-align="outside"/></scene>
            """))
        let stroke = try #require(list.strokes(id: "r").first)
        #expect(stroke.width == 2)
        #expect(stroke.clip?.rule == .evenodd)
    }

    @Test func aLineWithoutStrokeGetsOnePointOfBlack() throws {
        let list = try #require(layout(#"<scene width="10" height="10"><line id="l" x2="10" y2="10"/></scene>"#))
        #expect(list.strokes(id: "l").first?.paint == .solid(.black))
        #expect(list.strokes(id: "l").first?.width == 1)
    }
}

@Suite struct StrokeStyleTests {
    @Test func dashCapAndJoinReachTheStrokeOp() throws {
        let list = try #require(layout("""
            <scene width="100" height="100"><rect id="r" x="10" y="10" width="20" height="20" stroke="black" stroke-dasharray="3 1 2" stroke-dashoffset="-2" stroke-linecap="round" stroke-linejoin="bevel"/></scene>
            """))
        let stroke = try #require(list.strokes(id: "r").first)
        #expect(stroke.dash.lengths == [3, 1, 2, 3, 1, 2])
        #expect(stroke.dash.offset == -2)
        #expect(stroke.cap == .round)
        #expect(stroke.join == .bevel)
    }

    @Test func defaultsAreSolidButtMiter() throws {
        let list = try #require(layout(#"<scene width="10" height="10"><line id="l" x2="10" y2="10"/></scene>"#))
        let stroke = try #require(list.strokes(id: "l").first)
        #expect(stroke.dash.isSolid)
        #expect(stroke.cap == .butt)
        #expect(stroke.join == .miter)
    }

    @Test(arguments: ["inside", "outside"])
    func alignedStrokesKeepTheDashLengths(align: String) throws {
        let list = try #require(layout("""
            <scene width="100" height="100"><rect id="r" x="10" y="10" width="20" height="20" stroke="black" stroke-width="3" stroke-align="\(align)" stroke-dasharray="4 2"/></scene>
            """))
        let stroke = try #require(list.strokes(id: "r").first)
        #expect(stroke.width == 6)
        #expect(stroke.dash.lengths == [4, 2])
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func crispSnappingKeepsTheDashes(scale: Double) throws {
        let list = try #require(layout("""
            <scene width="100" height="100"><rect id="r" x="10.3" y="10.3" width="20" height="20" stroke="black" crisp="true" stroke-dasharray="4 2" stroke-dashoffset="1"/></scene>
            """, scale: scale))
        let stroke = try #require(list.strokes(id: "r").first)
        #expect(stroke.dash == DashPattern(lengths: [4, 2], offset: 1))
    }

    @Test func aPatternTooFineForItsOutlineIsRefused() throws {
        let xml = #"<scene width="1000" height="1000"><rect x="0" y="0" width="1000" height="1000" stroke="black" stroke-dasharray="0.001"/></scene>"#
        let parsed = InlineScene.parse(xml, file: "fine.xml")
        let scene = try #require(parsed.scene)
        let result = InlineScene.layout(scene, scale: 1)
        let error = try #require(result.diagnostics.errors.first)
        #expect(error.message.hasPrefix("stroke-dasharray: a period of 0.002 pt would draw about 2000000 dashes"))
        #expect(error.location.line == 1)
    }

    @Test func aSubnormalPeriodIsQuotedAsWrittenAndItsCountNotAsZero() throws {
        let xml = #"<scene width="100" height="100"><rect x="0" y="0" width="10" height="10" stroke="black" stroke-dasharray="1e-320"/></scene>"#
        let scene = try #require(InlineScene.parse(xml, file: "tiny.xml").scene)
        let error = try #require(InlineScene.layout(scene, scale: 1).diagnostics.errors.first)
        #expect(error.message.hasPrefix("stroke-dasharray: a period of 2e-320 pt would draw more than 1.79"), "\(error.message)")
        #expect(!error.message.contains("about 0 dashes"))
    }

    @Test func manyStrokesEachUnderTheLimitAreRefusedTogether() throws {
        // 30 rects of 100 000 dashes each: every one is allowed alone, the scene's 3 000 000 are not.
        let rect = #"<rect x="0" y="0" width="1000" height="1000" stroke="black" stroke-dasharray="0.02 0.02"/>"#
        let xml = #"<scene width="1000" height="1000">"# + String(repeating: rect, count: 30) + "</scene>"
        let parsed = InlineScene.parse(xml, file: "many.xml")
        let scene = try #require(parsed.scene)
        let result = InlineScene.layout(scene, scale: 1)
        let error = try #require(result.diagnostics.errors.first)
        #expect(error.message.hasPrefix("stroke-dasharray: the scene's dashed strokes would draw more than 2000000 dashes in all"))
    }
}
