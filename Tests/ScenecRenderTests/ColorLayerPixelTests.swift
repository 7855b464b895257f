import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

/// COLR/CPAL (version 0) colour glyphs, from a font the test makes (`ColorLayerFont`: DejaVu Sans whose
/// "A" is glyph "A" in #FF0000 under glyph "B" in the text's colour) shipped with `<font href>`: drawn
/// as their layers in PNG, in PDF (read back with pdftocairo) and in `--text-as-paths` SVG, whatever the
/// text colour; normal SVG keeps them text.
@Suite struct ColorLayerPixelTests {
    static let scale = 2.0

    /// `text` in `family` and `color`, compiled to `format` from a folder that ships the test font.
    static func render(_ text: String, color: String, format: OutputFormat, family: String = ColorLayerFont.family,
                       textAsPaths: Bool = false) throws -> [UInt8] {
        TestFonts.install()
        let folder = try TemporaryFolder()
        try folder.write("fonts/Layers.ttf", bytes: try ColorLayerFont.standard())
        let xml = """
            <scene width="160" height="70" background="white">
              <defs><font href="fonts/Layers.ttf"/></defs>
              <text x="10" y="6" font-size="48" font-family="\(family)" color="\(color)">\(text)</text>
            </scene>
            """
        // The scene's font is its own (`<font href>`): without --text-as-paths its text stays `<text>`
        // only with `--svg-fonts embed` (the default outlines it).
        var options = CompileOptions(textAsPaths: textAsPaths)
        options.svgFonts = .embed
        let loaded = try SceneCompiler.load(source: Array(xml.utf8), file: folder.path("x.xml"), options: options)
        let output = try SceneCompiler.compile(loaded, format: format, scale: scale).bytes
        guard format == .pdf else { return output }
        let pdf = try folder.write("x.pdf", bytes: output)
        return try Poppler.run("pdftocairo", ["-r", String(Int(72 * scale)), "-png", "-singlefile", pdf.path, "-"])
    }

    /// Where a glyph's ink is: `inside` pixels are fully dark with all eight neighbours dark in the
    /// reference (the glyph alone, in DejaVu Sans, in black), `outside` ones white with their neighbours,
    /// so a quarter-pixel difference in placement cannot put an edge pixel on the wrong side.
    struct Mask {
        var inside: Set<Int>
        var outside: Set<Int>
        init(_ bitmap: Bitmap) {
            inside = []
            outside = []
            for y in 1..<(bitmap.height - 1) {
                for x in 1..<(bitmap.width - 1) {
                    let around = (-1...1).flatMap { dy in (-1...1).map { dx in bitmap.pixel(x: x + dx, y: y + dy).g } }
                    if around.allSatisfy({ $0 <= 10 }) { inside.insert(y * bitmap.width + x) }
                    if around.allSatisfy({ $0 >= 250 }) { outside.insert(y * bitmap.width + x) }
                }
            }
        }
    }

    static func mask(of glyph: String) throws -> Mask {
        Mask(try Bitmap.decodePNG(try render(glyph, color: "#000000", format: .png, family: "DejaVu Sans")))
    }

