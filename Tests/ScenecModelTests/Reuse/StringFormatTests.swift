@testable import ScenecModel
import Testing

/// `{key(arg, …)}`'s formatting and ICU's plural forms.
@Suite("String format")
struct StringFormatTests {
    @Test("format strings: %@ %d %lld %f %.1f %s, positional %2$@, %%, {{name}}; CLDR plural forms through ICU")
    func formats() {
        #expect(StringFormat.fill("%@ has %d items (%lld) at %.1f%% %s", arguments: ["Ada", "3", "4", "99.95", "ok"], named: { _ in nil })
                == "Ada has 3 items (4) at 100.0% ok")
        #expect(StringFormat.fill("%2$@, %1$@", arguments: ["a", "b"], named: { _ in nil }) == "b, a")
        #expect(StringFormat.fill("%f|%@", arguments: ["2"], named: { _ in nil }) == "2.000000|%@")
        #expect(StringFormat.fill("Hi {{name}}, {{count}} new", arguments: ["5"], named: { $0 == "name" ? "Ada" : nil }) == "Hi Ada, 5 new")
        let polish = ["one": "plik", "few": "pliki", "many": "plików", "other": "pliku"]
        #expect([1, 3, 5, 22, 1.5].map { StringFormat.form(polish, number: $0, locale: "pl") } == ["plik", "pliki", "plików", "pliki", "pliku"])
        #expect(StringFormat.form(["one": "one", "other": "other", "=0": "none"], number: 0, locale: "en") == "none")
        #expect(StringFormat.form(["one": "one", "other": "other"], number: 1, locale: "ja") == "other")
    }

    @Test("a line break in a value becomes U+2028, which TextContent keeps as a line break")
    func lineBreaks() {
        #expect(StringFormat.lineBreaksKept("a\nb\r\nc\rd") == "a\u{2028}b\u{2028}c\u{2028}d")
        #expect(TextContent.normalize([.text("  one \u{2028}  two  ", span: nil)]).text == "one\ntwo")
    }
}
