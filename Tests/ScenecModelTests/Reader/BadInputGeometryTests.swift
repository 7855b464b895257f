import ScenecCore
import ScenecModel
import ScenecTestSupport
import ScenecXML
import Testing

// Bad input for the geometry attributes of format 1.1 (see BadInputSupport.swift for the helpers).

@Suite("Bad input: geometry")
struct GeometryErrorTests {
    @Test("a bad dash list is an error at the attribute", arguments: [
        ("4 -2", "stroke-dasharray: a dash length cannot be negative, got -2"),
        ("4,,2", "stroke-dasharray: expected a number between commas"),
        ("dotted", "stroke-dasharray: invalid number \"dotted\""),
    ])
    func badDashArray(value: String, message: String) {
        let xml = scene("  <rect width=\"10\" height=\"10\" stroke=\"red\" stroke-dasharray=\"\(value)\"/>")
        let result = parseBadInput(xml)
        expectError(result, message, line: 2, column: column(of: "stroke-dasharray", line: 2, in: xml))
        #expect(result.diagnostics.count == 1, "\(dump(result))")
    }

    @Test("caps and joins are checked with a hint, even without a stroke")
    func badCapAndJoin() {
        let xml = scene("""
              <line x2="10" stroke-linecap="rounded"/>
              <rect width="10" height="10" stroke-linejoin="mitre" stroke-dashoffset="x"/>
            """)
        let result = parseBadInput(xml)
        expectError(result, "stroke-linecap: \"rounded\" is not one of butt, round, square (did you mean 'round'?)",
                    line: 2, column: column(of: "stroke-linecap", line: 2, in: xml))
        expectError(result, "stroke-linejoin: \"mitre\" is not one of miter, round, bevel (did you mean 'miter'?)",
                    line: 3, column: column(of: "stroke-linejoin", line: 3, in: xml))
        expectError(result, "stroke-dashoffset: invalid number \"x\"", line: 3, column: column(of: "stroke-dashoffset", line: 3, in: xml))
    }
}

@Suite("Bad input: corners")
struct CornerErrorTests {
    @Test("bad corner radii and smoothing are errors at the attribute", arguments: [
        ("corner-radius=\"1 2 3 4 5\"", "corner-radius: expected one to four numbers, got 5"),
        ("corner-radius=\"4 -2\"", "corner-radius: -2 is out of range 0–1000000"),
        ("corner-radius=\"4 x\"", "corner-radius: invalid number \"x\""),
        ("corner-smoothing=\"1.5\"", "corner-smoothing: 1.5 is out of range 0–1"),
    ])
    func badCorners(attribute: String, message: String) {
        let xml = scene("  <rect width=\"10\" height=\"10\" \(attribute)/>")
        let result = parseBadInput(xml)
        let name = String(attribute.prefix { $0 != "=" })
        expectError(result, message, line: 2, column: column(of: name, line: 2, in: xml))
        #expect(result.diagnostics.count == 1, "\(dump(result))")
    }

    @Test("spread on shaped corners warns and is dropped")
    func spreadOnShapedCorners() {
        let xml = scene("""
              <rect width="10" height="10" corner-radius="2 4" fill="red">
                <drop-shadow spread="2"/>
              </rect>
            """)
        let result = parseBadInput(xml)
        let warning = result.diagnostics.first { $0.message.contains("spread is ignored on <rect> with per-corner radii") }
        #expect(warning?.severity == .warning)
        #expect(warning?.location.line == 3)
        #expect(result.scene != nil)
    }
}

@Suite("Bad input: transforms")
struct TransformErrorTests {
    @Test("a bad transform or origin is an error at the attribute, on any node")
    func badTransform() {
        let xml = scene("""
              <text transform="rotat(45)">hi</text>
              <group transform-origin="middle"/>
              <use href="#x" transform="scale(1 2 3)"/>
              <rect id="x" width="1" height="1" transform="translate(1)"/>
            """)
        let result = parseBadInput(xml)
        expectError(result, "transform: unknown transform function \"rotat\" (did you mean 'rotate'?)", line: 2, column: column(of: "transform", line: 2, in: xml))
        expectError(result, "transform-origin: expected a keyword", line: 3, column: column(of: "transform-origin", line: 3, in: xml))
        expectError(result, "transform: scale() takes 1 or 2 values, got 3", line: 4, column: column(of: "transform", line: 4, in: xml))
        #expect(result.diagnostics.count == 3, "\(dump(result))")
    }
}

@Suite("Bad input: stack alignment and padding")
struct AlignErrorTests {
    @Test("a frame-sized child without a cross size cannot be aligned")
    func needsACrossSize() {
        let xml = scene("""
              <row width="100" height="40" align="center">
                <rect width="10" fill="red"/>
                <text>natural</text>
                <circle r="4"/>
              </row>
              <column width="100" height="40"><group height="10" align-self="end"/></column>
            """)
        let result = parseBadInput(xml)
        expectError(result, "<rect> needs a height: the row aligns it to center, and only stretch gives a child the row's height", line: 3, column: 5)
        expectError(result, "<group> needs a width: the column aligns it to end", line: 7)
        #expect(result.diagnostics.count == 2, "\(dump(result))")
    }

    @Test("bad padding and align values are errors at the attribute; align-self outside a stack warns")
    func badValues() {
        let xml = scene("""
              <row width="10" height="10" padding="1 2 3 4 5" align="middle"/>
              <rect width="1" height="1" align-self="center"/>
            """)
        let result = parseBadInput(xml)
        expectError(result, "padding: expected one to four numbers or percentages, got 5", line: 2, column: column(of: "padding", line: 2, in: xml))
        expectError(result, "align: \"middle\" is not one of stretch, start, center, end", line: 2, column: column(of: "align", line: 2, in: xml))
        let warning = result.diagnostics.first { $0.message == "align-self has no effect outside a <row>, <column> or <grid>" }
        #expect(warning?.severity == .warning)
        #expect(warning?.location.line == 3)
    }
}
