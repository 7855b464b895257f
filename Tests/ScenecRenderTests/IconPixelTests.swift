import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

// SVG icons end to end (issue 12): drawn as vectors at every scale (edges one pixel wide, not a
// scaled bitmap), mask mode on their alpha, orientation, and the SVG output drawn alike by our PNG,
// rsvg-convert and resvg.

/// A scratch folder with icons and a scene.
private struct IconScene {
    let folder: TemporaryFolder

    init(icons: [String: String], body: String, width: Double = 40, height: Double = 40) throws {
        folder = try TemporaryFolder(prefix: "icon")
        for (name, text) in icons { try folder.write(name, text) }
        try folder.write("scene.xml", "<scene width=\"\(NumberFormat.svg(width))\" height=\"\(NumberFormat.svg(height))\" background=\"white\">\n\(body)\n</scene>\n")
    }

    /// Our PNG and the SVG output.
    func compile(scale: Double) throws -> (ours: Bitmap, svg: String) {
        let loaded = try SceneCompiler.load(path: folder.path("scene.xml"))
        let list = try InlineScene.renderList(for: loaded, scale: scale)
        return (try CairoRenderer.render(list), try InlineScene.svg(list))
    }

    /// Our PNG, and the SVG output as rsvg-convert draws it.
    func render(scale: Double) throws -> (ours: Bitmap, rsvg: Bitmap, svg: String) {
        let (ours, svg) = try compile(scale: scale)
        return (ours, try RsvgConvert.render(svg: svg, zoom: scale), svg)
    }
}

/// A 10 × 10 icon: the left half blue, and a red circle of radius 1.5 in the right half.
private let halves = """
    <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
      <rect width="5" height="10" fill="#0000ff"/>
      <circle cx="7.5" cy="5" r="1.5" fill="#ff0000"/>
    </svg>
    """

private let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
private let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
private let red = RGBA8(r: 255, g: 0, b: 0, a: 255)

/// Pixels in row `y` that are none of the icon's colours nor white: the antialiased edges.
private func edgePixels(_ bitmap: Bitmap, row y: Int) -> Int {
    (0..<bitmap.width).filter { x in
        let p = bitmap.pixel(x: x, y: y)
        return ![blue, red, white].contains { p.isClose(to: $0, within: 2) }
    }.count
}

@Suite struct IconPixelTests {
    @Test("an icon scaled 4× is sharp at @1x, @2x and @3x: edges one pixel wide, as in rsvg-convert and resvg", arguments: [1.0, 2.0, 3.0])
    func sharpAtEveryScale(scale: Double) throws {
        let scene = try IconScene(icons: ["icons/halves.svg": halves], body: "  <image href=\"icons/halves.svg\" width=\"40\" height=\"40\"/>")
        let (ours, rsvg, svg) = try scene.render(scale: scale)
        let s = Int(scale)
        // The blue half ends at 20 pt exactly: the last blue and first white device pixels are exact.
        for y in [1, 20 * s, 40 * s - 2] {
            #expect(ours.pixel(x: 20 * s - 1, y: y) == blue, "@\(s)x row \(y)")
            #expect(ours.pixel(x: 20 * s, y: y) == white, "@\(s)x row \(y)")
        }
        // Across the circle's middle row: two edges, at most one partial pixel each (a 10 px bitmap
        // scaled up 4·S times would smear each edge over several pixels).
        #expect(edgePixels(ours, row: 20 * s) <= 2, "@\(s)x")
        #expect(ours.pixel(x: 30 * s, y: 20 * s) == red)
        expectAgreement(ours, rsvg, tag: "icon-halves-rsvg@\(s)x", mean: 1, svg: svg)
    }

