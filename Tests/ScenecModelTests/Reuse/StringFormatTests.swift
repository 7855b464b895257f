@testable import ScenecModel
import Testing

/// `{key(arg, …)}`'s formatting and ICU's plural forms.
@Suite("String format")
struct StringFormatTests {
    @Test("format strings: %@ %d %lld %f %.1f %s, positional %2$@, %%, {{name}}; CLDR plural forms through ICU")
    func formats() throws {
        #expect(try StringFormat.fill("%@ has %d items (%lld) at %.1f%% %s", arguments: ["Ada", "3", "4", "99.95", "ok"], named: { _ in nil })
                == "Ada has 3 items (4) at 100.0% ok")
        #expect(try StringFormat.fill("%2$@, %1$@", arguments: ["a", "b"], named: { _ in nil }) == "b, a")
        #expect(try StringFormat.fill("%f|%@", arguments: ["2"], named: { _ in nil }) == "2.000000|%@")
        #expect(try StringFormat.fill("Hi {{name}}, {{count}} new", arguments: ["5"], named: { $0 == "name" ? "Ada" : nil }) == "Hi Ada, 5 new")
        let polish = ["one": "plik", "few": "pliki", "many": "plików", "other": "pliku"]
        #expect([1, 3, 5, 22, 1.5].map { StringFormat.form(polish, number: $0, locale: "pl") } == ["plik", "pliki", "plików", "pliki", "pliku"])
        #expect(StringFormat.form(["one": "one", "other": "other", "=0": "none"], number: 0, locale: "en") == "none")
        #expect(StringFormat.form(["one": "one", "other": "other"], number: 1, locale: "ja") == "other")
    }

    @Test("Xcode catalog variables: %#@files@ takes its argument's place, %2$#@x@ its position, argNum wins; %arg is the argument by formatSpecifier")
    func variables() throws {
        let files = StringSubstitution(argument: 1, specifier: "lld", forms: ["one": "%arg file", "other": "%arg files", "=0": "no files"])
        let folders = StringSubstitution(argument: 2, specifier: "lld", forms: ["one": "%arg folder", "few": "%arg foldery", "other": "%arg folders"])
        let both = ["files": files, "folders": folders]
        #expect(try StringFormat.fill("%#@files@ in %#@folders@", arguments: ["1", "3"], named: { _ in nil }, variables: both, locale: "en")
                == "1 file in 3 folders")
        #expect(try StringFormat.fill("%#@files@ in %#@folders@", arguments: ["0", "1"], named: { _ in nil }, variables: both, locale: "en")
                == "no files in 1 folder")
        // Polish chooses `few` for 3; argNum, not the order written, picks each variable's argument.
        #expect(try StringFormat.fill("%2$#@folders@: %1$#@files@", arguments: ["7", "3"], named: { _ in nil }, variables: both, locale: "pl")
                == "3 foldery: 7 files")
        // Without argNum the variable is the argument at its place; other specifiers keep counting.
        let unnumbered = ["n": StringSubstitution(argument: nil, specifier: "d", forms: ["one": "%arg item", "other": "%arg items"])]
        #expect(try StringFormat.fill("%@ has %#@n@", arguments: ["Ada", "1"], named: { _ in nil }, variables: unnumbered, locale: "en") == "Ada has 1 item")
        // A form may name the other arguments by position.
        let photos = ["count": StringSubstitution(argument: 2, specifier: "lld", forms: ["one": "%1$@ has %arg photo", "other": "%1$@ has %arg photos"])]
        #expect(try StringFormat.fill("%2$#@count@", arguments: ["Ada", "12"], named: { _ in nil }, variables: photos, locale: "en") == "Ada has 12 photos")
        // No arguments (`{key}`): each variable's `other` form, `%arg` as its bare specifier.
        #expect(try StringFormat.fill("%#@files@ in %#@folders@", arguments: [], named: { _ in nil }, variables: both) == "%lld files in %lld folders")
        // An unknown variable is drawn as written; a word where the count goes is a problem.
        #expect(try StringFormat.fill("%#@nope@", arguments: ["1"], named: { _ in nil }, variables: both) == "%#@nope@")
        #expect(throws: Substitution.CallProblem.self) {
            try StringFormat.fill("%#@files@", arguments: ["many"], named: { _ in nil }, variables: both, locale: "en")
        }
    }

    @Test("a line break in a value becomes U+2028, which TextContent keeps as a line break")
    func lineBreaks() {
        #expect(StringFormat.lineBreaksKept("a\nb\r\nc\rd") == "a\u{2028}b\u{2028}c\u{2028}d")
        #expect(TextContent.normalize([.text("  one \u{2028}  two  ", span: nil)]).text == "one\ntwo")
    }
}
