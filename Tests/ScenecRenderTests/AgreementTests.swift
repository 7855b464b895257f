import Foundation
import Scenec
import ScenecCairo
import ScenecTestSupport
import Testing

/// Our PNG and rsvg-convert's rendering of our SVG must agree: both come from one render list, and
/// an independent renderer keeps the SVG honest.
@Suite struct AgreementTests {
    static let cases: [(String, Double)] = Fixtures.sceneNames.flatMap { name in [1.0, 2.0, 3.0].map { (name, $0) } }

    @Test(arguments: cases)
    func pngAgreesWithRSVG(scene: String, scale: Double) throws {
        let svgList = try Fixtures.renderList(scene: scene, scale: scale)
        let svg = try Fixtures.svg(svgList)
        let ours = try CairoRenderer.render(svgList)
        let theirs = try RsvgConvert.render(svg: svg, zoom: scale)
        // At most 1/255 mean absolute difference per channel; antialiased text and blurred edges may
        // differ a little more per pixel (99th percentile within 20), never broadly.
        let tag = "\(scene.replacingOccurrences(of: ".xml", with: ""))@\(Int(scale))x"
        expectAgreement(ours, theirs, tag: tag, mean: 1, percentile99: 20, svg: svg)
    }
}
