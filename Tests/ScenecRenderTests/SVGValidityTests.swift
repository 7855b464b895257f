import Foundation
import Scenec
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Issue 10: the SVG of every scene is valid SVG 1.1 (xmllint against the SVG 1.1 DTD) at @1x and @2x,
/// with text as `<text>` and as outlines, and with images embedded and linked.
@Suite struct SVGValidityTests {
    static let variants: [(String, Double, Bool)] = Fixtures.sceneNames.flatMap { name in
        [(name, 1.0, false), (name, 2.0, false), (name, 1.0, true)]
    }

    @Test(arguments: variants)
    func sceneSVGIsValidSVG11(scene: String, scale: Double, pathsAndLinks: Bool) throws {
        let options = CompileOptions(textAsPaths: pathsAndLinks, linkImages: pathsAndLinks)
        let svg = try InlineScene.svg(InlineScene.renderList(path: Fixtures.scenePath(scene), scale: scale, options: options))
        let result = try SVG11DTD.validate(svg)
        #expect(result.status == 0 && result.errors.isEmpty, "\(scene)@\(scale)x: \(result.errors.prefix(2000))")
    }
}
