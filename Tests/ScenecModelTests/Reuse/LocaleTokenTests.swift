import ScenecCore
import ScenecModel
import Testing

/// `<tokens locale>`, the build's own tokens (`--set`, data rows) and `<strings>` tables (format 1.2,
/// "One source, many assets").
@Suite("Locales, build tokens and string tables")
struct LocaleTokenTests {
    private let document = """
        <scene width="100" height="80">
          <tokens><token name="word" value="plain"/><token name="ink" value="#000000"/><token name="label" value="{word}!"/></tokens>
          <tokens theme="dark"><token name="word" value="dark"/></tokens>
          <tokens locale="de"><token name="word" value="de"/></tokens>
          <tokens locale="de" theme="dark"><token name="word" value="de-dark"/></tokens>
          <rect width="10" height="10" fill="{ink}"/>
          <text width="80" height="20">{label}</text>
        </scene>
        """

    private func text(_ result: SceneParser.Result) -> String? {
        guard let scene = result.scene, case .text(let text) = scene.nodes[1].kind else { return nil }
        return text.text
    }

    private func parse(_ xml: String, _ choice: TokenChoice, strings: StringsLoader? = nil) -> SceneParser.Result {
        SceneParser.parse(source: Array(xml.utf8), file: "s.xml", choice: choice, strings: strings)
    }

    @Test("for a token, theme and locale together win, then the locale, then the theme, then the default")
    func precedence() {
        #expect(text(parse(document, TokenChoice())) == "plain!")
        #expect(text(parse(document, TokenChoice(theme: "dark"))) == "dark!")
        #expect(text(parse(document, TokenChoice(locale: "de"))) == "de!")
        #expect(text(parse(document, TokenChoice(theme: "dark", locale: "de"))) == "de-dark!")
        #expect(parse(document, TokenChoice()).locales == ["de"])
        #expect(parse(document, TokenChoice(locale: "de")).scene?.locale == "de")
    }

    @Test("a locale nothing declares is an error at the scene naming the declared ones; a bad tag at the attribute")
    func undeclared() {
        let result = parse(document, TokenChoice(locale: "fr"))
        #expect(result.diagnostics.map(\.description) == ["s.xml:1:1: error: locale 'fr' is not declared by this scene (it declares 'de')"])
        let bad = parse(#"<scene width="10" height="10"><tokens locale="x_y"/></scene>"#, TokenChoice())
        #expect(bad.diagnostics.map(\.description) == [#"s.xml:1:39: error: locale: 'x_y' is not a locale: a BCP 47 tag like de, pt-BR or zh-Hant"#])
    }

    @Test("the build's tokens win over every <tokens>, are taken as written, and tokens referring to them follow")
    func overrides() {
        let origin = SourceLocation(file: "rows.csv", line: 3, column: 1)
        let choice = TokenChoice(theme: "dark", locale: "de", overrides: [TokenOverride(name: "word", value: "{raw}", origin: origin)])
        #expect(text(parse(document, choice)) == "{raw}!")
    }

    @Test("a table named 20,000 times adds its tokens once: linear, not a copy per element")
    func repeatedTable() {
        let xml = "<scene width=\"10\" height=\"10\">" + String(repeating: "<strings href=\"t\"/>", count: 20_000)
            + "<rect width=\"1\" height=\"1\"/><text width=\"8\" height=\"8\">{greet}</text></scene>"
        let entries = (0..<500).map { StringTables.Entry(key: "k\($0)", value: "v") } + [.init(key: "greet", value: "Hallo")]
        let tables = StringTables(locales: ["de": entries], files: [IncludedSource(file: "t/de.json", identity: "t/de.json", bytes: [])])
        let clock = ContinuousClock(), start = clock.now
        let result = parse(xml, TokenChoice(locale: "de"), strings: { _ in .success(tables) })
        #expect(text(result) == "Hallo")
        #expect(clock.now - start < .seconds(20))
    }

    @Test("a --set token the scene neither defines nor uses warns with a hint; one a token value uses does not")
    func unusedSet() {
        let result = parse(document, TokenChoice(overrides: [TokenOverride(name: "wrod", value: "x")]))
        #expect(result.diagnostics.map(\.description) == ["s.xml:1:1: warning: --set wrod: this scene neither defines nor uses the token 'wrod' (did you mean 'word'?)"])
        let referenced = document.replacingOccurrences(of: "value=\"{word}!\"", with: "value=\"{word}{extra}\"")
        #expect(parse(referenced, TokenChoice(overrides: [TokenOverride(name: "extra", value: "?")])).diagnostics.isEmpty)
        // A data row's column may only name the file: never a warning.
        let origin = SourceLocation(file: "rows.csv", line: 2, column: 1)
        #expect(parse(document, TokenChoice(overrides: [TokenOverride(name: "slug", value: "a", origin: origin)])).diagnostics.isEmpty)
    }

    @Test("a problem a row's value causes is reported at the attribute with a note at the row")
    func origin() {
        let origin = SourceLocation(file: "rows.csv", line: 3, column: 1)
        let result = parse(document, TokenChoice(overrides: [TokenOverride(name: "ink", value: "zzz", origin: origin)]))
        #expect(result.diagnostics.map(\.description) == ["s.xml:6:32: error: fill: unknown colour \"zzz\"\nrows.csv:3:1: note: the value of 'ink' comes from here"])
    }

    @Test("string tables: keys that are token names become tokens per locale, taken as written; the rest counted once")
    func strings() {
        let xml = """
            <scene width="100" height="80">
              <strings href="t"/>
              <rect width="10" height="10"/>
              <text width="80" height="20">{greet}</text>
            </scene>
            """
        let tables = StringTables(locales: ["de": [.init(key: "greet", value: "Hallo {x}"), .init(key: "Two words", value: "x"), .init(key: "1st", value: "y")],
                                            "en": [.init(key: "greet", value: "Hello")]],
                                  sourceLocale: "en",
                                  files: [IncludedSource(file: "t/de.json", identity: "t/de.json", bytes: [])])
        let loader: StringsLoader = { request in
            #expect(request.href == "t" && request.includingFile == "s.xml")
            return .success(tables)
        }
        let german = parse(xml, TokenChoice(locale: "de"), strings: loader)
        #expect(text(german) == "Hallo {x}")
        let plain = parse(xml, TokenChoice(), strings: loader)
        #expect(text(plain) == "Hello")
        #expect(plain.locales == ["de", "en"])
        #expect(plain.stringFiles.map(\.file) == ["t/de.json"])
        #expect(plain.diagnostics.isEmpty)
        #expect(german.diagnostics.map(\.description) == ["s.xml:2:12: warning: href: 2 string keys are not token names and are skipped (such as 'Two words'); name a key with letters, digits, '_', '-' and '.' to use it as {key}"])
        let refused = parse(xml, TokenChoice(), strings: { _ in .failure(IncludeRefusal("href: t is gone")) })
        #expect(refused.diagnostics.map(\.description).contains("s.xml:2:12: error: href: t is gone"))
        #expect(parse(xml, TokenChoice()).diagnostics.map(\.description).contains("s.xml:2:12: error: href: this scene was given without a folder to read string tables from"))
    }
}
