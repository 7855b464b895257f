import Foundation
import Scenec
import ScenecCore
import ScenecTestSupport
import Testing

/// What is not drawn in colour says so: a COLR version 1 glyph (a paint graph, which HarfBuzz 6 cannot
/// read as layers) is drawn as its plain outline in the text colour, with a warning at the text. And a
/// COLR glyph's shadow is the silhouette of its layers.
@Suite struct ColorFontWarningTests {
    /// `body` (the scene's children) compiled to a PNG at 1x from a folder that ships `fonts` (by
    /// default both test fonts).
    static func compile(_ body: String, fonts: [(name: String, bytes: [UInt8])]? = nil) throws -> CompiledOutput {
        TestFonts.install()
        let folder = try TemporaryFolder()
        let fonts = try fonts ?? [("Layers.ttf", ColorLayerFont.standard()), ("Paint.ttf", ColorLayerFont.paintOnly())]
        for font in fonts { try folder.write("fonts/" + font.name, bytes: font.bytes) }
        let xml = """
            <scene width="120" height="60" background="white">
              <defs>\(fonts.map { #"<font href="fonts/\#($0.name)"/>"# }.joined())</defs>
            \(body)
            </scene>
            """
        let loaded = try SceneCompiler.load(source: Array(xml.utf8), file: folder.path("x.xml"))
        return try SceneCompiler.compile(loaded, format: .png, scale: 1)
    }

    static func redPixels(_ png: [UInt8]) throws -> Int {
        let bitmap = try Bitmap.decodePNG(png)
        return (0..<bitmap.height).reduce(0) { count, y in
            count + (0..<bitmap.width).filter { x in
                let p = bitmap.pixel(x: x, y: y)
                return p.r > 200 && p.g < 60 && p.b < 60
            }.count
        }
    }

    @Test("a COLR version 1 font: a located warning, and its glyph drawn in the text colour")
    func paintGraphsWarn() throws {
        let output = try Self.compile("""
              <text x="4" y="4" font-size="40" font-family="Scenec Paint" color="#0000FF">A</text>
            """)
        #expect(output.warnings.count == 1, "\(output.warnings)")
        let message = try #require(output.warnings.first).description
        #expect(message.hasSuffix("/x.xml:3:3: warning: font 'Scenec Paint' has COLR version 1 colour glyphs (gradients, transforms), which are drawn as plain outlines in the text colour; only COLR version 0 layers are drawn in colour"),
                "\(message)")
        #expect(try Self.redPixels(output.bytes) == 0)
    }

    @Test("a COLR version 0 font warns nothing")
    func layersDoNotWarn() throws {
        let output = try Self.compile("""
              <text x="4" y="4" font-size="40" font-family="Scenec Layers" color="#0000FF">A</text>
            """)
        #expect(output.warnings.isEmpty, "\(output.warnings)")
        #expect(try Self.redPixels(output.bytes) > 100)
    }

    static func paintWarning(_ family: String) -> String {
        "warning: font '\(family)' has COLR version 1 colour glyphs (gradients, transforms), which are drawn as plain outlines in the text colour; "
            + "only COLR version 0 layers are drawn in colour"
    }

    @Test("a font with both version 0 layers and a version 1 list: only a used glyph without layers warns")
    func mixedWarnsOnlyForGlyphsWithoutLayers() throws {
        let mixed = [("Mixed.ttf", try ColorLayerFont.mixed())]
        let layered = try Self.compile(##"<text x="4" y="4" font-size="40" font-family="Scenec Mixed" color="#0000FF">AB</text>"##, fonts: mixed)
        #expect(layered.warnings.isEmpty, "\(layered.warnings)")
        #expect(try Self.redPixels(layered.bytes) > 100, "A is drawn from its version 0 layers")
        let painted = try Self.compile(##"<text x="4" y="4" font-size="40" font-family="Scenec Mixed" color="#0000FF">AC</text>"##, fonts: mixed)
        #expect(painted.warnings.map(\.description).map { $0.hasSuffix("/x.xml:3:1: " + Self.paintWarning("Scenec Mixed")) } == [true],
                "\(painted.warnings)")
    }

    @Test("the check is per face: a family whose regular face has layers and whose bold face is version 1 warns at the bold text only, in either order",
          arguments: [false, true])
    func checkIsPerFace(boldFirst: Bool) throws {
        let family = boldFirst ? "Scenec Faces B" : "Scenec Faces R"
        let regular = try ColorLayerFont(source: Array(try #require(FileManager.default.contents(atPath: ColorLayerFont.dejaVuSans))))
            .making(family: family, glyphs: ["A": [ColorLayerFont.Layer("A", paletteIndex: 0)]], palette: [(0xFF, 0, 0, 0xFF)])
        let bold = try ColorLayerFont.paintOnly(family: family, bold: true)
        let texts = [#"<text x="4" y="4" font-size="20" font-family="\#(family)">A</text>"#,
                     #"<text x="4" y="30" font-size="20" font-family="\#(family)" font-weight="bold">A</text>"#]
        let output = try Self.compile((boldFirst ? texts.reversed() : texts).joined(separator: "\n"),
                                      fonts: [("Regular.ttf", regular), ("Bold.ttf", bold)])
        let line = boldFirst ? 3 : 4
        #expect(output.warnings.map(\.description).map { $0.hasSuffix("/x.xml:\(line):1: " + Self.paintWarning(family)) } == [true],
                "\(output.warnings)")
    }

    @Test("a COLR glyph's drop shadow is its layers' silhouette in the shadow colour, under the layers")
    func shadowIsASilhouette() throws {
        let shadowed = try Self.compile("""
              <text x="4" y="4" font-size="40" font-family="Scenec Layers" color="#0000FF">A<drop-shadow dx="30" dy="0" blur="0" color="#00FF00"/></text>
            """)
        let bitmap = try Bitmap.decodePNG(shadowed.bytes)
        var green = 0, red = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)
                if p.g > 200 && p.r < 60 && p.b < 60 { green += 1 }
                if p.r > 200 && p.g < 60 && p.b < 60 { red += 1 }
            }
        }
        #expect(green > 300, "the shadow is drawn")
        #expect(red > 100, "the glyph's red layer is drawn over it")
    }
}
