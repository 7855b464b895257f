import ScenecCore
import Testing

// aspect-ratio (format 1.3): the missing size follows from the other, as CSS computes it.
@Suite struct AspectRatioLayoutTests {
    private func frames(_ body: String) throws -> RenderList {
        try #require(layout("<scene width=\"400\" height=\"300\">\(body)</scene>"))
    }

    @Test func oneWrittenSizeGivesTheOther() throws {
        let list = try frames("""
            <rect id="a" width="160" aspect-ratio="16/9" fill="red"/>
            <rect id="b" y="100" height="50" aspect-ratio="2" fill="red"/>
            <group id="c" y="200" width="80" aspect-ratio="4" fill="red"/>
            """)
        #expect(list.frame(id: "a") == Rect(x: 0, y: 0, width: 160, height: 90))
        #expect(list.frame(id: "b") == Rect(x: 0, y: 100, width: 100, height: 50))
        #expect(list.frame(id: "c") == Rect(x: 0, y: 200, width: 80, height: 20))
    }

    @Test func aRowChildTakesItsHeightFromItsSlot() throws {
        let list = try frames("""
            <row width="300" height="100" gap="10" align="start"><rect id="a" width="60" aspect-ratio="3/2" fill="red"/><rect id="b" width="*" aspect-ratio="4" fill="red"/></row>
            """)
        // a: 60 × 40; b: the 230 pt left, 57.5 tall.
        #expect(list.frame(id: "a") == Rect(x: 0, y: 0, width: 60, height: 40))
        #expect(list.frame(id: "b") == Rect(x: 70, y: 0, width: 230, height: 57.5))
    }

    /// Under `stretch` (the default) the line's cross size wins over the ratio, as in Chrome (Taffy's
    /// aspect_ratio_flex_row_stretch_fill_height); a hugging row is as tall as the ratio asks.
    @Test func stretchWinsOverTheRatio() throws {
        let list = try frames("""
            <row width="300" height="100"><rect id="a" width="60" aspect-ratio="3/2" fill="red"/></row>
            <row y="120" width="300" height="hug"><rect id="b" width="60" aspect-ratio="3/2" fill="red"/><rect id="c" width="20" fill="red"/></row>
            """)
        #expect(list.frame(id: "a") == Rect(x: 0, y: 0, width: 60, height: 100))
        #expect(list.frame(id: "b") == Rect(x: 0, y: 120, width: 60, height: 40))
        #expect(list.frame(id: "c") == Rect(x: 60, y: 120, width: 20, height: 40))
    }

    /// The height's min-…/max-… bound a hugged width through the ratio (CSS's transferred minimum).
    @Test func aMinimumHeightGivesAHuggedWidthThroughTheRatio() throws {
        let list = try frames("""
            <row id="a" width="hug" height="hug" min-height="50" aspect-ratio="1/2" fill="red"/>
            """)
        #expect(list.frame(id: "a") == Rect(x: 0, y: 0, width: 25, height: 50))
    }

    @Test func aColumnChildTakesItsHeightFromItsWidth() throws {
        let list = try frames("""
            <column width="200" height="300" align="start"><rect id="a" width="50" aspect-ratio="1/2" fill="red"/><rect id="b" height="10" fill="red" width="10"/></column>
            """)
        #expect(list.frame(id: "a") == Rect(x: 0, y: 0, width: 50, height: 100))
        #expect(list.frame(id: "b") == Rect(x: 0, y: 100, width: 10, height: 10))
    }
}
