import Foundation
import Scenec
import ScenecCore
import ScenecTestSupport
import Testing

/// What is not drawn in colour says so: a COLR version 1 glyph (a paint graph, which HarfBuzz 6 cannot
/// read as layers) is drawn as its plain outline in the text colour, with a warning at the text. And a
/// COLR glyph's shadow is the silhouette of its layers.
@Suite struct ColorFontWarningTests {
    /// `body` (the scene's children) compiled to a PNG at 1x from a folder that ships both test fonts.
    static func compile(_ body: String) throws -> CompiledOutput {
        TestFonts.install()
        let folder = try TemporaryFolder()
        try folder.write("fonts/Layers.ttf", bytes: try ColorLayerFont.standard())
        try folder.write("fonts/Paint.ttf", bytes: try ColorLayerFont.paintOnly())
        let xml = """
            <scene width="120" height="60" background="white">
              <defs><font href="fonts/Layers.ttf"/><font href="fonts/Paint.ttf"/></defs>
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
