import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
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

    /// Colour `c` (0…255 per channel) under white with alpha `a`.
    private func faded(_ c: (Double, Double, Double), _ a: Double) -> (Double, Double, Double) {
        (c.0 * (1 - a) + 255 * a, c.1 * (1 - a) + 255 * a, c.2 * (1 - a) + 255 * a)
    }

    @Test(arguments: [1.0, 2.0])
    func mirroredSquashedAndFaded(scale: Double) throws {
        let bitmap = try CairoRenderer.render(InlineScene.renderList(xml: Self.xml, scale: scale))
        let s = scale
        func row(_ pt: Double) -> RGBA8 { bitmap.pixel(x: Int(50 * s), y: Int(pt * s)) }
        // The fade's alpha at the centre of the device row at `pt`.
        func alpha(_ pt: Double) -> Double {
            let centre = (Double(Int(pt * s)) + 0.5) / s
            return 0.25 + 0.5 * (centre - 104) / 96
        }
        let red = (255.0, 0.0, 0.0), blue = (0.0, 0.0, 255.0)
        // Content drawn normally, gap untouched.
        #expect(row(10).hasColor(255, 0, 0, within: 0))
        #expect(row(90).hasColor(0, 0, 255, within: 0))
        #expect(row(101).hasColor(255, 255, 255, within: 0))
        #expect(row(103.5).hasColor(255, 255, 255, within: 0))
        // Top of the reflection: blue (the content's bottom) under fade-from.
        for pt in [104.0, 105.0] {
            let c = faded(blue, alpha(pt))
            #expect(row(pt).hasColor(c.0, c.1, c.2, within: 2), "row \(pt): \(row(pt)) vs \(c)")
        }
        // Squashed by 0.96: the blue/red boundary is at 104 + 50 × 0.96 = 152, not 154.
        let b = faded(blue, alpha(151.5)), r = faded(red, alpha(152))
        #expect(row(151.5).hasColor(b.0, b.1, b.2, within: 2), "\(row(151.5))")
        #expect(row(152).hasColor(r.0, r.1, r.2, within: 2), "\(row(152))")
        // Bottom: red under (almost) fade-to.
        let bottom = 200 - 0.5 / s
        let c = faded(red, alpha(bottom))
        #expect(row(bottom).hasColor(c.0, c.1, c.2, within: 2), "\(row(bottom)) vs \(c)")
        #expect(alpha(bottom) > 0.74)
    }

    @Test func svgCarriesTheMirrorMatrix() throws {
        let list = try InlineScene.renderList(xml: Self.xml, scale: 1)
        let svg = try InlineScene.svg(list)
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
            let list = try InlineScene.renderList(xml: xml, scale: scale)
            let svg = try InlineScene.svg(list)
            let ours = try CairoRenderer.render(list)
            let theirs = try RsvgConvert.render(svg: svg, zoom: scale)
            expectAgreement(ours, theirs, tag: "reflection-\(index)@\(Int(scale))x", mean: 1, percentile99: 20, svg: svg)
        }
    }

    /// `GroupStyle.transform` on its own, with a clip (in the group's inner coordinates) and opacity in
    /// the same group, and a blurred fill inside: both backends agree, and the clip is transformed.
    @Test(arguments: [1.0, 2.0])
    func transformedGroupWithClipAndOpacityAgrees(scale: Double) throws {
        let red = RGBA(red: 1, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)
        // Maps (x, y) to (2x + 10, −0.5y + 90): inner rect 0…40 × 0…100 lands on 10…90 × 40…90.
        let t = AffineTransform(a: 2, b: 0, c: 0, d: -0.5, e: 10, f: 90)
        var b = RenderListBuilder(width: 100, height: 100, scale: scale)
        b.fill(.rect(0, 0, 100, 100), .solid(.white))
        b.group(opacity: 0.5, clip: Clip(geometry: .rect(0, 0, 40, 100)), transform: t) { g in
            g.fill(.rect(0, 0, 60, 50), .solid(red))
            g.append(.blurredFill(BlurredFillOp(geometry: .rect(10, 60, 20, 20), sigma: 2, color: blue)))
        }
        let list = b.list
        let ours = try CairoRenderer.render(list)
        let s = scale
        // Red lands on x 10…90 (clip: inner x < 40) and y 65…90; half opacity over white.
        let inside = ours.pixel(x: Int(50 * s), y: Int(80 * s))
        #expect(inside.hasColor(255, 128, 128, within: 1), "\(inside)")
        #expect(ours.pixel(x: Int(95 * s), y: Int(80 * s)).hasColor(255, 255, 255, within: 0))
        #expect(ours.pixel(x: Int(50 * s), y: Int(20 * s)).hasColor(255, 255, 255, within: 0))
        let svg = try InlineScene.svg(list)
        let theirs = try RsvgConvert.render(svg: svg, zoom: scale)
        expectAgreement(ours, theirs, tag: "transformed-group@\(Int(scale))x", mean: 1, percentile99: 20, svg: svg)
    }
}
