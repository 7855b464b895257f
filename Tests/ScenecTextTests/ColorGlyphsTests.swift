import Foundation
import ScenecCore
@testable import ScenecText
import ScenecTestSupport
import Testing

/// COLR version 0 glyphs read as layers (`TextEngine.colorLayers`), from a test font made here
/// (`ColorLayerFont`: DejaVu Sans whose "A" is glyph "A" in red under glyph "B" in the text colour).
@Suite struct ColorGlyphsTests {
    static let green = RGBA(red: 0, green: 0xAA / 255, blue: 0)

    /// The test font written to a temporary folder, and a request for it at 40 pt with the system's
    /// fonts (Tests/Fonts/fonts.conf: DejaVu Sans) also there.
    static func font() throws -> (folder: TemporaryFolder, spec: FontSpec) {
        TestFonts.install()
        let folder = try TemporaryFolder()
        let file = try folder.write("Layers.ttf", bytes: try ColorLayerFont.standard())
        return (folder, FontSpec(families: [ColorLayerFont.family], size: 40, fonts: FontSet(files: [file.path])))
    }

    @Test("the made font reads in fontconfig (fc-scan) as its own family, in colour")
    func fontconfigReadsTheFont() throws {
        let (folder, _) = try Self.font()
        let scan = try Executables.require("fc-scan", install: "apt install fontconfig")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: scan)
        process.arguments = ["--format", "%{family}|%{color}|%{fontformat}", folder.path("Layers.ttf")]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output == "Scenec Layers|True|TrueType", "\(output)")
    }

    @Test("HarfBuzz reports A's two layers: glyph A in the palette's red, glyph B in the text colour, in that order")
    func layersOfAColourGlyph() throws {
        let (folder, spec) = try Self.font()
        let origin = Point(10, 20)
        let layers = try #require(colorLayers("A", font: spec, origin: origin, foreground: Self.green))
        #expect(layers.map(\.color) == [RGBA(red: 1, green: 0, blue: 0), Self.green])
        // Each layer is its glyph's outline where the text is drawn: DejaVu Sans's own A and B.
        let dejaVu = FontSpec(families: ["DejaVu Sans"], size: 40)
        #expect(layers.map(\.path.bounds) == [TextEngine.outline("A", font: dejaVu, origin: origin).bounds,
                                               TextEngine.outline("B", font: dejaVu, origin: origin).bounds])
        withExtendedLifetime(folder) {}
    }

    @Test("in a run with a colour glyph, a glyph without layers is its outline in the text colour, after its advance")
    func otherGlyphsOfTheRun() throws {
        let (folder, spec) = try Self.font()
        let layers = try #require(colorLayers("AB", font: spec, origin: Point(0, 0), foreground: Self.green))
        #expect(layers.count == 3)
        #expect(layers.last?.color == Self.green)
        let dejaVu = FontSpec(families: ["DejaVu Sans"], size: 40)
        let advance = TextEngine.measure("A", font: dejaVu).width
        let b = TextEngine.outline("B", font: dejaVu, origin: Point(advance, 0)).bounds
        let last = try #require(layers.last).path.bounds
        #expect(abs(last.minX - b.minX) < 0.01 && abs(last.maxY - b.maxY) < 0.01, "\(last) vs \(b)")
        withExtendedLifetime(folder) {}
    }

    @Test("text without COLR glyphs has no layers; a half-transparent text colour makes the palette's layers half transparent")
    func noLayersAndAlpha() throws {
        let (folder, spec) = try Self.font()
        #expect(colorLayers("B", font: spec, origin: Point(0, 0), foreground: Self.green) == nil)
        #expect(colorLayers("A", font: FontSpec(families: ["DejaVu Sans"], size: 40), origin: Point(0, 0), foreground: Self.green) == nil)
        let half = RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)
        let layers = try #require(colorLayers("A", font: spec, origin: Point(0, 0), foreground: half))
        #expect(layers.map(\.color) == [RGBA(red: 1, green: 0, blue: 0, alpha: 0.5), half])
        withExtendedLifetime(folder) {}
    }
}

/// A run's layers read with a budget of their own (the scene's, in layout).
func colorLayers(_ text: String, font: FontSpec, origin: Point, foreground: RGBA) -> [ColorLayer]? {
    var budget = ColorLayerBudget()
    return TextEngine.colorLayers(text, font: font, origin: origin, foreground: foreground, budget: &budget)
}

/// A hostile font cannot make a scene's layers unbounded: what a run reads is taken from the scene's
/// `ColorLayerBudget`; the run that would pass it has no layers (it is drawn as text, as before), the
/// budget is spent, and no later run reads any.
@Suite struct ColorGlyphsLimitTests {
    static func manyFont(_ folder: TemporaryFolder) throws -> FontSpec {
        TestFonts.install()
        guard let source = FileManager.default.contents(atPath: ColorLayerFont.dejaVuSans) else { throw TestFailure("no DejaVu Sans") }
        let many = try ColorLayerFont(source: Array(source)).making(
            family: "Scenec Many", glyphs: ["A": Array(repeating: ColorLayerFont.Layer("I", paletteIndex: 0), count: 10_000)],
            palette: [(0xFF, 0, 0, 0xFF)])
        let file = try folder.write("Many.ttf", bytes: many)
        return FontSpec(families: ["Scenec Many"], size: 12, fonts: FontSet(files: [file.path]))
    }

    @Test func layersPastTheBudgetAreRefused() throws {
        let folder = try TemporaryFolder()
        let font = try Self.manyFont(folder)
        var budget = ColorLayerBudget(layers: 25_000, elements: 1_000_000)
        #expect(TextEngine.colorLayers("A", font: font, origin: Point(0, 0), foreground: .black, budget: &budget)?.count == 10_000)
        #expect(budget.layers == 15_000 && !budget.isSpent)
        #expect(TextEngine.colorLayers("A", font: font, origin: Point(0, 0), foreground: .black, budget: &budget)?.count == 10_000)
        #expect(budget.layers == 5_000)
        // The third would pass it: nil, and the budget is spent for every later run, however small.
        #expect(TextEngine.colorLayers("A", font: font, origin: Point(0, 0), foreground: .black, budget: &budget) == nil)
        #expect(budget.isSpent && budget.layers == 0)
        let layers = try ColorGlyphsTests.font()
        #expect(TextEngine.colorLayers("A", font: layers.spec, origin: Point(0, 0), foreground: .black, budget: &budget) == nil)
        var fresh = ColorLayerBudget()
        #expect(TextEngine.colorLayers("A", font: layers.spec, origin: Point(0, 0), foreground: .black, budget: &fresh)?.count == 2)
        withExtendedLifetime(layers.folder) {}
    }

    @Test func elementsPastTheBudgetAreRefused() throws {
        let folder = try TemporaryFolder()
        let font = try Self.manyFont(folder)
        var unbounded = ColorLayerBudget()
        let elements = try #require(TextEngine.colorLayers("A", font: font, origin: Point(0, 0), foreground: .black, budget: &unbounded))
            .reduce(0) { $0 + $1.path.elements.count }
        #expect(unbounded.elements == Limits.colorLayerElements - elements && unbounded.layers == Limits.colorLayers - 10_000)
        var budget = ColorLayerBudget(layers: 1_000_000, elements: elements - 1)
        #expect(TextEngine.colorLayers("A", font: font, origin: Point(0, 0), foreground: .black, budget: &budget) == nil)
        #expect(budget.isSpent)
    }
}
