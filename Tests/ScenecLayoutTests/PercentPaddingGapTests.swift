import ScenecCore
import Testing

// Percentages in `padding` and `gap` (format 1.3) as CSS resolves them: padding of the parent's content
// width on all four sides, a gap of the stack's own content length on its axis (0 while a stack that hugs
// it is measured, then of its final width; a hugged height stays indefinite, as in Chrome), a grid item's
// padding and margins of its area's width. The Chrome-measured cases are the Taffy fixtures
// (gap_*_percentage_*, percentage_*, grid_percent_items_*, grid_margins_*); these pin the rules one each.
@Suite struct PercentPaddingGapTests {
    @Test func paddingPercentagesAreOfTheParentsContentWidthOnEverySide() throws {
        let list = try #require(layout("""
            <scene width="400" height="300">
              <column width="300" height="200" padding="0 0 0 0">
                <row id="r" height="100" padding="10% 5%" fill="#eee"><rect id="a" width="*" fill="red"/></row>
              </column>
            </scene>
            """))
        // Of the column's content width, 300: 30 above and below (not 10% of the row's 100 pt height), 15 at the sides.
        expectFrame(list, "r", Rect(x: 0, y: 0, width: 300, height: 100))
        expectFrame(list, "a", Rect(x: 15, y: 30, width: 270, height: 40))
    }

    @Test func aHuggingStackMeasuresPercentagePaddingOfAHuggingParentAsZero() throws {
        let list = try #require(layout("""
            <scene width="400" height="300">
              <row id="outer" width="hug" height="hug" fill="#eee">
                <row id="inner" width="hug" height="hug" padding="10%" fill="#ccc"><rect id="a" width="50" height="20" fill="red"/></row>
              </row>
            </scene>
            """))
        // While outer is measured its width is its content's: inner's padding is 0 then, so outer is 50 × 20.
        // Laid out, inner's padding is 10% of outer's final 50 pt: 5 on every side, and it grows past outer (CSS).
        expectFrame(list, "outer", Rect(x: 0, y: 0, width: 50, height: 20))
        expectFrame(list, "a", Rect(x: 5, y: 5, width: 50, height: 20))
    }

    @Test func aGapPercentageIsOfTheContentWidthAlongARow() throws {
        let list = try #require(layout("""
            <scene width="400" height="100">
              <row width="320" height="40" padding="10" gap="10%">
                <rect id="a" width="*" fill="red"/><rect id="b" width="*" fill="red"/><rect id="c" width="*" fill="red"/>
              </row>
            </scene>
            """))
        // Content 300 wide: gaps of 30, three shares of (300 − 60) / 3 = 80.
        expectFrame(list, "a", Rect(x: 10, y: 10, width: 80, height: 20))
        expectFrame(list, "b", Rect(x: 120, y: 10, width: 80, height: 20))
        expectFrame(list, "c", Rect(x: 230, y: 10, width: 80, height: 20))
    }

    @Test func aHuggingRowsPercentageGapIsZeroForItsWidthThenOfIt() throws {
        let list = try #require(layout("""
            <scene width="300" height="100">
              <row id="r" width="hug" height="40" gap="50%" fill="#eee">
                <rect id="a" width="20" fill="red"/><rect id="b" width="20" shrink="1" fill="red"/><rect id="c" width="20" fill="red"/>
              </row>
            </scene>
            """))
        // Chrome: the row is 60 wide (gaps 0), then the gaps are 30 each and b shrinks to nothing.
        expectFrame(list, "r", Rect(x: 0, y: 0, width: 60, height: 40))
        expectFrame(list, "a", Rect(x: 0, y: 0, width: 20, height: 40))
        expectFrame(list, "b", Rect(x: 50, y: 0, width: 0, height: 40))
        expectFrame(list, "c", Rect(x: 80, y: 0, width: 20, height: 40))
    }

    @Test func aPercentageLineGapOfAHuggedHeightIsZero() throws {
        let list = try #require(layout("""
            <scene width="300" height="200">
              <row id="r" width="50" height="hug" wrap="true" gap="10" line-gap="10%" fill="#eee">
                <rect id="a" width="20" height="20" fill="red"/><rect id="b" width="20" height="20" fill="red"/>
                <rect id="c" width="20" height="20" fill="red"/>
              </row>
              <row id="s" x="100" width="50" height="100" wrap="true" gap="10" line-gap="10%">
                <rect id="d" width="20" height="20" fill="red"/><rect id="e" width="20" height="20" fill="red"/>
                <rect id="f" width="20" height="20" fill="red"/>
              </row>
            </scene>
            """))
        // r hugs its height, which a percentage row gap is never of (Chrome: 0); s is 100 tall: 10.
        expectFrame(list, "r", Rect(x: 0, y: 0, width: 50, height: 40))
        expectFrame(list, "c", Rect(x: 0, y: 20, width: 20, height: 20))
        expectFrame(list, "f", Rect(x: 100, y: 30, width: 20, height: 20))
    }

    @Test func gridPaddingAndItemMarginsArePercentagesOfWidths() throws {
        let list = try #require(layout("""
            <scene width="400" height="300">
              <column width="400" height="300">
                <grid id="g" width="200" height="hug" padding="5%" columns="1* 1*" fill="#eee">
                  <rect id="a" height="20" margin="10%" fill="red"/>
                  <row id="b" width="50%" height="hug" padding="10%" fill="red"><rect id="c" width="10" height="10" fill="blue"/></row>
                </grid>
              </column>
            </scene>
            """))
        // The grid's padding is 5% of the column's 400: 20. Content 160: two 80 pt columns. a's margins are
        // 10% of its area's width, 8, on all four sides (the row is 20 + 16); b is half its area (40), its padding
        // 10% of 80, and it hugs its height (26).
        expectFrame(list, "g", Rect(x: 0, y: 0, width: 200, height: 76))
        expectFrame(list, "a", Rect(x: 28, y: 28, width: 64, height: 20))
        expectFrame(list, "b", Rect(x: 100, y: 20, width: 40, height: 26))
        expectFrame(list, "c", Rect(x: 108, y: 28, width: 10, height: 10))
    }

    @Test func autoMarginsCentreAGridItemInsteadOfStretchingIt() throws {
        let list = try #require(layout("""
            <scene width="200" height="100">
              <grid width="200" height="100" columns="100 100">
                <rect id="a" width="20" height="20" margin="auto" fill="red"/>
                <rect id="b" width="20" height="20" margin="5 auto 0 0" fill="red"/>
              </grid>
            </scene>
            """))
        expectFrame(list, "a", Rect(x: 40, y: 40, width: 20, height: 20))
        expectFrame(list, "b", Rect(x: 100, y: 5, width: 20, height: 20))
    }
}
