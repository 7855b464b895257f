import ScenecCore
import ScenecModel
import ScenecTestSupport
import Testing

// Bad input in grids (format 1.3), each refused at the attribute (see BadInputSupport.swift).

@Suite("Bad input: grids")
struct GridErrorTests {
    @Test("a track list, line, span or area that is refused is an error at its attribute", arguments: [
        (#"<grid columns="100 1* nope" width="100" height="80"/>"#, "columns", "columns: expected a track size"),
        (#"<grid rows="repeat(1000000, 1*)" width="100" height="80"/>"#, "rows", "at most 1000 explicit tracks"),
        (#"<grid auto-rows="[a] 10" width="100" height="80"/>"#, "auto-rows", "auto-columns and auto-rows take track sizes only"),
        (#"<grid areas="'a a' 'b a'" width="100" height="80"/>"#, "areas", "area \"a\" is not a rectangle"),
        (#"<grid flow="row column" width="100" height="80"/>"#, "flow", "expected row, column, row dense or column dense"),
        (#"<grid width="100" height="80"><rect column="1001"/></grid>"#, "column=", "line 1001 is out of range"),
        (#"<grid width="100" height="80"><rect row="1 / span 2147483648"/></grid>"#, "row=", "out of range"),
        (#"<grid width="100" height="80"><rect row="span 5000"/></grid>"#, "row=", "past the limit of 1000"),
        (#"<grid width="100" height="80" areas="'a b'"><rect area="c"/></grid>"#, "area=\"c", "area \"c\" is not one of the grid's areas (its areas are a, b)"),
        (#"<grid width="100" height="80" columns="[x] 10 [y]"><rect column="x / z"/></grid>"#, "column=", "no line of the grid's columns is called \"z\""),
        (#"<grid width="100" height="80"><rect x="10"/></grid>"#, "x=", "a grid places its children by column and row"),
    ])
    func refusedAtTheAttribute(body: String, attribute: String, message: String) {
        let xml = scene("  " + body)
        let result = parseBadInput(xml)
        expectError(result, message, line: 2, column: column(of: attribute, line: 2, in: xml))
    }

    @Test func gridItemAttributesOutsideAGridWarn() {
        let xml = scene(#"  <rect width="10" height="10" column="2" justify-self="center"/>"#)
        let result = parseBadInput(xml)
        #expect(result.scene != nil)
        expectError(result, "column has no effect outside a <grid>", line: 2, column: column(of: "column", line: 2, in: xml), severity: .warning)
        expectError(result, "justify-self has no effect outside a <grid>", line: 2, column: column(of: "justify-self", line: 2, in: xml), severity: .warning)
    }

    @Test func marginsAndRelativeInsetsAreReadOnAGridsChildrenAndFlexPropertiesWarn() throws {
        let xml = scene(#"  <grid width="100" height="80"><rect margin="1 auto 5% 2" position="relative" left="3" grow="1"/><rect position="absolute"/></grid>"#)
        let result = parseBadInput(xml)
        let grid = try #require(result.scene?.nodes.first)
        let item = grid.children[0]
        #expect(item.frame.flex.margin.right == .auto && item.frame.flex.margin.bottom == .length(.percent(5)))
        #expect(item.frame.position == .relative && item.frame.insets.left == .points(3))
        let warnings = result.diagnostics.map(\.message)
        #expect(warnings.count == 2, "\(warnings)")
        expectError(result, "grow has no effect in a <grid>: its tracks size its children", line: 2, column: column(of: "grow", line: 2, in: xml), severity: .warning)
        expectError(result, "position=\"absolute\" has no effect in a <grid>", line: 2, column: column(of: "position=\"absolute", line: 2, in: xml), severity: .warning)
    }

    @Test func readsAGridAndItsItems() throws {
        let xml = scene("""
              <grid width="100" height="80" columns="[a] 20 1* [b]" rows="hug 1*" gap="4 6" row-gap="8" padding="2" areas="'x y' 'z z'"
                    flow="column dense" justify-items="center" align-items="end" justify-content="space-between" align-content="center">
                <rect area="z"/>
                <rect column="a / b" row="2" justify-self="start" align-self="stretch"/>
              </grid>
            """)
        let result = parseBadInput(xml)
        let grid = try #require(result.scene?.nodes.first)
        guard case .grid(let spec) = grid.kind else { Issue.record("not a grid"); return }
        #expect(spec.columnGap == .points(6) && spec.rowGap == .points(8))
        #expect(spec.flow == GridFlow(byRows: false, dense: true))
        #expect(spec.justifyItems == .center && spec.alignItems == .end)
        #expect(spec.justifyContent == .spaceBetween && spec.alignContent == .center)
        #expect(spec.areas.areas["z"] == GridAreas.Area(columns: 0..<2, rows: 1..<2))
        #expect(grid.children[0].gridItem?.column == GridLinePair(start: .name("z"), end: .name("z")))
        #expect(grid.children[1].gridItem?.column == GridLinePair(start: .name("a"), end: .name("b")))
        #expect(grid.children[1].gridItem?.justifySelf == .start)
        #expect(grid.children[1].alignSelf == .stretch)
    }
}
