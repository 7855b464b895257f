import ScenecCore
import ScenecModel
import ScenecTestSupport
import ScenecXML
import Testing

// Bad input (see BadInputSupport.swift for the rules and helpers).

// MARK: - Ids and references

@Suite("Bad input: references")
struct ReferenceErrorTests {
    @Test("a duplicate id points at the second occurrence and names the first line")
    func duplicateID() {
        let xml = scene("""
            <rect id="a" width="1" height="1"/>
            <rect id="b" width="1" height="1"/>
              <ellipse id="a" width="1" height="1"/>
            """)
        let result = parseBadInput(xml)
        let d = expectError(result, "duplicate id 'a'", line: 4, column: column(of: "id", line: 4, in: xml))
        #expect(d?.message.contains("line 2") == true, "the message names the first occurrence: \(dump(result))")
        #expect(result.diagnostics.count == 1, "only the repetition is reported: \(dump(result))")
    }

    @Test("a gradient and a node may not share an id")
    func duplicateIDAcrossGradientAndNode() {
        let xml = scene("""
            <defs><linear-gradient id="x"><stop offset="0" color="red"/></linear-gradient></defs>
            <rect id="x" width="1" height="1"/>
            """)
        let result = parseBadInput(xml)
        expectError(result, "duplicate id 'x' (first used at line 2)", line: 3)
    }

    @Test("an inline gradient's id takes part in the uniqueness check", arguments: [
        // A node first, then an inline gradient with the same id.
        """
        <rect id="a" width="1" height="1"/>
        <rect width="1" height="1"><linear-gradient id="a"><stop offset="0" color="red"/></linear-gradient></rect>
        """,
        // Two inline gradients with the same id.
        """
        <rect width="1" height="1"><linear-gradient id="a"><stop offset="0" color="red"/></linear-gradient></rect>
        <rect width="1" height="1"><radial-gradient id="a"><stop offset="0" color="red"/></radial-gradient></rect>
        """,
    ])
    func duplicateIDOnInlineGradient(body: String) {
        let xml = scene(body)
        let result = parseBadInput(xml)
        expectError(result, "duplicate id 'a' (first used at line 2)", line: 3,
                    column: column(of: "id=\"a\"", line: 3, in: xml))
    }

    @Test("fill=\"url(#nope)\" names a gradient that does not exist")
    func danglingURL() {
        let xml = scene("""
            <defs><linear-gradient id="nop"><stop offset="0" color="red"/></linear-gradient></defs>
              <rect width="1" height="1" fill="url(#nope)"/>
            """)
        let result = parseBadInput(xml)
        let d = expectError(result, "fill: no gradient with id 'nope'", line: 3, column: column(of: "fill", line: 3, in: xml))
        #expect(d?.message.contains("did you mean 'nop'?") == true, "\(dump(result))")
    }

    @Test("<fill gradient=\"#nope\"/> names a gradient that does not exist")
    func danglingFillGradient() {
        let xml = scene("""
            <rect width="1" height="1">
                <fill gradient="#nope"/>
            </rect>
            """)
        let result = parseBadInput(xml)
        expectError(result, "gradient: no gradient with id 'nope'", line: 3, column: column(of: "gradient", line: 3, in: xml))
    }

    @Test("relative-to=\"#missing\" names a node that does not exist")
    func danglingReferenceBox() {
        let xml = scene("""
            <defs>
              <linear-gradient id="g" relative-to="#missing"><stop offset="0" color="red"/></linear-gradient>
            </defs>
            <rect width="1" height="1" fill="url(#g)"/>
            """)
        let result = parseBadInput(xml)
        expectError(result, "relative-to: no node with id 'missing'", line: 3, column: column(of: "relative-to", line: 3, in: xml))
    }

    @Test("use href=\"#missing\" names a node that does not exist")
    func danglingUse() {
        let xml = scene("""
            <rect id="present" width="1" height="1"/>
              <use href="#missing" x="3"/>
            """)
        let result = parseBadInput(xml)
        expectError(result, "href: no node with id 'missing'", line: 3, column: column(of: "href", line: 3, in: xml))
    }

    @Test("a use that draws its own ancestor is refused", arguments: [
        // Directly inside the node it draws.
        """
        <group id="g" width="10" height="10">
          <use href="#g"/>
        </group>
        """,
        // Deeper inside it.
        """
        <group id="g" width="10" height="10">
          <group><row height="5"><use href="#g"/></row></group>
        </group>
        """,
    ])
    func useDrawsAncestor(body: String) {
        let xml = scene(body)
        let result = parseBadInput(xml)
        let line = xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<use") }.map { $0 + 1 }
        expectError(result, "would draw itself", line: line)
    }

    @Test("two uses that draw each other are refused")
    func mutualUse() {
        let xml = scene("""
            <group id="a"><use href="#b"/></group>
            <group id="b"><use href="#a"/></group>
            """)
        let result = parseBadInput(xml)
        #expect(result.scene == nil, "\(dump(result))")
        #expect(result.diagnostics.contains { $0.message.contains("would draw itself") }, "\(dump(result))")
    }

