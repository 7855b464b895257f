import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Shadows and shine, XML to pixels: hard edges land exactly, blurred edges follow the erf profile of
/// a Gaussian with sigma blur/2, inner shadows and shine light the right edges, and rsvg agrees.
@Suite struct EffectPixelTests {
    @Test(arguments: [1.0, 2.0])
    func hardDropShadowPaintsExactlyTheBandBelow(scale: Double) throws {
        let bitmap = try InlineScene.bitmap("""
            <scene width="100" height="100" background="white">
              <rect x="20" y="20" width="60" height="30" fill="red"><drop-shadow dy="6" blur="0" color="black"/></rect>
            </scene>
            """, scale: scale)
        let s = Int(scale)
        let x = 50 * s
        for y in 0..<(100 * s) {
            let p = bitmap.pixel(x: x, y: y)
            let pt = Double(y) / scale
            if pt < 20 || pt >= 56 {
                #expect(p.hasColor(255, 255, 255, within: 0), "row \(y): \(p)")
            } else if pt < 50 {
                #expect(p.hasColor(255, 0, 0, within: 0), "row \(y): \(p)")
            } else {
                #expect(p.hasColor(0, 0, 0, within: 0), "row \(y): \(p)")
            }
        }
        // Left and right of the rect the shadow does not reach.
        for y in [52 * s, 55 * s] {
            #expect(bitmap.pixel(x: 20 * s - 1, y: y).hasColor(255, 255, 255, within: 0))
            #expect(bitmap.pixel(x: 20 * s, y: y).hasColor(0, 0, 0, within: 0))
            #expect(bitmap.pixel(x: 80 * s - 1, y: y).hasColor(0, 0, 0, within: 0))
            #expect(bitmap.pixel(x: 80 * s, y: y).hasColor(255, 255, 255, within: 0))
        }
    }

    /// (blur, scale): device sigmas 1 and 1.5 px take the true-Gaussian path; 2.5 and 3.5 px the
    /// three-box path at sigmas where SVG 1.1's box size is within 2 % of the sigma asked for.
    static let blurCases: [(Double, Double)] = [(2, 1), (7, 1), (1.5, 2), (2.5, 2), (3.5, 2)]

    @Test(arguments: blurCases)
    func blurredEdgeFollowsTheErfProfile(blur: Double, scale: Double) throws {
        // An opaque black shadow of an unfilled rect: across its left edge x = 60 the white
        // background shows 255 · (1 − Φ((x − 60) / σ)), σ = blur / 2.
        let bitmap = try InlineScene.bitmap("""
            <scene width="200" height="200" background="white">
              <rect x="60" y="20" width="100" height="160"><drop-shadow blur="\(blur)" color="black"/></rect>
            </scene>
            """, scale: scale)
        let sigma = blur / 2
        let y = Int(100 * scale)
        var worst = 0.0
        for px in Int((60 - 4 * sigma) * scale)...Int((60 + 4 * sigma) * scale) {
            let x = (Double(px) + 0.5) / scale
            let coverage = 0.5 * (1 + erf((x - 60) / (sigma * 2.0.squareRoot())))
            let expected = 255 * (1 - coverage)
            let actual = Double(bitmap.pixel(x: px, y: y).r)
            worst = max(worst, abs(actual - expected))
            #expect(abs(actual - expected) <= 3, "x \(px) px: \(actual) vs \(expected)")
        }
        // Symmetric about the edge at the right too (x = 160).
        let left = bitmap.pixel(x: Int(60 * scale) - 1, y: y).r, right = bitmap.pixel(x: Int(160 * scale), y: y).r
        #expect(abs(Int(left) - Int(right)) <= 1)
    }

