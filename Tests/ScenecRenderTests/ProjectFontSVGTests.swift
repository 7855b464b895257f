import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import ScenecText
import Testing

/// `--svg-fonts outline` (the default, format 1.3): in an SVG, text set in one of the scene's own fonts
/// (`<font href>`) is outlines, since other renderers cannot see those fonts; text in a system font stays
/// `<text>`; the PNG is drawn as before.
@Suite struct ProjectFontSVGTests {
    /// A folder with Inter (the gallery's project font) as `fonts/Brand.ttf` and a scene with one text in
    /// it and one in DejaVu Sans, a system font.
    static func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let inter = try #require(FileManager.default.contents(atPath: PackagePaths.url("scenes/fonts/Inter-roman.var.ttf").path))
        try folder.write("fonts/Brand.ttf", bytes: Array(inter))
        try folder.write("x.xml", """
            <scene width="200" height="70" background="white">
              <defs><font href="fonts/Brand.ttf"/></defs>
              <text x="6" y="4" font-family="Inter" font-size="24" font-weight="650" color="#1c2330">Hamburg</text>
              <text x="6" y="40" font-family="DejaVu Sans" font-size="18" color="#3557ff">System</text>
            </scene>
            """)
        return folder
    }

    @Test("the project font's text is a path, the system font's stays text")
    func projectFontTextIsOutlined() throws {
        let folder = try Self.folder()
        let svg = try InlineScene.svg(InlineScene.svgRenderList(path: folder.path("x.xml"), scale: 1))
        // Each run's glyphs are placed one by one (`<tspan x>`), so the runs are found by their colours.
        let texts = svg.split(separator: "\n").filter { $0.contains("<text") }
        #expect(texts.count == 1, "one <text>, the system font's:\n\(svg)")
        #expect(texts.first?.contains("DejaVu Sans") == true && texts.first?.contains("fill=\"#3557ff\"") == true, "\(svg)")
        // The Inter run is its outline, in its colour.
        let path = try #require(svg.split(separator: "\n").first { $0.contains("<path") && $0.contains("#1c2330") })
        #expect(path.contains("d=\"M"), "\(path)")
        // `--svg-fonts embed` keeps it text.
        var embed = CompileOptions()
        embed.svgFonts = .embed
        let embedded = try InlineScene.svg(InlineScene.svgRenderList(path: folder.path("x.xml"), scale: 1, options: embed))
        let embeddedTexts = embedded.split(separator: "\n").filter { $0.contains("<text") }
        #expect(embeddedTexts.count == 2 && embeddedTexts[0].contains(#/font-family="&#39;scenec-Inter-[0-9a-f]+&#39;, Inter, sans-serif"/#), "\(embedded)")
        #expect(!embedded.contains("<path"), "\(embedded)")
    }

    /// `--svg-fonts embed`: the font the text uses is one `@font-face` rule, its WOFF2 as a data URL,
    /// subset to the text's characters, under a name of its family and the embedded bytes' hash that the
    /// `<text>` asks for first; a scene font no text uses and the system font are not embedded.
    @Test func embedWritesTheUsedFontAsAWOFF2FontFace() throws {
        let folder = try Self.folder()
        try folder.write("fonts/Unused.ttf", bytes: try ColorLayerFont.standard())
        let xml = try String(contentsOfFile: folder.path("x.xml"), encoding: .utf8)
            .replacingOccurrences(of: "<font href=\"fonts/Brand.ttf\"/>", with: "<font href=\"fonts/Brand.ttf\"/><font href=\"fonts/Unused.ttf\"/>")
        try folder.write("x.xml", xml)
        var options = CompileOptions()
        options.svgFonts = .embed
        let loaded = try SceneCompiler.load(path: folder.path("x.xml"), options: options)
        let output = try SceneCompiler.compile(loaded, format: .svg, scale: 1)
        let svg = String(decoding: output.bytes, as: UTF8.self)
        let rules = svg.split(separator: "\n").filter { $0.contains("@font-face") }
        #expect(rules.count == 1, "\(rules.map { $0.prefix(160) })")
        let rule = try #require(rules.first.map(String.init))
        let name = try #require(rule.firstMatch(of: #/font-family: '(scenec-Inter-[0-9a-f]{1,16})'; font-weight: 100 900; font-style: normal; src: url\(data:font\/woff2;base64,d09GMg/#)?.1)
        #expect(svg.contains("font-family=\"&#39;\(name)&#39;, Inter, sans-serif\""))
        // The system font's text is untouched.
        #expect(svg.contains("font-family=\"&#39;DejaVu Sans&#39;, sans-serif\""))
        // Subset: the WOFF2 holds the glyphs of "Hamburg" (every weight: the variable font's axes are
        // kept), not those of the letters the text does not use: 4,896 bytes of WOFF2 with Debian 12's
        // HarfBuzz 6.0 and libwoff2 1.0.2, a 6,685-character rule, where the whole font's was 303,064.
        let woff2 = try Self.embeddedFonts(svg)
        #expect(woff2.count == 1 && (4_400...5_400).contains(woff2.first?.count ?? 0), "\(woff2.map(\.count))")
        #expect((6_000...7_400).contains(rule.count), "\(rule.count)")
        let font = try #require(WebFontDecoder.sfnt(from: woff2[0], limit: 1 << 20))
        #expect(FontCharacterMap.mapped(Set("Hamburgzqx".unicodeScalars), inFont: font) == Set("Hamburg".unicodeScalars))
        // The warning names the renderers that ignore @font-face, at each font.
        let warnings = output.warnings.map(\.message)
        #expect(warnings.count == 2 && warnings.allSatisfy { $0.contains("rsvg-convert (librsvg), resvg and Inkscape ignore @font-face") }, "\(warnings)")
        // The same bytes every time, as every output.
        #expect(try SceneCompiler.compile(loaded, format: .svg, scale: 1).bytes == output.bytes)
    }

    /// What `embed` is for: headless Chromium, with Inter *not* installed (only the SVG's `@font-face`
    /// can supply it), draws the SVG as our PNG; without the rule it draws a fallback face, far apart,
    /// so the agreement is the embedded subset's doing.
    @Test("the embedded subset draws in Chromium as our PNG, with Inter not installed", arguments: [1.0, 2.0])
    func embeddedSubsetAgreesInChromium(scale: Double) throws {
        let folder = try Self.folder()
        let path = folder.path("x.xml")
        var options = CompileOptions()
        options.svgFonts = .embed
        let svg = try InlineScene.svg(InlineScene.svgRenderList(path: path, scale: scale, options: options))
        #expect(svg.contains("@font-face"))
        let ours = try CairoRenderer.render(InlineScene.renderList(path: path, scale: scale))
        let chromium = try ChromiumScreenshot.render(svg: svg, width: 200, height: 70, zoom: scale, withoutSceneFonts: true)
        // Chromium 156: 0.27 / 9 @1x, 0.17 / 4 @2x (the whole font drew the same pixels).
        expectAgreement(ours, chromium, tag: "project-font-embed@\(Int(scale))x-chromium", mean: 0.5, percentile99: 12, svg: svg)
        guard scale == 1 else { return }
        let lines = svg.split(separator: "\n", omittingEmptySubsequences: false)
        let bare = lines.filter { !$0.contains("<style") && !$0.contains("@font-face") && !$0.contains("</style>") }.joined(separator: "\n")
        #expect(!bare.contains("@font-face") && bare.count < svg.count / 2)
        let fallback = try ChromiumScreenshot.render(svg: bare, width: 200, height: 70, zoom: scale, withoutSceneFonts: true)
        let difference = try #require(BitmapDifference(ours, fallback))
        // 5.93 in DejaVu Sans, the fallback.
        #expect(difference.mean > 3, "\(difference)")
    }

    /// The fonts of an SVG's `@font-face` rules, decoded from their data URLs.
    static func embeddedFonts(_ svg: String) throws -> [[UInt8]] {
        try svg.matches(of: #/data:font\/woff2;base64,([A-Za-z0-9+\/=]+)/#).map { match in
            Array(try #require(Data(base64Encoded: String(match.output.1))))
        }
    }

    /// DejaVu Sans with one table zeroed, a font FreeType reads and the scene draws: with `post` zeroed
    /// HarfBuzz cannot subset it, with `cmap` zeroed its subset maps no character while FreeType maps
    /// them through glyph names. Either way the whole font is embedded (no text loses its glyphs) with a
    /// warning at the `<font>` that names the file and why.
    @Test("a font HarfBuzz cannot subset faithfully is embedded whole, with a warning at its <font>", arguments: ["post", "cmap"])
    func unsubsettableFontIsEmbeddedWhole(table: String) throws {
        let folder = try TemporaryFolder()
        let dejaVu = Array(try #require(FileManager.default.contents(atPath: PackagePaths.path("scenes/fonts/DejaVuSans.ttf"))))
        try folder.write("fonts/Damaged.ttf", bytes: try DamagedFont.zeroing(table, in: dejaVu))
        try folder.write("x.xml", """
            <scene width="200" height="40" background="white" system-fonts="false">
              <defs><font href="fonts/Damaged.ttf"/></defs>
              <text x="6" y="4" font-family="DejaVu Sans" font-size="20" color="#1c2330">Hamburg</text>
            </scene>
            """)
        var options = CompileOptions()
        options.svgFonts = .embed
        let loaded = try SceneCompiler.load(path: folder.path("x.xml"), options: options)
        let output = try SceneCompiler.compile(loaded, format: .svg, scale: 1)
        let svg = String(decoding: output.bytes, as: UTF8.self)
        let fallbacks = output.warnings.filter { $0.message.contains("embeds the whole of") }
        #expect(fallbacks.count == 1, "\(output.warnings.map(\.description))")
        let warning = try #require(fallbacks.first)
        #expect(warning.location.file == folder.path("x.xml") && warning.location.line == 2, "\(warning)")
        #expect(warning.message.hasSuffix(table == "post" ? "not the subset its text uses: HarfBuzz cannot subset it"
                                          : "not the subset its text uses: its subset lacks characters FreeType finds in the font (U+0048, U+0061, U+0062, U+0067, U+006D, …)"),
                "\(warning.message)")
        // The whole font: it maps a letter the text does not use, and the text still asks for it.
        let woff2 = try Self.embeddedFonts(svg)
        #expect(woff2.count == 1 && woff2[0].count > 200_000, "\(woff2.map(\.count))")
        let font = try #require(WebFontDecoder.sfnt(from: woff2[0], limit: 4 << 20))
        #expect(FontCharacterMap.mapped(Set("Hz".unicodeScalars), inFont: font) == Set("Hz".unicodeScalars))
        #expect(svg.contains(#/<text[^>]*font-family="&#39;scenec-DejaVu-Sans-[0-9a-f]+&#39;, &#39;DejaVu Sans&#39;/#), "\(svg.prefix(600))")
        #expect(try SceneCompiler.compile(loaded, format: .svg, scale: 1).bytes == output.bytes)
    }

    @Test("the PNG's render list keeps the project font's text as text (its PNG unchanged)")
    func pngListIsUntouched() throws {
        let folder = try Self.folder()
        let list = try InlineScene.renderList(path: folder.path("x.xml"), scale: 1)
        let runs = list.items.compactMap { item -> TextOp? in if case .text(let op) = item.op { op } else { nil } }.flatMap(\.runs)
        #expect(runs.count == 2)
        #expect(runs.allSatisfy { $0.outline == nil })
    }

    @Test("the outlined SVG agrees with our PNG in rsvg-convert and resvg", arguments: [1.0, 2.0])
    func outlinedSVGAgrees(scale: Double) throws {
        let folder = try Self.folder()
        let path = folder.path("x.xml")
        let svg = try InlineScene.svg(InlineScene.svgRenderList(path: path, scale: scale))
        let ours = try CairoRenderer.render(InlineScene.renderList(path: path, scale: scale))
        expectAgreement(ours, try RsvgConvert.render(svg: svg, zoom: scale), tag: "project-font@\(Int(scale))x-rsvg", mean: 1, percentile99: 20, svg: svg)
        expectAgreement(ours, try Resvg.render(svg: svg, zoom: scale), tag: "project-font@\(Int(scale))x-resvg", mean: 1, percentile99: 20, svg: svg)
    }
}