    /// Expects layer 1 (glyph A) red where only it has ink, and layer 2 (glyph B, drawn over it) in
    /// `color` wherever it has ink.
    static func expectLayers(_ png: [UInt8], color: RGBA8, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let bitmap = try Bitmap.decodePNG(png)
        let a = try mask(of: "A"), b = try mask(of: "B")
        let redOnly = a.inside.intersection(b.outside)
        #expect(redOnly.count > 300 && b.inside.count > 300, "\(redOnly.count) \(b.inside.count)", sourceLocation: sourceLocation)
        func near(_ p: RGBA8, _ q: RGBA8) -> Bool { abs(Int(p.r) - Int(q.r)) <= 6 && abs(Int(p.g) - Int(q.g)) <= 6 && abs(Int(p.b) - Int(q.b)) <= 6 }
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
        let wrongRed = redOnly.filter { !near(bitmap.pixel(x: $0 % bitmap.width, y: $0 / bitmap.width), red) }
        let wrongForeground = b.inside.filter { !near(bitmap.pixel(x: $0 % bitmap.width, y: $0 / bitmap.width), color) }
        #expect(wrongRed.isEmpty, "\(wrongRed.count) of \(redOnly.count) pixels of layer 1 are not red", sourceLocation: sourceLocation)
        #expect(wrongForeground.isEmpty, "\(wrongForeground.count) of \(b.inside.count) pixels of layer 2 are not \(color)",
                sourceLocation: sourceLocation)
    }

    @Test("PNG and PDF: layer 1 red, layer 2 (0xFFFF) in the text colour over it, for any text colour",
          arguments: [("#00AA00", OutputFormat.png), ("#0000FF", .png), ("#00AA00", .pdf), ("#0000FF", .pdf)])
    func layersAreDrawnInTheirColours(color: String, format: OutputFormat) throws {
        let foreground = color == "#00AA00" ? RGBA8(r: 0, g: 0xAA, b: 0, a: 255) : RGBA8(r: 0, g: 0, b: 255, a: 255)
        try Self.expectLayers(try Self.render("A", color: color, format: format), color: foreground)
    }

    /// The SVG's paths: layer 1, layer 2, then the run's plain glyph "B" in the text colour.
    static func paths(_ svg: String) -> [(d: String, fill: String)] {
        let pattern = #/<path d="([^"]*)" fill="([^"]*)"/>/#
        return svg.matches(of: pattern).map { (String($0.output.1), String($0.output.2)) }
    }

    @Test("SVG: text in normal output (colour glyphs stay text), the layers as paths in order with --text-as-paths")
    func svgHasTheLayersInOrder() throws {
        let normal = String(decoding: try Self.render("AB", color: "#0000FF", format: .svg), as: UTF8.self)
        let asPaths = String(decoding: try Self.render("AB", color: "#0000FF", format: .svg, textAsPaths: true), as: UTF8.self)
        #expect(normal.contains(#"<text x="10" y="#) && normal.contains(#/font-family="&#39;scenec-Scenec-Layers-[0-9a-f]+&#39;, &#39;Scenec Layers&#39;, sans-serif"/#)
                    && normal.contains(##"fill="#0000ff">AB</text>"##), "\(normal)")
        #expect(!normal.contains("<path"), "\(normal)")
        let layers = Self.paths(asPaths)
        #expect(layers.map(\.fill) == ["#ff0000", "#0000ff", "#0000ff"], "\(asPaths)")
        #expect(!asPaths.contains("<text"), "\(asPaths)")
        // Layer 2 (glyph B over A) and the plain B after it are the same outline one advance apart.
        #expect(layers.count == 3 && layers[1].d != layers[2].d && layers[0].d != layers[1].d)
    }

    @Test("SVG with --text-as-paths: an underlined layered run's underline comes before its layers, as the PNG fills it")
    func svgUnderlineBeneathTheLayers() throws {
        let svg = String(decoding: try Self.render(#"<span underline="true">A</span>"#, color: "#0000FF", format: .svg, textAsPaths: true),
                         as: UTF8.self)
        let underline = try #require(svg.firstRange(of: #/<rect [^>]*fill="#0000ff"/>/#), "\(svg)")
        let firstLayer = try #require(svg.range(of: ##"fill="#ff0000""##), "\(svg)")
        #expect(underline.lowerBound < firstLayer.lowerBound, "\(svg)")
    }

    @Test("rsvg-convert and resvg draw the --text-as-paths SVG's layers at the PNG's pixels")
    func svgRenderersAgree() throws {
        let svg = String(decoding: try Self.render("AB", color: "#00AA00", format: .svg, textAsPaths: true), as: UTF8.self)
        let png = try Bitmap.decodePNG(try Self.render("AB", color: "#00AA00", format: .png))
        expectAgreement(png, try RsvgConvert.render(svg: svg, zoom: Self.scale), tag: "colr-rsvg-true", mean: 0.3, percentile99: 2, svg: svg)
        expectAgreement(png, try Resvg.render(svg: svg, zoom: Self.scale), tag: "colr-resvg-true", mean: 0.3, percentile99: 4, svg: svg)
        try Self.expectLayers(try RsvgConvert.render(svg: svg, zoom: Self.scale).encodePNG(), color: RGBA8(r: 0, g: 0xAA, b: 0, a: 255))
    }

    @Test("text without COLR glyphs draws as before: the test font's B is DejaVu Sans's, pixel for pixel")
    func plainTextIsUnchanged() throws {
        #expect(try Self.render("B", color: "#00AA00", format: .png) == Self.render("B", color: "#00AA00", format: .png, family: "DejaVu Sans"))
    }
}
