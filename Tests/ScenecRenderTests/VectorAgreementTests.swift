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
        "design-system.xml": "a shadow",
        "grid.xml": "a shadow",
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

    /// The gallery's vector icon set (scenes/vector-icons), built as drawables.
    static let icons = ["vector-icons/ic_badge.xml", "vector-icons/ic_home.xml", "vector-icons/ic_progress.xml", "vector-icons/ic_star.xml"]

    /// `scene` as a VectorDrawable laid out at `scale` (the command line's is xhdpi, 2 px per dp).
    static func vector(_ scene: String, scale: Double = 2) throws -> String {
        TestFonts.install()
        let loaded = try SceneCompiler.load(path: Fixtures.scenePath(scene))
        return String(decoding: try SceneCompiler.compile(loaded, format: .vector, scale: scale).bytes, as: UTF8.self)
    }

    @Test(arguments: expressible)
    func drawableAgreesWithThePNG(scene: String) throws {
        try Self.expectAgreement(scene, scale: 2)
    }

    /// The 24 dp icons at 4x (xxxhdpi, 96 px), where their edges are not most of their pixels, laid
    /// over white as an app shows them (and as scripts/svg-agreement compares): their background is
    /// transparent, and the colour of a pixel of alpha 2/255 at an antialiased edge is noise.
    @Test(arguments: icons)
    func iconAgreesWithThePNG(scene: String) throws {
        try Self.expectAgreement(scene, scale: 4, overWhite: true)
    }

    static func expectAgreement(_ scene: String, scale: Double, overWhite: Bool = false) throws {
        let xml = try vector(scene, scale: scale)
        #expect(VectorDrawableSchema.problems(xml) == [], "\(scene)")
        let svg = try VectorDrawableToSVG.convert(xml)
        let shown: (Bitmap) -> Bitmap = { bitmap in overWhite ? Self.overWhite(bitmap) : bitmap }
        let list: RenderList = try Fixtures.renderList(scene: scene, scale: scale)
        let ours: Bitmap = shown(try CairoRenderer.render(list))
        let stem: String = scene.replacingOccurrences(of: ".xml", with: "").replacingOccurrences(of: "/", with: "-")
        let name = "\(stem)@\(Int(scale))x"
        ScenecTestSupport.expectAgreement(ours, shown(try RsvgConvert.render(svg: svg, zoom: scale)), tag: "\(name)-vector-rsvg", mean: 1, percentile99: 16, svg: svg)
        ScenecTestSupport.expectAgreement(ours, shown(try Resvg.render(svg: svg, zoom: scale)), tag: "\(name)-vector-resvg", mean: 1, percentile99: 16, svg: svg)
    }

    /// The bitmap composited over opaque white.
    static func overWhite(_ bitmap: Bitmap) -> Bitmap {
        var out = bitmap
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)
                let alpha = Int(p.a)
                func over(_ c: UInt8) -> UInt8 {
                    let sum: Int = Int(c) * alpha + 255 * (255 - alpha) + 127
                    return UInt8(sum / 255)
                }
                out.setPixel(x: x, y: y, RGBA8(r: over(p.r), g: over(p.g), b: over(p.b), a: 255))
            }
        }
        return out
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
