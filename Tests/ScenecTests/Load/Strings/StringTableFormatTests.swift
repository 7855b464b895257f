@testable import Scenec
import ScenecCore
import ScenecModel
import Testing

/// The string-table formats of `<strings href>`, each a pure function of its bytes.
@Suite("String table formats")
struct StringTableFormatTests {
    @Test("an Xcode String Catalog: every language's stringUnit; the source language a locale; a key without it is its own text")
    func catalog() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "b": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Bee"}},
                                      "de": {"stringUnit": {"state": "translated", "value": "Biene"}}}},
              "a": {"localizations": {"de": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "ein A"}},
                                                                      "other": {"stringUnit": {"state": "translated", "value": "%d As"}}}}}}},
              "c": {},
              "brand": {"shouldTranslate": false, "localizations": {"de": {"stringUnit": {"state": "translated", "value": "Marke"}}}}
            }}
            """
        let tables = XcodeStringCatalog.read(Array(json.utf8), file: "L.xcstrings")
        #expect(tables.problems.isEmpty)
        #expect(tables.sourceLocale == "en")
        #expect(tables.locales["de"] == [.init(key: "a", value: "%d As", plural: ["one": "ein A", "other": "%d As"]), .init(key: "b", value: "Biene")])
        #expect(tables.locales["en"] == [.init(key: "a", value: "a"), .init(key: "b", value: "Bee"), .init(key: "brand", value: "brand", everyLocale: true),
                                         .init(key: "c", value: "c")])
        #expect(XcodeStringCatalog.read(Array("[1]".utf8), file: "L.xcstrings").problems.map(\.description)
                == ["L.xcstrings:1:1: error: an Xcode String Catalog is a JSON object with sourceLanguage and strings, not an array"])
    }

    @Test("Android strings: escapes undone, unquoted whitespace collapsed, quoted kept, %1$s left as text")
    func android() throws {
        #expect(AndroidStrings.unescape(#"Don\'t  \"stop\"\nnow"#) == "Don't \"stop\"\nnow")
        #expect(AndroidStrings.unescape("  \"a  b\"  c  ") == "a  b c")
        #expect(AndroidStrings.unescape(#"Hello %1$s \@ \? \\"#) == #"Hello %1$s @ ? \"#)
        let xml = #"<resources><string name="a">One</string><plurals name="p"/><string name="b">"x  y"</string></resources>"#
        #expect(AndroidStrings.read(Array(xml.utf8), file: "strings.xml").entries == [.init(key: "a", value: "One"), .init(key: "b", value: "x  y")])
        #expect(AndroidStrings.read(Array("<x/>".utf8), file: "s.xml").problems.map(\.description)
                == ["s.xml:1:1: error: this is not an Android resource file: its root element is not <resources>"])
    }

    @Test("Android strings: an <xliff:g> placeholder keeps its text in place; <b> is a bold span; \\uXXXX is the character")
    func androidPlaceholdersAndUnicodeEscapes() throws {
        let xml = #"""
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
              <string name="greeting">Hello <xliff:g id="name" example="Ada">%1$s</xliff:g>, you have <b>%2$d</b> new!</string>
              <string name="wait">Wait\u2026 \u00e9t\u00E9</string>
              <string name="short">\u12</string>
            </resources>
            """#
        let entries = AndroidStrings.read(Array(xml.utf8), file: "strings.xml").entries
        #expect(entries == [.init(key: "greeting", value: "Hello %1$s, you have %2$d new!", spans: [StringSpan(range: 21..<25, styles: [.bold])]),
                            .init(key: "wait", value: "Wait… été"), .init(key: "short", value: "u12")], "\(entries)")
    }

    @Test("Android folders: values is the source locale, values-de, values-pt-rBR and values-b+sr+Latn are locales, others none")
    func androidFolders() {
        #expect(AndroidStrings.locale(folder: "values", source: "en") == "en")
        #expect(AndroidStrings.locale(folder: "values", source: "fr") == "fr")
        #expect(AndroidStrings.locale(folder: "values-de", source: "en") == "de")
        #expect(AndroidStrings.locale(folder: "values-pt-rBR", source: "en") == "pt-BR")
        #expect(AndroidStrings.locale(folder: "values-b+sr+Latn", source: "en") == "sr-Latn")
        #expect(AndroidStrings.locale(folder: "values-night", source: "en") == nil)
        #expect(AndroidStrings.locale(folder: "values-v21", source: "en") == nil)
        #expect(AndroidStrings.locale(folder: "values-de-night", source: "en") == nil)
        #expect(AndroidStrings.locale(folder: "drawable", source: "en") == nil)
    }

    @Test("JSON: nested objects flattened with dots, a prefix for a folder's file, i18next plural suffixes; anything else is refused")
    func json() throws {
        let text = #"{"b": "2", "a": "1", "home": {"title": "Home", "n": 3}, "items_one": "{{count}} item", "items_other": "{{count}} items", "list": [1]}"#
        #expect(try JSONStrings.read(Array(text.utf8)) == [
            .init(key: "a", value: "1"), .init(key: "b", value: "2"), .init(key: "home.n", value: "3"), .init(key: "home.title", value: "Home"),
            .init(key: "items", value: "{{count}} items", plural: ["one": "{{count}} item", "other": "{{count}} items"]),
        ])
        #expect(try JSONStrings.read(Array(#"{"title": "T"}"#.utf8), prefix: "common.") == [.init(key: "common.title", value: "T")])
        #expect(throws: JSONStrings.Problem(message: "a strings file is a JSON object of strings ({\"key\": \"text\"}, nested objects allowed), not an array",
                                            line: 1, column: 1)) { try JSONStrings.read(Array("[1]".utf8)) }
        // A syntax error on a one-line (minified) file names its column.
        #expect(throws: JSONStrings.Problem(message: "this file is not JSON: expected ',' or '}' in an object", line: 1, column: 11)) {
            try JSONStrings.read(Array(#"{"a": "1" "b": "2"}"#.utf8))
        }
    }

    @Test("a billion-laughs entity table is a located error in well under a second; an external entity is refused")
    func entityBombs() {
        var xml = #"<?xml version="1.0"?><!DOCTYPE resources [<!ENTITY l0 "ha">"#
        for level in 1...12 { xml += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">" }
        xml += "]>\n<resources><string name=\"x\">&l12;</string></resources>"
        let clock = ContinuousClock(), start = clock.now
        let bomb = AndroidStrings.read(Array(xml.utf8), file: "values/strings.xml")
        #expect(clock.now - start < .seconds(1))
        #expect(bomb.entries.isEmpty)
        #expect(bomb.problems.map(\.description) == ["values/strings.xml:1:5: error: Detected an entity reference loop"])
        let external = #"<!DOCTYPE resources [<!ENTITY x SYSTEM "file:///etc/passwd">]><resources><string name="x">&x;</string></resources>"#
        #expect(AndroidStrings.read(Array(external.utf8), file: "s.xml").problems.map(\.message).first
                == "only internal entities (<!ENTITY name \"text\">) are read; an external or parameter entity is refused for safety")
    }
}
