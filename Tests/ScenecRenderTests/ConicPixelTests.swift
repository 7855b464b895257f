import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `<conic-gradient>` (issue 27): the hue wheel's colour at 0°, 90°, 180° and 270° around the centre in
/// the PNG, and the same pixels in the SVG drawn by rsvg-convert and resvg (layout samples the paint
/// once, so the SVG carries exactly the PNG's pixels); `angle`, `cx`/`cy` and strokes.
@Suite struct ConicPixelTests {
    /// Red at the top, yellow, green, cyan, blue, magenta, back to red: CSS's hue wheel.
    static let wheel = """
        <conic-gradient id="w"ANGLE>
          <stop offset="0" color="#ff0000"/><stop offset="0.1667" color="#ffff00"/><stop offset="0.3333" color="#00ff00"/>
          <stop offset="0.5" color="#00ffff"/><stop offset="0.6667" color="#0000ff"/><stop offset="0.8333" color="#ff00ff"/>
          <stop offset="1" color="#ff0000"/>
        </conic-gradient>
        """

    static func scene(angle: String = "", center: String = "", body: String? = nil) -> String {
        let defs = wheel.replacingOccurrences(of: "ANGLE", with: (angle.isEmpty ? "" : " angle=\"\(angle)\"") + center)
        return """
            <scene width="100" height="100" background="white"><defs>\(defs)</defs>
            \(body ?? #"<rect width="100" height="100" fill="url(#w)"/>"#)</scene>
            """
    }

    private static func near(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 3) -> Bool {
        abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance && abs(Int(p.b) - b) <= tolerance
    }

    /// The pixel at (x, y) points, 20 pt from the centre, straight up, right, down and left.
    private static let up = (50.0, 30.0), right = (70.0, 50.0), down = (50.0, 70.0), left = (30.0, 50.0)

    private static func pixel(_ bitmap: Bitmap, _ point: (Double, Double), scale: Double) -> RGBA8 {
        bitmap.pixel(x: Int(point.0 * scale), y: Int(point.1 * scale))
    }

    @Test(arguments: [1.0, 2.0])
    func hueAtZeroNinetyAndOneEightyDegrees(scale: Double) throws {
        let png = try InlineScene.bitmap(Self.scene(), scale: scale)
        // 0°: red. 90° is a quarter turn, halfway from yellow (1/6) to green (1/3): (128, 255, 0).
        // 180°: cyan. 270°: halfway from blue to magenta.
        #expect(Self.near(Self.pixel(png, Self.up, scale: scale), 255, 0, 0, tolerance: 12), "0°")
        #expect(Self.near(Self.pixel(png, Self.right, scale: scale), 128, 255, 0, tolerance: 12), "90°")
        #expect(Self.near(Self.pixel(png, Self.down, scale: scale), 0, 255, 255, tolerance: 12), "180°")
        #expect(Self.near(Self.pixel(png, Self.left, scale: scale), 128, 0, 255, tolerance: 12), "270°")
    }

    /// Exactly, at one pixel: its centre's angle from the centre through the stops.
    @Test func eachPixelIsTheColourAtItsCentresAngle() throws {
        let png = try InlineScene.bitmap(Self.scene(), scale: 1)
        // Pixel (80, 20): centre (80.5, 20.5), 46.0° clockwise from up: 0.1278 of a turn, between red and yellow.
        let turn = atan2(30.5, 29.5) / (2 * .pi)
        let green = Int((turn / 0.1667 * 255).rounded())
        #expect(Self.near(png.pixel(x: 80, y: 20), 255, green, 0, tolerance: 1), "\(png.pixel(x: 80, y: 20)) against green \(green)")
    }

    @Test func angleTurnsWhereTheFirstStopLies() throws {
        let png = try InlineScene.bitmap(Self.scene(angle: "90"), scale: 2)
        #expect(Self.near(Self.pixel(png, Self.right, scale: 2), 255, 0, 0, tolerance: 12), "red now at 90°")
        #expect(Self.near(Self.pixel(png, Self.down, scale: 2), 128, 255, 0, tolerance: 12), "a quarter turn later at 180°")
    }

    @Test func cxAndCyMoveTheCentreInTheReferenceBox() throws {
        // Centre at the top-left corner: the whole square lies between 90° and 180°.
        let png = try InlineScene.bitmap(Self.scene(center: #" cx="0" cy="0""#), scale: 1)
        // (50, 50) is at 135°: 0.375 of a turn, between green (1/3) and cyan (1/2): a quarter of the way.
        #expect(Self.near(png.pixel(x: 50, y: 50), 0, 255, 64, tolerance: 4), "\(png.pixel(x: 50, y: 50))")
    }

    @Test func aStrokeIsPaintedWithTheSweepToo() throws {
        let png = try InlineScene.bitmap(Self.scene(body: #"<circle cx="50" cy="50" r="40" stroke="url(#w)" stroke-width="8" fill="none"/>"#), scale: 2)
        #expect(Self.near(png.pixel(x: 100, y: 20), 255, 0, 0, tolerance: 12), "top of the ring")
        #expect(Self.near(png.pixel(x: 100, y: 180), 0, 255, 255, tolerance: 12), "bottom of the ring")
        #expect(png.pixel(x: 100, y: 100) == RGBA8(r: 255, g: 255, b: 255, a: 255), "the ring's inside is not painted")
    }

    /// The SVG carries the sampled pixels: rsvg-convert and resvg draw the wheel as the PNG does.
    @Test(arguments: [1.0, 2.0])
    func theSVGShowsThePNGsPixelsInRsvgAndResvg(scale: Double) throws {
        let list = try InlineScene.renderList(xml: Self.scene(body: """
            <rect x="5" y="5" width="90" height="60" corner-radius="12" fill="url(#w)"/>
            <circle cx="50" cy="80" r="14" stroke="url(#w)" stroke-width="5" fill="none" transform="rotate(30)"/>
            """), scale: scale)
        let svg = try InlineScene.svg(list)
        #expect(svg.contains("<pattern id=\"pat-") && svg.contains("patternUnits=\"userSpaceOnUse\""))
        let ours = try CairoRenderer.render(list)
        for (name, theirs) in [("rsvg", try RsvgConvert.render(svg: svg, zoom: scale)), ("resvg", try Resvg.render(svg: svg, zoom: scale))] {
            let difference = try #require(BitmapDifference(ours, theirs))
            #expect(difference.mean <= 0.5 && difference.percentile99 <= 8, "\(name) @\(scale)x: \(difference)")
        }
    }
}
