import Foundation
import Scenec
import ScenecCore
import ScenecTestSupport
import Testing

/// The COLR layers a scene reads are bounded for the whole scene (`Limits.colorLayers`,
/// `Limits.colorLayerElements`), not per run: every span is a run of its own, so a font whose "A" has
/// 16 000 layers in 64 spans of a small scene would otherwise read a million layers. Past the budget
/// the remaining colour runs are plain glyphs, with one warning at the text that went over.
@Suite struct ColorLayerBudgetTests {
    static let layersPerGlyph = 16_000

    /// DejaVu Sans as "Scenec Many": "A" is 16 000 layers, each glyph "I" in red.
    static func manyLayers() throws -> [UInt8] {
        guard let source = FileManager.default.contents(atPath: ColorLayerFont.dejaVuSans) else { throw TestFailure("no DejaVu Sans") }
        return try ColorLayerFont(source: Array(source)).making(
            family: "Scenec Many", glyphs: ["A": Array(repeating: ColorLayerFont.Layer("I", paletteIndex: 0), count: layersPerGlyph)],
            palette: [(0xFF, 0, 0, 0xFF)])
    }

    /// `count` spans of one "A" each, alternating 12 and 13 pt so each is a run of its own.
    static func spans(_ count: Int) -> String {
        (0..<count).map { #"<span font-size="\#(12 + $0 % 2)">A</span>"# }.joined()
    }

    @Test("64 spans of a 16 000-layer glyph, after 3 that fit: layers stop at the scene's budget, one warning at the text that passed it")
    func budgetIsSceneWide() throws {
        TestFonts.install()
        let folder = try TemporaryFolder()
        try folder.write("fonts/Many.ttf", bytes: try Self.manyLayers())
        let xml = """
            <scene width="400" height="120" background="white">
              <defs><font href="fonts/Many.ttf"/></defs>
              <text x="4" y="4" font-family="Scenec Many" color="#0000FF">\(Self.spans(3))</text>
              <text x="4" y="40" font-family="Scenec Many" color="#0000FF">\(Self.spans(64))</text>
              <text x="4" y="80" font-family="Scenec Many" color="#0000FF">\(Self.spans(64))</text>
            </scene>
            """
        let loaded = try SceneCompiler.load(source: Array(xml.utf8), file: folder.path("x.xml"))
        let clock = ContinuousClock()
        let start = clock.now
        let laidOut = try SceneCompiler.layout(loaded, scale: 1)
        let elapsed = clock.now - start
        let runs = laidOut.renderList.items.flatMap { item -> [TextRun] in
            guard case .text(let op) = item.op else { return [] }
            return op.runs
        }
        #expect(runs.count == 3 + 64 + 64)
        let layered = runs.filter { $0.colorLayers != nil }
        // 3 runs of the first text and 1 of the second fit in 65 536 layers; the fifth run passes it.
        #expect(layered.count == 4, "\(layered.count)")
        #expect(layered.allSatisfy { $0.colorLayers?.count == Self.layersPerGlyph })
        let layers = layered.reduce(0) { $0 + ($1.colorLayers?.count ?? 0) }
        let elements = layered.reduce(0) { $0 + ($1.colorLayers ?? []).reduce(0) { $0 + $1.path.elements.count } }
        #expect(layers <= Limits.colorLayers && elements <= Limits.colorLayerElements, "\(layers) layers, \(elements) elements")
        // The rest are plain glyphs, shown as the font's glyphs in the text colour.
        #expect(runs.filter { $0.colorLayers == nil }.allSatisfy { $0.hasColorGlyphs && $0.color == RGBA(red: 0, green: 0, blue: 1) })
        let messages = laidOut.warnings.map(\.description)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasSuffix("/x.xml:4:3: warning: the scene's COLR colour glyphs need more than 65536 layers or 1000000 path elements; "
                                          + "from this text on they are drawn as plain glyphs in the text colour") == true, "\(messages)")
        // A million layers took 10.9 s and 1 GB (debug) with a budget per run.
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }

    @Test("a text's shadows copy its layers: the copies count against the budget, and past it a shadow is of plain glyphs",
          arguments: [false, true])
    func shadowCopiesCount(textAsPaths: Bool) throws {
        TestFonts.install()
        let folder = try TemporaryFolder()
        try folder.write("fonts/Many.ttf", bytes: try Self.manyLayers())
        let shadows = (1...20).map { ##"<drop-shadow dx="\##($0)" dy="1" blur="0" color="#00FF00"/>"## }.joined()
        let xml = """
            <scene width="400" height="120" background="white">
              <defs><font href="fonts/Many.ttf"/></defs>
              <text x="4" y="4" font-family="Scenec Many" color="#0000FF">A\(shadows)</text>
            </scene>
            """
        let loaded = try SceneCompiler.load(source: Array(xml.utf8), file: folder.path("x.xml"), options: CompileOptions(textAsPaths: textAsPaths))
        let laidOut = try SceneCompiler.layout(loaded, scale: 1)
        let runs = laidOut.renderList.items.flatMap { item -> [TextRun] in
            guard case .text(let op) = item.op else { return [] }
            return op.runs
        }
        func elements(_ run: TextRun) -> Int { (run.colorLayers ?? []).reduce(0) { $0 + $1.path.elements.count } }
        // The 20 shadows beneath, then the text with all its layers.
        #expect(runs.count == 21)
        let text = try #require(runs.last)
        #expect(text.colorLayers?.count == Self.layersPerGlyph)
        let perCopy = elements(text)
        let copies = (Limits.colorLayerElements - perCopy) / perCopy
        #expect(copies > 0 && copies < 20, "\(perCopy) elements a copy")
        let shadowRuns = runs.dropLast()
        #expect(shadowRuns.prefix(copies).allSatisfy { $0.colorLayers?.count == 1 && elements($0) == perCopy })
        let plain = shadowRuns.dropFirst(copies)
        #expect(plain.allSatisfy { $0.colorLayers == nil && $0.hasColorGlyphs })
        // With --text-as-paths a plain shadow is its glyph's outline, as a colour run past the budget.
        #expect(plain.allSatisfy { textAsPaths ? ($0.outline?.elements.count ?? 0) > 0 : $0.outline == nil })
        #expect(runs.reduce(0) { $0 + elements($1) } <= Limits.colorLayerElements)
        let messages = laidOut.warnings.map(\.description)
        #expect(messages.count == 1 && messages.first?.contains("/x.xml:3:3: warning: the scene's COLR colour glyphs need more than") == true,
                "\(messages)")
    }
}
