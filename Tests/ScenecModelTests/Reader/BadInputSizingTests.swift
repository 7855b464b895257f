import ScenecCore
import ScenecModel
import ScenecTestSupport
import Testing

// Bad input for the sizing attributes of format 1.2, "Layout from content" (see BadInputSupport.swift
// for the helpers): each error is located at `bad.xml:line:column`, at the child or attribute that
// asks for what cannot be given, with a message that names the axis and what to write instead.

@Suite("Bad input: sizing from content")
struct SizingErrorTests {
    @Test("a percentage or a weight on an axis the parent hugs is an error at the child's attribute", arguments: [
        (#"<row width="hug" height="40">"#, #"<rect width="50%" height="10"/>"#, "</row>", "width",
         "width: the parent hugs its width (width=\"hug\"), so a percentage of it has nothing to divide; give <rect> a width in points"),
        (#"<row width="hug" height="40">"#, #"<rect width="2*" height="10"/>"#, "</row>", "width",
         "width: the parent hugs its width (width=\"hug\"), so a weight of it has nothing to divide; give <rect> a width in points"),
        (#"<column width="40" height="hug">"#, #"<rect height="*" width="10"/>"#, "</column>", "height",
         "height: the parent hugs its height (height=\"hug\"), so a weight of it has nothing to divide; give <rect> a height in points"),
        (#"<group width="hug" height="hug">"#, #"<text height="20%">Hi</text>"#, "</group>", "height",
         "height: the parent hugs its height (height=\"hug\"), so a percentage of it has nothing to divide; give <text> a height in points or height=\"hug\""),
    ])
    func relativeSizeUnderAHuggingParent(open: String, child: String, close: String, attribute: String, message: String) {
        let xml = scene("  \(open)\n    \(child)\n  \(close)")
        let result = parseBadInput(xml)
        expectError(result, message, line: 3, column: column(of: attribute + "=", line: 3, in: xml))
        #expect(result.diagnostics.errors.count == 1, "\(dump(result))")
    }