    @Test(arguments: [1.0, 2.0])
    func innerShadowsLightTheTopAndDarkenTheBottom(scale: Double) throws {
        let bitmap = try InlineScene.bitmap("""
            <scene width="100" height="100" background="white">
              <rect x="20" y="20" width="60" height="40" fill="rgb(128,128,128)">
                <inner-shadow dy="1" color="white"/>
                <inner-shadow dy="-1" color="black"/>
              </rect>
            </scene>
            """, scale: scale)
        let s = Int(scale), x = 50 * s
        // Top inside point: white; bottom inside point: black; between: the fill.
        for y in (20 * s)..<(21 * s) { #expect(bitmap.pixel(x: x, y: y).hasColor(255, 255, 255, within: 0)) }
        for y in (59 * s)..<(60 * s) { #expect(bitmap.pixel(x: x, y: y).hasColor(0, 0, 0, within: 0)) }
        for y in (21 * s)..<(59 * s) { #expect(bitmap.pixel(x: x, y: y).hasColor(128, 128, 128, within: 0), "row \(y)") }
        // Outside the shape nothing changes.
        #expect(bitmap.pixel(x: x, y: 20 * s - 1).hasColor(255, 255, 255, within: 0))
        #expect(bitmap.pixel(x: x, y: 60 * s).hasColor(255, 255, 255, within: 0))
        // Left and right inside edges stay the fill (dx = 0).
        #expect(bitmap.pixel(x: 20 * s, y: 40 * s).hasColor(128, 128, 128, within: 0))
        #expect(bitmap.pixel(x: 80 * s - 1, y: 40 * s).hasColor(128, 128, 128, within: 0))
    }

    @Test(arguments: [1.0, 2.0])
    func blurredInnerShadowsLightOnlyTheirEdge(scale: Double) throws {
        let light = try InlineScene.bitmap("""
            <scene width="100" height="100" background="white">
              <rect x="20" y="20" width="60" height="40" fill="rgb(128,128,128)"><inner-shadow dy="1" blur="2" color="white"/></rect>
            </scene>
            """, scale: scale)
        let dark = try InlineScene.bitmap("""
            <scene width="100" height="100" background="white">
              <rect x="20" y="20" width="60" height="40" fill="rgb(128,128,128)"><inner-shadow dy="-1" blur="2" color="black"/></rect>
            </scene>
            """, scale: scale)
        let s = Int(scale), x = 50 * s
        #expect(light.pixel(x: x, y: 20 * s).r > 200)
        #expect(light.pixel(x: x, y: 60 * s - 1).r < 150)
        #expect(light.pixel(x: x, y: 40 * s).hasColor(128, 128, 128, within: 0))
        #expect(dark.pixel(x: x, y: 60 * s - 1).r < 60)
        #expect(dark.pixel(x: x, y: 20 * s).r > 110)
        #expect(dark.pixel(x: x, y: 40 * s).hasColor(128, 128, 128, within: 0))
    }

    @Test(arguments: [1.0, 2.0])
    func shineAppearsAtTheTopLeftInsideEdgeOnly(scale: Double) throws {
        let bitmap = try InlineScene.bitmap("""
            <scene width="100" height="100" background="white">
              <circle cx="50" cy="50" r="40" fill="rgb(40,60,120)"><shine inset="2" dx="-3" dy="-3" color="white"/></circle>
            </scene>
            """, scale: scale)
        func at(_ x: Double, _ y: Double) -> RGBA8 { bitmap.pixel(x: Int(x * scale), y: Int(y * scale)) }
        let d = 39 / 2.0.squareRoot()
        // In the ring (radius 38…40) towards the top left: lit.
        #expect(at(50 - d, 50 - d).hasColor(255, 255, 255, within: 2), "\(at(50 - d, 50 - d))")
        #expect(at(50, 11).hasColor(255, 255, 255, within: 2), "\(at(50, 11))")
        // Towards the bottom right, the centre, and inside the ring's inner edge: the fill.
        #expect(at(50 + d, 50 + d).hasColor(40, 60, 120, within: 2), "\(at(50 + d, 50 + d))")
        #expect(at(50, 50).hasColor(40, 60, 120, within: 0))
        #expect(at(50 - 33 / 2.0.squareRoot(), 50 - 33 / 2.0.squareRoot()).hasColor(40, 60, 120, within: 0))
    }

    @Test func cairoAgreesWithRSVGOnTheEffectsScene() throws {
        let list = try Fixtures.renderList(scene: "effects.xml", scale: 2)
        let svg = try InlineScene.svg(list)
        let ours = try CairoRenderer.render(list)
        let theirs = try RsvgConvert.render(svg: svg, zoom: 2)
        expectAgreement(ours, theirs, tag: "effects@2x", mean: 1.5, percentile99: 20, svg: svg)
    }
}
