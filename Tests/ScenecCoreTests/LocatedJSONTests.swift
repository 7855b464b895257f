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
        do throws(LocatedJSON.SyntaxError) {
            _ = try LocatedJSON.parse(Array(text.utf8))
            Issue.record("parsed: \(text)")
        } catch {
            #expect("\(error.line):\(error.column): \(error.message)" == expected)
        }
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
}
