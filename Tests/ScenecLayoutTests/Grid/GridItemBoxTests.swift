import ScenecCore
import ScenecModel
@testable import ScenecLayout
import Testing

/// Grid items' margins, relative insets and aspect ratios, tracks overflowing with distributed
/// alignment, `N*` tracks summing below 1, automatic repetition in a hugging grid, and the min-content
/// constraint: the frames CSS grid gives (numbers worked out in the comments, as Chrome gives them in
/// the Taffy fixtures of the same names).
@Suite struct GridItemBoxTests {
    @Test func marginsInsetAndAlignAnItemInItsArea() throws {
        let list = try #require(layout("""
            <scene width="hug" height="hug" version="1.3">
              <grid columns="40 40 40" rows="40 40" padding="10 20 30 40" width="hug" height="hug">
                <rect id="center" margin="2 4 6 8" width="20" height="20" justify-self="center" align-self="center" fill="red"/>
                <rect id="stretch" margin="1 2 3 4" fill="red"/>
                <rect id="auto" margin="0 auto" width="20" justify-self="start" fill="red"/>
                <rect id="percent" margin="5% 10% 15% 20%" width="20" height="20" justify-self="end" align-self="end" fill="red"/>
              </grid>
            </scene>
            """))
        // Centred within its margins: 40 + (40 − 20 + 8 − 4) / 2 = 52, 10 + (40 − 20 + 2 − 6) / 2 = 18.
        expectFrame(list, "center", Rect(x: 52, y: 18, width: 20, height: 20))
        // Stretched to the area less the margins: 80 + 4, 10 + 1, 40 − 6, 40 − 4.
        expectFrame(list, "stretch", Rect(x: 84, y: 11, width: 34, height: 36))
        // Two auto margins share the 20 pt left, whatever justify-self says.
        expectFrame(list, "auto", Rect(x: 120 + 10, y: 10, width: 20, height: 40))
        // Percentages of the area's width on every side (40): right 4, bottom 6.
        expectFrame(list, "percent", Rect(x: 40 + 40 - 20 - 4, y: 50 + 40 - 20 - 6, width: 20, height: 20))
    }

    @Test func marginsAreInTheItemsContributions() throws {
        let list = try #require(layout("""
            <scene width="hug" height="hug" version="1.3">
              <grid id="g" width="hug" height="hug" fill="#eee">
                <rect id="a" margin="5 10 15 20" width="30" height="40" fill="red"/>
              </grid>
            </scene>
            """))
        expectFrame(list, "g", Rect(x: 0, y: 0, width: 60, height: 60))
        expectFrame(list, "a", Rect(x: 20, y: 5, width: 30, height: 40))
    }

    @Test func relativeInsetsMoveAnItemAfterLayout() throws {
        let list = try #require(layout("""
            <scene width="hug" height="hug" version="1.3">
              <grid width="100" height="100">
                <rect id="a" position="relative" left="10" top="10" right="10" bottom="10" width="40" fill="red"/>
                <rect id="b" position="relative" right="50%" bottom="5" width="40" height="10" fill="red"/>
              </grid>
            </scene>
            """))
        // left wins over right, top over bottom. The implicit rows are 45 and 55 (10 for b's height, then
        // the 90 left shared); b moves by half its area's width.
        expectFrame(list, "a", Rect(x: 10, y: 10, width: 40, height: 45))
        expectFrame(list, "b", Rect(x: -50, y: 40, width: 40, height: 10))
    }

    @Test func anItemWithARatioTakesItsHeightFromItsStretchedWidth() throws {
        let list = try #require(layout("""
            <scene width="hug" height="hug" version="1.3">
              <grid width="100" height="100">
                <row id="a" aspect-ratio="2" height="hug" min-width="50" fill="red"/>
              </grid>
            </scene>
            """))
        expectFrame(list, "a", Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func overflowingTracksWithSpaceAroundOrEvenlyStartAtTheStart() throws {
        for align in ["space-around", "space-evenly"] {
            let list = try #require(layout("""
                <scene width="hug" height="hug" version="1.3">
                  <grid width="120" height="120" columns="20 20 20" rows="40 40 40" gap="10" justify-content="center" align-content="\(align)">
                    <rect id="a" fill="red"/>
                  </grid>
                </scene>
                """))
            // Rows need 140 of 120: no room to share, so they start at 0; columns centred: (120 − 80) / 2.
            expectFrame(list, "a", Rect(x: 20, y: 0, width: 20, height: 40))
        }
    }

    @Test func flexibleTracksSummingBelowOneTakeThatShareWhenTheGridHugs() throws {
        let list = try #require(layout("""
            <scene width="hug" height="hug" version="1.3">
              <column width="hug" height="hug" gap="0">
                <grid id="half" columns="20" rows="0.5*" width="hug" height="hug" fill="#eee">
                  <column min-height="0"><rect width="20" height="100" fill="red"/></column>
                </grid>
                <grid id="none" columns="20" rows="0*" width="hug" height="hug" fill="#eee">
                  <column min-height="0"><rect width="20" height="100" fill="red"/></column>
                </grid>
                <grid id="floor" columns="20" rows="0.5*" width="hug" height="hug" fill="#eee">
                  <column min-height="80"><rect width="20" height="100" fill="red"/></column>
                </grid>
              </column>
            </scene>
            """))
        // 0.5* takes half the item's 100; 0* nothing; a minimum of 80 is more than the half.
        #expect(list.frame(id: "half")?.height == 50)
        #expect(list.frame(id: "none")?.height == 0)
        #expect(list.frame(id: "floor")?.height == 80)
    }

    @Test func autoFillInAHuggingGridFillsItsMaximumElseItsMinimumElseRepeatsOnce() throws {
        let list = try #require(layout("""
            <scene width="hug" height="hug" version="1.3">
              <column width="hug" height="hug" align="start">
                <grid id="max" columns="repeat(auto-fill, 30)" gap="5" width="hug" max-width="110" height="10" fill="#eee"/>
                <grid id="min" columns="repeat(auto-fill, 30)" gap="5" width="hug" min-width="70" height="10" fill="#eee"/>
                <grid id="once" columns="repeat(auto-fill, 30)" gap="5" width="hug" height="10" fill="#eee"/>
              </column>
            </scene>
            """))
        // 3 × 30 + 2 × 5 = 100 fits in 110 (4 would need 135); 70 needs 2 + a third: 30 + 5 + 30 < 70.
        #expect(list.frame(id: "max")?.width == 100)
        #expect(list.frame(id: "min")?.width == 100)
        #expect(list.frame(id: "once")?.width == 30)
    }

    @Test func columnsAreSizedAgainWhenAnItemsWidthChangesWithItsRow() throws {
        let list = try #require(layout("""
            <scene width="hug" height="hug" version="1.3">
              <grid id="g" columns="hug" rows="50" width="hug" height="hug" fill="#eee">
                <column id="c" wrap="true" width="hug" fill="#ccc">
                  <rect width="20" height="20" fill="red"/><rect width="20" height="20" fill="red"/>
                  <rect width="20" height="20" fill="red"/><rect width="20" height="20" fill="red"/>
                </column>
              </grid>
            </scene>
            """))
        // Asked its width with no height, the wrapping column is one line of four (20 wide); stretched to
        // its 50 pt row it wraps after two, 40 wide, and CSS §11.1 step 3 sizes the column again.
        expectFrame(list, "g", Rect(x: 0, y: 0, width: 40, height: 50))
        expectFrame(list, "c", Rect(x: 0, y: 0, width: 40, height: 50))
    }

    @Test func aGridAskedItsMinContentWidthSizesItsTracksAtTheirMinimums() {
        var columns = GridSpec()
        columns.columns.tracks = [GridTrackSize(.fr(1)), GridTrackSize(.auto)]
        columns.columns.lineNames = [[], [], []]
        let items = [GridLayout.Item(column: GridLinePair(), row: GridLinePair(), justify: .stretch, align: .stretch),
                     GridLayout.Item(column: GridLinePair(), row: GridLinePair(), justify: .stretch, align: .stretch)]
        // Every item: 10 wide at min-content, 50 at max-content, 8 tall.
        let measure: GridMeasure = { _, known, available, _ in
            Size(known.width ?? (available.width == .minContent ? 10 : 50), 8)
        }
        let narrow = GridLayout.compute(columns, items: items, in: GridLayout.Container(width: nil, height: nil, hugging: .minContent), measure: measure)
        let wide = GridLayout.compute(columns, items: items, in: GridLayout.Container(width: nil, height: nil, hugging: .maxContent), measure: measure)
        #expect(narrow.contentSize.width == 20)
        #expect(wide.contentSize.width == 100)
    }
}
