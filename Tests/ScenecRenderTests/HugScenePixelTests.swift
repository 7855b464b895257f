import Scenec
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `<scene width="hug" height="hug">` (format 1.2): the canvas is the union of the top-level nodes'
/// frames from (0, 0), rounded up to a whole point, so each scale's PNG is exactly that many points
/// times the scale in pixels and the SVG is as many points.
@Suite struct HugScenePixelTests {
    static let scales = [1.0, 2.0, 3.0]

    /// The PNG's pixel size as its header declares it.
    private func pngSize(_ xml: String, scale: Double) throws -> (width: Int, height: Int) {
        let header = try #require(ScenecTestSupport.PNGHeader(try InlineScene.output(xml, format: .png, scale: scale)))
        return (header.width, header.height)
    }

    /// A rect at (10, 5) of 100.5 × 40.25 and a circle reaching y = 45.5: the union from (0, 0) is
    /// 110.5 × 45.5, rounded up to 111 × 46 pt.
    static let fractional = """
        <scene width="hug" height="hug" background="white">
          <rect x="10" y="5" width="100.5" height="40.25" fill="#0000ff"/>
          <circle cx="20" cy="40" r="5.5" fill="#ff0000"/>
        </scene>
        """

    @Test(arguments: scales)
    func aHuggingSceneIsItsContentRoundedUpToWholePoints(scale: Double) throws {
        let list = try InlineScene.renderList(xml: Self.fractional, scale: scale)
        #expect(list.width == 111 && list.height == 46)
        let png = try pngSize(Self.fractional, scale: scale)
        #expect(png.width == Int(111 * scale) && png.height == Int(46 * scale), "\(png) @\(scale)x")
        let bitmap = try InlineScene.bitmap(Self.fractional, scale: scale)
        #expect(bitmap.width == png.width && bitmap.height == png.height)
    }

    /// A whole-point union is not rounded up by measuring noise: a row at (20, 10) hugging a 100 pt
    /// square with padding 20 makes a 160 × 110 canvas, filled to its right and bottom edges.
    @Test(arguments: scales)
    func aHuggingSceneEndsAtItsContent(scale: Double) throws {
        let xml = """
            <scene width="hug" height="hug" background="white">
              <row x="20" y="10" width="hug" height="hug" padding="20" fill="#0000ff">
                <rect width="100" height="60" fill="#ff0000"/>
              </row>
            </scene>
            """
        let list = try InlineScene.renderList(xml: xml, scale: scale)
        #expect(list.width == 160 && list.height == 110)
        let png = try pngSize(xml, scale: scale)
        #expect(png.width == Int(160 * scale) && png.height == Int(110 * scale), "\(png) @\(scale)x")
        let bitmap = try InlineScene.bitmap(xml, scale: scale)
        let blue = PixelBoxes.rgba("#0000ff")
        #expect(bitmap.pixel(x: bitmap.width - 1, y: bitmap.height - 1).isClose(to: blue, within: 4), "the row reaches the corner")
        #expect(bitmap.pixel(x: Int(19 * scale), y: Int(9 * scale)).isClose(to: RGBA8(r: 255, g: 255, b: 255, a: 255), within: 4))
    }

    /// The SVG says the same size as the PNG, in points.
    @Test func theSVGHasTheHuggedSize() throws {
        let svg = try InlineScene.svg(try InlineScene.renderList(xml: Self.fractional, scale: 1))
        #expect(svg.contains(#"width="111""#) && svg.contains(#"height="46""#), "\(svg.prefix(300))")
        #expect(svg.contains(#"viewBox="0 0 111 46""#), "\(svg.prefix(300))")
    }

    /// One axis may hug while the other is fixed: 300 wide, and as tall as a 70 pt column at y = 15.
    @Test(arguments: scales)
    func aSceneMayHugOneAxis(scale: Double) throws {
        let xml = """
            <scene width="300" height="hug" background="white">
              <column x="0" y="15" width="300" height="hug" padding="5" fill="#0000ff"><rect height="60" fill="#ff0000"/></column>
            </scene>
            """
        let list = try InlineScene.renderList(xml: xml, scale: scale)
        #expect(list.width == 300 && list.height == 85)
        let png = try pngSize(xml, scale: scale)
        #expect(png.width == Int(300 * scale) && png.height == Int(85 * scale))
    }
}
