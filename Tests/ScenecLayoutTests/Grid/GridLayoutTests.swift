import ScenecCore
import Testing

/// Grids laid out from scenes: the frames CSS grid gives (the numbers are worked out in the comments;
/// the browser-checked ones are in Fixtures/grid).
@Suite struct GridLayoutTests {
    @Test func fixedAndFlexibleTracksWithGapsPaddingAndSpans() throws {
        let list = try #require(layout("""
            <scene width="600" height="200">
              <grid id="g" width="600" height="200" columns="200 1* 2*" rows="50 1*" gap="12" padding="16" fill="#eee">
                <rect id="a" column="1" row="1 / span 2" fill="red"/>
                <rect id="b" column="2 / 4" fill="green"/>
                <rect id="c" fill="blue"/>
              </grid>
            </scene>
            """))
        // Content 568 × 168: the 1* and 2* share 568 − 200 − 2·12 = 344; rows 50 and 168 − 50 − 12.
        expectFrame(list, "g", Rect(x: 0, y: 0, width: 600, height: 200))
        expectFrame(list, "a", Rect(x: 16, y: 16, width: 200, height: 168))
        expectFrame(list, "b", Rect(x: 228, y: 16, width: 356, height: 50))
        expectFrame(list, "c", Rect(x: 228, y: 78, width: 344.0 / 3, height: 106))
    }

    @Test func aHuggingGridIsAsLargeAsItsTracks() throws {
        let list = try #require(layout("""
            <scene width="300" height="300">
              <grid id="g" width="hug" height="hug" columns="hug hug" gap="10" padding="5" fill="#eee">
                <rect id="a" width="30" height="20" fill="red"/>
                <rect id="b" width="50" height="10" fill="red"/>
                <rect id="c" width="40" height="15" fill="red"/>
                <rect id="d" width="20" height="25" fill="red"/>
              </grid>
            </scene>
            """))
        // Columns max(30, 40) and max(50, 20); rows max(20, 10) and max(15, 25).
        expectFrame(list, "g", Rect(x: 0, y: 0, width: 5 + 40 + 10 + 50 + 5, height: 5 + 20 + 10 + 25 + 5))
        expectFrame(list, "a", Rect(x: 5, y: 5, width: 30, height: 20))
        expectFrame(list, "b", Rect(x: 55, y: 5, width: 50, height: 10))
        expectFrame(list, "d", Rect(x: 55, y: 35, width: 20, height: 25))
    }

    @Test func areasPlaceTheirItems() throws {
        let list = try #require(layout("""
            <scene width="300" height="200">
              <grid width="300" height="200" columns="100 1*" rows="40 1* 30" areas="'head head' 'side main' 'foot foot'">
                <rect id="main" area="main" fill="red"/>
                <rect id="head" area="head" fill="red"/>
                <rect id="side" area="side" fill="red"/>
                <rect id="foot" row="foot" column="1 / -1" fill="red"/>
              </grid>
            </scene>
            """))
        expectFrame(list, "head", Rect(x: 0, y: 0, width: 300, height: 40))
        expectFrame(list, "side", Rect(x: 0, y: 40, width: 100, height: 130))
        expectFrame(list, "main", Rect(x: 100, y: 40, width: 200, height: 130))
        expectFrame(list, "foot", Rect(x: 0, y: 170, width: 300, height: 30))
    }

    @Test func itemsAlignInTheirAreasAndTracksInTheGrid() throws {
        let list = try #require(layout("""
            <scene width="300" height="200">
              <grid width="300" height="200" columns="100 100" rows="80 80" justify-items="center" align-items="end"
                    justify-content="space-between" align-content="center">
                <rect id="a" width="20" height="10" fill="red"/>
                <rect id="b" width="20" height="10" justify-self="start" align-self="start" fill="red"/>
                <rect id="c" height="10" justify-self="stretch" fill="red"/>
                <rect id="d" width="20" justify-self="end" align-self="stretch" fill="red"/>
              </grid>
            </scene>
            """))
        // Columns at 0 and 200 (space-between), rows at 20 and 100 (centred: 40 free).
        expectFrame(list, "a", Rect(x: 40, y: 90, width: 20, height: 10))
        expectFrame(list, "b", Rect(x: 200, y: 20, width: 20, height: 10))
        expectFrame(list, "c", Rect(x: 0, y: 170, width: 100, height: 10))
        expectFrame(list, "d", Rect(x: 280, y: 100, width: 20, height: 80))
    }

    @Test func intrinsicTracksTakeTheirItemsSizes() throws {
        let list = try #require(layout("""
            <scene width="400" height="100">
              <grid width="400" height="100" columns="min-content max-content fit-content(30) 1*" rows="100">
                <rect id="a" width="40" fill="red"/>
                <rect id="b" width="60" fill="red"/>
                <rect id="c" width="50" justify-self="start" fill="red"/>
                <rect id="d" fill="red"/>
              </grid>
            </scene>
            """))
        // fit-content(30) is minmax(auto, …): the 50 pt item's automatic minimum widens it to 50.
        expectFrame(list, "a", Rect(x: 0, y: 0, width: 40, height: 100))
        expectFrame(list, "b", Rect(x: 40, y: 0, width: 60, height: 100))
        expectFrame(list, "c", Rect(x: 100, y: 0, width: 50, height: 100))
        expectFrame(list, "d", Rect(x: 150, y: 0, width: 250, height: 100))
    }

    @Test func hugTracksStretchToFillAndASpanningItemGrowsTheTracksItCrosses() throws {
        let list = try #require(layout("""
            <scene width="300" height="100">
              <grid width="300" height="hug" columns="hug hug 100" auto-rows="20">
                <rect id="a" width="40" fill="red"/>
                <rect id="b" width="60" fill="red"/>
                <rect id="c" fill="red"/>
                <rect id="wide" column="1 / span 2" fill="red"/>
              </grid>
            </scene>
            """))
        // hug tracks 40 and 60 share the 100 left over: 90 and 110 (the items keep their widths).
        expectFrame(list, "a", Rect(x: 0, y: 0, width: 40, height: 20))
        expectFrame(list, "b", Rect(x: 90, y: 0, width: 60, height: 20))
        expectFrame(list, "c", Rect(x: 200, y: 0, width: 100, height: 20))
        expectFrame(list, "wide", Rect(x: 0, y: 20, width: 200, height: 20))
    }

    @Test func autoFillRepeatsAsManyTracksAsFitAndAutoFitCollapsesTheEmptyOnes() throws {
        let list = try #require(layout("""
            <scene width="400" height="200">
              <grid width="330" height="50" columns="repeat(auto-fill, 100)" gap="10" justify-content="end">
                <rect id="fill" fill="red"/>
              </grid>
              <grid y="100" width="330" height="50" columns="repeat(auto-fit, 100)" gap="10" justify-content="end">
                <rect id="fit" fill="red"/>
              </grid>
            </scene>
            """))
        // Three 100 pt tracks and two gaps fit 330 (10 left): auto-fill keeps all three, so its first
        // track starts 10 in; auto-fit collapses the two empty ones, so its one track ends the grid.
        expectFrame(list, "fill", Rect(x: 10, y: 0, width: 100, height: 50))
        expectFrame(list, "fit", Rect(x: 230, y: 100, width: 100, height: 50))
    }

    @Test func aGridSitsInAStackAndHoldsStacks() throws {
        let list = try #require(layout("""
            <scene width="400" height="100">
              <row width="400" height="100" gap="10">
                <rect id="left" width="50" fill="red"/>
                <grid id="g" width="hug" columns="40 40" gap="4" fill="#eee">
                  <row id="r" height="30" fill="blue"><rect width="10" fill="red"/></row>
                  <column id="c" fill="green"><rect height="10" fill="red"/></column>
                </grid>
                <rect id="right" width="*" fill="red"/>
              </row>
            </scene>
            """))
        expectFrame(list, "g", Rect(x: 60, y: 0, width: 84, height: 100))
        expectFrame(list, "r", Rect(x: 60, y: 0, width: 40, height: 30))
        expectFrame(list, "c", Rect(x: 104, y: 0, width: 40, height: 100))
        expectFrame(list, "right", Rect(x: 154, y: 0, width: 246, height: 100))
    }

    @Test func theAutomaticMinimumKeepsContentAndMinWidthZeroOptsOut() throws {
        let list = try #require(layout("""
            <scene width="400" height="100">
              <grid width="100" height="20" columns="1* 1*">
                <rect id="big" width="80" fill="red"/>
                <rect id="small" fill="red"/>
              </grid>
              <grid y="50" width="100" height="20" columns="1* 1*">
                <rect id="big0" width="80%" min-width="0" fill="red"/>
                <rect id="small0" fill="red"/>
              </grid>
            </scene>
            """))
        // 1* is minmax(auto, 1fr): the 80 pt item's minimum contribution makes its track 80 (the fr
        // share of 50 is below it). A percentage width depends on the track, so its minimum is its
        // min-width: with min-width="0" both tracks are 50, and the item is 80% of its own.
        expectFrame(list, "big", Rect(x: 0, y: 0, width: 80, height: 20))
        expectFrame(list, "small", Rect(x: 80, y: 0, width: 20, height: 20))
        expectFrame(list, "big0", Rect(x: 0, y: 50, width: 40, height: 20))
        expectFrame(list, "small0", Rect(x: 50, y: 50, width: 50, height: 20))
    }
}
