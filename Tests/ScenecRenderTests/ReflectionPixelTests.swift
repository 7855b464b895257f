import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import Testing

/// `reflection`, XML to pixels: the copy is mirrored (the content's bottom is the reflection's top),
/// squashed into the reflection box, faded toward fade-color from fade-from to fade-to, and rsvg agrees.
@Suite struct ReflectionPixelTests {
    /// Content 100 pt (red top half, blue bottom half), gap 4, reflection 104 … 200 (k = 0.96), faded to white.
    static let xml = """
        <scene width="100" height="200" background="white">
          <reflection width="100" height="200" ratio="0.5" fade-color="white" fade-from="0.25" fade-to="0.75">
            <rect width="100" height="50" fill="red"/>
            <rect y="50" width="100" height="50" fill="blue"/>
          </reflection>
        </scene>
        """

    private func near(_ p: RGBA8, _ r: Double, _ g: Double, _ b: Double, tolerance: Double = 2) -> Bool {
        abs(Double(p.r) - r) <= tolerance && abs(Double(p.g) - g) <= tolerance && abs(Double(p.b) - b) <= tolerance && p.a == 255
    }

    /// Colour `c` (0…255 per channel) under white with alpha `a`.
    private func faded(_ c: (Double, Double, Double), _ a: Double) -> (Double, Double, Double) {
        (c.0 * (1 - a) + 255 * a, c.1 * (1 - a) + 255 * a, c.2 * (1 - a) + 255 * a)
    }

    @Test(arguments: [1.0, 2.0])
    func mirroredSquashedAndFaded(scale: Double) throws {
        let bitmap = try CairoRenderer.render(Fixtures.renderList(xml: Self.xml, scale: scale))
        let s = scale
        func row(_ pt: Double) -> RGBA8 { bitmap.pixel(x: Int(50 * s), y: Int(pt * s)) }
        // The fade's alpha at the centre of the device row at `pt`.
        func alpha(_ pt: Double) -> Double {
            let centre = (Double(Int(pt * s)) + 0.5) / s
            return 0.25 + 0.5 * (centre - 104) / 96
        }
        let red = (255.0, 0.0, 0.0), blue = (0.0, 0.0, 255.0)
        // Content drawn normally, gap untouched.
        #expect(near(row(10), 255, 0, 0, tolerance: 0))
        #expect(near(row(90), 0, 0, 255, tolerance: 0))
        #expect(near(row(101), 255, 255, 255, tolerance: 0))
        #expect(near(row(103.5), 255, 255, 255, tolerance: 0))
        // Top of the reflection: blue (the content's bottom) under fade-from.
        for pt in [104.0, 105.0] {
            let c = faded(blue, alpha(pt))
            #expect(near(row(pt), c.0, c.1, c.2), "row \(pt): \(row(pt)) vs \(c)")
        }
        // Squashed by 0.96: the blue/red boundary is at 104 + 50 × 0.96 = 152, not 154.
        let b = faded(blue, alpha(151.5)), r = faded(red, alpha(152))
        #expect(near(row(151.5), b.0, b.1, b.2), "\(row(151.5))")
        #expect(near(row(152), r.0, r.1, r.2), "\(row(152))")
        // Bottom: red under (almost) fade-to.
        let bottom = 200 - 0.5 / s
        let c = faded(red, alpha(bottom))
        #expect(near(row(bottom), c.0, c.1, c.2), "\(row(bottom)) vs \(c)")
        #expect(alpha(bottom) > 0.74)
    }

    @Test func svgCarriesTheMirrorMatrix() throws {
        let list = try Fixtures.renderList(xml: Self.xml, scale: 1)
        let svg = String(decoding: try SceneCompiler.render(list, as: .svg), as: UTF8.self)
        // y' = 104 + (100 − y) × 0.96.
        #expect(svg.contains(#"<g transform="matrix(1 0 0 -0.96 0 200)">"#), "\(svg)")
    }