    @Test("mode=mask fills the icon's alpha with the colour: its own colours never show", arguments: [1.0, 3.0])
    func mask(scale: Double) throws {
        let icon = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10">
              <rect width="10" height="10" fill="#ff0000"/>
              <rect x="10" width="10" height="10" fill="#00ff00" fill-opacity="0.5"/>
            </svg>
            """
        let scene = try IconScene(icons: ["icons/mask.svg": icon],
                                  body: "  <image x=\"0\" y=\"10\" href=\"icons/mask.svg\" mode=\"mask\" color=\"#0000ff\"/>")
        let (ours, rsvg, svg) = try scene.render(scale: scale)
        let s = Int(scale)
        for bitmap in [ours, rsvg] {
            #expect(bitmap.pixel(x: 5 * s, y: 15 * s).isClose(to: blue, within: 1))
            // Half the alpha: blue at 50 % over white.
            #expect(bitmap.pixel(x: 15 * s, y: 15 * s).hasColor(127.5, 127.5, 255, within: 2))
            #expect(bitmap.pixel(x: 25 * s, y: 15 * s) == white)
            #expect(bitmap.pixel(x: 5 * s, y: 5 * s) == white)
        }
        expectAgreement(ours, rsvg, tag: "icon-mask-rsvg@\(s)x", mean: 1, svg: svg)
    }

    @Test("orientation turns an icon like a PNG: right puts its left half on top")
    func orientation() throws {
        let scene = try IconScene(icons: ["icons/halves.svg": halves],
                                  body: "  <image href=\"icons/halves.svg\" width=\"40\" height=\"40\" orientation=\"right\"/>")
        let (ours, rsvg, svg) = try scene.render(scale: 2)
        #expect(ours.pixel(x: 40, y: 10) == blue && ours.pixel(x: 40, y: 39) == blue && ours.pixel(x: 40, y: 40) == white)
        #expect(ours.pixel(x: 40, y: 60) == red)
        expectAgreement(ours, rsvg, tag: "icon-right-rsvg@2x", mean: 1, svg: svg)
    }

    @Test("natural size: width/height in CSS px, else the viewBox; nothing drawn outside the icon's box")
    func naturalSize() throws {
        let icons = [
            "icons/sized.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"12\" height=\"0.125in\" viewBox=\"0 0 1 1\"><rect x=\"-5\" y=\"-5\" width=\"20\" height=\"20\" fill=\"#0000ff\"/></svg>",
            "icons/boxed.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100%\" viewBox=\"5 5 16 8\"><rect width=\"40\" height=\"40\" fill=\"#ff0000\"/></svg>",
        ]
        let scene = try IconScene(icons: icons, body: """
              <image x="4" y="4" href="icons/sized.svg"/>
              <image x="4" y="20" href="icons/boxed.svg"/>
            """)
        let loaded = try SceneCompiler.load(path: scene.folder.path("scene.xml"))
        let frames = try InlineScene.renderList(for: loaded, scale: 1).items.compactMap { item -> Rect? in
            guard case .icon(let op) = item.op else { return nil }
            return op.transform.apply(Rect(x: 0, y: 0, width: op.icon.width, height: op.icon.height))
        }
        #expect(frames == [Rect(x: 4, y: 4, width: 12, height: 12), Rect(x: 4, y: 20, width: 16, height: 8)])
        let (ours, rsvg, svg) = try scene.render(scale: 2)
        // The blue square's rect overflows its 1×1 viewBox: clipped to the icon's box (4…16 pt).
        #expect(ours.pixel(x: 8, y: 8) == blue && ours.pixel(x: 31, y: 31) == blue)
        #expect(ours.pixel(x: 7, y: 7) == white && ours.pixel(x: 32, y: 32) == white)
        #expect(ours.pixel(x: 8, y: 40) == red && ours.pixel(x: 39, y: 55) == red && ours.pixel(x: 40, y: 40) == white)
        expectAgreement(ours, rsvg, tag: "icon-size-rsvg@2x", mean: 1, svg: svg)
    }

    @Test("a key's image may be an SVG icon: its alpha in the label colour, centred at its natural size")
    func keyImage() throws {
        let scene = try IconScene(icons: ["icons/halves.svg": halves], body: """
              <key width="40" height="40" image="icons/halves.svg" label-color="#00ff00" image-shadow-color="transparent"/>
            """)
        let (ours, _) = try scene.compile(scale: 2)
        // The 10 × 10 icon centred in the 40 pt key: 15…25 pt; its left half (15…20 pt) is solid.
        #expect(ours.pixel(x: 34, y: 40).hasColor(0, 255, 0, within: 1), "\(ours.pixel(x: 34, y: 40))")
        #expect(!ours.pixel(x: 28, y: 40).hasColor(0, 255, 0, within: 60), "left of the icon is the key, not ink")
        #expect(!ours.pixel(x: 44, y: 32).hasColor(0, 255, 0, within: 60), "above the circle in the right half is the key")
        #expect(ours.pixel(x: 45, y: 40).hasColor(0, 255, 0, within: 1), "the circle, in the label colour")
    }

    /// Icon scenes of the tests above, for resvg.
    static let resvgScenes: [String: (icons: [String: String], body: String)] = [
        "scaled": (["icons/halves.svg": halves], "  <image href=\"icons/halves.svg\" width=\"40\" height=\"40\"/>"),
        "mask": (["icons/halves.svg": halves], "  <image href=\"icons/halves.svg\" width=\"30\" height=\"20\" mode=\"mask\" color=\"#0000ff80\"/>"),
        "turned": (["icons/halves.svg": halves], "  <image href=\"icons/halves.svg\" width=\"40\" height=\"20\" orientation=\"left-mirrored\"/>"),
        "overflowing": (["icons/sized.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"12\" height=\"12\" viewBox=\"0 0 1 1\"><rect x=\"-5\" y=\"-5\" width=\"20\" height=\"20\" fill=\"#0000ff\"/></svg>"],
                        "  <image x=\"4\" y=\"4\" href=\"icons/sized.svg\"/>"),
    ]
    static let resvgCases: [(String, Double)] = resvgScenes.keys.sorted().flatMap { name in [1.0, 2.0, 3.0].map { (name, $0) } }

    @Test("icons (scaled, masked, turned, clipped) agree with resvg at @1x, @2x and @3x", arguments: resvgCases)
    func agreesWithResvg(name: String, scale: Double) throws {
        let fixture = try #require(Self.resvgScenes[name])
        let (ours, svg) = try IconScene(icons: fixture.icons, body: fixture.body).compile(scale: scale)
        expectAgreement(ours, try Resvg.render(svg: svg, zoom: scale), tag: "icon-\(name)-resvg@\(Int(scale))x", mean: 1, svg: svg)
    }

    @Test("the toolbar gallery scene agrees with resvg at @3x (AgreementTests checks @1x and @2x)")
    func toolbarInResvgAt3x() throws {
        let list = try Fixtures.renderList(scene: "toolbar.xml", scale: 3)
        let svg = try InlineScene.svg(list)
        expectAgreement(try CairoRenderer.render(list), try Resvg.render(svg: svg, zoom: 3), tag: "toolbar-resvg@3x", mean: 1, svg: svg)
    }

    @Test("an icon used many times is embedded once; a mask icon once per colour filter")
    func embeddedOnce() throws {
        let scene = try IconScene(icons: ["icons/halves.svg": halves], body: """
              <image href="icons/halves.svg"/>
              <image x="10" href="icons/halves.svg"/>
              <image x="20" href="icons/halves.svg" mode="mask" color="red"/>
              <image x="30" href="icons/halves.svg" mode="mask" color="red"/>
            """)
        let svg = try scene.render(scale: 1).svg
        #expect(svg.components(separatedBy: "data:image/svg+xml;base64,").count == 2, "\(svg)")
        #expect(svg.components(separatedBy: "<feFlood").count == 2, "\(svg)")
        #expect(svg.components(separatedBy: "<use ").count == 5, "\(svg)")
    }
}
