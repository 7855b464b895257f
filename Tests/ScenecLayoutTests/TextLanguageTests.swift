import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `lang` on texts and spans: read and checked, defaulting to the locale being built
/// (`LayoutOptions.defaultLanguage`), carried on every run's font to Pango and to the SVG.
@Suite struct TextLanguageTests {
    static func runs(_ body: String, defaultLanguage: String? = nil) throws -> [TextRun] {
        let parsed = InlineScene.parse(#"<scene width="300" height="100">"# + body + "</scene>", file: "test.xml")
        let scene = try #require(parsed.scene, "\(parsed.diagnostics)")
        var options = LayoutOptions(scale: 1)
        options.defaultLanguage = defaultLanguage
        let list = try #require(InlineScene.layout(scene, options: options).renderList)
        return list.items.flatMap { item -> [TextRun] in
            guard case .text(let op) = item.op else { return [] }
            return op.runs
        }
    }

    @Test func aSpanTakesItsOwnLanguageOrTheTexts() throws {
        let runs = try Self.runs(#"<text lang="ja">直 <span lang="zh-Hans">直</span> <span color="red">直</span></text>"#)
        #expect(runs.map(\.font.language) == ["ja", "zh-Hans", "ja"])
    }

    @Test func theBuiltLocaleIsTheDefault() throws {
        #expect(try Self.runs("<text>Hallo</text>", defaultLanguage: "de").map(\.font.language) == ["de"])
        #expect(try Self.runs(#"<text lang="en">Hello</text>"#, defaultLanguage: "de").map(\.font.language) == ["en"])
        #expect(try Self.runs("<text>Hello</text>").map(\.font.language) == [nil])
    }

    @Test func theSVGCarriesIt() throws {
        let list = try InlineScene.renderList(xml: #"<scene width="300" height="100"><text lang="ja">直 <span lang="zh-Hans">直</span></text></scene>"#)
        let svg = try InlineScene.svg(list)
        #expect(svg.contains(#"xml:lang="ja""#) && svg.contains(#"xml:lang="zh-Hans">直</tspan>"#), "\(svg)")
    }

    @Test(arguments: ["1x", "e", "de_DE", "de--x", "toolongtag-x"])
    func aValueThatIsNoLanguageTagIsAnError(value: String) {
        #expect(InlineScene.errorMessages(#"<scene width="10" height="10"><text lang="\#(value)">a</text></scene>"#)
                == [#"lang: expected a BCP 47 language tag such as de, ar, ja or zh-Hant, got "\#(value)""#])
    }
}
