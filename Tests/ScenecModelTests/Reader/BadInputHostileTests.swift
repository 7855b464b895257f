import ScenecCore
import ScenecModel
import ScenecTestSupport
import ScenecXML
import Testing

// Bad input (see BadInputSupport.swift for the rules and helpers).

// MARK: - Hostile documents

@Suite("Bad input: hostile documents")
struct HostileInputTests {
    /// The classic billion-laughs document, with the reference in an attribute and in the content.
    static let billionLaughs = HostileDocuments.billionLaughs { "<scene width=\"10\" height=\"10\"><rect width=\"\($0)\" height=\"1\"/>\($0)</scene>" }

    @Test("a billion-laughs document is refused, within a second")
    func billionLaughsRefused() {
        let clock = ContinuousClock()
        var result: SceneParser.Result?
        let elapsed = clock.measure {
            result = parseBadInput(Self.billionLaughs)
        }
        #expect(elapsed < .seconds(1), "parsing an entity bomb took \(elapsed)")
        guard let result else { return }
        #expect(result.scene == nil)
        let d = expectError(result, "entity declarations are not allowed", line: 3)
        #expect(d != nil)
        // The refusal is the whole answer: no cascade of messages about the references.
        #expect(result.diagnostics.count == 1, "\(dump(result))")
    }

