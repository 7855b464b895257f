import ScenecCore
import ScenecModel
import ScenecTestSupport
import Testing

// `padding`, `gap` and `line-gap` with percentages (format 1.3) as the reader reads them, a grid child's
// `margin`, and the values refused at their attribute (see BadInputSupport.swift).

@Suite("Reader: percentages in padding and gap")
struct PercentPaddingReaderTests {
    @Test func stackAndGridPercentagesAreRead() throws {
        let result = parse(scene("""
              <row width="100" height="40" padding="10% 4, 2pt" gap="5%" wrap="true" line-gap="12.5%"/>
              <grid width="100" height="40" padding="3%" gap="10% 4"><rect margin="5% auto" min-width="0"/></grid>
            """))
        let nodes = try #require(result.scene?.nodes, "\(dump(result))")
        #expect(result.diagnostics.isEmpty, "\(dump(result))")
        guard case .stack(let stack) = nodes[0].kind, case .grid(let grid) = nodes[1].kind else {
            Issue.record("not a stack and a grid")
            return
        }
        #expect(stack.padding == LengthInsets(top: .percent(10), right: .points(4), bottom: .points(2), left: .points(4)))
        #expect(stack.gap == .percent(5) && stack.lineGap == .percent(12.5))
        #expect(grid.padding == LengthInsets([.percent(3), .percent(3), .percent(3), .percent(3)]))
        #expect(grid.rowGap == .percent(10) && grid.columnGap == .points(4))
        let margin = nodes[1].children[0].frame.flex.margin
        #expect(margin.top == .length(.percent(5)) && margin.right == .auto && margin.bottom == .length(.percent(5)) && margin.left == .auto)
    }

    @Test("a bad padding, gap or line-gap is an error at the attribute", arguments: [
        (#"<row width="10" height="10" padding="-5%"/>"#, "padding", "padding: -5% is out of range 0%–1000000%"),
        (#"<row width="10" height="10" padding="1 2 3 4 5%"/>"#, "padding", "padding: expected one to four numbers or percentages, got 5"),
        (#"<row width="10" height="10" padding="4px"/>"#, "padding", "padding: expected a length (points like 12, or a percentage like 50%), got \"4px\""),
        (#"<column width="10" height="10" gap="ten%"/>"#, "gap", "gap: invalid number"),
        (#"<column width="10" height="10" gap="-1"/>"#, "gap", "gap: -1 is out of range 0–1000000"),
        (#"<row width="10" height="10" wrap="true" line-gap="-10%"/>"#, "line-gap", "line-gap: -10% is out of range 0%–1000000%"),
        (#"<grid width="10" height="10" padding="1,,2"/>"#, "padding", "padding: expected a number or a percentage between commas"),
    ])
    func refusedAtTheAttribute(body: String, attribute: String, message: String) {
        let xml = scene("  " + body)
        let result = parseBadInput(xml)
        expectError(result, message, line: 2, column: column(of: attribute, line: 2, in: xml))
    }

    @Test func flexAttributesOnAGridChildWarnButItsMarginIsKept() throws {
        let xml = scene(#"  <grid width="100" height="80"><rect grow="1" margin="4"/></grid>"#)
        let result = parse(xml)
        let grid = try #require(result.scene?.nodes.first, "\(dump(result))")
        expectError(result, "grow has no effect in a <grid>: its tracks size its children", line: 2, column: column(of: "grow", line: 2, in: xml),
                    severity: .warning)
        #expect(result.diagnostics.count == 1, "\(dump(result))")
        #expect(grid.children[0].frame.flex.margin.left == .length(.points(4)))
    }
}
