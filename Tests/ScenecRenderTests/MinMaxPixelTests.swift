import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `min-width` … `max-height` (format 1.2) bound every kind of size — fixed, percentage, weight and
/// hug — and weights that hit a bound are frozen there while the others share the rest (CSS flex
/// §9.7). Each box is drawn in its own colour and measured from the pixels at @1x and @2x.
@Suite struct MinMaxPixelTests {
    static let scales = [1.0, 2.0]

    private func boxes(_ body: String, scale: Double, width: Int = 320, height: Int = 200) throws -> PixelBoxes {
        try PixelBoxes("<scene width=\"\(width)\" height=\"\(height)\" background=\"white\">\(body)</scene>", scale: scale)
    }

    /// Fixed sizes: max-width shortens, min-width lengthens, min-height and max-height alike, and where
    /// the minimum is above the maximum the minimum wins (CSS).
    @Test(arguments: scales)
    func boundsClampFixedSizes(scale: Double) throws {
        let boxes = try boxes("""
            <rect x="10" y="10" width="100" height="20" max-width="60" fill="#ff0000"/>
            <rect x="10" y="40" width="10" height="20" min-width="30" fill="#00ff00"/>
            <rect x="10" y="70" width="40" height="90" max-height="15" fill="#0000ff"/>
            <rect x="10" y="100" width="40" height="5" min-height="25" fill="#ff00ff"/>
            <rect x="10" y="140" width="50" height="20" min-width="80" max-width="60" fill="#00ffff"/>
            """, scale: scale)
        #expect(boxes.box("#ff0000") == Rect(x: 10, y: 10, width: 60, height: 20), "\(boxes)")
        #expect(boxes.box("#00ff00") == Rect(x: 10, y: 40, width: 30, height: 20))
        #expect(boxes.box("#0000ff") == Rect(x: 10, y: 70, width: 40, height: 15))
        #expect(boxes.box("#ff00ff") == Rect(x: 10, y: 100, width: 40, height: 25))
        #expect(boxes.box("#00ffff") == Rect(x: 10, y: 140, width: 80, height: 20))
    }

    /// Percentages of a 300 pt group, and bounds that are themselves percentages of it.
    @Test(arguments: scales)
    func boundsClampPercentageSizes(scale: Double) throws {
        let boxes = try boxes("""
            <group x="10" y="10" width="300" height="180">
              <rect width="50%" height="20" max-width="100" fill="#ff0000"/>
              <rect y="30" width="10%" height="20" min-width="20%" fill="#00ff00"/>
              <rect y="60" width="90%" height="20" max-width="25%" fill="#0000ff"/>
            </group>
            """, scale: scale)
        #expect(boxes.box("#ff0000") == Rect(x: 10, y: 10, width: 100, height: 20), "\(boxes)")
        #expect(boxes.box("#00ff00") == Rect(x: 10, y: 40, width: 60, height: 20))
        #expect(boxes.box("#0000ff") == Rect(x: 10, y: 70, width: 75, height: 20))
    }

    /// The frozen weight: three equal weights in a 300 pt row with 10 pt gaps share 280 pt; the
    /// first may not pass 60 pt, so it keeps 60 and the other two share the remaining 220 (110 each).
    @Test(arguments: scales)
    func aWeightAtItsMaximumIsFrozenAndTheOthersShareTheRest(scale: Double) throws {
        let boxes = try boxes("""
            <row x="10" y="10" width="300" height="20" gap="10">
              <rect width="*" max-width="60" fill="#ff0000"/>
              <rect width="*" fill="#00ff00"/>
              <rect width="*" fill="#0000ff"/>
            </row>
            """, scale: scale)
        #expect(boxes.box("#ff0000") == Rect(x: 10, y: 10, width: 60, height: 20), "\(boxes)")
        #expect(boxes.box("#00ff00") == Rect(x: 80, y: 10, width: 110, height: 20))
        #expect(boxes.box("#0000ff") == Rect(x: 200, y: 10, width: 110, height: 20))
    }

    /// A minimum freezes a weight too: 300 pt split 1:1 would give 150 each; the first may not be under
    /// 200, so it takes 200 and the second the 100 left.
    @Test(arguments: scales)
    func aWeightAtItsMinimumIsFrozenAndTheOthersShareTheRest(scale: Double) throws {
        let boxes = try boxes("""
            <row x="10" y="10" width="300" height="20">
              <rect width="*" min-width="200" fill="#ff0000"/>
              <rect width="*" fill="#00ff00"/>
            </row>
            """, scale: scale)
        #expect(boxes.box("#ff0000") == Rect(x: 10, y: 10, width: 200, height: 20), "\(boxes)")
        #expect(boxes.box("#00ff00") == Rect(x: 210, y: 10, width: 100, height: 20))
    }

