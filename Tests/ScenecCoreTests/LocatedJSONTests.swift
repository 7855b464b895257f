import ScenecCore
import Testing

/// The JSON reader that keeps every value's line and column (design-token files).
@Suite("Located JSON")
struct LocatedJSONTests {
    @Test func valuesKeepTheirPlaces() throws {
        let json = try LocatedJSON.parse(Array("{\n  \"a\": [1, \"é\\u00e9\", true],\n  \"b\": {\"c\": null}\n}".utf8))
        let members = try #require(json.object)
        #expect(members.keys == ["a", "b"])
        let a = try #require(members["a"]?.array)
        #expect(a.map { "\($0.line):\($0.column)" } == ["2:9", "2:12", "2:23"])
        #expect(a[1].string == "éé")
        #expect(members.member("b").map { "\($0.keyLine):\($0.keyColumn)" } == "3:3")
        #expect(members["b"]?.object?["c"]?.value == .null)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "1:9: a trailing comma before '}' is not JSON"),
        ("{\"a\": 1, \"a\": 2}", "1:10: the member \"a\" is written twice in this object"),
        ("// c\n{}", "1:1: comments are not JSON; remove them"),
        ("[01]", "1:3: a number may not start with 0"),
        ("{\"a\": \"x\ny\"}", "1:9: a string is not closed on its line"),
        ("[1e999]", "1:7: the number 1e999 is out of range"),
        ("{} x", "1:4: unexpected text after the JSON value"),
        ("\"\\ud800\"", "1:8: a \\u escape of a high surrogate is not followed by a low one"),
    ])
    func syntaxErrors(text: String, expected: String) {
        expectSyntaxError(text, expected)
    }

    /// Nesting past the limit is refused, not recursed into.
    @Test func deepNestingIsRefused() {
        let deep = String(repeating: "[", count: 100_000)
        do throws(LocatedJSON.SyntaxError) {
            _ = try LocatedJSON.parse(Array(deep.utf8))
            Issue.record("parsed")
        } catch {
            #expect(error.message == "the document nests deeper than 256 levels; this is refused")
            #expect(error.column == 257)
        }
    }

    /// Columns on a one-line (minified) file are counted once: the last value of a long line has its column.
    @Test func columnsOnALongLine() throws {
        let elements = Array(repeating: "1", count: 50_000).joined(separator: ",")
        let json = try LocatedJSON.parse(Array("[\(elements)]".utf8))
        #expect(json.array?.last?.column == 2 + 49_999 * 2)
    }

    /// Short decimals are read without the C library (their digits as an integer over a power of ten):
    /// each is the Double `Double(text)` gives, bit for bit, on both sides of the 15-digit limit.
    @Test func numbersAreTheDoublesOfTheirText() throws {
        var texts = ["0", "-0", "1", "-1", "0.1", "0.2", "0.3", "1.4", "-0.25", "400", "0.000000000000001", "123456789012345",
                     "1234567890123456", "0.1234567890123456", "9007199254740993", "99999999999999.9", "3.14159265358979",
                     "0.5764705882352941", "1e3", "-2.5E-3", "12345678901234567890"]
        // Values like the ones an exporter writes: channels over 255, and thirds.
        for value in 0..<256 { texts.append("\(Double(value) / 255)") }
        for value in 1..<100 { texts.append("\(Double(value) / 3)") }
        let json = try LocatedJSON.parse(Array("[\(texts.joined(separator: ", "))]".utf8))
        let numbers = try #require(json.array)
        for (text, node) in zip(texts, numbers) {
            let expected = try #require(Double(text))
            #expect(node.number?.bitPattern == expected.bitPattern, "\(text)")
            #expect(node.value == .number(expected, text: text))
        }
    }

    /// A line's columns are counted by bytes until a character outside ASCII has been read on it, and
    /// by characters from then on: either way a value's column is in characters, and the next line
    /// starts over. A byte order mark is the first line's first character.
    @Test func columnsAfterCharactersOutsideASCII() throws {
        let json = try LocatedJSON.parse(Array("{\"é\": [1, \"日本\", 2],\n \"b\": [3, \"x\"], \"ü\": 4}".utf8))
        let members = try #require(json.object)
        #expect(members.list.map { "\($0.keyLine):\($0.keyColumn)" } == ["1:2", "2:2", "2:17"])
        #expect(members["é"]?.array?.map { "\($0.line):\($0.column)" } == ["1:8", "1:11", "1:17"])
        #expect(members["b"]?.array?.map { "\($0.line):\($0.column)" } == ["2:8", "2:11"])
        #expect(members["ü"].map { "\($0.line):\($0.column)" } == "2:22")
        let marked = try LocatedJSON.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
        #expect(marked.object?["a"]?.column == 8)
    }

    /// Errors after characters outside ASCII, on their line and the next, are at character columns too.
    @Test(arguments: [
        ("{\"é\": x}", "1:7: unexpected character 'x' where a value was expected"),
        ("{\"aé\u{1}\": 1}", "1:5: a control character inside a string must be escaped"),
        ("[\"日本\", \"\\q\"]", "1:10: '\\q' is not a JSON escape"),
        ("[\"日\",\n 1, 2,]", "2:7: a trailing comma before ']' is not JSON"),
    ])
    func syntaxErrorsAfterCharactersOutsideASCII(text: String, expected: String) {
        expectSyntaxError(text, expected)
    }

    /// An object larger than `Members.indexedCount` looks its keys up by hashing, which also finds a
    /// repeated key (at the repetition); its members keep their order and values.
    @Test func largeObjectsFindTheirKeysAndRepetitions() throws {
        let members = (0..<40).map { "\"k\($0)\": {\"v\": [\($0), \"s\($0)\"]}" }
        let json = try LocatedJSON.parse(Array("{\(members.joined(separator: ", "))}".utf8))
        let object = try #require(json.object)
        #expect(object.keys == (0..<40).map { "k\($0)" })
        for index in [0, 8, 9, 39] {
            #expect(object["k\(index)"]?.object?["v"]?.array?.map(\.kindName) == ["a number", "a string"])
            #expect(object["k\(index)"]?.object?["v"]?.array?.first?.number == Double(index))
        }
        #expect(object["k40"] == nil)
        let repeated = "{" + (0..<12).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + ", \"k3\": 0}"
        do throws(LocatedJSON.SyntaxError) {
            _ = try LocatedJSON.parse(Array(repeated.utf8))
            Issue.record("parsed")
        } catch {
            #expect(error.message == "the member \"k3\" is written twice in this object")
            #expect(error.column == repeated.utf8.count - 7)
        }
    }

    /// Many nested objects and arrays (more than the parser's first stack holds at once), one of them
    /// broken deep inside: everything before it reads, and the error is where the break is.
    @Test func nestedMembersAreMovedOutWhole() throws {
        let inner = (0..<100).map { "\"m\($0)\": [\($0), {\"a\": \"\($0)\", \"b\": [true, null]}]" }.joined(separator: ", ")
        let outer = (0..<30).map { "\"g\($0)\": {\(inner)}" }.joined(separator: ",\n")
        let json = try LocatedJSON.parse(Array("{\(outer)}".utf8))
        let groups = try #require(json.object)
        #expect(groups.list.count == 30)
        for group in groups.list {
            let members = try #require(group.value.object)
            #expect(members.list.count == 100)
            #expect(members["m57"]?.array?.last?.object?["a"]?.string == "57")
            #expect(members["m99"]?.array?.last?.object?["b"]?.array?.map(\.value) == [.bool(true), .null])
        }
        do throws(LocatedJSON.SyntaxError) {
            _ = try LocatedJSON.parse(Array("{\(outer), \"last\": {\(inner), \"m\": [1, {\"a\": ]}]}}".utf8))
            Issue.record("parsed")
        } catch {
            #expect(error.line == 30)
            #expect(error.message == "unexpected character ']' where a value was expected")
        }
    }

    /// `text` is refused with `expected` ("line:column: message").
    private func expectSyntaxError(_ text: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do throws(LocatedJSON.SyntaxError) {
            _ = try LocatedJSON.parse(Array(text.utf8))
            Issue.record("parsed: \(text)", sourceLocation: sourceLocation)
        } catch {
            #expect("\(error.line):\(error.column): \(error.message)" == expected, sourceLocation: sourceLocation)
        }
    }
}