    @Test("a use-amplification bomb (each level uses the previous one twice) is checked in under a second")
    func useBombParsesQuickly() {
        // 17 levels: 2^17 copies of one rect. The reference check must not walk every copy.
        let levels = 17
        var lines = ["<defs>", #"<rect id="g0" width="1" height="1" fill="red"/>"#]
        for level in 1...levels {
            lines.append(##"<group id="g\##(level)"><use href="#g\##(level - 1)"/><use href="#g\##(level - 1)"/></group>"##)
        }
        lines.append("</defs>")
        lines.append(##"<use href="#g\##(levels)"/>"##)
        let xml = scene(lines.joined(separator: "\n"))
        let clock = ContinuousClock()
        var result: SceneParser.Result?
        let elapsed = clock.measure { result = parseBadInput(xml) }
        #expect(elapsed < .seconds(1), "checking \(levels) levels of uses took \(elapsed)")
        #expect(result?.diagnostics.allSatisfy { $0.location.line >= 1 } == true)
    }

    @Test("a use of a sibling is fine")
    func useOfSibling() {
        let result = parseBadInput(scene("""
            <group id="a" width="10" height="10"><rect width="1" height="1"/></group>
            <group><use href="#a" x="20"/></group>
            """))
        #expect(result.scene != nil, "\(dump(result))")
    }
}

// MARK: - Stacks

@Suite("Bad input: rows and columns")
struct StackErrorTests {
    @Test("an explicit main-axis position inside a stack is an error at the attribute", arguments: [
        ("row", "x"), ("column", "y"),
    ])
    func explicitPosition(stack: String, attribute: String) {
        let xml = scene("""
            <\(stack) width="100" height="100">
              <rect width="10" height="10" \(attribute)="5"/>
            </\(stack)>
            """)
        let result = parseBadInput(xml)
        let d = expectError(result, "\(attribute): a \(stack) computes the \(attribute) of its children", line: 3,
                            column: column(of: "\(attribute)=", line: 3, in: xml))
        #expect(d?.message.contains("<group>") == true)
    }

    @Test("the cross-axis position inside a stack is allowed", arguments: [("row", "y"), ("column", "x")])
    func crossAxisPosition(stack: String, attribute: String) {
        let result = parseBadInput(scene("<\(stack) width=\"100\" height=\"100\"><rect width=\"10\" height=\"10\" \(attribute)=\"5\"/></\(stack)>"))
        #expect(result.scene != nil, "\(dump(result))")
    }

    @Test("a weight outside a row's width or a column's height is an error", arguments: [
        #"<rect width="*" height="10"/>"#,
        #"<group width="2*"/>"#,
        #"<row width="100" height="10"><rect width="10" height="*"/></row>"#,
        #"<column width="100" height="10"><rect width="*" height="1"/></column>"#,
    ])
    func weightOutsideStack(element: String) {
        let xml = scene("  " + element)
        let result = parseBadInput(xml)
        let d = expectError(result, "is only allowed for the width of a row's child or the height of a column's child", line: 2)
        // The column is that of the attribute holding the weight.
        if let d {
            let lineText = xml.split(separator: "\n")[1]
            let attributeStart = lineText.index(lineText.startIndex, offsetBy: d.location.column - 1)
            #expect(lineText[attributeStart...].hasPrefix("width=\"") || lineText[attributeStart...].hasPrefix("height=\""),
                    "\(d)")
            #expect(lineText[attributeStart...].prefix { $0 != " " && $0 != "/" }.contains("*"), "\(d)")
        }
    }
}

// MARK: - Several errors

@Suite("Bad input: several errors")
struct SeveralErrorsTests {
    @Test("every problem in a file is reported together, sorted by line and column")
    func allErrorsSorted() {
        let xml = """
            <scene width="100" height="80">
              <circle r="-1"/>
              <rect width="10" height="10" fill="gren"/>
              <rectt/>
              <rect widht="3" height="2"/>
              <use href="#missing"/>
              <rect id="a" width="1" height="1"/><rect id="a" width="1" height="1"/>
            </scene>
            """
        let result = parseBadInput(xml)
        #expect(result.scene == nil)
        let lines = result.diagnostics.map(\.location.line)
        #expect(lines == [2, 3, 4, 5, 5, 6, 7], "\(dump(result))")
        let places = result.diagnostics.map { [$0.location.line, $0.location.column] }
        #expect(places == places.sorted { $0.lexicographicallyPrecedes($1) }, "\(dump(result))")
        #expect(result.diagnostics.allSatisfy { $0.severity == .error })
        // The last: the duplicate id belongs to the second element on line 7, whose `id` is at column 44.
        #expect(result.diagnostics.last?.location.column == 44, "\(dump(result))")
        #expect(result.diagnostics.last?.message.contains("duplicate id 'a'") == true)
    }
}
