import ScenecCore
import Testing

// CSS's static position of absolute children in a row or column (format 1.3): an axis without x/y or
// an inset follows justify (main) and align/align-self (cross) as if the child were alone, in the
// content box; scenes of earlier versions keep 1.2's place at the frame's edge.

@Suite struct StaticPositionTests {
    private func frames(_ body: String, version: String? = "1.3") throws -> RenderList {
        let declared = version.map { " version=\"\($0)\"" } ?? ""
        return try #require(layout("<scene width=\"300\" height=\"200\"\(declared)>\(body)</scene>"))
    }

    private let centredRow = """
        <row width="200" height="100" padding="10" justify="center" align="end" fill="red">
          <rect width="30" height="30" fill="red"/>
          <rect id="a" position="absolute" width="60" height="40" fill="red"/>
        </row>
        """

    @Test func justifyAndAlignPlaceTheChildInTheContentBox() throws {
        let list = try frames(centredRow)
        // Content box 10…190 × 10…90: centred along (10 + (180 − 60) / 2), at the end across (90 − 40).
        #expect(list.frame(id: "a") == Rect(x: 70, y: 50, width: 60, height: 40))
    }

    @Test(arguments: [nil, "1.2"])
    func earlierVersionsKeepTheFrameEdge(_ version: String?) throws {
        let list = try frames(centredRow, version: version)
        #expect(list.frame(id: "a") == Rect(x: 0, y: 0, width: 60, height: 40))
    }

    @Test func anAxisWithXOrAnInsetKeepsIt() throws {
        let list = try frames("""
            <row width="200" height="100" padding="10" justify="end" align="center" fill="red">
              <rect id="a" position="absolute" x="5" width="60" height="40" fill="red"/>
              <rect id="b" position="absolute" bottom="4" width="60" height="40" fill="red"/>
            </row>
            """)
        // a: x from the frame's edge, y centred (10 + (80 − 40) / 2); b: x at the end (190 − 60), y from the bottom inset.
        #expect(list.frame(id: "a") == Rect(x: 5, y: 30, width: 60, height: 40))
        #expect(list.frame(id: "b") == Rect(x: 130, y: 56, width: 60, height: 40))
    }

    @Test func alignSelfWinsAndStretchSitsAtTheStart() throws {
        let list = try frames("""
            <column width="200" height="100" padding="10" justify="space-evenly" fill="red">
              <rect id="a" position="absolute" width="60" height="40" fill="red"/>
              <rect id="b" position="absolute" align-self="center" width="60" height="40" fill="red"/>
            </column>
            """)
        // One item: space-evenly centres it along the column (10 + (80 − 40) / 2); stretch is the start across.
        #expect(list.frame(id: "a") == Rect(x: 10, y: 30, width: 60, height: 40))
        #expect(list.frame(id: "b") == Rect(x: 70, y: 30, width: 60, height: 40))
    }

    @Test func reversedAxesStartAtTheirFarEnds() throws {
        let list = try frames("""
            <column width="200" height="100" padding="10" reverse="true" wrap="reverse" fill="red">
              <rect id="a" position="absolute" width="60" height="40" fill="red"/>
            </column>
            """)
        // column-reverse: flex-start is the bottom (90 − 40); wrap-reverse: the cross start is the right (190 − 60).
        #expect(list.frame(id: "a") == Rect(x: 130, y: 50, width: 60, height: 40))
    }
}

