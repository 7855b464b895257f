import Scenec
import ScenecTestSupport
import Testing

/// A real design system's DTCG token set, as published (issue 39): Figma's Simple Design System from
/// the DTCG examples project (`Fixtures/DesignSystems/figma-sds`, unchanged), a resolver with a light and
/// a dark theme, read without an error and drawn in both themes by `card.xml`.
@Suite("Figma Simple Design System from its DTCG files")
struct FigmaSimpleDesignSystemTests {
    static let folder = PackagePaths.path("Tests/ScenecTests/Fixtures/DesignSystems/figma-sds")

    static func draw(theme: String?) throws -> Bitmap {
        var options = CompileOptions()
        options.theme = theme
        let output = try SceneCompiler.compile(path: folder + "/card.xml", format: .png, scale: 1, options: options)
        return try Bitmap.decodePNG(output.bytes)
    }

    @Test func everyTokenResolvesInBothThemes() throws {
        let report = try TokenListing.report(path: Self.folder + "/figma-sds.resolver.json", themes: nil)
        #expect(report.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        #expect(report.themes == ["default", "dark", "light"])
        func values(_ name: String) -> [String?]? { report.entries.first { $0.name == name }?.values }
        // A group's own token, by its group's name too.
        #expect(values("color.background.default.$root") == ["#ffffff", "#1e1e1e", "#ffffff"])
        #expect(values("color.background.default") == ["#ffffff", "#1e1e1e", "#ffffff"])
        #expect(values("color.text.default") == ["#1e1e1e", "#ffffff", "#1e1e1e"])
        #expect(values("size.radius.200") == ["8", "8", "8"])
        #expect(values("color.background.brand") == ["#2c2c2c", "#ffffff0d", "#2c2c2c"])
        // Letter spacing in em is a fraction of the font size.
        #expect(report.entries.first { $0.name == "typography.heading.base" }?.type == "typography")
    }

    @Test(arguments: [(nil, [0xff, 0xff, 0xff], [0xf5, 0xf5, 0xf5], [0x2c, 0x2c, 0x2c]),
                      // Dark's brand background is white at 5 % (#ffffff0d) over the card's #2c2c2c.
                      ("dark", [0x1e, 0x1e, 0x1e], [0x2c, 0x2c, 0x2c], [0x37, 0x37, 0x37])] as [(String?, [UInt8], [UInt8], [UInt8])])
    func drawsTheCardInLightAndDark(theme: String?, background: [UInt8], card: [UInt8], brand: [UInt8]) throws {
        let bitmap = try Self.draw(theme: theme)
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { let p = bitmap.pixel(x: x, y: y); return [p.r, p.g, p.b] }
        #expect(rgb(4, 4) == background)
        #expect(rgb(24, 24) == card)
        #expect(rgb(120, 104) == brand)
    }
}
