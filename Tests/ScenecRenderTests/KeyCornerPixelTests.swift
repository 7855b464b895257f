import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `<key corner-radius="a b c d" corner-smoothing="ξ">` end to end: the key's outline (its frame
/// inset by 0.5) takes each radius and the smoothing, and SVG agrees with PNG.
@Suite struct KeyCornerPixelTests {
    /// Keys painted solid black with every other layer switched off, so probes see the outline alone.
    private static let solidKeys = """
        <defaults><key top-color="black" bottom-color="black" overall-top-color="none" overall-bottom-color="none"
          shadow-color="none" inner-shadow-color="none" inner-highlight-color="none" stroke-color="none"/></defaults>
        """

    private func render(_ body: String, scale: Double, size: Double) throws -> PointProbe {
        try InlineScene.probe(Self.solidKeys + body, scale: scale, size: size)
    }

    /// Each corner of the outline (the frame inset by 0.5) has its own radius, probed along its diagonal
    /// (`expectArcs`); the sharp top-left corner is inked to its tip.
    @Test(arguments: [2.0, 4.0])
    func eachCornerHasItsOwnRadius(scale: Double) throws {
        let probe = try render(#"<key width="100" height="100" corner-radius="0 10 20 40"/>"#, scale: scale, size: 100)
        #expect(probe.isInked(1.25, 1.25), "\(probe)")
        #expect(probe.isClear(0.25, 0.25))
        probe.expectArcs([.init(radius: 10, vertex: Point(99.5, 0.5), inward: Point(-1, 1)),
                          .init(radius: 20, vertex: Point(99.5, 99.5), inward: Point(-1, -1)),
                          .init(radius: 40, vertex: Point(0.5, 99.5), inward: Point(1, -1))])
    }

    /// r = 80, ξ = 0.6 on a 300 pt key: the top edge starts curving 128 pt before the outline's corner
    /// (299.5, 0.5); 71 pt before it the plain arc is 0.5 pt below the top edge and the smoothed curve
    /// 1.5 pt (Figma's construction, CornerPath). At the plain corner's 45° point both are inside.
    @Test(arguments: [4.0])
    func smoothingPullsTheKeyEdgeInBeforeTheArc(scale: Double) throws {
        let plain = try render(#"<key width="300" height="300" corner-radius="80"/>"#, scale: scale, size: 300)
        let smooth = try render(#"<key width="300" height="300" corner-radius="80" corner-smoothing="0.6"/>"#, scale: scale, size: 300)
        #expect(plain.isInked(228.6, 1.6))
        #expect(smooth.isClear(228.6, 1.6))
        let diagonal = 299.5 - 80 + 80 / 2.0.squareRoot()
        for probe in [plain, smooth] { #expect(probe.isInked(diagonal - 1, 0.5 + 80 - 80 / 2.0.squareRoot() + 1)) }
        // The other three corners are smoothed alike (the key is symmetric).
        #expect(smooth.isClear(300 - 228.6, 1.6))
        #expect(smooth.isClear(228.6, 300 - 1.6))
        #expect(smooth.isClear(300 - 228.6, 300 - 1.6))
        #expect(plain.isInked(300 - 228.6, 300 - 1.6))
    }

    /// Keys in the seed's look (gradients, drop shadow, both inner shadows, stroke, label) with
    /// smoothed and per-corner outlines, pressed too, on a keyboard: the SVG as rsvg draws it agrees
    /// as well as for plain keys (measured: mean 0.72, 0.41, 0.24 /255 at @1x, @2x, @3x; the same
    /// row of plain keys 0.72, 0.42, 0.25).
    @Test(arguments: [1.0, 2.0, 3.0])
    func smoothedKeysAgreeWithRSVG(scale: Double) throws {
        let xml = """
            <scene width="240" height="80" background="white">
              <keyboard>
                <row x="8" y="10" width="224" height="56" gap="8">
                  <key label="Q" corner-smoothing="0.6" corner-radius="12"/>
                  <key label="W" corner-radius="2 12 20 6" corner-smoothing="0.6" state="highlighted"/>
                  <key label="E" corner-radius="0 16" corner-smoothing="1"/>
                  <key label="R" corner-radius="7"/>
                </row>
              </keyboard>
            </scene>
            """
        let list = try InlineScene.renderList(xml: xml, scale: scale)
        let svg = try InlineScene.svg(list)
        expectAgreement(try CairoRenderer.render(list), try RsvgConvert.render(svg: svg, zoom: scale), tag: "key-corners@\(Int(scale))x", mean: 1, svg: svg)
    }
}
