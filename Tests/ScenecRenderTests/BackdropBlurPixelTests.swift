import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `backdrop-blur` (issue 27): what lies beneath is blurred only inside the node's outline, with
/// σ = backdrop-blur/2; outside it nothing changes; at the canvas edge the edge pixels repeat; the SVG
/// embeds the same pixels, so rsvg-convert and resvg agree; a rotated outline warns.
@Suite struct BackdropBlurPixelTests {
    /// Black on the left half, white on the right, and a glass panel across the boundary.
    static func halves(_ panel: String) -> String {
        """
        <scene width="100" height="100" background="white">
          <rect width="50" height="100" fill="black"/>
          \(panel)
        </scene>
        """
    }

    private static func ink(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Int { 255 - Int(bitmap.pixel(x: x, y: y).r) }

    @Test func insideTheOutlineTheBackdropIsBlurredAndOutsideItIsUntouched() throws {
        let png = try InlineScene.bitmap(Self.halves(#"<rect x="25" y="25" width="50" height="50" fill="none" backdrop-blur="20"/>"#), scale: 1)
        let sigma = 10.0
        for x in [30, 40, 45, 50, 55, 60, 70] {
            let expected = 255 * (1 - 0.5 * (1 + erf((Double(x) + 0.5 - 50) / (sigma * 2.0.squareRoot()))))
            #expect(abs(Double(Self.ink(png, x, 50)) - expected) <= 5, "x \(x): \(Self.ink(png, x, 50)) against \(expected)")
        }
        // Just outside the panel the halves are as sharp as before.
        #expect(Self.ink(png, 49, 24) == 255 && Self.ink(png, 50, 24) == 0)
        #expect(Self.ink(png, 24, 50) == 255 && Self.ink(png, 75, 50) == 0)
    }

    @Test func theNodesOwnFillIsDrawnOverTheBlurredBackdrop() throws {
        let png = try InlineScene.bitmap(Self.halves(#"<rect x="25" y="25" width="50" height="50" fill="rgba(255,0,0,0.5)" backdrop-blur="20"/>"#), scale: 1)
        // At the boundary the blur gives grey 127.5; half-transparent red over it.
        let p = png.pixel(x: 50, y: 50)
        #expect(abs(Int(p.r) - 191) <= 4 && abs(Int(p.g) - 64) <= 4 && abs(Int(p.b) - 64) <= 4, "\(p)")
    }

    @Test func atTheCanvasEdgeTheEdgePixelsRepeatInsteadOfFading() throws {
        let png = try InlineScene.bitmap("""
            <scene width="100" height="100" background="#d03030">
              <rect x="0" y="0" width="40" height="100" fill="none" backdrop-blur="30"/>
            </scene>
            """, scale: 1)
        #expect(png.pixel(x: 0, y: 0) == RGBA8(r: 0xd0, g: 0x30, b: 0x30, a: 255), "\(png.pixel(x: 0, y: 0))")
    }

    @Test(arguments: [1.0, 2.0])
    func theSVGEmbedsTheSamePixelsClippedToTheOutline(scale: Double) throws {
        let list = try InlineScene.renderList(xml: Self.halves("""
            <circle cx="40" cy="60" r="22" fill="rgba(255,255,255,0.3)" backdrop-blur="12"/>
            <rect x="55" y="10" width="40" height="30" corner-radius="8" fill="none" backdrop-blur="6" transform="scale(1.2)"/>
            """), scale: scale)
        let svg = try InlineScene.svg(list)
        #expect(svg.contains("clip-path=\"url(#clip-") && svg.contains("<use xlink:href=\"#img-"))
        let ours = try CairoRenderer.render(list)
        for (name, theirs) in [("rsvg", try RsvgConvert.render(svg: svg, zoom: scale)), ("resvg", try Resvg.render(svg: svg, zoom: scale))] {
            let difference = try #require(BitmapDifference(ours, theirs))
            #expect(difference.mean <= 0.5 && difference.percentile99 <= 8, "\(name) @\(scale)x: \(difference)")
        }
    }

    @Test func aRotatedOutlineWarnsAndDrawsNoBackdrop() throws {
        let xml = Self.halves(#"<rect x="25" y="25" width="50" height="50" fill="none" backdrop-blur="20" transform="rotate(10)"/>"#)
        let loaded = try SceneCompiler.load(source: Array(xml.utf8), file: "glass.xml")
        let output = try SceneCompiler.compile(loaded, format: .png, scale: 1)
        #expect(output.warnings.map(\.description) == [
            "glass.xml:3:3: warning: backdrop-blur is not drawn under a rotating or skewing transform: its pixels follow the canvas's grid",
        ])
        let png = try Bitmap.decodePNG(output.bytes)
        #expect(Self.ink(png, 45, 50) == 255 && Self.ink(png, 55, 50) == 0, "the halves stay sharp")
    }

    @Test func backdropBlurIsRefusedWhereThereIsNoOutline() {
        let messages = InlineScene.errorMessages(#"<scene width="10" height="10"><text width="10" height="10" backdrop-blur="4">a</text></scene>"#)
        #expect(messages.count == 1 && messages[0].hasPrefix("unknown attribute 'backdrop-blur' on <text>"), "\(messages)")
    }
}