    @Test("an external entity is refused and the file it names is never read into a diagnostic")
    func externalEntityRefused() {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE scene [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <scene width="10" height="10">&xxe;</scene>
            """
        let result = parseBadInput(xml)
        expectError(result, "entity declarations are not allowed", line: 2)
        for diagnostic in result.diagnostics {
            #expect(!diagnostic.message.contains("root:"), "\(diagnostic)")
            #expect(!diagnostic.description.contains("/bin/"), "\(diagnostic)")
        }
    }

    @Test("an external entity used inside an attribute value is refused too")
    func externalEntityInAttribute() {
        let xml = """
            <!DOCTYPE scene [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <scene width="10" height="10"><rect width="1" height="1" fill="&xxe;"/></scene>
            """
        let result = parseBadInput(xml)
        expectError(result, "entity declarations are not allowed", line: 1)
        #expect(!dump(result).contains("root:"), "\(dump(result))")
    }

    @Test("a parameter entity is refused", arguments: [
        """
        <!DOCTYPE scene [
          <!ENTITY % pe "<!ENTITY inner 'x'>">
          %pe;
        ]>
        <scene width="10" height="10"/>
        """,
        """
        <!DOCTYPE scene [
          <!ENTITY % ext SYSTEM "file:///etc/passwd">
          %ext;
        ]>
        <scene width="10" height="10"/>
        """,
    ])
    func parameterEntityRefused(xml: String) {
        let result = parseBadInput(xml)
        expectError(result, "entity declarations are not allowed", line: 2)
        #expect(!dump(result).contains("root:"), "\(dump(result))")
    }

    @Test("an external DTD is not loaded")
    func externalDTDNotLoaded() {
        let xml = """
            <!DOCTYPE scene SYSTEM "file:///etc/passwd">
            <scene width="10" height="10"/>
            """
        let result = parseBadInput(xml)
        #expect(!dump(result).contains("root:"), "\(dump(result))")
        #expect(result.scene != nil, "an external subset is ignored, not fetched: \(dump(result))")
    }

    @Test("a reference to an undeclared entity is an error")
    func undeclaredEntity() {
        let result = parseBadInput(scene("  <rect width=\"1\" height=\"1\"/>&nope;"))
        #expect(result.scene == nil, "\(dump(result))")
        #expect(result.diagnostics.hasErrors)
        #expect(result.diagnostics.contains { $0.location.line == 2 }, "\(dump(result))")
    }

    @Test("a DOCTYPE without entities is accepted")
    func doctypeWithoutEntities() {
        let plain = parseBadInput("<?xml version=\"1.0\"?>\n<!DOCTYPE scene>\n<scene width=\"10\" height=\"10\"><rect width=\"1\" height=\"1\"/></scene>\n")
        #expect(plain.scene != nil, "\(dump(plain))")
        #expect(plain.diagnostics.isEmpty, "\(dump(plain))")
        let withSubset = parseBadInput("<!DOCTYPE scene [\n  <!ELEMENT scene ANY>\n]>\n<scene width=\"10\" height=\"10\"/>\n")
        #expect(withSubset.scene != nil, "\(dump(withSubset))")
    }

    @Test("the predefined entities and character references still work")
    func predefinedEntities() {
        let result = parseBadInput(#"<scene width="10" height="10"><rect id="a&amp;b&#x41;" width="1" height="1"/></scene>"#)
        #expect(result.scene != nil, "\(dump(result))")
    }

    @Test("an input over the size limit is refused before parsing")
    func hugeInput() {
        let head = Array(#"<scene width="10" height="10">"#.utf8)
        let tail = Array("</scene>".utf8)
        var bytes = head
        bytes += [UInt8](repeating: UInt8(ascii: " "), count: Limits.documentBytes - head.count - tail.count + 1)
        bytes += tail
        #expect(bytes.count == Limits.documentBytes + 1)
        let clock = ContinuousClock()
        var result: SceneParser.Result?
        let elapsed = clock.measure { result = parseBadInput(bytes: bytes) }
        #expect(elapsed < .seconds(1), "refusing a huge input took \(elapsed)")
        guard let result else { return }
        expectError(result, "larger than 16 MiB", line: 1, column: 1)
        #expect(result.diagnostics.count == 1, "\(dump(result))")
    }

    @Test("an input exactly at the size limit is parsed")
    func inputAtLimit() {
        // Padded with comment lines, which the reader skips (libxml2 refuses a single text node or
        // comment over 10 MB, and whitespace text would be kept and trimmed).
        let head = Array("<scene width=\"10\" height=\"10\">\n".utf8)
        let tail = Array("</scene>\n".utf8)
        var bytes = head
        let budget = Limits.documentBytes - head.count - tail.count
        while bytes.count - head.count < budget {
            let room = budget - (bytes.count - head.count)
            let fill = min(64 * 1024, room - 8)
            if fill < 0 {
                bytes += [UInt8](repeating: UInt8(ascii: "\n"), count: room)
                break
            }
            bytes += Array("<!--".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: fill) + Array("-->\n".utf8)
        }
        bytes += tail
        #expect(bytes.count == Limits.documentBytes)
        let result = parseBadInput(bytes: bytes)
        #expect(result.scene != nil, "\(dump(result))")
    }

    @Test("deeply nested elements are refused at the 257th level with one located error")
    func deepNesting() throws {
        let depth = 5000
        let xml = "<scene width=\"10\" height=\"10\">" + String(repeating: "<group>", count: depth)
            + String(repeating: "</group>", count: depth) + "</scene>"
        let result = parseBadInput(xml)
        #expect(result.scene == nil)
        let first = try #require(result.diagnostics.first, "\(dump(result))")
        #expect(first.severity == .error)
        #expect(first.message == "elements are nested more than 256 deep; this is refused", "\(dump(result))")
        // libxml2 counts <scene> as the first level: the 256th <group> (column 31 + 255 × 7) is too deep.
        #expect(first.location.line == 1)
        #expect(first.location.column == 31 + 255 * 7 + 7, "\(dump(result))")
    }

    @Test("moderately deep nesting (200 groups) is accepted")
    func moderateNesting() {
        let depth = 200
        let xml = "<scene width=\"10\" height=\"10\">" + String(repeating: "<group>", count: depth)
            + String(repeating: "</group>", count: depth) + "</scene>"
        let result = parseBadInput(xml)
        #expect(result.scene != nil, "\(dump(result))")
    }

    @Test("invalid UTF-8 is refused with a located error")
    func invalidUTF8() {
        var bytes = Array("<scene width=\"10\" height=\"10\">\n<rect id=\"".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\" width=\"1\" height=\"1\"/></scene>".utf8)
        let result = parseBadInput(bytes: bytes)
        #expect(result.scene == nil)
        #expect(result.diagnostics.hasErrors)
        #expect(result.diagnostics.first?.location.line == 2, "\(dump(result))")
    }
}
