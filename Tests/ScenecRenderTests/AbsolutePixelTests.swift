import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `position="absolute"` on a child of a row or column (format 1.2): out of the flow, placed by its
/// own x/y/size in the stack's frame, drawn in document order, taking no space. Measured from the
/// pixels at @1x and @2x.
@Suite struct AbsolutePixelTests {
    static let scales = [1.0, 2.0]

    private func boxes(_ body: String, scale: Double) throws -> PixelBoxes {
        try PixelBoxes("<scene width=\"300\" height=\"120\" background=\"white\">\(body)</scene>", scale: scale)
    }

    private func row(badge: String) -> String {
        """
        <row x="10" y="20" width="200" height="50" padding="5" gap="10" justify="center">
          <rect width="40" fill="#ff0000"/>
          \(badge)
          <rect width="40" fill="#0000ff"/>
          <rect width="*" max-width="30" fill="#00ffff"/>
        </row>
        """
    }

    /// The siblings sit exactly where they sit in the same row without the absolute child, and the
    /// absolute child is at its own x/y from the row's frame (not its content box), drawn over the
    /// sibling before it in document order.
    @Test(arguments: scales)
    func anAbsoluteChildLeavesItsSiblingsWhereTheyWouldBeWithoutIt(scale: Double) throws {
        let badge = ##"<rect position="absolute" x="30" y="-10" width="20" height="20" fill="#00ff00"/>"##
        let with = try boxes(row(badge: badge), scale: scale)
        let without = try boxes(row(badge: ""), scale: scale)
        for color in ["#0000ff", "#00ffff"] {
            #expect(with.box(color) == without.box(color), "\(color): \(with)")
        }
        // Red is 40 pt at x = 10 + 5 + (190 − 130) / 2 = 45; the badge covers its top-right corner.
        #expect(without.box("#ff0000") == Rect(x: 45, y: 25, width: 40, height: 40), "\(without)")
        #expect(without.box("#0000ff") == Rect(x: 95, y: 25, width: 40, height: 40))
        #expect(without.box("#00ffff") == Rect(x: 145, y: 25, width: 30, height: 40))
        #expect(with.box("#00ff00") == Rect(x: 40, y: 10, width: 20, height: 20), "\(with)")
        #expect(with.isColor("#00ff00", at: 50, 27), "the badge is drawn over the red square")
        #expect(with.isColor("#ff0000", at: 80, 27) && with.isColor("#ff0000", at: 50, 35))
    }

    /// A hugging row takes no size from an absolute child; the child's percentages are of the row's
    /// final frame (a 100% wide bar under a row that hugs a 60 pt square with padding 10 is 80 wide).
    @Test(arguments: scales)
    func aHuggingRowIgnoresItsAbsoluteChildren(scale: Double) throws {
        let boxes = try boxes("""
            <row x="10" y="10" width="hug" height="hug" padding="10" fill="#cccccc">
              <rect width="60" height="40" fill="#ff0000"/>
              <rect position="absolute" x="0" y="70" width="100%" height="10" fill="#0000ff"/>
              <rect position="absolute" x="150" y="0" width="100" height="5" fill="#00ff00"/>
            </row>
            """, scale: scale)
        #expect(boxes.box("#cccccc") == Rect(x: 10, y: 10, width: 80, height: 60), "\(boxes)")
        #expect(boxes.box("#0000ff") == Rect(x: 10, y: 80, width: 80, height: 10))
        #expect(boxes.box("#00ff00") == Rect(x: 160, y: 10, width: 100, height: 5))
    }

    /// In a column the same holds on the vertical axis: the absolute child's y is from the column's top.
    @Test(arguments: scales)
    func anAbsoluteChildOfAColumnIsPlacedByItsOwnY(scale: Double) throws {
        let boxes = try boxes("""
            <column x="10" y="10" width="60" height="100" gap="10">
              <rect height="20" fill="#ff0000"/>
              <rect position="absolute" x="70" y="50" width="20" height="20" fill="#00ff00"/>
              <rect height="20" fill="#0000ff"/>
            </column>
            """, scale: scale)
        #expect(boxes.box("#ff0000") == Rect(x: 10, y: 10, width: 60, height: 20), "\(boxes)")
        #expect(boxes.box("#0000ff") == Rect(x: 10, y: 40, width: 60, height: 20))
        #expect(boxes.box("#00ff00") == Rect(x: 80, y: 60, width: 20, height: 20))
    }
}
