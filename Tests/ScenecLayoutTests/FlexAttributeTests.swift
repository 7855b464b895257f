import ScenecCore
import Testing

// Rows and columns as CSS flexbox (format 1.3): grow, shrink, basis, margin, reverse, wrap="reverse",
// align-content and the space-around / space-evenly justifications, each pinned to the frames Chrome
// gives the equivalent flexbox.

@Suite struct FlexAttributeTests {
    private func frames(_ body: String, width: Int = 300, height: Int = 100) throws -> RenderList {
        try #require(layout("<scene width=\"\(width)\" height=\"\(height)\">\(body)</scene>"))
    }

    @Test func growSharesTheFreeSpaceOnTopOfEachBasis() throws {
        let list = try frames("""
            <row width="300" height="40"><rect id="a" width="50" grow="1" fill="red"/><rect id="b" width="100" grow="2" fill="red"/></row>
            """)
        // 150 pt free: a third to a, two thirds to b.
        #expect(list.frame(id: "a") == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(list.frame(id: "b") == Rect(x: 100, y: 0, width: 200, height: 40))
    }

    @Test func growBelowOneHandsOutOnlyThatFraction() throws {
        let list = try frames("""
            <row width="300" height="40"><rect id="a" width="100" grow="0.5" fill="red"/></row>
            """)
        // CSS §9.7: factors summing to 0.5 take half of the 200 pt free.
        #expect(list.frame(id: "a") == Rect(x: 0, y: 0, width: 200, height: 40))
    }

    @Test func shrinkTakesTheOverflowInProportionToFactorTimesBasis() throws {
        let list = try frames("""
            <row width="200" height="40"><rect id="a" width="100" shrink="1" fill="red"/><rect id="b" width="200" shrink="1" fill="red"/><rect id="c" width="20" fill="red"/></row>
            """)
        // 120 pt too much; a gives 40, b 80 (1×100 : 1×200); c does not shrink (scenec's default).
        #expect(list.frame(id: "a") == Rect(x: 0, y: 0, width: 60, height: 40))
        #expect(list.frame(id: "b") == Rect(x: 60, y: 0, width: 120, height: 40))
        #expect(list.frame(id: "c") == Rect(x: 180, y: 0, width: 20, height: 40))
    }

    @Test func basisWinsOverTheWidth() throws {
        let list = try frames("""
            <row width="300" height="40"><rect id="a" width="50" basis="100" grow="1" fill="red"/><rect id="b" width="10" basis="20%" fill="red"/></row>
            """)
        // b's basis is 20% of 300 = 60; a grows from 100 into the 140 left.
        #expect(list.frame(id: "a") == Rect(x: 0, y: 0, width: 240, height: 40))
        #expect(list.frame(id: "b") == Rect(x: 240, y: 0, width: 60, height: 40))
    }

    @Test(arguments: [("space-around", [25.0, 125, 225]), ("space-evenly", [37.5, 125, 212.5])])
    func justifySpacesTheRun(_ justify: String, _ xs: [Double]) throws {
        let list = try frames("""
            <row width="300" height="40" justify="\(justify)"><rect id="a" width="50" fill="red"/><rect id="b" width="50" fill="red"/><rect id="c" width="50" fill="red"/></row>
            """)
        #expect([list.frame(id: "a")?.x, list.frame(id: "b")?.x, list.frame(id: "c")?.x] == xs)
    }

    @Test func aReversedRowStartsAtItsRightEdge() throws {
        let list = try frames("""
            <row width="300" height="40" reverse="true" gap="10"><rect id="a" width="50" fill="red"/><rect id="b" width="100" fill="red"/></row>
            """)
        #expect(list.frame(id: "a") == Rect(x: 250, y: 0, width: 50, height: 40))
        #expect(list.frame(id: "b") == Rect(x: 140, y: 0, width: 100, height: 40))
    }

