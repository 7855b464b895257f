import ScenecCore
import ScenecModel
import ScenecTestSupport
import ScenecXML
import Testing

// Scenes that break the contract (shared/scene-format.md, "Errors"): each must be rejected with
// located diagnostics — `file:line:column: error: message` — and never produce a scene. Hostile
// documents (entity bombs, external entities, huge files) must be refused quickly and safely.

// MARK: - Helpers

private let file = "bad.xml"

private func parse(_ xml: String) -> SceneParser.Result {
    SceneParser.parse(source: Array(xml.utf8), file: file)
}

private func parse(bytes: [UInt8]) -> SceneParser.Result {
    SceneParser.parse(source: bytes, file: file)
}

/// A scene document whose body starts on line 2: body line n is file line n + 1.
private func scene(_ body: String, attributes: String = #"width="100" height="80""#) -> String {
    "<scene \(attributes)>\n\(body)\n</scene>\n"
}

/// The 1-based column of the first occurrence of `needle` in line `line` of `text`.
private func column(of needle: String, line: Int, in text: String) -> Int? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count, let range = lines[line - 1].firstRange(of: needle) else { return nil }
    return lines[line - 1].distance(from: lines[line - 1].startIndex, to: range.lowerBound) + 1
}

/// Asserts that the parse failed and that one diagnostic (an error) contains `text` at the given place.
/// Returns that diagnostic.
@discardableResult
private func expectError(_ result: SceneParser.Result, _ text: String, line: Int? = nil, column: Int? = nil,
                         severity: Diagnostic.Severity = .error,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Diagnostic? {
    if severity == .error {
        #expect(result.scene == nil, "a scene with errors must not produce a scene", sourceLocation: sourceLocation)
    }
    guard let found = result.diagnostics.first(where: { $0.message.contains(text) }) else {
        Issue.record("no diagnostic contains \"\(text)\"; got:\n\(result.diagnostics.map(\.description).joined(separator: "\n"))",
                     sourceLocation: sourceLocation)
        return nil
    }
    #expect(found.severity == severity, "\(found)", sourceLocation: sourceLocation)
    #expect(found.location.file == file, "\(found)", sourceLocation: sourceLocation)
    if let line { #expect(found.location.line == line, "\(found)", sourceLocation: sourceLocation) }
    if let column { #expect(found.location.column == column, "\(found)", sourceLocation: sourceLocation) }
    #expect(found.description.hasPrefix("\(file):\(found.location.line):\(found.location.column): \(severity.rawValue): "),
            sourceLocation: sourceLocation)
    return found
}

private func dump(_ result: SceneParser.Result) -> String {
    result.diagnostics.map(\.description).joined(separator: "\n")
}

// MARK: - Baseline

@Suite("Bad input: baseline")
struct BaselineTests {
    @Test("a well-formed, valid scene parses without diagnostics (so the failures below are meaningful)")
    func goodSceneParses() {
        let result = parse(scene("""
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
        let result = parse(xml)
        #expect(result.scene == nil)
        #expect(!result.diagnostics.isEmpty)
        #expect(result.diagnostics.allSatisfy { $0.severity == .error }, "\(dump(result))")
        let first = result.diagnostics.first
        #expect(first?.location.line == 4, "\(dump(result))")
        #expect(first?.location.file == file)
        #expect(first?.message.lowercased().contains("group") == true, "the message names the unclosed element: \(dump(result))")
    }

    @Test("a document that ends inside an element is not well-formed")
    func truncatedDocument() {
        let result = parse("<scene width=\"100\" height=\"80\">\n  <rect width=\"1\"")
        #expect(result.scene == nil)
        #expect(result.diagnostics.hasErrors, "\(dump(result))")
        #expect(result.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
    }

    @Test("an empty file is refused")
    func emptyFile() {
        let result = parse("")
        #expect(result.scene == nil)
        expectError(result, "empty", line: 1, column: 1)
    }

    @Test("the root element must be <scene>")
    func wrongRoot() {
        let result = parse("<?xml version=\"1.0\"?>\n<svg width=\"10\" height=\"10\"/>\n")
        expectError(result, "the root element must be <scene>, not <svg>", line: 2, column: 1)
    }

    @Test("a namespace other than urn:scenec:scene:1 is refused")
    func wrongNamespace() {
        let result = parse(#"<scene xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#)
        expectError(result, "is in namespace \"http://www.w3.org/2000/svg\"", line: 1, column: 1)
    }

    @Test("the scenec namespace, or none, is accepted")
    func rightNamespace() {
        let result = parse(#"<scene xmlns="urn:scenec:scene:1" width="10" height="10"><rect width="1" height="1"/></scene>"#)
        #expect(result.scene != nil, "\(dump(result))")
        #expect(result.diagnostics.isEmpty, "\(dump(result))")
    }

    @Test("version=\"2\" is refused at the attribute")
    func laterVersion() {
        let xml = scene("", attributes: #"width="10" height="10" version="2""#)
        let result = parse(xml)
        expectError(result, "format versions 1 and 1.1", line: 1, column: column(of: "version", line: 1, in: xml))
        expectError(result, "\"2\"")
    }

    @Test("a UTF-8 byte order mark does not shift the columns of line 1")
    func byteOrderMark() {
        let line = #"<scene width="10" height="10" version="2"/>"#
        let result = parse(bytes: [0xEF, 0xBB, 0xBF] + Array(line.utf8))
        expectError(result, "format versions 1 and 1.1", line: 1, column: column(of: "version", line: 1, in: line))
    }

    @Test("version=\"1\" is accepted")
    func versionOne() {
        let result = parse(scene("", attributes: #"width="10" height="10" version="1""#))
        #expect(result.scene != nil, "\(dump(result))")
    }
}

// MARK: - Elements and attributes

@Suite("Bad input: names")
struct NameErrorTests {
    @Test("an unknown element is an error with a did-you-mean hint, at the element")
    func unknownElement() {
        let xml = scene("""
            <rect width="1" height="1"/>
              <rectt width="1" height="1"/>
            """)
        let result = parse(xml)
        let d = expectError(result, "unknown element <rectt>", line: 3, column: 3)
        #expect(d?.message.contains("did you mean <rect>?") == true, "\(dump(result))")
    }

    @Test("an unknown element with nothing close gets no hint")
    func unknownElementNoHint() {
        let result = parse(scene("<zzzzzzzzzz/>"))
        let d = expectError(result, "unknown element <zzzzzzzzzz>", line: 2, column: 1)
        #expect(d?.message.contains("did you mean") == false)
    }

    @Test("two unknown elements on one line each get their own column")
    func twoElementsOnOneLine() {
        let xml = scene("<rectt/><rectt/>")
        let result = parse(xml)
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
        let result = parse(xml)
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
        let result = parse(xml)
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
        let result = parse(scene(body))
        let d = expectError(result, message, line: 2)
        #expect(d != nil, "\(dump(result))")
    }
}

// MARK: - Values

@Suite("Bad input: values")
struct ValueErrorTests {
    @Test("a bad colour is an error at the attribute", arguments: [
        ("#12", "a hex colour has 3, 4, 6 or 8 digits"),
        ("rgb(1,2)", "rgb() takes 3 values, got 2"),
        ("gren", "did you mean \"green\"?"),
        ("rgb(1,2,300)", "out of range 0–255"),
        ("#ggg", "is not a hex digit"),
    ])
    func badColour(value: String, message: String) {
        let xml = scene("  <rect width=\"10\" height=\"10\" fill=\"\(value)\"/>")
        let result = parse(xml)
        let d = expectError(result, message, line: 2, column: column(of: "fill", line: 2, in: xml))
        #expect(d?.message.hasPrefix("fill: ") == true, "\(dump(result))")
        #expect(d?.message.contains(value) == true, "the message quotes the value: \(dump(result))")
        #expect(result.diagnostics.count == 1, "\(dump(result))")
    }

    @Test("a bad colour in <fill color> and <stop color> is located too")
    func badColourInChildren() {
        let xml = scene("""
            <defs><linear-gradient id="g"><stop offset="0" color="bleu"/></linear-gradient></defs>
            <rect width="10" height="10"><fill color="#12345"/></rect>
            """)
        let result = parse(xml)
        expectError(result, "unknown colour \"bleu\"", line: 2, column: column(of: "color", line: 2, in: xml))
        expectError(result, "#12345", line: 3, column: column(of: "color", line: 3, in: xml))
    }

    @Test("a shape without a height is an error at the element")
    func missingHeight() {
        let result = parse(scene("    <rect width=\"10\"/>"))
        expectError(result, "<rect> needs a height", line: 2, column: 5)
        #expect(result.diagnostics.count == 1, "\(dump(result))")
    }

    @Test("an ellipse without any size reports both")
    func missingBoth() {
        let result = parse(scene("<ellipse/>"))
        expectError(result, "<ellipse> needs a width", line: 2, column: 1)
        expectError(result, "<ellipse> needs a height", line: 2, column: 1)
    }

    @Test("a negative size is an error at the attribute", arguments: ["width", "height"])
    func negativeSize(attribute: String) {
        let other = attribute == "width" ? "height" : "width"
        let xml = scene("  <rect \(other)=\"5\" \(attribute)=\"-5\"/>")
        let result = parse(xml)
        expectError(result, "\(attribute): a size cannot be negative", line: 2, column: column(of: "\(attribute)=\"-5", line: 2, in: xml))
    }

    @Test("a negative circle radius is an error")
    func negativeRadius() {
        let xml = scene("  <circle r=\"-3\"/>")
        expectError(parse(xml), "r: a radius cannot be negative", line: 2, column: column(of: "r=", line: 2, in: xml))
    }

    @Test("a huge coordinate is a located error", arguments: ["width", "height", "x", "y"])
    func hugeCoordinate(attribute: String) {
        let attributes = ["x": "0", "y": "0", "width": "10", "height": "10"].map { key, value in
            "\(key)=\"\(key == attribute ? "1e9" : value)\""
        }.sorted().joined(separator: " ")
        let xml = scene("  <rect \(attributes)/>")
        let result = parse(xml)
        let d = expectError(result, "too large", line: 2, column: column(of: "\(attribute)=\"1e9", line: 2, in: xml))
        #expect(d?.message.hasPrefix("\(attribute): ") == true, "\(dump(result))")
    }

    @Test("a huge scene size is a located error")
    func hugeSceneSize() {
        let xml = scene("", attributes: #"width="1e9" height="10""#)
        let result = parse(xml)
        expectError(result, "too large", line: 1, column: column(of: "width", line: 1, in: xml))
    }

    @Test("an overflowing number (1e999) is an error, not infinity")
    func overflowingNumber() {
        let xml = scene("  <rect width=\"1e999\" height=\"10\"/>")
        expectError(parse(xml), "width: ", line: 2, column: 9)
    }

    @Test("a scene without a size is refused at the root")
    func sceneWithoutSize() {
        let result = parse("<scene width=\"10\"/>")
        expectError(result, "<scene> needs a height", line: 1, column: 1)
    }

    @Test("a stop offset out of range is an error at the attribute", arguments: ["1.5", "-0.1", "150%"])
    func stopOffsetOutOfRange(offset: String) {
        let xml = scene("""
            <defs>
              <linear-gradient id="g"><stop offset="\(offset)" color="red"/></linear-gradient>
            </defs>
            """)
        let result = parse(xml)
        expectError(result, "offset: a stop offset is 0–1 or 0%–100%", line: 3, column: column(of: "offset", line: 3, in: xml))
    }

    @Test("opacity outside 0–1 is an error")
    func opacityOutOfRange() {
        let xml = scene("  <rect width=\"1\" height=\"1\" opacity=\"1.5\"/>")
        expectError(parse(xml), "opacity: 1.5 is out of range", line: 2, column: column(of: "opacity", line: 2, in: xml))
    }
}

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
        let result = parse(xml)
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
        let result = parse(xml)
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
        let result = parse(xml)
        expectError(result, "duplicate id 'a' (first used at line 2)", line: 3,
                    column: column(of: "id=\"a\"", line: 3, in: xml))
    }

    @Test("fill=\"url(#nope)\" names a gradient that does not exist")
    func danglingURL() {
        let xml = scene("""
            <defs><linear-gradient id="nop"><stop offset="0" color="red"/></linear-gradient></defs>
              <rect width="1" height="1" fill="url(#nope)"/>
            """)
        let result = parse(xml)
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
        let result = parse(xml)
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
        let result = parse(xml)
        expectError(result, "relative-to: no node with id 'missing'", line: 3, column: column(of: "relative-to", line: 3, in: xml))
    }

    @Test("use href=\"#missing\" names a node that does not exist")
    func danglingUse() {
        let xml = scene("""
            <rect id="present" width="1" height="1"/>
              <use href="#missing" x="3"/>
            """)
        let result = parse(xml)
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
        let result = parse(xml)
        let line = xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<use") }.map { $0 + 1 }
        expectError(result, "would draw itself", line: line)
    }

    @Test("two uses that draw each other are refused")
    func mutualUse() {
        let xml = scene("""
            <group id="a"><use href="#b"/></group>
            <group id="b"><use href="#a"/></group>
            """)
        let result = parse(xml)
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
        let elapsed = clock.measure { result = parse(xml) }
        #expect(elapsed < .seconds(1), "checking \(levels) levels of uses took \(elapsed)")
        #expect(result?.diagnostics.allSatisfy { $0.location.line >= 1 } == true)
    }

    @Test("a use of a sibling is fine")
    func useOfSibling() {
        let result = parse(scene("""
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
        let result = parse(xml)
        let d = expectError(result, "\(attribute): a \(stack) computes the \(attribute) of its children", line: 3,
                            column: column(of: "\(attribute)=", line: 3, in: xml))
        #expect(d?.message.contains("<group>") == true)
    }

    @Test("the cross-axis position inside a stack is allowed", arguments: [("row", "y"), ("column", "x")])
    func crossAxisPosition(stack: String, attribute: String) {
        let result = parse(scene("<\(stack) width=\"100\" height=\"100\"><rect width=\"10\" height=\"10\" \(attribute)=\"5\"/></\(stack)>"))
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
        let result = parse(xml)
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
        let result = parse(xml)
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
            result = parse(Self.billionLaughs)
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
        let result = parse(xml)
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
        let result = parse(xml)
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
        let result = parse(xml)
        expectError(result, "entity declarations are not allowed", line: 2)
        #expect(!dump(result).contains("root:"), "\(dump(result))")
    }

    @Test("an external DTD is not loaded")
    func externalDTDNotLoaded() {
        let xml = """
            <!DOCTYPE scene SYSTEM "file:///etc/passwd">
            <scene width="10" height="10"/>
            """
        let result = parse(xml)
        #expect(!dump(result).contains("root:"), "\(dump(result))")
        #expect(result.scene != nil, "an external subset is ignored, not fetched: \(dump(result))")
    }

    @Test("a reference to an undeclared entity is an error")
    func undeclaredEntity() {
        let result = parse(scene("  <rect width=\"1\" height=\"1\"/>&nope;"))
        #expect(result.scene == nil, "\(dump(result))")
        #expect(result.diagnostics.hasErrors)
        #expect(result.diagnostics.contains { $0.location.line == 2 }, "\(dump(result))")
    }

    @Test("a DOCTYPE without entities is accepted")
    func doctypeWithoutEntities() {
        let plain = parse("<?xml version=\"1.0\"?>\n<!DOCTYPE scene>\n<scene width=\"10\" height=\"10\"><rect width=\"1\" height=\"1\"/></scene>\n")
        #expect(plain.scene != nil, "\(dump(plain))")
        #expect(plain.diagnostics.isEmpty, "\(dump(plain))")
        let withSubset = parse("<!DOCTYPE scene [\n  <!ELEMENT scene ANY>\n]>\n<scene width=\"10\" height=\"10\"/>\n")
        #expect(withSubset.scene != nil, "\(dump(withSubset))")
    }

    @Test("the predefined entities and character references still work")
    func predefinedEntities() {
        let result = parse(#"<scene width="10" height="10"><rect id="a&amp;b&#x41;" width="1" height="1"/></scene>"#)
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
        let elapsed = clock.measure { result = parse(bytes: bytes) }
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
        let result = parse(bytes: bytes)
        #expect(result.scene != nil, "\(dump(result))")
    }

    @Test("deeply nested elements are refused at the 257th level with one located error")
    func deepNesting() throws {
        let depth = 5000
        let xml = "<scene width=\"10\" height=\"10\">" + String(repeating: "<group>", count: depth)
            + String(repeating: "</group>", count: depth) + "</scene>"
        let result = parse(xml)
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
        let result = parse(xml)
        #expect(result.scene != nil, "\(dump(result))")
    }

    @Test("invalid UTF-8 is refused with a located error")
    func invalidUTF8() {
        var bytes = Array("<scene width=\"10\" height=\"10\">\n<rect id=\"".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\" width=\"1\" height=\"1\"/></scene>".utf8)
        let result = parse(bytes: bytes)
        #expect(result.scene == nil)
        #expect(result.diagnostics.hasErrors)
        #expect(result.diagnostics.first?.location.line == 2, "\(dump(result))")
    }
}

@Suite("Bad input: shape rules")
struct ShapeRuleTests {
    private func diagnostics(_ xml: String) -> [Diagnostic] {
        SceneParser.parse(source: Array(xml.utf8), file: "rules.xml").diagnostics
    }

    @Test func aPointInARowCannotHaveAnX() {
        let found = diagnostics(#"<scene width="10" height="10"><row width="10" height="10"><point x="3"/></row></scene>"#)
        #expect(found.contains { $0.severity == .error && $0.message.contains("a row computes the x") })
    }

    @Test func negativePercentageSizesAreRefused() {
        let found = diagnostics(#"<scene width="10" height="10"><rect width="-10%" height="5" fill="red"/></scene>"#)
        #expect(found.contains { $0.severity == .error && $0.message == "width: a size cannot be negative" })
    }

    @Test(arguments: ["line", "use"])
    func fillLayersOnStrokeOnlyOrCopiedNodesAreRefused(element: String) {
        let attributes = element == "use" ? "href='#r'" : "x2='5'"
        let found = diagnostics("<scene width='10' height='10'><rect id='r' width='1' height='1'/><\(element) \(attributes)>"
            + "<fill color='red'/></\(element)></scene>")
        #expect(found.contains { $0.severity == .error && $0.message == "<\(element)> takes no fill layers" })
    }

    @Test func crispOnACircleIsAWarning() {
        let found = diagnostics(#"<scene width="10" height="10"><circle r="3" stroke="black" crisp="true"/></scene>"#)
        #expect(found.contains { $0.severity == .warning && $0.message.hasPrefix("crisp: only rectangular outlines") })
        #expect(!found.hasErrors)
    }

    @Test func sceneSizeAcceptsPointsButNotPercentages() {
        #expect(!diagnostics(#"<scene width="480pt" height="320"/>"#).hasErrors)
        #expect(diagnostics(#"<scene width="50%" height="320"/>"#).contains { $0.message.contains("is in points, not a percentage") })
    }
}
