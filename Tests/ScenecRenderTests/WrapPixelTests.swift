import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `wrap="true"` on a row or column (format 1.2): children that do not fit start a new line,
/// `line-gap` (default `gap`) separates the lines, `justify` applies per line and `align` inside
/// the line. Boxes measured from the pixels at @1x and @2x.
@Suite struct WrapPixelTests {
    static let scales = [1.0, 2.0]

    private func boxes(_ body: String, scale: Double) throws -> PixelBoxes {
        try PixelBoxes("<scene width=\"300\" height=\"200\" background=\"white\">\(body)</scene>", scale: scale)
    }

    /// Three 80 pt squares in a 200 pt row with 10 pt gaps: two fit (170 pt), the third starts a second
    /// line 20 pt (line-gap) under the first, at the row's start; the row hugs both lines' height.
    @Test(arguments: scales)
    func theChildThatDoesNotFitStartsALineAfterTheLineGap(scale: Double) throws {
        let boxes = try boxes("""
            <row x="10" y="10" width="200" height="hug" gap="10" line-gap="20" wrap="true" fill="#cccccc">
              <rect width="80" height="30" fill="#ff0000"/>
              <rect width="80" height="30" fill="#00ff00"/>
              <rect width="80" height="30" fill="#0000ff"/>
            </row>
            """, scale: scale)
        #expect(boxes.box("#ff0000") == Rect(x: 10, y: 10, width: 80, height: 30), "\(boxes)")
        #expect(boxes.box("#00ff00") == Rect(x: 100, y: 10, width: 80, height: 30))
        #expect(boxes.box("#0000ff") == Rect(x: 10, y: 60, width: 80, height: 30))
        #expect(boxes.box("#cccccc") == Rect(x: 10, y: 10, width: 200, height: 80))
    }

    /// Without line-gap the lines are `gap` apart.
    @Test(arguments: scales)
    func lineGapDefaultsToGap(scale: Double) throws {
        let boxes = try boxes("""
            <row x="10" y="10" width="200" height="hug" gap="10" wrap="true">
              <rect width="80" height="30" fill="#ff0000"/>
              <rect width="80" height="30" fill="#00ff00"/>
              <rect width="80" height="30" fill="#0000ff"/>
            </row>
            """, scale: scale)
        #expect(boxes.box("#0000ff") == Rect(x: 10, y: 50, width: 80, height: 30), "\(boxes)")
    }

    /// justify="center" centres each line on its own: the first (170 pt) 15 pt in, the second (80 pt)
    /// 60 pt in. justify="end" ends each line at the row's end.
    @Test(arguments: scales)
    func justifyAppliesToEachLine(scale: Double) throws {
        let centred = try boxes("""
            <row x="10" y="10" width="200" height="hug" gap="10" line-gap="20" wrap="true" justify="center">
              <rect width="80" height="30" fill="#ff0000"/>
              <rect width="80" height="30" fill="#00ff00"/>
              <rect width="80" height="30" fill="#0000ff"/>
            </row>
            """, scale: scale)
        #expect(centred.box("#ff0000") == Rect(x: 25, y: 10, width: 80, height: 30), "\(centred)")
        #expect(centred.box("#00ff00") == Rect(x: 115, y: 10, width: 80, height: 30))
        #expect(centred.box("#0000ff") == Rect(x: 70, y: 60, width: 80, height: 30))
        let ended = try boxes("""
            <row x="10" y="10" width="200" height="hug" gap="10" line-gap="20" wrap="true" justify="end">
              <rect width="80" height="30" fill="#ff0000"/>
              <rect width="80" height="30" fill="#00ff00"/>
              <rect width="80" height="30" fill="#0000ff"/>
            </row>
            """, scale: scale)
        #expect(ended.box("#ff0000") == Rect(x: 40, y: 10, width: 80, height: 30), "\(ended)")
        #expect(ended.box("#0000ff") == Rect(x: 130, y: 60, width: 80, height: 30))
    }

    /// align="center" centres a child in its line, not in the row: the first line is as tall as its
    /// tallest child (50), the 30 pt child sits 10 pt down it, and the second line starts after it.
    @Test(arguments: scales)
    func alignPlacesChildrenInsideTheirLine(scale: Double) throws {
        let boxes = try boxes("""
            <row x="10" y="10" width="200" height="hug" gap="10" line-gap="20" wrap="true" align="center" fill="#cccccc">
              <rect width="80" height="30" fill="#ff0000"/>
              <rect width="80" height="50" fill="#00ff00"/>
              <rect width="80" height="20" fill="#0000ff"/>
            </row>
            """, scale: scale)
        #expect(boxes.box("#ff0000") == Rect(x: 10, y: 20, width: 80, height: 30), "\(boxes)")
        #expect(boxes.box("#00ff00") == Rect(x: 100, y: 10, width: 80, height: 50))
        #expect(boxes.box("#0000ff") == Rect(x: 10, y: 80, width: 80, height: 20))
        #expect(boxes.box("#cccccc") == Rect(x: 10, y: 10, width: 200, height: 90))
    }

    /// A wrapping column starts a new column of children to the right, `line-gap` after the widest of
    /// the first, and hugs both columns' width.
    @Test(arguments: scales)
    func aColumnWrapsIntoColumns(scale: Double) throws {
        let boxes = try boxes("""
            <column x="10" y="10" width="hug" height="100" gap="10" line-gap="5" wrap="true" align="start" fill="#cccccc">
              <rect width="40" height="40" fill="#ff0000"/>
              <rect width="60" height="40" fill="#00ff00"/>
              <rect width="30" height="40" fill="#0000ff"/>
            </column>
            """, scale: scale)
        #expect(boxes.box("#ff0000") == Rect(x: 10, y: 10, width: 40, height: 40), "\(boxes)")
        #expect(boxes.box("#00ff00") == Rect(x: 10, y: 60, width: 60, height: 40))
        #expect(boxes.box("#0000ff") == Rect(x: 75, y: 10, width: 30, height: 40))
        #expect(boxes.box("#cccccc") == Rect(x: 10, y: 10, width: 95, height: 100))
    }
}
