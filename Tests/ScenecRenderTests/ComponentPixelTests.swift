import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Components (keyboard, key, data-circle), XML to pixels: the seed numbers land where the
/// formulas of shared/scene-format.md ("Components") put them.
@Suite struct ComponentPixelTests {
    private func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    // MARK: Keyboard

    @Test(arguments: [1.0, 2.0])
    func keyboardBorderRowsHaveTheSeedColours(scale: Double) throws {
        let bitmap = try InlineScene.bitmap("""
            <scene width="100" height="40"><keyboard/></scene>
            """, scale: scale)
        let s = Int(scale)
        for x in [0, 50 * s, 100 * s - 1] {
            for y in 0..<s { #expect(bitmap.pixel(x: x, y: y).hasColor(50, 50, 50, within: 0, opaque: false), "x \(x) y \(y)") }
            for y in s..<(2 * s) { #expect(bitmap.pixel(x: x, y: y).hasColor(191, 191, 191, within: 0, opaque: false), "x \(x) y \(y)") }
        }
    }

    @Test(arguments: [1.0, 2.0])
    func keyboardBackgroundIsTheGradientOverItsFrame(scale: Double) throws {
        let bitmap = try InlineScene.bitmap("""
            <scene width="100" height="200"><keyboard y="50" height="100" border="false"/></scene>
            """, scale: scale)
        for row in [2.0, 25, 50, 75, 98] {
            let y = Int((50 + row) * scale)
            let t = ((Double(y) + 0.5) / scale - 50) / 100
            let p = bitmap.pixel(x: Int(50 * scale), y: y)
            #expect(p.hasColor(mix(157, 67, t), mix(157, 67, t), mix(167, 75, t), within: 2, opaque: false), "row \(row): \(p)")
        }
        #expect(bitmap.pixel(x: 50, y: Int(20 * scale)).a == 0)
    }

    // MARK: Keys

    /// The key fill at the key's vertical centre, under the overall gradient of a keyboard of height
    /// `keyboardHeight` at `y` points from the keyboard's top.
    private func predictedKey(top: [Double], bottom: [Double], y: Double, keyboardHeight: Double) -> [Double] {
        let alpha = 0.4 * y / keyboardHeight
        let overall = [25.5, 25.5, 28.05]
        return (0..<3).map { mix(mix(top[$0], bottom[$0], 0.5), overall[$0], alpha) }
    }

    @Test func overallGradientDarkensKeysByTheirPlaceInTheKeyboard() throws {
        let bitmap = try InlineScene.bitmap("""
            <scene width="200" height="220">
              <keyboard y="20" height="200" border="false">
                <row x="10" y="10" width="180" height="40" gap="10"><key/><key state="highlighted"/><key state="selected"/></row>
                <key x="10" y="150" width="40" height="40"/>
              </keyboard>
            </scene>
            """, scale: 2)
        let normalTop = [241.0, 241, 243], normalBottom = [223.0, 223, 231]
        let pressedTop = [179.0, 179, 187], pressedBottom = [130.0, 130, 140]
        // Key centres: y 30 and 170 in the keyboard (50 and 190 on the canvas).
        let topKey = bitmap.pixel(x: 2 * 25, y: 2 * 50)
        let bottomKey = bitmap.pixel(x: 2 * 25, y: 2 * 190)
        let topPrediction = predictedKey(top: normalTop, bottom: normalBottom, y: 30, keyboardHeight: 200)
        let bottomPrediction = predictedKey(top: normalTop, bottom: normalBottom, y: 170, keyboardHeight: 200)
        #expect(topKey.hasColor(topPrediction[0], topPrediction[1], topPrediction[2], within: 4, opaque: false), "\(topKey) vs \(topPrediction)")
        #expect(bottomKey.hasColor(bottomPrediction[0], bottomPrediction[1], bottomPrediction[2], within: 4, opaque: false), "\(bottomKey) vs \(bottomPrediction)")
        let darkening = Double(topKey.r) - Double(bottomKey.r)
        #expect(abs(darkening - (topPrediction[0] - bottomPrediction[0])) <= 4)

        // Highlighted and selected keys in the same row: darker by the difference of the gradients.
        let pressed = predictedKey(top: pressedTop, bottom: pressedBottom, y: 30, keyboardHeight: 200)
        for x in [2 * 80, 2 * 140] {
            let p = bitmap.pixel(x: x, y: 2 * 50)
            #expect(p.hasColor(pressed[0], pressed[1], pressed[2], within: 4, opaque: false), "\(p) vs \(pressed)")
            #expect(abs((Double(topKey.r) - Double(p.r)) - (topPrediction[0] - pressed[0])) <= 4)
        }
    }

    @Test func keyWithoutKeyboardTakesTheOverallGradientOverItsParent() throws {
        let bitmap = try InlineScene.bitmap("""
            <scene width="100" height="300">
              <group y="100" height="100"><key x="10" y="50" width="40" height="40"/></group>
            </scene>
            """, scale: 1)
        let prediction = predictedKey(top: [241, 241, 243], bottom: [223, 223, 231], y: 70, keyboardHeight: 100)
        let p = bitmap.pixel(x: 30, y: 170)
        #expect(p.hasColor(prediction[0], prediction[1], prediction[2], within: 4, opaque: false), "\(p) vs \(prediction)")
    }

    /// Ink: pixels clearly darker than the key fill.
    private func inkBox(_ bitmap: Bitmap, x0: Int, y0: Int, x1: Int, y1: Int, below threshold: Int) -> (minX: Int, maxX: Int, darkest: Int)? {
        var minX = Int.max, maxX = Int.min, darkest = 255
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = bitmap.pixel(x: x, y: y)
                let luminance = (Int(p.r) + Int(p.g) + Int(p.b)) / 3
                darkest = min(darkest, luminance)
                if luminance < threshold {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                }
            }
        }
        return minX <= maxX ? (minX, maxX, darkest) : nil
    }

