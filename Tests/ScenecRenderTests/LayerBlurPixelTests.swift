import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `blur` on a node (issue 27): a layer blur with σ = blur/2, the shadows' Gaussian. The profile across
/// a blurred edge follows the normal distribution's CDF; it is the profile a drop shadow of the same
/// `blur` has; the SVG's feGaussianBlur draws it alike in rsvg-convert and resvg; and the PDF blurs too.
@Suite struct LayerBlurPixelTests {
    /// Black over the right half of a 200 × 100 canvas, from far above to far below, blurred.
    static func edge(_ attribute: String) -> String {
        """
        <scene width="200" height="100" background="white">
          <rect x="100" y="-400" width="400" height="900" fill="black" \(attribute)/>
        </scene>
        """
    }

    /// Darkness (0…255) of row 50 at column x.
    private static func ink(_ bitmap: Bitmap, _ x: Int, scale: Double = 1) -> Int {
        255 - Int(bitmap.pixel(x: x, y: Int(50 * scale)).r)
    }

    /// The Gaussian's CDF at a pixel centre's distance past the edge.
    private static func cdf(_ x: Int, edge: Double, sigma: Double) -> Double {
        0.5 * (1 + erf((Double(x) + 0.5 - edge) / (sigma * 2.0.squareRoot())))
    }

    @Test(arguments: [(8.0, 1.0), (8.0, 2.0), (3.0, 1.0)])
    func theProfileAcrossAnEdgeIsTheGaussiansWithSigmaHalfTheBlur(blur: Double, scale: Double) throws {
        let png = try InlineScene.bitmap(Self.edge("blur=\"\(NumberFormat.svg(blur))\""), scale: scale)
        let sigma = blur / 2 * scale, edge = 100 * scale
        var worst = 0.0
        for x in Int(edge - 4 * sigma)...Int(edge + 4 * sigma) {
            worst = max(worst, abs(Double(Self.ink(png, x, scale: scale)) - 255 * Self.cdf(x, edge: edge, sigma: sigma)))
        }
        // SVG 1.1's three-box approximation from σ = 2 px: within 5/255 of the true Gaussian.
        #expect(worst <= 5, "blur \(blur) @\(scale)x: worst difference \(worst)/255")
        #expect(Self.ink(png, Int(edge - 4 * sigma) - 2, scale: scale) <= 1 && Self.ink(png, Int(edge + 4 * sigma) + 2, scale: scale) >= 254)
    }

    @Test func aLayerBlurBlursLikeADropShadowOfTheSameBlur() throws {
        let layer = try InlineScene.bitmap(Self.edge(#"blur="8""#), scale: 1)
        let shadow = try InlineScene.bitmap("""
            <scene width="200" height="100" background="white">
              <rect x="600" y="-400" width="400" height="900" fill="none"><drop-shadow dx="-500" blur="8" color="black"/></rect>
            </scene>
            """, scale: 1)
        let differences = (80...120).map { abs(Self.ink(layer, $0) - Self.ink(shadow, $0)) }
        #expect(differences.max() ?? 99 <= 1, "\(differences)")
    }

    /// As in CSS (`overflow: hidden` with `filter: blur()`) and Figma: a clipping container cuts its
    /// children first, then the whole layer is blurred, so the blur spills past the clip; then the opacity.
    @Test func aContainersClipCutsItsChildrenBeforeTheLayerIsBlurredAndFaded() throws {
        let png = try InlineScene.bitmap("""
            <scene width="200" height="100" background="white">
              <group width="150" height="100" clip="true" blur="8" opacity="0.5"><rect x="100" y="-400" width="400" height="900" fill="black"/></group>
            </scene>
            """, scale: 1)
        // Black on [100, 150] after the clip, blurred with σ 4, at half opacity.
        func expected(_ x: Int) -> Double {
            let c = Double(x) + 0.5, s = 4 * 2.0.squareRoot()
            return 127.5 * 0.5 * (erf((150 - c) / s) - erf((100 - c) / s))
        }
        for x in [96, 100, 125, 149, 151, 156, 162] {
            #expect(abs(Double(Self.ink(png, x)) - expected(x)) <= 4, "x \(x): \(Self.ink(png, x)) against \(expected(x))")
        }
    }

    @Test func theSVGWritesAFilterOverTheCanvasThatRsvgAndResvgDrawAlike() throws {
        let list = try InlineScene.renderList(xml: """
            <scene width="120" height="80" background="white">
              <circle cx="40" cy="40" r="24" fill="#2f4fd8" blur="10"/>
              <text x="60" y="28" width="60" height="24" font-size="18" color="#c0392b" blur="2">Blur</text>
            </scene>
            """, scale: 2)
        let svg = try InlineScene.svg(list)
        #expect(svg.contains(#"filterUnits="userSpaceOnUse" x="0" y="0" width="120" height="80""#), "\(svg)")
        #expect(svg.contains(#"<feGaussianBlur stdDeviation="5"/>"#))
        let ours = try CairoRenderer.render(list)
        for (name, theirs) in [("rsvg", try RsvgConvert.render(svg: svg, zoom: 2)), ("resvg", try Resvg.render(svg: svg, zoom: 2))] {
            let difference = try #require(BitmapDifference(ours, theirs))
            #expect(difference.mean <= 1 && difference.percentile99 <= 16, "\(name): \(difference)")
        }
    }

    @Test func thePDFBlursTheLayerToo() throws {
        let pdf = try InlineScene.output(Self.edge(#"blur="8""#), format: .pdf, scale: 1)
        let folder = try TemporaryFolder(prefix: "layer-blur-pdf")
        let file = folder.file("blur.pdf")
        try Data(pdf).write(to: file)
        let rendered = try Bitmap.decodePNG(Poppler.run("pdftocairo", ["-r", "72", "-png", "-singlefile", file.path, "-"]))
        // Half-way at the edge, and a gradual ramp: the layer reached the PDF as blurred pixels.
        #expect(abs(Self.ink(rendered, 100) - 128) <= 12, "\(Self.ink(rendered, 100))")
        #expect(Self.ink(rendered, 96) > 20 && Self.ink(rendered, 96) < 110, "\(Self.ink(rendered, 96))")
    }
}
