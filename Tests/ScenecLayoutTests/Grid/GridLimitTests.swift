import ScenecCore
import ScenecSceneTestSupport
import Testing

/// Hostile grids end quickly: refused at the grid, or laid out within bounds.
@Suite struct GridLimitTests {
    @Test func autoPlacementPastTheTrackLimitIsAnErrorAtTheGrid() {
        let children = String(repeating: "<rect row=\"span 1000\"/>", count: 200)
        let xml = "<scene width=\"100\" height=\"100\">\n  <grid width=\"100\" height=\"100\" columns=\"10\">\(children)</grid>\n</scene>"
        do {
            _ = try InlineScene.renderList(xml: xml, file: "test.xml")
            Issue.record("a grid of 200 000 rows was laid out")
        } catch {
            let text = String(describing: error)
            #expect(text.contains("test.xml:2:3: error: the grid's items need more than 100000 rows or columns"), "\(text)")
        }
    }

    @Test func linesAndSpansAtTheirLimitsLayOutWithinBounds() throws {
        let list = try #require(layout("""
            <scene width="100" height="100">
              <grid width="100" height="100" columns="repeat(1000, 1*)" auto-rows="1">
                <rect id="last" column="1 / span 1000" row="1000 / span 1000" fill="red"/>
                <rect id="first" column="-2 / -1" fill="red"/>
              </grid>
            </scene>
            """))
        // 1000 flexible columns of 0.1 pt; the first item covers them all, the second is the last one
        // (column="-1" alone would start at the last line, in an implicit column after the grid).
        let last = try #require(list.frame(id: "last"))
        #expect(abs(last.width - 100) < 1e-6 && abs(last.y - 999) < 1e-6 && abs(last.height - 1000) < 1e-6)
        let first = try #require(list.frame(id: "first"))
        #expect(abs(first.x - 99.9) < 1e-6 && abs(first.width - 0.1) < 1e-6)
    }
}
