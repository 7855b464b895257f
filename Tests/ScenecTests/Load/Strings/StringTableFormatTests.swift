@testable import Scenec
import ScenecModel
import Testing

/// The three string-table formats of `<strings href>`, each a pure function of its bytes.
@Suite("String table formats")
struct StringTableFormatTests {
    @Test("an Xcode String Catalog: every language's stringUnit, the source language's also as the fallback")
    func catalog() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "b": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Bee"}},
                                      "de": {"stringUnit": {"state": "translated", "value": "Biene"}}}},
              "a": {"localizations": {"de": {"variations": {"plural": {}}}}},
              "c": {}
            }}
            """
        let tables = try StringTableFormats.catalog(Array(json.utf8))
        #expect(tables.locales["de"] == [.init(key: "b", value: "Biene")])
        #expect(tables.fallback == [.init(key: "b", value: "Bee")])
        #expect(throws: StringTableFormats.Problem.self) { try StringTableFormats.catalog(Array("[1]".utf8)) }
    }

    @Test("Android strings: escapes undone, unquoted whitespace collapsed, quoted kept, %1$s left as text")
    func android() throws {
        #expect(StringTableFormats.unescapeAndroid(#"Don\'t  \"stop\"\nnow"#) == "Don't \"stop\"\nnow")
        #expect(StringTableFormats.unescapeAndroid("  \"a  b\"  c  ") == "a  b c")
        #expect(StringTableFormats.unescapeAndroid(#"Hello %1$s \@ \? \\"#) == #"Hello %1$s @ ? \"#)
        let xml = #"<resources><string name="a">One</string><plurals name="p"/><string name="b">"x  y"</string></resources>"#
        #expect(try StringTableFormats.androidStrings(Array(xml.utf8), file: "strings.xml") == [.init(key: "a", value: "One"), .init(key: "b", value: "x  y")])
        #expect(throws: StringTableFormats.Problem.self) { try StringTableFormats.androidStrings(Array("<x/>".utf8), file: "s.xml") }
    }

    @Test("Android strings: an <xliff:g> placeholder and markup keep their text in place; \\uXXXX is the character")
    func androidPlaceholdersAndUnicodeEscapes() throws {
        let xml = #"""
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
              <string name="greeting">Hello <xliff:g id="name" example="Ada">%1$s</xliff:g>, you have <b>%2$d</b> new!</string>
              <string name="wait">Wait\u2026 \u00e9t\u00E9</string>
              <string name="short">\u12</string>
            </resources>
            """#
        let entries = try StringTableFormats.androidStrings(Array(xml.utf8), file: "strings.xml")
        #expect(entries == [.init(key: "greeting", value: "Hello %1$s, you have %2$d new!"),
                            .init(key: "wait", value: "Wait… été"), .init(key: "short", value: "u12")], "\(entries)")
    }

    @Test("Android folders: values is the fallback, values-de and values-pt-rBR and values-b+sr+Latn are locales, others none")
    func androidFolders() {
        #expect(StringTableFormats.androidLocale(folder: "values") == .some(nil))
        #expect(StringTableFormats.androidLocale(folder: "values-de") == .some("de"))
        #expect(StringTableFormats.androidLocale(folder: "values-pt-rBR") == .some("pt-BR"))
        #expect(StringTableFormats.androidLocale(folder: "values-b+sr+Latn") == .some("sr-Latn"))
        #expect(StringTableFormats.androidLocale(folder: "values-night") == nil)
        #expect(StringTableFormats.androidLocale(folder: "values-v21") == nil)
        #expect(StringTableFormats.androidLocale(folder: "values-de-night") == nil)
        #expect(StringTableFormats.androidLocale(folder: "drawable") == nil)
    }

    @Test("flat JSON: strings by key, sorted; anything else is refused")
    func flatJSON() throws {
        #expect(try StringTableFormats.flatJSON(Array(#"{"b": "2", "a": "1"}"#.utf8)) == [.init(key: "a", value: "1"), .init(key: "b", value: "2")])
        #expect(throws: StringTableFormats.Problem.self) { try StringTableFormats.flatJSON(Array(#"{"a": 1}"#.utf8)) }
    }
}
