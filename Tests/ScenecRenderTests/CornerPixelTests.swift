import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Per-corner radii and smoothed corners end to end.
@Suite struct CornerPixelTests {
    /// Along each corner's diagonal, a point 0.15·r in from the vertex is outside the arc and one at
    /// 0.45·r inside (the arc crosses the diagonal at 0.29·r); a sharp corner is inked to the tip.
    @Test(arguments: [2.0, 4.0])
    func eachCornerHasItsOwnRadius(scale: Double) throws {
        let probe = try InlineScene.probe(#"<rect width="100" height="100" corner-radius="0 10 20 40" fill="black"/>"#, scale: scale)
        #expect(probe.isInked(0.6, 0.6))
        probe.expectArcs([.init(radius: 10, vertex: Point(100, 0), inward: Point(-1, 1)),
                          .init(radius: 20, vertex: Point(100, 100), inward: Point(-1, -1)),
                          .init(radius: 40, vertex: Point(0, 100), inward: Point(1, -1))])
    }

    /// At ξ = 1 (r = 40 on a 200 pt square) the top edge starts curving 80 pt before the corner; at
    /// x = 164 the plain arc is still 0.2 pt below the top, the smoothed curve about 1.5 pt.
    @Test func smoothingPullsTheEdgeInBeforeTheArc() throws {
        let scale = 4.0
        let plain = try InlineScene.probe(#"<rect width="200" height="200" corner-radius="40" fill="black"/>"#, scale: scale, size: 200)
        let smooth = try InlineScene.probe(#"<rect width="200" height="200" corner-radius="40" corner-smoothing="1" fill="black"/>"#, scale: scale, size: 200)
        #expect(plain.isInked(164, 0.6))
        #expect(smooth.isClear(164, 0.6))
        // Both pass through the plain corner's 45° point: inside just below it on the diagonal.
        let diagonal = 160 + 40 / 2.0.squareRoot()
        #expect(plain.isInked(diagonal - 1, 200 - diagonal + 1))
        #expect(smooth.isInked(diagonal - 1, 200 - diagonal + 1))
    }

    /// Smoothing 0 with per-corner radii that happen to be equal draws the plain rounded rect, pixel
    /// for pixel (the path is the same curves).
    @Test(arguments: [1.0, 2.0, 3.0])
    func smoothingZeroPathEqualsThePlainRect(scale: Double) throws {
        let frame = Rect(x: 5.5, y: 7, width: 80, height: 50)
        func list(_ geometry: Geometry) -> RenderList {
            RenderList(width: 100, height: 70, scale: scale, items: [RenderItem(.fill(FillOp(geometry: geometry, paint: .solid(.black))))])
        }
        let plain = try CairoRenderer.render(list(.rect(frame, cornerRadius: 18)))
        let path = try CairoRenderer.render(list(.path(CornerPath.path(frame, radii: .uniform(18), smoothing: 0))))
        let difference = try #require(BitmapDifference(plain, path))
        #expect(difference.maximum <= 1, "\(difference)")
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func pngAgreesWithRSVG(scale: Double) throws {
        let xml = """
            <scene width="200" height="80" background="white">
              <rect x="10" y="10" width="50" height="60" corner-radius="0 12 24 6" fill="#3498db" stroke="#1b4f72" stroke-width="2"/>
              <rect x="70" y="10" width="60" height="60" corner-radius="20" corner-smoothing="0.6" fill="#2ecc71" stroke="#145a32" stroke-width="3" stroke-align="inside"/>
              <group x="140" y="10" width="50" height="60" clip="true" corner-radius="16 4" corner-smoothing="1" fill="#f5b041">
                <circle cx="50" cy="0" r="30" fill="#943126"/>
              </group>
            </scene>
            """
        let list = try InlineScene.renderList(xml: xml, scale: scale)
        let svg = try InlineScene.svg(list)
        expectAgreement(try CairoRenderer.render(list), try RsvgConvert.render(svg: svg, zoom: scale), tag: "corners@\(Int(scale))x", mean: 1, svg: svg)
    }
}
