import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Images in hugging containers (format 1.2): an `<image>` hugs (or, without a size, keeps) its
/// file's size, and a row hugging it is that size plus its padding; a `<key image>` hugging its
/// width is the image plus the theme's padding. A 40 × 20 px PNG next to a scene, measured from the
/// pixels at @1x and @2x.
@Suite struct HugImagePixelTests {
    static let scales = [1.0, 2.0]

    /// `body` in a 200 × 100 scene on white, written next to a solid red 40 × 20 px `red.png`, drawn at `scale`.
    private func boxes(_ body: String, scale: Double) throws -> PixelBoxes {
        let scratch = try TemporaryFolder(prefix: "hug-image")
        var red = Bitmap(width: 40, height: 20)
        for y in 0..<20 { for x in 0..<40 { red.setPixel(x: x, y: y, RGBA8(r: 255, g: 0, b: 0, a: 255)) } }
        try scratch.write("red.png", bytes: try red.encodePNG())
        try scratch.write("scene.xml", "<scene width=\"200\" height=\"100\" background=\"white\">\n\(body)\n</scene>\n")
        let list = try InlineScene.renderList(path: scratch.path("scene.xml"), scale: scale)
        return PixelBoxes(try CairoRenderer.render(list), scale: scale)
    }

    @Test(arguments: scales, ["width=\"hug\" height=\"hug\"", ""])
    func aRowHugsItsImage(scale: Double, size: String) throws {
        let boxes = try boxes("""
            <row x="10" y="10" width="hug" height="hug" padding="10" fill="#0000ff"><image href="red.png" \(size)/></row>
            """, scale: scale)
        #expect(boxes.box("#ff0000") == Rect(x: 20, y: 20, width: 40, height: 20), "\(boxes)")
        // Blue shows around the image: the row is 60 × 40.
        #expect(boxes.box("#0000ff") == Rect(x: 10, y: 10, width: 60, height: 40))
    }

    private static let solidKeys = """
        <defaults><key top-color="black" bottom-color="black" overall-top-color="none" overall-bottom-color="none"
          shadow-color="none" inner-shadow-color="none" inner-highlight-color="none" stroke-color="none"
          label-color="white" image-shadow-color="none"/></defaults>
        """

    private static func dark(_ p: RGBA8) -> Bool { p.r < 200 && p.g < 200 && p.b < 200 }
    private static func light(_ p: RGBA8) -> Bool { p.r > 200 && p.g > 200 && p.b > 200 }

    /// A key whose width hugs its image mask is 40 + 2 × 12 = 64 wide, and draws its image exactly where
    /// a key written 64 × 42 does (the image's shadow copy, drawn 0.5 pt lower, is not content to hug).
    @Test(arguments: scales)
    func aKeyHuggingItsWidthIsTheImagePlusPadding(scale: Double) throws {
        let boxes = try boxes(Self.solidKeys + """
            <key x="10" y="10" width="hug" height="42" image="red.png"/>
            <key x="100" y="10" width="64" height="42" image="red.png"/>
            """, scale: scale)
        let hugging = try #require(boxes.box(in: Rect(x: 0, y: 0, width: 90, height: 100), where: Self.dark), "\(boxes)")
        let fixed = try #require(boxes.box(in: Rect(x: 90, y: 0, width: 110, height: 100), where: Self.dark), "\(boxes)")
        #expect(hugging.width == fixed.width && hugging.height == fixed.height && hugging.minX + 90 == fixed.minX, "\(hugging) \(fixed)")
        // The outline is the frame inset by 0.5 (a partly covered pixel at each end).
        #expect(abs(hugging.width - 63) <= 1.5 / scale, "\(hugging)")
        let mask = boxes.box(in: hugging.insetBy(4), where: Self.light)
        let fixedMask = boxes.box(in: fixed.insetBy(4), where: Self.light)
        #expect(fixedMask == Rect(x: 112, y: 21, width: 40, height: 20), "\(String(describing: fixedMask))")
        #expect(mask == fixedMask.map { Rect(x: $0.minX - 90, y: $0.minY, width: $0.width, height: $0.height) }, "hugging \(String(describing: mask))")
    }

    /// Hugging both axes, the key is the image plus 8 12 of padding: 64 × 36.
    @Test(arguments: scales)
    func aKeyHuggingBothAxesIsTheImagePlusPadding(scale: Double) throws {
        let boxes = try boxes(Self.solidKeys + #"<key x="10" y="10" width="hug" height="hug" image="red.png"/>"#, scale: scale)
        let key = try #require(boxes.box(where: Self.dark), "\(boxes)")
        #expect(abs(key.width - 63) <= 1.5 / scale && abs(key.height - 35) <= 1.5 / scale, "\(key)")
        // At @2x the outline's edges (the frame inset by 0.5) fall on pixel edges: exactly 63 × 35.
        if scale == 2 { #expect(key.width == 63 && key.height == 35, "\(key)") }
        #expect(boxes.box(in: key.insetBy(4), where: Self.light) == Rect(x: 22, y: 18, width: 40, height: 20))
    }
}

private extension Rect {
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
