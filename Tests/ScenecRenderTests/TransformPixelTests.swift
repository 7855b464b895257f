import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `transform` and `transform-origin` end to end: a 40 × 20 black rect at (30, 40) in a 100 pt
/// square, transformed about each origin form, probed where its corners must land.
@Suite struct TransformPixelTests {
    private func rect(_ attributes: String) -> String {
        #"<rect x="30" y="40" width="40" height="20" fill="black" \#(attributes)/>"#
    }

    /// Where frame point (u, v) (fractions of the frame) lands under `t` about `origin`.
    private func landing(_ u: Double, _ v: Double, _ t: ScenecCore.AffineTransform, origin: Point) -> Point {
        t.about(origin).apply(Point(30 + 40 * u, 40 + 20 * v))
    }

    static let cases: [(String, String)] = [
        ("rotate(90)", "center"), ("rotate(30)", "top-left"), ("rotate(-45)", "bottom-right"),
        ("scale(1.5 0.5)", "top"), ("scale(0.5)", "10 10"), ("skewX(30)", "left"),
        ("skewY(-20)", "50% 100%"), ("rotate(20) scale(1.2)", "25% 0%"),
    ]

    @Test(arguments: cases)
    func insideAndOutsideLandWhereTheTransformSays(transform: String, origin: String) throws {
        for scale in [1.0, 2.0, 3.0] {
            let probe = try InlineScene.probe(rect(#"transform="\#(transform)" transform-origin="\#(origin)""#), scale: scale)
            let t = try TransformParser.parse(transform)
            let o = try TransformOrigin.parse(origin).resolved(in: Rect(x: 30, y: 40, width: 40, height: 20))
            // Points well inside the rect (20 % in from each edge) are covered once transformed…
            for (u, v) in [(0.2, 0.25), (0.8, 0.25), (0.2, 0.75), (0.8, 0.75), (0.5, 0.5)] {
                let p = landing(u, v, t, origin: o)
                #expect(probe.isInked(p.x, p.y), "\(transform) about \(origin) @\(scale)x: (\(u), \(v)) → \(p)")
            }
            // …and points outside it (beyond each edge) stay clear.
            for (u, v) in [(-0.3, 0.5), (1.3, 0.5), (0.5, -0.6), (0.5, 1.6)] {
                let p = landing(u, v, t, origin: o)
                guard p.x > 1, p.x < 99, p.y > 1, p.y < 99 else { continue }
                #expect(probe.isClear(p.x, p.y), "\(transform) about \(origin) @\(scale)x: (\(u), \(v)) → \(p)")
            }
        }
    }

    @Test func theTransformDoesNotMoveSiblingsInARow() throws {
        let list = try InlineScene.renderList(xml: """
            <scene width="100" height="40"><row width="100" height="40"><rect id="a" width="40" fill="red" transform="rotate(45)"/><rect id="b" width="40" fill="blue"/></row></scene>
            """, scale: 1)
        let b = list.items.compactMap { item -> Rect? in
            guard item.origin?.id == "b", case .fill(let fill) = item.op else { return nil }
            return fill.geometry.bounds
        }
        #expect(b == [Rect(x: 40, y: 0, width: 40, height: 40)])
        let groups = list.items.compactMap { item -> ScenecCore.AffineTransform? in
            guard item.origin?.id == "a", case .beginGroup(let style) = item.op else { return nil }
            return style.transform
        }
        #expect(groups.count == 1)
        let centre = groups.first?.apply(Point(20, 20))
        #expect(abs((centre?.x ?? 0) - 20) < 1e-9 && abs((centre?.y ?? 0) - 20) < 1e-9)
    }

    /// A rotated shape's shadow is the same shadow rotated: blurred in the shape's own space, as SVG
    /// renderers do. Probes along the rotated shadow's axis, and the PNG against rsvg-convert.
    @Test(arguments: [1.0, 2.0, 3.0])
    func aRotatedShadowIsTheShadowRotated(scale: Double) throws {
        let xml = """
            <scene width="160" height="120" background="white">
              <rect x="40" y="40" width="80" height="40" fill="#2e86c1" transform="rotate(30)">
                <drop-shadow dx="0" dy="12" blur="6" color="black"/>
              </rect>
              <rect x="10" y="90" width="40" height="20" fill="#e67e22" transform="skewX(30) rotate(-10)" transform-origin="left">
                <drop-shadow dy="3" blur="4"/>
              </rect>
            </scene>
            """
        let list = try InlineScene.renderList(xml: xml, scale: scale)
        let svg = try InlineScene.svg(list)
        let ours = try CairoRenderer.render(list)
        expectAgreement(ours, try RsvgConvert.render(svg: svg, zoom: scale), tag: "rotated-shadow@\(Int(scale))x", mean: 1, svg: svg)

        // The shadow lies 12 pt "below" the rect in its own rotated frame: beyond the rotated bottom
        // edge it is dark; the same distance beyond the rotated top edge it is not.
        let probe = PointProbe(ours, scale: scale)
        let t = try TransformParser.parse("rotate(30)").about(Point(80, 60))
        let belowBottom = t.apply(Point(80, 80 + 8))
        let aboveTop = t.apply(Point(80, 40 - 8))
        #expect(probe.ink(belowBottom.x, belowBottom.y) > 100, "below: \(probe.ink(belowBottom.x, belowBottom.y))")
        #expect(probe.ink(aboveTop.x, aboveTop.y) < 30, "above: \(probe.ink(aboveTop.x, aboveTop.y))")
        // Symmetric across the rotated shadow's axis: equal darkness left and right of the centre line.
        let left = t.apply(Point(60, 88)), right = t.apply(Point(100, 88))
        #expect(abs(probe.ink(left.x, left.y) - probe.ink(right.x, right.y)) <= 8)
    }

    @Test func crispDoesNotSnapUnderARotation() throws {
        let list = try InlineScene.renderList(xml: """
            <scene width="100" height="100"><group transform="rotate(10)"><rect id="r" x="10.3" y="10.3" width="20" height="20" stroke="black" crisp="true"/></group></scene>
            """, scale: 1)
        let stroke = list.items.compactMap { item -> StrokeOp? in
            guard item.origin?.id == "r", case .stroke(let s) = item.op else { return nil }
            return s
        }.first
        #expect(stroke?.geometry == .rect(Rect(x: 10.3, y: 10.3, width: 20, height: 20), cornerRadius: 0))
    }
}
