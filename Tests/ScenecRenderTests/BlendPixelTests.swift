import Scenec
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `blend` (issue 27, CSS `mix-blend-mode`): a solid square over a solid backdrop, each mode's colour
/// computed from the Compositing and Blending formulas, the PNG within ±3/255 per channel at @1x and
/// @2x; and the SVG names the mode for the other renderers.
@Suite struct BlendPixelTests {
    static let backdrop = (r: 60.0, g: 140.0, b: 220.0)
    static let source = (r: 240.0, g: 120.0, b: 40.0)

    /// The colour in the middle of a `blend` square over the backdrop.
    private func blended(_ mode: String, scale: Double) throws -> RGBA8 {
        let probe = try InlineScene.probe("""
            <rect width="100" height="100" fill="rgb(60,140,220)"/>
            <rect x="20" y="20" width="60" height="60" fill="rgb(240,120,40)" blend="\(mode)"/>
            """, scale: scale)
        return probe.bitmap.pixel(x: Int(50 * scale), y: Int(50 * scale))
    }

    private static func expect(_ pixel: RGBA8, _ rgb: (Double, Double, Double), _ mode: String) {
        let channels = [(Double(pixel.r), rgb.0), (Double(pixel.g), rgb.1), (Double(pixel.b), rgb.2)]
        #expect(channels.allSatisfy { abs($0.0 - $0.1.rounded()) <= 3 }, "\(mode): \(pixel) against \(rgb)")
    }

    @Test(arguments: [1.0, 2.0])
    func multiplyAndScreenFollowTheFormulas(scale: Double) throws {
        let (b, s) = (Self.backdrop, Self.source)
        func multiply(_ x: Double, _ y: Double) -> Double { x * y / 255 }
        func screen(_ x: Double, _ y: Double) -> Double { x + y - x * y / 255 }
        Self.expect(try blended("multiply", scale: scale), (multiply(b.r, s.r), multiply(b.g, s.g), multiply(b.b, s.b)), "multiply")
        Self.expect(try blended("screen", scale: scale), (screen(b.r, s.r), screen(b.g, s.g), screen(b.b, s.b)), "screen")
    }

    @Test(arguments: [1.0, 2.0])
    func darkenLightenAndDifferencePickPerChannel(scale: Double) throws {
        let (b, s) = (Self.backdrop, Self.source)
        Self.expect(try blended("darken", scale: scale), (min(b.r, s.r), min(b.g, s.g), min(b.b, s.b)), "darken")
        Self.expect(try blended("lighten", scale: scale), (max(b.r, s.r), max(b.g, s.g), max(b.b, s.b)), "lighten")
        Self.expect(try blended("difference", scale: scale), (abs(b.r - s.r), abs(b.g - s.g), abs(b.b - s.b)), "difference")
    }

    /// normal draws the square itself; outside it the backdrop is untouched by any mode.
    @Test func normalIsTheSourceAndTheBackdropAroundIsKept() throws {
        Self.expect(try blended("normal", scale: 1), (240, 120, 40), "normal")
        let probe = try InlineScene.probe("""
            <rect width="100" height="100" fill="rgb(60,140,220)"/>
            <rect x="20" y="20" width="60" height="60" fill="rgb(240,120,40)" blend="multiply"/>
            """, scale: 1)
        Self.expect(probe.bitmap.pixel(x: 5, y: 5), (60, 140, 220), "outside")
    }

    @Test func theSVGWritesTheModeAsMixBlendMode() throws {
        let list = try InlineScene.renderList(xml: #"<scene width="10" height="10"><rect width="10" height="10" fill="red" blend="color-burn"/></scene>"#)
        #expect(try InlineScene.svg(list).contains(#"<g style="mix-blend-mode:color-burn">"#))
    }

    @Test func anUnknownModeListsTheModes() {
        let messages = InlineScene.errorMessages(#"<scene width="10" height="10"><rect width="10" height="10" blend="add"/></scene>"#)
        #expect(messages.count == 1 && messages[0].hasPrefix("blend: \"add\" is not one of normal, multiply, screen, overlay"), "\(messages)")
    }
}
