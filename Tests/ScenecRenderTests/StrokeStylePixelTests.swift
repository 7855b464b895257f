import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Dashes, offsets, caps and joins end to end: pixel probes at known places along the outline, and
/// our PNG against rsvg-convert's rendering of our SVG.
@Suite struct StrokeStylePixelTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func dashesAndGapsAlongALine(scale: Double) throws {
        // Dashes at 10–20, 25–35, 40–50 …; gaps at 20–25, 35–40 ….
        let bitmap = try InlineScene.probe(#"<line x1="10" y1="20" x2="90" y2="20" stroke-width="4" stroke-dasharray="10 5"/>"#, scale: scale)
        for x in [15.0, 30, 45] { #expect(bitmap.isInked(x, 20), "dash at x = \(x)") }
        for x in [22.5, 37.5, 52.5] { #expect(bitmap.isClear(x, 20), "gap at x = \(x)") }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func offsetShiftsThePatternBackwards(scale: Double) throws {
        // Offset 5 starts half way into the first dash: dash 10–15, gap 15–20, dash 20–30.
        let bitmap = try InlineScene.probe(#"<line x1="10" y1="20" x2="90" y2="20" stroke-width="4" stroke-dasharray="10,5" stroke-dashoffset="5"/>"#, scale: scale)
        #expect(bitmap.isInked(12.5, 20))
        #expect(bitmap.isClear(17.5, 20))
        #expect(bitmap.isInked(25, 20))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func anOddListIsRepeated(scale: Double) throws {
        // "10" is "10 10": dash 10–20, gap 20–30, dash 30–40.
        let bitmap = try InlineScene.probe(#"<line x1="10" y1="20" x2="90" y2="20" stroke-width="4" stroke-dasharray="10"/>"#, scale: scale)
        #expect(bitmap.isInked(15, 20))
        #expect(bitmap.isClear(25, 20))
        #expect(bitmap.isInked(35, 20))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func rectDashesStartAtTheTopLeftGoingClockwise(scale: Double) throws {
        let bitmap = try InlineScene.probe(#"<rect x="20" y="20" width="60" height="40" stroke="black" stroke-width="2" stroke-dasharray="10 10"/>"#, scale: scale)
        #expect(bitmap.isInked(25, 20))
        #expect(bitmap.isClear(35, 20))
        #expect(bitmap.isInked(45, 20))
        // Down the right edge the pattern continues at 60 pt of length: a dash from y = 20 to 30.
        #expect(bitmap.isInked(80, 25))
        #expect(bitmap.isClear(80, 35))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func circleDashesStartAtTheRightGoingDown(scale: Double) throws {
        // One 20 pt dash from angle 0 towards +y: 20 / 30 rad ≈ 38°.
        let bitmap = try InlineScene.probe(#"<circle cx="50" cy="50" r="30" stroke="black" stroke-width="4" stroke-dasharray="20 500"/>"#, scale: scale)
        let angle = 19.0 * Double.pi / 180
        #expect(bitmap.isInked(50 + 30 * cos(angle), 50 + 30 * sin(angle)))
        #expect(bitmap.isClear(50 + 30 * cos(angle), 50 - 30 * sin(angle)))
        #expect(bitmap.isClear(20, 50))
    }

    @Test(arguments: [("butt", false, false), ("round", true, false), ("square", true, true)])
    func capsExtendPastTheEnds(cap: String, extendsOnAxis: Bool, fillsTheCorner: Bool) throws {
        let scale = 4.0
        let bitmap = try InlineScene.probe(#"<line x1="20" y1="20" x2="80" y2="20" stroke-width="10" stroke-linecap="\#(cap)"/>"#, scale: scale)
        // 3 pt before the start on the axis: inside a round or square cap, outside a butt end.
        #expect(bitmap.isInked(17, 20) == extendsOnAxis)
        #expect(bitmap.isClear(17, 20) == !extendsOnAxis)
        // Near the cap's corner (4, 4 from the end: 5.66 pt away) only a square cap covers.
        #expect(bitmap.isInked(16, 16) == fillsTheCorner)
        #expect(bitmap.isInked(84, 24) == fillsTheCorner)
    }

    @Test(arguments: [("miter", true, true), ("round", false, true), ("bevel", false, false)])
    func joinsAtAnApex(join: String, tipCovered: Bool, roundCovered: Bool) throws {
        let scale = 4.0
        // Apex (50, 20) with a 53° angle: the miter tip reaches 11.2 pt above it, a round join 5 pt,
        // a bevel 2.24 pt.
        let bitmap = try InlineScene.probe(#"<polyline points="20,80 50,20 80,80" stroke="black" stroke-width="10" stroke-linejoin="\#(join)"/>"#, scale: scale)
        #expect(bitmap.isInked(50, 11) == tipCovered)
        #expect(bitmap.isInked(50, 15.2) == roundCovered)
        #expect(bitmap.isInked(50, 18.5))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func insideAndOutsideKeepTheDashLengths(scale: Double) throws {
        // The doubled width does not change lengths along the outline: on the top edge of each rect,
        // dash 20–30, gap 30–40 as for a centred stroke; the inside one only below the edge, the
        // outside one only above it.
        let bitmap = try InlineScene.probe("""
            <rect x="20" y="20" width="60" height="20" stroke="black" stroke-width="4" stroke-align="inside" stroke-dasharray="10 10"/>
            <rect x="20" y="60" width="60" height="20" stroke="black" stroke-width="4" stroke-align="outside" stroke-dasharray="10 10"/>
            """, scale: scale)
        #expect(bitmap.isInked(25, 22))
        #expect(bitmap.isClear(25, 18))
        #expect(bitmap.isClear(35, 22))
        #expect(bitmap.isInked(25, 58))
        #expect(bitmap.isClear(25, 62))
        #expect(bitmap.isClear(35, 58))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func pngAgreesWithRSVG(scale: Double) throws {
        let xml = """
            <scene width="120" height="80" background="white">
              <rect x="10" y="10" width="40" height="30" corner-radius="6" stroke="#2c3e50" stroke-width="3" stroke-dasharray="6 3 1 3" stroke-dashoffset="2" stroke-linecap="round"/>
              <rect x="60" y="10" width="40" height="30" stroke="#c0392b" stroke-width="3" stroke-align="inside" stroke-dasharray="5" crisp="true"/>
              <circle cx="30" cy="60" r="12" stroke="#27ae60" stroke-width="4" stroke-dasharray="4 4" stroke-linecap="square"/>
              <polyline points="60,70 75,50 90,70 105,50" stroke="#8e44ad" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
            </scene>
            """
        let list = try InlineScene.renderList(xml: xml, scale: scale)
        let svg = try InlineScene.svg(list)
        let ours = try CairoRenderer.render(list)
        let theirs = try RsvgConvert.render(svg: svg, zoom: scale)
        expectAgreement(ours, theirs, tag: "stroke-styles@\(Int(scale))x", mean: 1, svg: svg)
    }
}
