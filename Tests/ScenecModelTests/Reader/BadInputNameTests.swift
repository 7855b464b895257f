import ScenecCore
import ScenecModel
import ScenecTestSupport
import ScenecXML
import Testing

// Bad input (see BadInputSupport.swift for the rules and helpers).

// MARK: - Elements and attributes

@Suite("Bad input: names")
struct NameErrorTests {
    @Test("an unknown element is an error with a did-you-mean hint, at the element")
    func unknownElement() {
        let xml = scene("""
            <rect width="1" height="1"/>
              <rectt width="1" height="1"/>
            """)
        let result = parseBadInput(xml)
        let d = expectError(result, "unknown element <rectt>", line: 3, column: 3)
        #expect(d?.message.contains("did you mean <rect>?") == true, "\(dump(result))")
    }

    @Test("an unknown element with nothing close gets no hint")
    func unknownElementNoHint() {
        let result = parseBadInput(scene("<zzzzzzzzzz/>"))
        let d = expectError(result, "unknown element <zzzzzzzzzz>", line: 2, column: 1)
        #expect(d?.message.contains("did you mean") == false)
    }

    @Test("two unknown elements on one line each get their own column")
    func twoElementsOnOneLine() {
        let xml = scene("<rectt/><rectt/>")
        let result = parseBadInput(xml)
        let columns = result.diagnostics.filter { $0.message.contains("<rectt>") }.map(\.location.column)
        #expect(columns == [1, 9], "\(dump(result))")
    }

    @Test("an unknown attribute is an error with a hint, and its column points at the attribute")
    func unknownAttribute() {
        let xml = """
            <scene width="100" height="80">

              <rect x="1" widht="3" height="2"/>
            </scene>
            """
        let result = parseBadInput(xml)
        let expectedColumn = column(of: "widht", line: 3, in: xml)
        #expect(expectedColumn == 15)
        let d = expectError(result, "unknown attribute 'widht' on <rect>", line: 3, column: expectedColumn)
        #expect(d?.message.contains("(did you mean 'width'?)") == true, "\(dump(result))")
    }

    @Test("an attribute on a continuation line of a multi-line start tag is located on its own line")
    func attributeOnLaterLine() {
        let xml = """
            <scene width="100" height="80">
              <rect x="1"
                    widht="3"
                    height="2"/>
            </scene>
            """
        let result = parseBadInput(xml)
        expectError(result, "unknown attribute 'widht'", line: 3, column: column(of: "widht", line: 3, in: xml))
        // The element-level error (the missing width) is at the start tag.
        expectError(result, "<rect> needs a width", line: 2, column: 3)
    }

    @Test("an element in the wrong place names its real parent and says where it goes", arguments: [
        ("<linear-gradient id=\"g\"><stop offset=\"0\" color=\"red\"/></linear-gradient>", "<linear-gradient> is not allowed inside <scene>; gradients go in <defs>"),
        ("<drop-shadow/>", "<drop-shadow> is not allowed inside <scene>; effects go inside the shape that casts them"),
        ("<group><stop offset=\"0\" color=\"red\"/></group>", "<stop> is not allowed inside <group>; <stop> goes inside a gradient"),
        ("<row><defs/></row>", "<defs> is not allowed inside <row>; <defs> goes directly inside <scene>"),
    ])
    func misplacedElement(body: String, message: String) {
        let result = parseBadInput(scene(body))
        let d = expectError(result, message, line: 2)
        #expect(d != nil, "\(dump(result))")
    }
}