    @Test func labelIsCentredAndGreyWhenDisabled() throws {
        let bitmap = try InlineScene.bitmap("""
            <scene width="200" height="60">
              <key x="10" y="5" width="80" height="50" label="H"/>
              <key x="110" y="5" width="80" height="50" label="H" state="disabled"/>
            </scene>
            """, scale: 2)
        // Inside the outline, away from the edges' shadows.
        let normal = try #require(inkBox(bitmap, x0: 2 * 14, y0: 2 * 10, x1: 2 * 86, y1: 2 * 50, below: 100))
        #expect(abs(Double(normal.minX + normal.maxX + 1) / 2 - 2 * 50) <= 1.5, "ink \(normal.minX)…\(normal.maxX)")
        #expect(normal.darkest <= 10)
        let disabled = try #require(inkBox(bitmap, x0: 2 * 114, y0: 2 * 10, x1: 2 * 186, y1: 2 * 50, below: 180))
        #expect(abs(disabled.darkest - 128) <= 6, "darkest \(disabled.darkest)")
        #expect(abs(Double(disabled.minX + disabled.maxX + 1) / 2 - 2 * 150) <= 1.5)
    }

    @Test func imageKeyHasInkWhereTheIconIsOpaque() throws {
        let folder = try TemporaryFolder(prefix: "key")
        // 10×10: the left half opaque, the right half transparent.
        var icon = Bitmap(width: 10, height: 10)
        for y in 0..<10 { for x in 0..<5 { icon.setPixel(x: x, y: y, RGBA8(r: 0, g: 0, b: 0, a: 255)) } }
        try folder.write("icon.png", bytes: try icon.encodePNG())
        let scene = try folder.write("key.xml", """
            <scene width="40" height="40"><key width="40" height="40" image="icon.png"/></scene>
            """)
        let bitmap = try CairoRenderer.render(InlineScene.renderList(path: scene.path, scale: 1))
        // Centred: the icon covers x 15…24, y 15…24; its opaque half x 15…19.
        for y in [16, 20, 23] {
            for x in [15, 17, 19] {
                let p = bitmap.pixel(x: x, y: y)
                #expect(p.r < 10 && p.g < 10 && p.b < 10, "(\(x), \(y)): \(p)")
            }
            for x in [21, 24] {
                let p = bitmap.pixel(x: x, y: y)
                #expect(p.r > 180, "(\(x), \(y)): \(p)")
            }
        }
        // The white copy 0.5 pt below shows under the bottom edge of the ink.
        let below = bitmap.pixel(x: 17, y: 25)
        #expect(below.r > 200, "\(below)")
    }

