import Foundation
import ScenecFuzzing
import ScenecTestSupport
import Testing

/// The fuzz targets of the inputs besides scenes (issue 42) reach the code they are for: a good seed
/// of each compiles, a broken one is refused, and an icon that makes librsvg panic is an outcome,
/// not the end of the test process.
@Suite struct InputFuzzTargetTests {
    private func outcome(_ target: InputFuzzTarget, _ first: UInt8, _ text: String) -> FuzzTarget.Outcome {
        target.run([first] + Array(text.utf8))
    }

    @Test func stringTablesCompileAndBrokenOnesAreRefused() {
        let catalog = #"{"sourceLanguage":"en","strings":{"title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}}}}},"version":"1.0"}"#
        guard case .compiled = outcome(.strings, 0, catalog) else { Issue.record("catalog: \(outcome(.strings, 0, catalog))"); return }
        let android = "<resources><string name=\"title\">Hi \\'there\\'</string></resources>\n----\n<resources><string name=\"title\">Hallo</string></resources>"
        guard case .compiled = outcome(.strings, 5, android) else { Issue.record("android: \(outcome(.strings, 5, android))"); return }
        let json = "{\"title\": \"Hello\"}\n----\n{\"title\": \"Hallo\"}"
        guard case .compiled = outcome(.strings, 6, json) else { Issue.record("json: \(outcome(.strings, 6, json))"); return }
        guard case .refused(let errors) = outcome(.strings, 0, "{\"strings\": [") else { Issue.record("broken catalog compiled"); return }
        #expect(errors >= 1)
    }

    @Test func dataRowsBuildEachRowAndBrokenOnesAreRefused() {
        guard case .compiled = outcome(.data, 0, "title,color,size\nHello,blue,9\n") else { Issue.record("csv"); return }
        guard case .compiled = outcome(.data, 1, #"[{"title": "Hi", "size": 12}]"#) else { Issue.record("json"); return }
        guard case .refused = outcome(.data, 1, #"[{"title": "#) else { Issue.record("broken json accepted"); return }
    }

    @Test func fontFilesReachFreeTypeAndGarbageIsRefused() throws {
        let font = try #require(FileManager.default.contents(atPath: PackagePaths.path("scenes/fonts/DejaVuSans.ttf")))
        guard case .compiled = InputFuzzTarget.fonts.run([0] + Array(font)) else { Issue.record("DejaVu Sans as TTF"); return }
        guard case .refused = outcome(.fonts, 3, "wOF2 not really") else { Issue.record("garbage WOFF2 accepted"); return }
        // Bit 3: `--svg-fonts embed`, a HarfBuzz subset of a few kilobytes; a font HarfBuzz cannot subset
        // (its post table zeroed) is embedded whole, 300 KB of base64 and more.
        guard case .compiled(let subset, _) = InputFuzzTarget.fonts.run([8] + Array(font)) else { Issue.record("embedded DejaVu Sans"); return }
        #expect((3_000..<20_000).contains(subset), "\(subset)")
        let damaged = try DamagedFont.zeroing("post", in: Array(font))
        guard case .compiled(let whole, _) = InputFuzzTarget.fonts.run([8] + damaged) else { Issue.record("embedded damaged DejaVu Sans"); return }
        #expect(whole > 300_000, "\(whole)")
    }

    @Test func gridTrackListsCompileAndHostileOnesAreRefused() {
        let seed = outcome(.grid, 0, "[a] 100 1* [b] minmax(20, 2*)\nhug 1*\n10\n20\n1 / span 2\n-1\nspan 2\n")
        guard case .compiled = seed else { Issue.record("seed: \(seed)"); return }
        // Hugging both axes under a min-content question, auto-fill and flexible tracks below 1 in all.
        let hugging = outcome(.grid, 7, "repeat(auto-fill, minmax(30, 1*))\n0* 0.5*\nmin-content\nmax-content\n")
        guard case .compiled = hugging else { Issue.record("hugging: \(hugging)"); return }
        // A million tracks, a span of 2^31, and markup in the attribute: errors at the attribute, never a hang.
        let hostile = outcome(.grid, 0, "repeat(1000000, 1*)\n\"/><x\n\n\n1 / span 2147483648\n")
        guard case .refused(let errors) = hostile else { Issue.record("hostile: \(hostile)"); return }
        #expect(errors >= 2)
        #expect(InputFuzzTarget.gridScene([0] + Array("\"&<\u{1}".utf8)).contains(#"columns="&quot;&amp;&lt;""#))
    }

    /// Every token the target's scene uses, as a token file and (bit 0) through a resolver whose dark
    /// context (bit 1 builds it) is the third part.
    static let tokenFile = """
        {"color": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.6, 0.2, 260]}}, "size": {"$type": "dimension", "$value": {"value": 0.5, "unit": "rem"}},
         "shadow": {"$type": "shadow", "$value": {"color": "{color}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}},
         "border": {"$type": "border", "$value": {"color": "#000000", "width": "{size}", "style": "dashed"}},
         "gradient": {"$type": "gradient", "$value": [{"color": "{color}", "position": 0}, {"color": "#ffffff80", "position": 1}]},
         "type": {"$type": "typography", "$value": {"fontFamily": "Helvetica", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": "bold", "letterSpacing": {"value": 0.05, "unit": "em"}}}}
        """

    @Test func tokenFilesAndResolversCompileAndBrokenOnesAreRefused() {
        guard case .compiled = outcome(.tokens, 0, Self.tokenFile) else { Issue.record("token file: \(outcome(.tokens, 0, Self.tokenFile))"); return }
        let resolver = ##"{"sets": {"base": {"sources": [{"$ref": "a.json"}]}}, "modifiers": {"theme": {"contexts": {"light": [{"$ref": "b.json"}], "dark": [{"$ref": "c.json"}]}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##
        let parts = [resolver, Self.tokenFile, ##"{"color": {"$type": "color", "$value": "#336699"}}"##, ##"{"color": {"$type": "color", "$value": "#000000"}}"##]
        guard case .compiled = outcome(.tokens, 3, parts.joined(separator: "\n----\n")) else { Issue.record("resolver, dark: \(outcome(.tokens, 3, parts.joined(separator: "\n----\n")))"); return }
        // A cycle, and an unknown alias: both errors, in the listing and the build.
        guard case .refused(let errors) = outcome(.tokens, 0, #"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$value": "{a}"}, "c": {"$type": "color", "$value": "{nope}"}}"#) else {
            Issue.record("broken tokens compiled")
            return
        }
        #expect(errors >= 2)
    }

    @Test func anIconThatMakesLibrsvgPanicIsAnOutcome() {
        let icon = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><text y="12" font-size="1e9">A</text></svg>"#
        // Laid out, then refused when drawn: the PNG's error at the image names the helper's abort.
        guard case .failedToCompile(let message) = InputFuzzTarget.icons.run(Array(icon.utf8)) else {
            Issue.record("\(InputFuzzTarget.icons.run(Array(icon.utf8)))")
            return
        }
        #expect(message.hasSuffix("scene.xml:1:31: error: href: this SVG icon cannot be drawn here, librsvg ended its drawing process with signal 6 (SIGABRT: a librsvg panic); it is refused"))
    }
}