    @Test func alignContentCentresTheLines() throws {
        let list = try frames("""
            <row width="100" height="100" wrap="true" align-content="center"><rect id="a" width="60" height="20" fill="red"/><rect id="b" width="60" height="20" fill="red"/></row>
            """)
        #expect(list.frame(id: "a") == Rect(x: 0, y: 30, width: 60, height: 20))
        #expect(list.frame(id: "b") == Rect(x: 0, y: 50, width: 60, height: 20))
    }

    @Test func wrapReverseStacksLinesFromTheBottom() throws {
        let list = try frames("""
            <row width="100" height="100" wrap="reverse"><rect id="a" width="60" height="20" fill="red"/><rect id="b" width="60" height="20" fill="red"/></row>
            """)
        #expect(list.frame(id: "a") == Rect(x: 0, y: 80, width: 60, height: 20))
        #expect(list.frame(id: "b") == Rect(x: 0, y: 60, width: 60, height: 20))
    }

    @Test func marginsTakeSpaceOnBothAxes() throws {
        let list = try frames("""
            <row width="300" height="50"><rect id="a" width="50" margin="5 10" fill="red"/><rect id="b" width="50" fill="red"/></row>
            """)
        #expect(list.frame(id: "a") == Rect(x: 10, y: 5, width: 50, height: 40))
        #expect(list.frame(id: "b") == Rect(x: 70, y: 0, width: 50, height: 50))
    }

    @Test func autoMarginsAbsorbTheFreeSpace() throws {
        let list = try frames("""
            <row width="300" height="50"><rect id="a" width="50" height="20" margin="auto" fill="red"/><rect id="b" width="50" margin="0 0 0 auto" fill="red"/></row>
            """)
        // 200 pt free over three auto margins on the main axis; a is centred across.
        #expect(list.frame(id: "a") == Rect(x: 200.0 / 3, y: 15, width: 50, height: 20))
        #expect(list.frame(id: "b") == Rect(x: 250, y: 0, width: 50, height: 50))
    }

    /// Issue 35: a column without a height in a wrapping row takes its line's height, not the row's.
    @Test func aStretchedColumnInAWrappingRowTakesItsLinesHeight() throws {
        let list = try frames("""
            <row id="row" width="100" height="200" wrap="true" fill="#eee"><column id="c" width="60" fill="red"><rect id="r" height="20" fill="blue"/></column><rect id="d" width="60" height="30" fill="red"/></row>
            """, height: 200)
        #expect(list.frame(id: "c") == Rect(x: 0, y: 0, width: 60, height: 20))
        #expect(list.frame(id: "d") == Rect(x: 0, y: 20, width: 60, height: 30))
    }

    /// Issue 35: `hug` on a wrapping row's width is CSS fit-content: it wraps at the width offered.
    @Test func aHuggingWrappingRowWrapsAtTheRoomOffered() throws {
        let list = try frames("""
            <row id="row" width="hug" height="hug" wrap="true" fill="#eee"><rect id="a" width="40" height="10" fill="red"/><rect id="b" width="40" height="10" fill="red"/><rect id="c" width="40" height="10" fill="red"/></row>
            """, width: 100)
        #expect(list.frame(id: "row") == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(list.frame(id: "c") == Rect(x: 0, y: 10, width: 40, height: 10))
    }

    /// Issue 35: a wrapping column that hugs its width under max-height wraps there: as wide as its
    /// lines, as tall as the longest (30 pt: no two boxes fit in 50), as Chrome sizes it.
    @Test func aWrappingColumnUnderMaxHeightIsAsWideAsItsLines() throws {
        let list = try frames("""
            <column id="col" width="hug" height="hug" max-height="50" wrap="true" fill="#eee"><rect id="a" width="20" height="30" fill="red"/><rect id="b" width="20" height="30" fill="red"/><rect id="c" width="20" height="30" fill="red"/></column>
            """)
        #expect(list.frame(id: "col") == Rect(x: 0, y: 0, width: 60, height: 30))
        #expect(list.frame(id: "c") == Rect(x: 40, y: 0, width: 20, height: 30))
    }
}