    @Test("a hugging scene refuses a percentage of itself")
    func percentageOfAHuggingScene() {
        let xml = scene(#"  <rect width="50%" height="10"/>"#, attributes: #"width="hug" height="100""#)
        let result = parseBadInput(xml)
        expectError(result, "width: the parent hugs its width (width=\"hug\"), so a percentage of it has nothing to divide",
                    line: 2, column: column(of: "width=", line: 2, in: xml))
    }

    @Test("a container without a size in a hugging group is a hug cycle, at the container", arguments: [
        (#"width="100" height="80""#, #"<group width="hug" height="40">"#, "</group>", "width"),
        (#"width="100" height="80""#, #"<group width="60" height="hug">"#, "</group>", "height"),
    ])
    func hugCycle(sceneSize: String, open: String, close: String, axis: String) {
        let other = axis == "width" ? #"height="20""# : #"width="20""#
        let xml = scene("  \(open)\n    <row \(other)><rect width=\"10\" height=\"10\"/></row>\n  \(close)", attributes: sceneSize)
        let result = parseBadInput(xml)
        let message = "<row> fills its parent's \(axis), but the parent hugs its \(axis) (\(axis)=\"hug\"): each would wait for the other; "
            + "give <row> a \(axis) in points or \(axis)=\"hug\""
        expectError(result, message, line: 3, column: 5)
    }

    @Test("a container without a size in a hugging scene is a hug cycle, at the container")
    func hugCycleInAScene() {
        let xml = scene(#"  <row height="20"><rect width="10" height="10"/></row>"#, attributes: #"width="hug" height="80""#)
        let result = parseBadInput(xml)
        expectError(result, "<row> fills its parent's width, but the parent hugs its width (width=\"hug\"): each would wait for the other; "
                    + "give <row> a width in points or width=\"hug\"", line: 2, column: 3)
        #expect(result.diagnostics.errors.count == 1, "\(dump(result))")
    }

    @Test("a hug cycle in a component that hugs is located in its body, with a note at the instance")
    func hugCycleInAComponent() throws {
        let xml = scene("""
              <defs>
                <component name="chip" width="hug" height="20">
                  <param name="label"/>
                  <row height="100%"><text>{label}</text></row>
                </component>
              </defs>
              <chip label="A"/>
            """)
        let result = parseBadInput(xml)
        let found = try #require(expectError(result, "<row> fills its parent's width, but the parent hugs its width (width=\"hug\")", line: 5, column: 7))
        #expect(found.notes == ["\(badFile):8:3: note: in an instance of 'chip'"], "\(found.description)")
    }

    @Test("x on a stack's child is still an error, and position=\"absolute\" makes it the child's place")
    func positionInAStack() {
        let flowing = scene(#"  <row width="100" height="20"><rect x="5" width="10" fill="red"/></row>"#)
        expectError(parseBadInput(flowing), "x: a row computes the x of its children; remove it or wrap the child in a <group>",
                    line: 2, column: column(of: "x=", line: 2, in: flowing))
        let absolute = parse(scene(#"  <row width="100" height="20"><rect position="absolute" x="5" width="10" height="10" fill="red"/></row>"#))
        #expect(absolute.scene != nil && absolute.diagnostics.isEmpty, "\(dump(absolute))")
    }

    @Test("a <defs> node is not a child of the hugging scene: a row without a width used in a fixed group is fine")
    func defsNodeInAHuggingScene() {
        let result = parse(scene("""
              <defs><row id="bar" height="20"><rect width="10" fill="red"/></row></defs>
              <group width="100" height="40"><use href="#bar"/></group>
            """, attributes: #"width="hug" height="hug""#))
        #expect(result.scene != nil && result.diagnostics.errors.isEmpty, "\(dump(result))")
    }

    @Test("a container without a size in a hugging stack takes its content's size: no error")
    func containerInAHuggingStack() {
        let result = parse(scene("""
              <row width="hug" height="hug"><group><rect width="10" height="10"/></group><column><rect width="5" height="5"/></column></row>
            """))
        #expect(result.scene != nil, "\(dump(result))")
        #expect(result.diagnostics.errors.isEmpty, "\(dump(result))")
    }

    @Test("an absolute child may size itself by the frame its hugging parent ends with")
    func absoluteChildUnderAHuggingParent() {
        let result = parse(scene("""
              <row width="hug" height="hug"><rect width="10" height="10"/><rect position="absolute" width="100%" height="50%"/></row>
            """))
        #expect(result.scene != nil && result.diagnostics.isEmpty, "\(dump(result))")
    }

    @Test("hug on an element without content is an error at its attribute", arguments: [
        (#"<rect width="hug" height="10"/>"#, "width", "rect"),
        (#"<ellipse width="10" height="hug"/>"#, "height", "ellipse"),
    ])
    func hugWithoutContent(element: String, attribute: String, name: String) {
        let xml = scene("  " + element)
        let result = parseBadInput(xml)
        expectError(result, "hug: a <\(name)> has no content to hug (hug is for row, column, group, text, image, keyboard, key, a component and the scene); "
                    + "give it a size in points or a percentage", line: 2, column: column(of: attribute + "=", line: 2, in: xml))
        #expect(result.diagnostics.errors.count == 1, "\(dump(result))")
    }

    @Test("a percentage bound under a hugging parent is an error at the bound", arguments: ["min-width", "max-width"])
    func percentageBoundUnderAHuggingParent(bound: String) {
        let xml = scene("  <row width=\"hug\" height=\"40\">\n    <rect width=\"20\" \(bound)=\"50%\" height=\"10\"/>\n  </row>")
        let result = parseBadInput(xml)
        expectError(result, "\(bound): the parent hugs its width, so a percentage of it has nothing to refer to; write the bound in points",
                    line: 3, column: column(of: bound, line: 3, in: xml))
        #expect(result.diagnostics.errors.count == 1, "\(dump(result))")
    }

    @Test("corner radii mixing points and percentages are an error at corner-radius", arguments: ["10 50%", "50% 4"])
    func cornerRadiusMixingUnits(value: String) {
        let xml = scene("  <rect width=\"10\" height=\"10\" corner-radius=\"\(value)\"/>")
        let result = parseBadInput(xml)
        expectError(result, "corner-radius: write every radius in points or every one as a percentage, not both (got \"\(value)\")",
                    line: 2, column: column(of: "corner-radius", line: 2, in: xml))
    }

    @Test("a corner percentage above 100 is out of range")
    func cornerPercentageOutOfRange() {
        let xml = scene(#"  <rect width="10" height="10" corner-radius="150%"/>"#)
        let result = parseBadInput(xml)
        expectError(result, "corner-radius", line: 2, column: column(of: "corner-radius", line: 2, in: xml))
        #expect(result.scene == nil)
    }

    @Test("a negative bound is an error at it")
    func negativeBound() {
        let xml = scene(#"  <rect width="10" height="10" max-height="-4"/>"#)
        let result = parseBadInput(xml)
        expectError(result, "max-height: a size cannot be negative", line: 2, column: column(of: "max-height", line: 2, in: xml))
    }

    @Test("line-gap without wrap and position outside a stack are warnings at the attribute")
    func uselessAttributesWarn() {
        let xml = scene("""
              <row width="40" height="40" line-gap="4"/>
              <rect width="10" height="10" position="absolute"/>
            """)
        let result = parse(xml)
        #expect(result.scene != nil, "\(dump(result))")
        expectError(result, "line-gap has no effect without wrap=\"true\"", line: 2, column: column(of: "line-gap", line: 2, in: xml), severity: .warning)
        expectError(result, "position=\"absolute\" has no effect outside a <row> or <column>", line: 3,
                    column: column(of: "position", line: 3, in: xml), severity: .warning)
    }
}
