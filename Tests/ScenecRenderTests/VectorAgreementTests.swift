import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Every gallery scene as a VectorDrawable (`--format vector`, laid out as the command line lays it out),
/// drawn back by Android's rules (`VectorDrawableToSVG`) with rsvg-convert and resvg at 2x, agrees with
/// our PNG at 2x (mean ≤ 1/255, p99 ≤ 16/255), and holds only what VectorDrawable documents. The scenes
/// VectorDrawable cannot express are refused, each with the features it names.
@Suite struct VectorAgreementTests {
    /// The gallery scenes a VectorDrawable cannot draw, and the start of the first error of each.
    static let refused: [String: String] = [
        "blend-modes.xml": "the blend mode",
        "design-buttons.xml": "a shadow",
        "design-cards.xml": "a shadow",
        "fonts.xml": "a colour emoji",
        "hug-buttons.xml": "an opacity over overlapping children",
        "ipad-keyboard-landscape.xml": "a shadow",
        "ipad-keyboard-portrait.xml": "a shadow",
        "keypad.xml": "a shadow",
        "shapes-and-gradients.xml": "an opacity over overlapping children",
        "card.xml": "a shadow",
        "corners.xml": "a dashed stroke",
        "data-circles.xml": "a shadow",
        "effects-1-2.xml": "a raster image",
        "effects.xml": "a shadow",
        "hug-card.xml": "a shadow",
        "image-fit.xml": "a raster image",
        "og-card.xml": "a raster image",
        "orientation.xml": "a raster image",
        "reflection.xml": "a stroke inside a group scaled unevenly",
        "rotate-8.xml": "a shadow",
        "sizing-hug.xml": "a dashed stroke",
        "strokes.xml": "a dashed stroke",
        "text.xml": "a text shadow",
        "toolbar.xml": "an SVG icon",
    ]

    static let expressible = Fixtures.sceneNames.filter { refused[$0] == nil }

    static func vector(_ scene: String) throws -> String {
        TestFonts.install()
        let loaded = try SceneCompiler.load(path: Fixtures.scenePath(scene))
        // At the scale the command line lays a VectorDrawable out at (xhdpi, 2 px per dp).
        return String(decoding: try SceneCompiler.compile(loaded, format: .vector, scale: 2).bytes, as: UTF8.self)
    }

    @Test(arguments: expressible)
    func drawableAgreesWithThePNG(scene: String) throws {
        let xml = try Self.vector(scene)
        #expect(VectorDrawableSchema.problems(xml) == [], "\(scene)")
        let svg = try VectorDrawableToSVG.convert(xml)
        let ours = try CairoRenderer.render(try Fixtures.renderList(scene: scene, scale: 2))
        let name = scene.replacingOccurrences(of: ".xml", with: "")
        expectAgreement(ours, try RsvgConvert.render(svg: svg, zoom: 2), tag: "\(name)@2x-vector-rsvg", mean: 1, percentile99: 16, svg: svg)
        expectAgreement(ours, try Resvg.render(svg: svg, zoom: 2), tag: "\(name)@2x-vector-resvg", mean: 1, percentile99: 16, svg: svg)
    }

    @Test(arguments: Fixtures.sceneNames.filter { refused[$0] != nil })
    func sceneVectorDrawableCannotDrawIsRefusedAtItsNodes(scene: String) throws {
        do {
            _ = try Self.vector(scene)
            Issue.record("\(scene) was written as a VectorDrawable")
        } catch ScenecError.invalidScene(let diagnostics) {
            let errors = diagnostics.filter { $0.severity == .error }
            #expect(!errors.isEmpty)
            // At the node: in the scene, or in the library that defines a component it uses.
            #expect(errors.allSatisfy { ($0.location.file.hasSuffix("scenes/" + scene) || $0.location.file.hasSuffix("scenes/lib/design-system.xml")) && $0.location.line > 1 },
                    "\(errors)")
            let expected = try #require(Self.refused[scene])
            #expect(errors.contains { $0.message.contains("VectorDrawable cannot draw \(expected)") }, "\(scene): \(errors.map(\.message))")
        }
    }
}
