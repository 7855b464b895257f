import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// End to end, XML to pixels: probe colours at known points at scales 1, 2 and 3.
@Suite struct PixelProbeTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func verticalGradientValuesAtProbedRows(scale: Double) throws {
        // The keyboard seed's background: rgb(157,157,167) at the top to rgb(67,67,75) at the bottom.
        let bitmap = try InlineScene.bitmap("""
            <scene width="100" height="100">
              <rect width="100" height="100"><linear-gradient><stop offset="0" color="rgb(157,157,167)"/><stop offset="1" color="rgb(67,67,75)"/></linear-gradient></rect>
            </scene>
            """, scale: scale)
        #expect(bitmap.width == Int(100 * scale))
        for fraction in [0.1, 0.5, 0.9] {
            let y = Int(fraction * 100 * scale)
            let t = (Double(y) + 0.5) / (100 * scale)
            let expected = (157 + (67 - 157) * t, 167 + (75 - 167) * t)
            let p = bitmap.pixel(x: 10, y: y)
            #expect(p.hasColor(expected.0.rounded(), expected.0.rounded(), expected.1.rounded(), within: 2), "row \(y): \(p)")
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func crispOnePointStrokeIsExactlyScalePixelsWide(scale: Double) throws {
        let bitmap = try InlineScene.bitmap("""
            <scene width="40" height="40" background="white">
              <rect x="10.2" y="10.2" width="20" height="20" stroke="black" crisp="true"/>
            </scene>
            """, scale: scale)
        // Walk a row through the middle of the left edge: exactly `scale` fully black pixels, no grey.
        let y = Int(20 * scale)
        let row = (0..<bitmap.width).map { bitmap.pixel(x: $0, y: y) }
        let black = row.filter { $0.r == 0 && $0.a == 255 }.count
        let grey = row.filter { $0.r != 0 && $0.r != 255 }.count
        #expect(black == Int(2 * scale))
        #expect(grey == 0)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func antialiasedEdgeCoversHalfAPixel(scale: Double) throws {
        // An edge at x = 10 + 0.5 / scale points lands in the middle of a device pixel.
        let edge = 10 + 0.5 / scale
        let bitmap = try InlineScene.bitmap("""
            <scene width="40" height="20"><rect x="0" y="0" width="\(edge)" height="20" fill="black"/></scene>
            """, scale: scale)
        let column = Int(10 * scale)
        #expect(bitmap.pixel(x: column - 1, y: 5).a == 255)
        #expect(abs(Int(bitmap.pixel(x: column, y: 5).a) - 128) <= 2)
        #expect(bitmap.pixel(x: column + 1, y: 5).a == 0)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func opacityGroupCompositesItsChildrenAsOneLayer(scale: Double) throws {
        let bitmap = try InlineScene.bitmap("""
            <scene width="60" height="20" background="white">
              <group opacity="0.5"><rect width="30" height="20" fill="black"/><rect x="10" width="30" height="20" fill="black"/></group>
              <rect x="40" width="10" height="20" fill="black" opacity="0.5"/>
              <rect x="45" width="10" height="20" fill="black" opacity="0.5"/>
            </scene>
            """, scale: scale)
        let y = Int(10 * scale)
        // Overlap inside the group is no darker than its single parts: 50% black over white.
        #expect(bitmap.pixel(x: Int(5 * scale), y: y).hasColor(128, 128, 128, within: 1))
        #expect(bitmap.pixel(x: Int(20 * scale), y: y).hasColor(128, 128, 128, within: 1))
        // Two separate translucent shapes do darken where they overlap: 25% of white left.
        #expect(bitmap.pixel(x: Int(47 * scale), y: y).hasColor(64, 64, 64, within: 1))
    }

    @Test func parentRelativeGradientContinuesAcrossARow() throws {
        let bitmap = try InlineScene.bitmap("""
            <scene width="100" height="10">
              <defs><linear-gradient id="g" from="left" to="right" relative-to="parent"><stop offset="0" color="black"/><stop offset="1" color="white"/></linear-gradient></defs>
              <row width="100" height="10" gap="0"><rect width="*" fill="url(#g)"/><rect width="*" fill="url(#g)"/></row>
            </scene>
            """, scale: 1)
        // Each rect paints its part of one gradient: the value keeps rising across the seam.
        let left = bitmap.pixel(x: 49, y: 5).r, right = bitmap.pixel(x: 50, y: 5).r
        #expect(abs(Int(left) - 125) <= 2)
        #expect(abs(Int(right) - 128) <= 2)
        #expect(bitmap.pixel(x: 99, y: 5).r >= 252)
    }

    @Test(arguments: [1.0, 2.0])
    func transparentBackgroundStaysTransparent(scale: Double) throws {
        let bitmap = try InlineScene.bitmap(##"<scene width="10" height="10"><rect x="2" y="2" width="4" height="4" fill="#ff000080"/></scene>"##, scale: scale)
        #expect(bitmap.pixel(x: 0, y: 0) == RGBA8.transparent)
        let p = bitmap.pixel(x: Int(4 * scale), y: Int(4 * scale))
        #expect(p.isClose(to: RGBA8(r: 255, g: 0, b: 0, a: 128), within: 1), "\(p)")
    }
}
