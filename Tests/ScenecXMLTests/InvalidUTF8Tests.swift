import ScenecCore
import ScenecXML
import Testing

/// Bytes that are not UTF-8 (in a document that declares no other encoding) give no tree and an
/// error on the line where they are.
@Suite("Invalid UTF-8")
struct InvalidUTF8Tests {
    /// (what the bytes are, the bytes, libxml2's first message).
    static let cases: [(String, [UInt8], String)] = [
        ("a byte that never occurs in UTF-8", [0xFF], "Input is not proper UTF-8, indicate encoding !"),
        ("an overlong encoding of /", [0xC0, 0xAF], "Input is not proper UTF-8, indicate encoding !"),
        ("an encoded surrogate", [0xED, 0xA0, 0x80], "Char 0xD800 out of allowed range"),
        ("a NUL byte", [0x00], "Char 0x0 out of allowed range"),
    ]

    @Test(arguments: cases)
    func refusedOnTheirLine(kind: String, bytes: [UInt8], message: String) throws {
        // The bad bytes sit in an attribute value on line 3, column 11.
        let source = Array("<scene>\n\n<rect id=\"".utf8) + bytes + Array("\"/></scene>".utf8)
        let result = read(bytes: source)
        #expect(result.root == nil, "\(kind)")
        let first = try #require(result.diagnostics.first, "\(kind): no diagnostic")
        #expect(first.severity == .error)
        #expect(first.location == at(3, 11), "\(kind): \(first)")
        // libxml2 appends the offending bytes on a second line ("Bytes: 0xFF …").
        #expect(first.message.hasPrefix(message), "\(kind): \(first)")
    }

    /// Diagnostics are one line each (`file:line:column: error: message`); libxml2's encoding error
    /// carries a second line listing the bytes, which the shim keeps in parentheses on the first.
    @Test func encodingErrorsAreOneLine() throws {
        let result = read(bytes: Array("<scene a=\"".utf8) + [0xFF] + Array("\"/>".utf8))
        let first = try #require(result.diagnostics.first)
        #expect(!first.message.contains("\n"), "\(first.message.debugDescription)")
        #expect(first.message.contains("(Bytes: 0xFF"), "\(first.message.debugDescription)")
    }

    @Test func aTruncatedSequenceAtTheEndIsAnError() {
        let result = read(bytes: Array("<scene>text".utf8) + [0xE2, 0x8C])
        #expect(result.root == nil)
        #expect(result.diagnostics.hasErrors, "\(result.dump)")
        #expect(result.diagnostics.first?.location.line == 1)
    }

    @Test func anotherDeclaredEncodingIsConverted() throws {
        // é in ISO-8859-1 is the single byte 0xE9, invalid as UTF-8 on its own.
        let source = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<scene a=\"".utf8) + [0xE9] + Array("\"/>".utf8)
        let result = read(bytes: source)
        #expect(result.diagnostics.isEmpty, "\(result.dump)")
        #expect(try #require(result.root).attribute("a")?.value == "é")
    }

    @Test func anUnknownDeclaredEncodingIsALocatedError() {
        let result = read("<?xml version=\"1.0\" encoding=\"NOPE-1\"?>\n<scene/>")
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.message) == ["Unsupported encoding NOPE-1"], "\(result.dump)")
        #expect(result.diagnostics.first?.location.line == 1)
    }
}