    // MARK: Data circle

    @Test func dataCircleBorderIsOpaqueDarkGrey() throws {
        // 001: [UIColor colorWithWhite:0.2 alpha:1] strokes 1 pt on radius (d − 2) / 2: at d = 100 the
        // stroke covers 98.5…99.5 pt right of the left edge, i.e. device pixels 197 and 198 at @2x.
        let bitmap = try InlineScene.bitmap(#"<scene width="100" height="100"><data-circle width="100" height="100" value="1"/></scene>"#, scale: 2)
        for x in [197, 198] {
            #expect(bitmap.pixel(x: x, y: 100).hasColor(51, 51, 51, within: 3, opaque: false), "\(bitmap.pixel(x: x, y: 100))")
        }
    }

    private func hue(_ p: RGBA8) -> Double {
        let r = Double(p.r) / 255, g = Double(p.g) / 255, b = Double(p.b) / 255
        let maxV = max(r, g, b), minV = min(r, g, b), delta = maxV - minV
        guard delta > 0 else { return 0 }
        var h: Double
        if maxV == r { h = (g - b) / delta } else if maxV == g { h = (b - r) / delta + 2 } else { h = (r - g) / delta + 4 }
        h *= 60
        return h < 0 ? h + 360 : h
    }

    @Test(arguments: [0.0, 0.5, 1.0])
    func centreHueFollowsTheValue(value: Double) throws {
        let bitmap = try InlineScene.bitmap("""
            <scene width="100" height="100"><data-circle width="100" height="100" value="\(value)"/></scene>
            """, scale: 1)
        let h = hue(bitmap.pixel(x: 50, y: 50))
        let expected = value * 120
        #expect(min(abs(h - expected), 360 - abs(h - expected)) <= 6, "hue \(h) for value \(value)")
    }

    @Test func shineLightsTopLeftAndInnerShadowDarkensBottomRight() throws {
        let bitmap = try InlineScene.bitmap("""
            <scene width="120" height="100"><data-circle width="120" height="100" value="0.5"/></scene>
            """, scale: 2)
        // d = 100, centred: circle centre (60, 50); the gradient runs over the frame's height.
        func expectedBrightness(atY y: Double) -> Double { 255 * mix(0.8, 0.6, y / 100) }
        func luminanceMax(_ p: RGBA8) -> Double { Double(max(p.r, p.g, p.b)) }
        let ring = (100.0 / 2 - 3) / 2.0.squareRoot()
        let topLeft = bitmap.pixel(x: Int(2 * (60 - ring)), y: Int(2 * (50 - ring)))
        let bottomRight = bitmap.pixel(x: Int(2 * (60 + ring)), y: Int(2 * (50 + ring)))
        #expect(luminanceMax(topLeft) > luminanceMax(bottomRight) + 30, "\(topLeft) vs \(bottomRight)")
        #expect(luminanceMax(topLeft) > expectedBrightness(atY: 50 - ring) + 10, "shine \(topLeft)")
        let centre = bitmap.pixel(x: 120, y: 100)
        #expect(abs(luminanceMax(centre) - expectedBrightness(atY: 50)) <= 4, "centre \(centre)")
        #expect(luminanceMax(bottomRight) < expectedBrightness(atY: 50 + ring) - 10, "inner shadow \(bottomRight)")
        #expect(luminanceMax(bottomRight) < luminanceMax(centre))
        for (x, y) in [(0, 0), (239, 0), (0, 199), (239, 199), (10, 100), (229, 100)] {
            #expect(bitmap.pixel(x: x, y: y).a == 0, "(\(x), \(y)) is outside the circle")
        }
    }
}
