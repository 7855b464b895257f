import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Issue 23's bug: a `<text valign="middle">` without a height in a row (under the default stretch)
/// sat at the top of the row. Now the text takes the row's content height and `valign` places it;
/// `align` does the same across a column. Measured from the ink at @1x and @2x.
@Suite struct StretchedTextPixelTests {
    static let scales = [1.0, 2.0]

    /// The ink of black text drawn in a 60 pt row (or a 200 pt column) on white.
    private func ink(_ stack: String, scale: Double) throws -> Rect {
        let boxes = try PixelBoxes("<scene width=\"200\" height=\"100\" background=\"white\">\(stack)</scene>", scale: scale)
        return try #require(boxes.box { $0.r < 128 && $0.g < 128 && $0.b < 128 }, "no ink: \(boxes)")
    }

    private func row(_ valign: String) -> String {
        #"<row y="20" width="200" height="60"><text font-size="20" valign="\#(valign)">HIH</text></row>"#
    }

    /// top, middle and bottom place the same line at the top, middle and bottom of the 60 pt row:
    /// the middle ink is halfway between the other two (within a pixel), and the line moves by the
    /// row's height less the line's (about 36 pt of 60).
    @Test(arguments: scales)
    func valignPlacesATextInARowWithoutAHeight(scale: Double) throws {
        let top = try ink(row("top"), scale: scale)
        let middle = try ink(row("middle"), scale: scale)
        let bottom = try ink(row("bottom"), scale: scale)
        #expect(top.minY >= 20 && top.minY < 30, "top \(top)")
        #expect(bottom.maxY <= 80 && bottom.maxY > 70, "bottom \(bottom)")
        #expect(bottom.minY - top.minY > 30, "top \(top), bottom \(bottom)")
        #expect(abs(middle.midY - (top.midY + bottom.midY) / 2) <= 1, "middle \(middle) between \(top) and \(bottom)")
        #expect(top.height == middle.height && middle.height == bottom.height)
    }

    /// The line box of a centred text is centred on the row's middle (y = 50): the ink of capitals sits
    /// above the line's middle by the descent less half the caps' depth, so the ink's middle is within
    /// a few points of 50, far from the 30 it had at the top.
    @Test(arguments: scales)
    func aMiddleTextIsCentredInItsRow(scale: Double) throws {
        let middle = try ink(row("middle"), scale: scale)
        #expect(abs(middle.midY - 50) < 4, "\(middle)")
    }

    /// In a column, `align` places a text without a width across the column: center puts the ink's
    /// middle at the column's middle, end at its right edge.
    @Test(arguments: scales)
    func alignPlacesATextInAColumnWithoutAWidth(scale: Double) throws {
        func column(_ align: String) -> String {
            #"<column x="0" width="200" height="100"><text font-size="20" align="\#(align)">HIH</text></column>"#
        }
        let start = try ink(column("start"), scale: scale)
        let center = try ink(column("center"), scale: scale)
        let end = try ink(column("end"), scale: scale)
        #expect(start.minX < 10, "start \(start)")
        #expect(abs(center.midX - 100) <= 1.5, "center \(center)")
        #expect(end.maxX > 190 && end.maxX <= 200, "end \(end)")
    }
}
