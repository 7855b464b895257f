import ScenecCore
import ScenecModel
import ScenecTestSupport
import ScenecXML
import Testing

// Bad input (see BadInputSupport.swift for the rules and helpers).

// MARK: - Baseline

@Suite("Bad input: baseline")
struct BaselineTests {
    @Test("a well-formed, valid scene parses without diagnostics (so the failures below are meaningful)")
    func goodSceneParses() {
        let result = parseBadInput(scene("""
            <defs>
              <linear-gradient id="g"><stop offset="0" color="red"/><stop offset="100%" color="blue"/></linear-gradient>
            </defs>
            <rect id="a" x="1" y="2" width="10" height="10" fill="url(#g)"/>
            <row y="20" width="100" height="20" gap="2"><rect width="*" fill="green"/><rect width="2*"><fill gradient="#g"/></rect></row>
            <column x="50" width="40" height="40"><ellipse height="*" fill="#0f08"/></column>
            <use href="#a" x="30"/>
            """))
        #expect(result.scene != nil, "\(dump(result))")
        #expect(result.diagnostics.isEmpty, "\(dump(result))")
    }
}

// MARK: - XML

@Suite("Bad input: XML")
struct XMLErrorTests {
    @Test("an unclosed tag is not well-formed; the error is on the line where the mismatch is found")
    func unclosedTag() {
        let xml = """
            <scene width="100" height="80">
              <group>
                <rect width="1" height="1"/>
            </scene>
            """
        let result = parseBadInput(xml)
        #expect(result.scene == nil)
        #expect(!result.diagnostics.isEmpty)
        #expect(result.diagnostics.allSatisfy { $0.severity == .error }, "\(dump(result))")
        let first = result.diagnostics.first
        #expect(first?.location.line == 4, "\(dump(result))")
        #expect(first?.location.file == badFile)
        #expect(first?.message.lowercased().contains("group") == true, "the message names the unclosed element: \(dump(result))")
    }

    @Test("a document that ends inside an element is not well-formed")
    func truncatedDocument() {
        let result = parseBadInput("<scene width=\"100\" height=\"80\">\n  <rect width=\"1\"")
        #expect(result.scene == nil)
        #expect(result.diagnostics.hasErrors, "\(dump(result))")
        #expect(result.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
    }

    @Test("an empty file is refused")
    func emptyFile() {
        let result = parseBadInput("")
        #expect(result.scene == nil)
        expectError(result, "empty", line: 1, column: 1)
    }

    @Test("the root element must be <scene>")
    func wrongRoot() {
        let result = parseBadInput("<?xml version=\"1.0\"?>\n<svg width=\"10\" height=\"10\"/>\n")
        expectError(result, "the root element must be <scene>, not <svg>", line: 2, column: 1)
    }

    @Test("a namespace other than urn:scenec:scene:1 is refused")
    func wrongNamespace() {
        let result = parseBadInput(#"<scene xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#)
        expectError(result, "is in namespace \"http://www.w3.org/2000/svg\"", line: 1, column: 1)
    }

    @Test("the scenec namespace, or none, is accepted")
    func rightNamespace() {
        let result = parseBadInput(#"<scene xmlns="urn:scenec:scene:1" width="10" height="10"><rect width="1" height="1"/></scene>"#)
        #expect(result.scene != nil, "\(dump(result))")
        #expect(result.diagnostics.isEmpty, "\(dump(result))")
    }

    @Test("version=\"2\" is refused at the attribute")
    func laterVersion() {
        let xml = scene("", attributes: #"width="10" height="10" version="2""#)
        let result = parseBadInput(xml)
        expectError(result, "format versions 1, 1.1, 1.2 and 1.3", line: 1, column: column(of: "version", line: 1, in: xml))
        expectError(result, "\"2\"")
    }

    @Test("a UTF-8 byte order mark does not shift the columns of line 1")
    func byteOrderMark() {
        let line = #"<scene width="10" height="10" version="2"/>"#
        let result = parseBadInput(bytes: [0xEF, 0xBB, 0xBF] + Array(line.utf8))
        expectError(result, "format versions 1, 1.1, 1.2 and 1.3", line: 1, column: column(of: "version", line: 1, in: line))
    }

    @Test("version=\"1\" is accepted")
    func versionOne() {
        let result = parseBadInput(scene("", attributes: #"width="10" height="10" version="1""#))
        #expect(result.scene != nil, "\(dump(result))")
    }

    @Test("version=\"1.3\" is accepted without a word")
    func versionOnePointThree() {
        let result = parseBadInput(scene("", attributes: #"width="10" height="10" version="1.3""#))
        #expect(result.scene != nil, "\(dump(result))")
        #expect(result.diagnostics.isEmpty, "\(dump(result))")
    }
}
