import ScenecCore
import ScenecModel
import ScenecTestSupport
import Testing

// The format 1.3 flexbox attributes as the reader reads them, and the combinations that cannot do
// anything, which warn at the attribute.

@Suite("Reader: flexbox attributes (format 1.3)")
struct FlexItemReaderTests {
    @Test func flexItemAndStackAttributesAreRead() throws {
        let result = parse(scene("""
              <row width="200" height="40" reverse="true" wrap="reverse" align-content="space-evenly" justify="space-around">
                <rect width="10" grow="2" shrink="0.5" basis="25%" margin="1 auto 3" min-width="auto"/>
                <rect width="10" position="relative" left="4" bottom="10%"/>
              </row>
            """))
        let row = try #require(result.scene?.nodes.first, "\(dump(result))")
        guard case .stack(let stack) = row.kind else { Issue.record("not a stack"); return }
        #expect(stack.reverse && stack.wrap && stack.wrapReverse && stack.alignContent == .spaceEvenly && stack.justify == .spaceAround)
        let flex = row.children[0].frame.flex
        #expect(flex.grow == 2 && flex.shrink == 0.5 && flex.basis == .length(.percent(25)))
        #expect(flex.margin.top == .length(.points(1)) && flex.margin.right == .auto && flex.margin.bottom == .length(.points(3))
                && flex.margin.left == .auto)
        #expect(row.children[0].frame.automaticMinimum.width && row.children[0].frame.minWidth == nil)
        let insets = row.children[1].frame.insets
        #expect(row.children[1].frame.position == .relative && insets.left == .points(4) && insets.bottom == .percent(10) && insets.top == nil)
    }

    @Test("flex attributes that can do nothing warn at the attribute")
    func uselessFlexAttributesWarn() {
        let xml = scene("""
              <group width="40" height="40"><rect width="10" height="10" grow="1" margin="4"/></group>
              <row width="40" height="40" align-content="center"><rect width="10" left="3"/><rect width="*" grow="2"/></row>
              <column width="40" height="40"><rect height="10" min-width="auto"/></column>
            """)
        let result = parse(xml)
        #expect(result.scene != nil, "\(dump(result))")
        expectError(result, "grow has no effect outside a <row> or <column>", line: 2, column: column(of: "grow", line: 2, in: xml), severity: .warning)
        expectError(result, "margin has no effect outside a <row>, <column> or <grid>", line: 2, column: column(of: "margin", line: 2, in: xml), severity: .warning)
        expectError(result, "align-content has no effect without wrap=\"true\"", line: 3, column: column(of: "align-content", line: 3, in: xml), severity: .warning)
        expectError(result, "left has no effect without position=\"absolute\" or position=\"relative\"", line: 3,
                    column: column(of: "left", line: 3, in: xml), severity: .warning)
        expectError(result, "grow: the width is a weight already", line: 3, column: column(of: "grow", line: 3, in: xml), severity: .warning)
        expectError(result, "min-width=\"auto\" is the minimum of a row's (width) child", line: 4,
                    column: column(of: "min-width", line: 4, in: xml), severity: .warning)
    }

    @Test func baselineIsReadOnRowsAndTheirChildren() throws {
        let result = parse(scene("""
              <row width="200" height="40" align="baseline"><rect width="10" height="10" align-self="baseline"/></row>
            """))
        let row = try #require(result.scene?.nodes.first, "\(dump(result))")
        guard case .stack(let stack) = row.kind else { Issue.record("not a stack"); return }
        #expect(stack.align == .baseline && row.children[0].alignSelf == .baseline)
        #expect(result.diagnostics.isEmpty, "\(dump(result))")
    }

    @Test("baseline in a column warns (it is the start there); a margin on an absolute child is kept")
    func baselineInAColumnWarns() throws {
        let xml = scene("""
              <column width="40" height="40" align="baseline"><rect width="10" height="10"/></column>
              <column width="40" height="40"><rect width="10" height="10" align-self="baseline"/></column>
              <row width="40" height="40"><rect width="10" height="10" position="absolute" margin="4 auto" grow="1"/></row>
            """)
        let result = parse(xml)
        expectError(result, "align=\"baseline\" in a <column> places children at the start", line: 2,
                    column: column(of: "align", line: 2, in: xml), severity: .warning)
        expectError(result, "align-self=\"baseline\" in a <column> places children at the start", line: 3,
                    column: column(of: "align-self", line: 3, in: xml), severity: .warning)
        expectError(result, "grow has no effect outside a <row> or <column>", line: 4, column: column(of: "grow", line: 4, in: xml), severity: .warning)
        #expect(!result.diagnostics.contains { $0.message.hasPrefix("margin") }, "\(dump(result))")
        let absolute = try #require(result.scene?.nodes.last?.children.first)
        #expect(absolute.frame.flex.margin.top == .length(.points(4)) && absolute.frame.flex.margin.left == .auto)
    }

    @Test("a grid refuses baseline in each of its alignments, at the attribute")
    func gridRefusesBaseline() {
        let xml = scene("""
              <grid width="40" height="40" columns="1*" align-items="baseline" justify-items="baseline">
                <rect align-self="baseline" justify-self="baseline"/>
              </grid>
            """)
        let result = parseBadInput(xml)
        for (name, line) in [("align-items", 2), ("justify-items", 2), ("align-self", 3), ("justify-self", 3)] {
            expectError(result, "\(name): \"baseline\" is not one of stretch, start, center, end in a grid (baseline alignment is for the children of a <row>)",
                        line: line, column: column(of: name, line: line, in: xml))
        }
    }

    @Test func badValuesAreLocatedErrors() {
        let xml = scene("""
              <row width="40" height="40" wrap="sometimes"><rect width="10" margin="1 2 3 4 5" basis="wide"/></row>
            """)
        let result = parseBadInput(xml)
        expectError(result, "wrap: expected true, false or reverse", line: 2, column: column(of: "wrap", line: 2, in: xml))
        expectError(result, "margin: margin takes one to four values", line: 2, column: column(of: "margin", line: 2, in: xml))
        expectError(result, "basis:", line: 2, column: column(of: "basis", line: 2, in: xml))
    }
}
