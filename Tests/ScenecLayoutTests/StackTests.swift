import ScenecCore
import Testing

@Suite struct StackTests {
    @Test func rowSharesTheFreeWidthByWeightAfterFixedAndPercentWidths() throws {
        let list = try #require(layout("""
            <scene width="400" height="100">
              <row x="0" y="10" width="400" height="50" gap="10">
                <rect id="a" width="100" fill="red"/>
                <rect id="b" width="*" fill="red"/>
                <rect id="c" width="2*" fill="red"/>
                <rect id="d" width="10%" fill="red"/>
              </row>
            </scene>
            """))
        // 400 - 100 - 40 (10%) - 3 gaps of 10 = 230 free: 1/3 and 2/3.
        #expect(list.frame(id: "a") == Rect(x: 0, y: 10, width: 100, height: 50))
        let b = try #require(list.frame(id: "b"))
        let c = try #require(list.frame(id: "c"))
        #expect(abs(b.x - 110) < 1e-9 && abs(b.width - 230.0 / 3) < 1e-9)
        #expect(abs(c.x - (120 + 230.0 / 3)) < 1e-9 && abs(c.width - 460.0 / 3) < 1e-9)
        let d = try #require(list.frame(id: "d"))
        #expect(abs(d.x - 360) < 1e-9 && d.width == 40)
    }

    @Test func columnDistributesHeightsAndDefaultsWidthToTheColumn() throws {
        let list = try #require(layout("""
            <scene width="100" height="300">
              <column x="10" width="80" height="300" padding="5" gap="10">
                <rect id="a" height="50" fill="red"/>
                <rect id="b" height="*" fill="red"/>
              </column>
            </scene>
            """))
        #expect(list.frame(id: "a") == Rect(x: 15, y: 5, width: 70, height: 50))
        #expect(list.frame(id: "b") == Rect(x: 15, y: 65, width: 70, height: 230))
    }

    @Test(arguments: [
        ("start", [0.0, 30.0]),
        ("center", [35.0, 65.0]),
        ("end", [70.0, 100.0]),
        ("space-between", [0.0, 100.0]),
    ])
    func justifyPlacesFixedChildren(justify: String, expected: [Double]) throws {
        // Two 20 pt children and a 10 pt gap make a 50 pt run in a 120 pt row.
        let spaced = try #require(layout("""
            <scene width="120" height="20">
              <row width="120" height="20" gap="10" justify="\(justify)">
                <rect id="a" width="20" fill="red"/>
                <rect id="b" width="20" fill="red"/>
              </row>
            </scene>
            """))
        #expect(spaced.frame(id: "a")?.x == expected[0])
        #expect(spaced.frame(id: "b")?.x == expected[1])
    }

    @Test func hiddenChildrenTakeNoSpace() throws {
        let list = try #require(layout("""
            <scene width="100" height="20">
              <row width="100" height="20"><rect width="30" fill="red" hidden="true"/><rect id="b" width="30" fill="red"/></row>
            </scene>
            """))
        #expect(list.frame(id: "b")?.x == 0)
    }

    @Test func circlesInARowAreMovedAlongTheRow() throws {
        let list = try #require(layout("""
            <scene width="100" height="20">
              <row width="100" height="20" gap="5"><rect width="30" fill="red"/><circle id="c" cx="100" cy="10" r="5" fill="red"/></row>
            </scene>
            """))
        #expect(list.frame(id: "c") == Rect(x: 35, y: 5, width: 10, height: 10))
    }

    @Test func nestedStacksResolveInsideTheirSlot() throws {
        let list = try #require(layout("""
            <scene width="200" height="100">
              <column width="200" height="100">
                <row height="40"><rect id="a" width="*" fill="red"/><rect id="b" width="*" fill="red"/></row>
                <row height="*"><rect id="c" width="50%" fill="red"/></row>
              </column>
            </scene>
            """))
        #expect(list.frame(id: "b") == Rect(x: 100, y: 0, width: 100, height: 40))
        #expect(list.frame(id: "c") == Rect(x: 0, y: 40, width: 100, height: 60))
    }
}

@Suite struct StackReferenceBoxTests {
    @Test func linePercentagesInAPaddedRowReferToTheContentBox() throws {
        let list = try #require(layout("""
            <scene width="100" height="20">
              <row width="100" height="20" padding="10"><line id="l" x1="0" y1="0" x2="50%" y2="0"/></row>
            </scene>
            """))
        // The content box is 80 pt wide: the line is 40 pt long and its slot starts at the padding.
        #expect(list.strokes(id: "l").first?.geometry == .line(Point(10, 10), Point(50, 10)))
    }
}
