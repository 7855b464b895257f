import Scenec
import ScenecCairo
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// The gallery's design-system scenes in their dark theme: PNG and SVG agree (rsvg-convert), at three
/// scales, and the theme really changes the picture.
@Suite struct ThemeAgreementTests {
    static let cases: [(String, Double)] = ["design-buttons.xml", "design-cards.xml"].flatMap { name in [1.0, 2.0, 3.0].map { (name, $0) } }

    @Test(arguments: cases)
    func darkThemeAgreesWithRSVG(scene: String, scale: Double) throws {
        let dark = try SceneCompiler.load(path: Fixtures.scenePath(scene), options: CompileOptions(theme: "dark"))
        #expect(dark.themes == ["dark"])
        let list = try InlineScene.renderList(for: dark, scale: scale)
        let svg = try InlineScene.svg(list)
        let light = try InlineScene.svg(try Fixtures.renderList(scene: scene, scale: scale))
        #expect(svg != light, "the dark theme draws differently")
        #expect(svg.contains("#8ea2ff") || svg.contains("#1f2430"), "the dark tokens are drawn")
        let ours = try CairoRenderer.render(list)
        let theirs = try RsvgConvert.render(svg: svg, zoom: scale)
        let tag = "\(scene.replacingOccurrences(of: ".xml", with: ""))~dark@\(Int(scale))x"
        expectAgreement(ours, theirs, tag: tag, mean: 1, percentile99: 20, svg: svg)
    }
}
