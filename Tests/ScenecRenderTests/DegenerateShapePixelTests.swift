import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// A designer's hairline (a stroked rect or ellipse with no height or width) is drawn by our PNG, and
/// must be drawn the same by an SVG renderer: rsvg-convert draws nothing for `<rect height="0">`.
@Suite struct DegenerateShapePixelTests {
    static let scenes: [(String, String)] = [
        ("zero-height-rect", #"<rect x="10" y="20" width="60" height="0" stroke="black" stroke-width="2"/>"#),
        ("zero-width-rect", #"<rect x="40" y="5" width="0" height="30" stroke="navy" stroke-width="3" stroke-align="outside"/>"#),
        ("zero-height-ellipse", #"<ellipse x="10" y="20" width="60" height="0" stroke="green" stroke-width="2"/>"#),
        ("zero-width-rounded-rect", #"<rect x="40" y="5" width="0" height="30" corner-radius="4" stroke="red" stroke-width="1"/>"#),
    ]

    @Test(arguments: scenes)
    func hairlinesAgreeWithRSVG(name: String, body: String) throws {
        let xml = "<scene width=\"80\" height=\"40\" background=\"white\">\(body)</scene>"
        for scale in [1.0, 2.0] {
            let list = try InlineScene.renderList(xml: xml, scale: scale)
            let svg = try InlineScene.svg(list)
            #expect(!svg.contains("height=\"0\"") && !svg.contains("width=\"0\""), "\(svg)")
            let ours = try CairoRenderer.render(list)
            let theirs = try RsvgConvert.render(svg: svg, zoom: scale)
            // The hairline is visible in both: painted pixels exist on the white canvas (882 px differed before).
            let painted = { (bitmap: Bitmap) in stride(from: 0, to: bitmap.pixels.count, by: 4).filter { bitmap.pixels[$0..<($0 + 3)].contains { $0 < 240 } }.count }
            #expect(painted(ours) > 0)
            #expect(painted(theirs) > 0)
            guard let difference = expectAgreement(ours, theirs, tag: "\(name)@\(Int(scale))x", mean: 0.5, percentile99: 0, svg: svg) else { continue }
            #expect(difference.differingPixels < 20, "\(difference)")
        }
    }
}
