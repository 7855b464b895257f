import Foundation
import Scenec
import ScenecCairo
import Testing

/// Our PNG and rsvg-convert's rendering of our SVG must agree: both come from one render list, and
/// an independent renderer keeps the SVG honest.
@Suite struct AgreementTests {
    static let cases: [(String, Double)] = Fixtures.sceneNames.flatMap { name in [1.0, 2.0, 3.0].map { (name, $0) } }

    @Test(arguments: cases)
    func pngAgreesWithRSVG(scene: String, scale: Double) throws {
        let svgList = try Fixtures.renderList(scene: scene, scale: scale)
        let svg = String(decoding: try SceneCompiler.render(svgList, as: .svg), as: UTF8.self)
        let ours = try CairoRenderer.render(svgList)
        let theirs = try RSVG.render(svg: svg, zoom: scale)
        let difference = try #require(BitmapDifference(ours, theirs), "sizes differ: \(ours.width)×\(ours.height) vs \(theirs.width)×\(theirs.height)")
        // Shapes without text and blur: at most 1/255 mean absolute difference per channel.
        let tag = "\(scene.replacingOccurrences(of: ".xml", with: ""))@\(Int(scale))x"
        if difference.mean > 1.0 || difference.percentile99 > 20 {
            Fixtures.writeFailure("\(tag)-ours.png", try CairoRenderer.renderPNG(svgList))
            Fixtures.writeFailure("\(tag)-rsvg.svg", Array(svg.utf8))
            Fixtures.writeFailure("\(tag)-diff.png", try BitmapDifference.image(ours, theirs).encodePNG())
        }
        #expect(difference.mean <= 1.0, "\(tag): mean difference \(difference.mean)/255, 99th percentile \(difference.percentile99)")
        // Antialiased text and blurred edges may differ a little more per pixel, never broadly.
        #expect(difference.percentile99 <= 20, "\(tag): 99th percentile \(difference.percentile99)/255")
    }
}
