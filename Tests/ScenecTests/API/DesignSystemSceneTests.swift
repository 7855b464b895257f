import Scenec
import ScenecTestSupport
import Testing

/// scenes/design-system.xml: a Carbon Design System subset in DTCG form (a resolver document with the
/// White theme as `light`, the default, and Gray 100 as `dark`) builds in both themes, its tokens drawn.
@Suite("Design system scene from DTCG tokens")
struct DesignSystemSceneTests {
    static let scene = PackagePaths.path("scenes/design-system.xml")

    static func draw(theme: String?) throws -> Bitmap {
        var options = CompileOptions()
        options.theme = theme
        let output = try SceneCompiler.compile(path: scene, format: .png, scale: 1, options: options)
        return try Bitmap.decodePNG(output.bytes)
    }

    @Test(arguments: [(nil, [0xff, 0xff, 0xff], [0xf4, 0xf4, 0xf4], [0x24, 0xa1, 0x48]),
                      ("dark", [0x16, 0x16, 0x16], [0x26, 0x26, 0x26], [0x42, 0xbe, 0x65])] as [(String?, [UInt8], [UInt8], [UInt8])])
    func drawsItsThemes(theme: String?, background: [UInt8], layer: [UInt8], success: [UInt8]) throws {
        let bitmap = try Self.draw(theme: theme)
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { let p = bitmap.pixel(x: x, y: y); return [p.r, p.g, p.b] }
        #expect(rgb(4, 4) == background)
        #expect(rgb(30, 30) == layer)
        // The primary button is Carbon's blue 60 in both themes; the badge its theme's green.
        #expect(rgb(44, 168) == [0x0f, 0x62, 0xfe])
        #expect(rgb(230, 168) == success)
    }

    @Test func tokensListsEveryThemeWithOrigins() throws {
        let report = try TokenListing.report(path: Self.scene, themes: nil)
        #expect(report.diagnostics.isEmpty)
        #expect(report.themes == ["default", "dark", "light"])
        let background = try #require(report.entries.first { $0.name == "color.background" })
        #expect(background.type == "color")
        #expect(background.values == ["#ffffff", "#161616", "#ffffff"])
        #expect(background.origin.file.hasSuffix("scenes/tokens/theme/light.json"))
        #expect(background.origin.line == 4)
        let heading = try #require(report.entries.first { $0.name == "type.heading-03" })
        #expect(heading.values.first == "400 20/1.4 \"IBM Plex Sans\", \"DejaVu Sans\", sans-serif")
        #expect(heading.description == "Carbon productive heading 03: 20/28")
    }
}