    /// The gallery's case (scenes/sizing-minmax.xml), CSS §9.7 step by step: 360 pt less two 8 pt gaps
    /// is 344; equal shares of 114.67 break the first's max (−54.67) and the third's min (+25.33); the
    /// total is negative, so only the maximum is frozen (60), and the other two share 284 (142 each),
    /// which the third's 140 pt minimum allows.
    @Test(arguments: scales)
    func onlyTheBoundsThatWinAreFrozenInARound(scale: Double) throws {
        let boxes = try boxes("""
            <row x="0" y="10" width="360" height="20" gap="8">
              <rect width="*" max-width="60" fill="#ff0000"/>
              <rect width="*" fill="#00ff00"/>
              <rect width="*" min-width="140" fill="#0000ff"/>
            </row>
            """, scale: scale, width: 360)
        #expect(boxes.box("#ff0000") == Rect(x: 0, y: 10, width: 60, height: 20), "\(boxes)")
        #expect(boxes.box("#00ff00") == Rect(x: 68, y: 10, width: 142, height: 20))
        #expect(boxes.box("#0000ff") == Rect(x: 218, y: 10, width: 142, height: 20))
    }

    /// Weighted heights in a column are bounded alike.
    @Test(arguments: scales)
    func weightedHeightsInAColumnAreBoundedToo(scale: Double) throws {
        let boxes = try boxes("""
            <column x="10" y="10" width="40" height="180">
              <rect height="*" max-height="30" fill="#ff0000"/>
              <rect height="2*" fill="#00ff00"/>
            </column>
            """, scale: scale)
        #expect(boxes.box("#ff0000") == Rect(x: 10, y: 10, width: 40, height: 30), "\(boxes)")
        #expect(boxes.box("#00ff00") == Rect(x: 10, y: 40, width: 40, height: 150))
    }

    /// Hug sizes: a row hugging a 40 pt square with min-width 120 is 120 wide; one hugging a 100 pt
    /// square with max-width 50 (clipped, so no overflow) is 50 wide and draws only 50 pt of its child;
    /// min-height lengthens a hugging column.
    @Test(arguments: scales)
    func boundsClampHugSizes(scale: Double) throws {
        let boxes = try boxes("""
            <row x="10" y="10" width="hug" height="hug" min-width="120" fill="#0000ff">
              <rect width="40" height="20" fill="#ff0000"/>
            </row>
            <row x="10" y="40" width="hug" height="hug" max-width="50" clip="true" fill="#0000ff">
              <rect width="100" height="20" fill="#00ff00"/>
            </row>
            <column x="200" y="10" width="hug" height="hug" min-height="90" fill="#ff00ff">
              <rect width="30" height="20" fill="#00ffff"/>
            </column>
            """, scale: scale)
        // The first row shows blue right of its 40 pt child, to x = 10 + 120; the second is all green.
        #expect(boxes.box("#0000ff") == Rect(x: 50, y: 10, width: 80, height: 20), "\(boxes)")
        #expect(boxes.box("#ff0000") == Rect(x: 10, y: 10, width: 40, height: 20))
        #expect(boxes.box("#00ff00") == Rect(x: 10, y: 40, width: 50, height: 20))
        // The column shows magenta under its 20 pt child, to y = 10 + 90.
        #expect(boxes.box("#ff00ff") == Rect(x: 200, y: 30, width: 30, height: 70))
        #expect(boxes.box("#00ffff") == Rect(x: 200, y: 10, width: 30, height: 20))
    }

    /// A hugging text with max-width and wrap breaks its lines at the max-width: its row is exactly
    /// max-width plus padding wide, and taller than the one-line label of the same text without a bound.
    @Test(arguments: scales)
    func aHuggingTextWrapsAtItsMaxWidth(scale: Double) throws {
        let sentence = "This text hugs its lines until they reach its max-width, then wraps."
        let boxes = try boxes("""
            <row x="10" y="10" width="hug" height="hug" padding="5" align="start" fill="#0000ff">
              <text width="hug" max-width="180" wrap="word" font-size="13" color="#0000ff">\(sentence)</text>
            </row>
            <row x="10" y="150" width="hug" height="hug" padding="5" align="start" fill="#ff0000">
              <text width="hug" font-size="13" color="#ff0000">\(sentence)</text>
            </row>
            """, scale: scale, width: 600)
        let bounded = try #require(boxes.box("#0000ff"), "\(boxes)")
        let free = try #require(boxes.box("#ff0000"), "\(boxes)")
        #expect(bounded.minX == 10 && bounded.width == 190, "\(bounded)")
        #expect(free.width > 300, "one line: \(free)")
        #expect(bounded.height > 2 * free.height - 10 - 1, "two lines or more: \(bounded) vs \(free)")
    }
}
