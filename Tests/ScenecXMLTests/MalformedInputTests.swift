import ScenecCore
import ScenecXML
import Testing

/// Documents that are not well formed give no tree and errors located where libxml2 notices the
/// problem (its column: where it stopped reading, 1-based).
@Suite("Malformed XML")
struct MalformedInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        /// The first diagnostic's message, in full.
        var message: String
        var line: Int
        var column: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "whitespace only", source: "  \n  ", message: "Start tag expected, '<' not found", line: 2, column: 3),
        Case(name: "text before the root", source: "hello<scene/>", message: "Start tag expected, '<' not found", line: 1, column: 1),
        Case(name: "mismatched end tag", source: "<scene>\n  <group>\n</scene>",
             message: "Opening and ending tag mismatch: group line 2 and scene", line: 3, column: 9),
        Case(name: "two roots", source: "<scene/>\n<scene/>", message: "Extra content at the end of the document", line: 2, column: 1),
        Case(name: "a repeated attribute", source: "<scene>\n  <rect x=\"1\" x=\"2\"/>\n</scene>",
             message: "Attribute x redefined", line: 2, column: 20),
        Case(name: "< in an attribute value", source: "<scene a=\"<\"/>", message: "Unescaped '<' not allowed in attributes values",
             line: 1, column: 11),
        Case(name: "an unclosed quote", source: "<scene a=\"1>\n</scene>", message: "Unescaped '<' not allowed in attributes values",
             line: 2, column: 1),
        Case(name: "a truncated document", source: "<scene>\n  <rect", message: "Couldn't find end of Start Tag rect line 2",
             line: 2, column: 8),
    ]

    @Test(arguments: cases)
    func refusedWithALocatedError(_ input: Case) throws {
        let result = read(input.source)
        #expect(result.root == nil)
        let first = try #require(result.diagnostics.first, "no diagnostic")
        #expect(first.message == input.message, "\(result.dump)")
        #expect(first.location == at(input.line, input.column), "\(result.dump)")
        #expect(result.diagnostics.allSatisfy { $0.severity == .error && $0.location.file == testFile }, "\(result.dump)")
        #expect(first.description == "\(testFile):\(input.line):\(input.column): error: \(input.message)")
    }
}