    static let agreementScenes: [String] = [xml, """
        <scene width="160" height="160" background="#202830">
          <reflection x="20" y="10" width="120" height="140" gap="2" fade-color="#202830" fade-from="0.3">
            <rect x="10" y="10" width="50" height="60" corner-radius="8" fill="orange" stroke="white" stroke-width="2"/>
            <circle cx="90" cy="50" r="25" fill="teal" opacity="0.8"/>
            <rect x="40" y="60" width="40" height="20" fill="white"><drop-shadow dy="3" blur="4" color="black"/></rect>
          </reflection>
        </scene>
        """]

    @Test(arguments: [1.0, 2.0])
    func pngAgreesWithRSVG(scale: Double) throws {
        for (index, xml) in Self.agreementScenes.enumerated() {
            let list = try Fixtures.renderList(xml: xml, scale: scale)
            let svg = String(decoding: try SceneCompiler.render(list, as: .svg), as: UTF8.self)
            let ours = try CairoRenderer.render(list)
            let theirs = try RSVG.render(svg: svg, zoom: scale)
            let difference = try #require(BitmapDifference(ours, theirs))
            let tag = "reflection-\(index)@\(Int(scale))x"
            if difference.mean > 1.0 || difference.percentile99 > 20 {
                Fixtures.writeFailure("\(tag)-ours.png", try CairoRenderer.renderPNG(list))
                Fixtures.writeFailure("\(tag)-rsvg.svg", Array(svg.utf8))
            }
            #expect(difference.mean <= 1.0, "\(tag): mean \(difference.mean)")
            #expect(difference.percentile99 <= 20, "\(tag): p99 \(difference.percentile99)")
        }
    }

    /// `GroupStyle.transform` on its own, with a clip (in the group's inner coordinates) and opacity in
    /// the same group, and a blurred fill inside: both backends agree, and the clip is transformed.
    @Test(arguments: [1.0, 2.0])
    func transformedGroupWithClipAndOpacityAgrees(scale: Double) throws {
        let red = RGBA(red: 1, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)
        // Maps (x, y) to (2x + 10, −0.5y + 90): inner rect 0…40 × 0…100 lands on 10…90 × 40…90.
        let t = AffineTransform(a: 2, b: 0, c: 0, d: -0.5, e: 10, f: 90)
        let list = RenderList(width: 100, height: 100, scale: scale, items: [
            RenderItem(.fill(FillOp(geometry: .rect(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0), paint: .solid(.white)))),
            RenderItem(.beginGroup(GroupStyle(opacity: 0.5, clip: Clip(geometry: .rect(Rect(x: 0, y: 0, width: 40, height: 100), cornerRadius: 0)), transform: t))),
            RenderItem(.fill(FillOp(geometry: .rect(Rect(x: 0, y: 0, width: 60, height: 50), cornerRadius: 0), paint: .solid(red)))),
            RenderItem(.blurredFill(BlurredFillOp(geometry: .rect(Rect(x: 10, y: 60, width: 20, height: 20), cornerRadius: 0), sigma: 2, color: blue))),
            RenderItem(.endGroup),
        ])
        let ours = try CairoRenderer.render(list)
        let s = scale
        // Red lands on x 10…90 (clip: inner x < 40) and y 65…90; half opacity over white.
        let inside = ours.pixel(x: Int(50 * s), y: Int(80 * s))
        #expect(near(inside, 255, 128, 128, tolerance: 1), "\(inside)")
        #expect(near(ours.pixel(x: Int(95 * s), y: Int(80 * s)), 255, 255, 255, tolerance: 0))
        #expect(near(ours.pixel(x: Int(50 * s), y: Int(20 * s)), 255, 255, 255, tolerance: 0))
        let svg = String(decoding: try SceneCompiler.render(list, as: .svg), as: UTF8.self)
        let theirs = try RSVG.render(svg: svg, zoom: scale)
        let difference = try #require(BitmapDifference(ours, theirs))
        #expect(difference.mean <= 1.0, "mean \(difference.mean)")
        #expect(difference.percentile99 <= 20, "p99 \(difference.percentile99)")
    }
}
