import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `corner-radius` in percent of the frame's shorter side (format 1.2): `50%` makes a pill of a
/// wide frame and a circle of a square one, whatever size the frame hugs to. Probed along each
/// corner's diagonal (`expectArcs`: clear at 0.15·r from the vertex, inked at 0.45·r).
@Suite struct PercentCornerPixelTests {
    static let scales = [1.0, 2.0]

    private func corners(_ frame: Rect, radius: Double) -> [PointProbe.RoundedCorner] {
        [.init(radius: radius, vertex: Point(frame.minX, frame.minY), inward: Point(1, 1)),
         .init(radius: radius, vertex: Point(frame.maxX, frame.minY), inward: Point(-1, 1)),
         .init(radius: radius, vertex: Point(frame.maxX, frame.maxY), inward: Point(-1, -1)),
         .init(radius: radius, vertex: Point(frame.minX, frame.maxY), inward: Point(1, -1))]
    }

    /// 50% of a 100 × 40 frame is 20: the ends are half circles. The left and right ends are inked at
    /// mid-height and clear 20 pt in from the corners' vertices on the ends' edge lines.
    @Test(arguments: scales)
    func fiftyPercentMakesAPill(scale: Double) throws {
        let probe = try InlineScene.probe(#"<rect x="0" y="30" width="100" height="40" corner-radius="50%" fill="black"/>"#, scale: scale)
        let frame = Rect(x: 0, y: 30, width: 100, height: 40)
        probe.expectArcs(corners(frame, radius: 20))
        #expect(probe.isInked(0.6, 50) && probe.isInked(99.4, 50), "\(probe)")
        // 20 pt in from the ends the edges are straight; 2 pt in, the top edge is outside the arc.
        #expect(probe.isInked(25, 30.6) && probe.isInked(75, 69.4))
        #expect(probe.isClear(2, 30.6))
    }

    /// The percentage is of the shorter side, not of the side it rounds: 25% of a 100 × 40 frame is 10
    /// (25% of the width would be 25, clamped to 20, and clear 4.5 pt in along the diagonal).
    @Test(arguments: scales)
    func aPercentageIsOfTheShorterSide(scale: Double) throws {
        let probe = try InlineScene.probe(#"<rect x="0" y="30" width="100" height="40" corner-radius="25%" fill="black"/>"#, scale: scale)
        probe.expectArcs(corners(Rect(x: 0, y: 30, width: 100, height: 40), radius: 10))
    }

    /// 50% of a square is a circle: clear at the corners' diagonals where a circle is, inked to the
    /// middle of each side.
    @Test(arguments: scales)
    func fiftyPercentOfASquareIsACircle(scale: Double) throws {
        let probe = try InlineScene.probe(#"<rect x="20" y="20" width="60" height="60" corner-radius="50%" fill="black"/>"#, scale: scale)
        probe.expectArcs(corners(Rect(x: 20, y: 20, width: 60, height: 60), radius: 30))
        // On a circle of radius 30 centred at (50, 50), the point 45° out at 29 pt is inside, at 31 outside.
        let d = 1 / 2.0.squareRoot()
        #expect(probe.isInked(50 - 28 * d, 50 - 28 * d) && probe.isClear(50 - 31.5 * d, 50 - 31.5 * d), "\(probe)")
        for (x, y) in [(20.6, 50.0), (79.4, 50.0), (50.0, 20.6), (50.0, 79.4)] {
            #expect(probe.isInked(x, y), "(\(x), \(y)) \(probe)")
        }
    }

    /// The percentage is of the frame layout gives: a row hugging a 60 × 20 child with padding 10 is 80
    /// × 40, so 50% rounds it with 20 pt radii; the child is white so only the pill's corners ink.
    @Test(arguments: scales)
    func fiftyPercentOfAHuggingRowIsAPillOfItsHuggedSize(scale: Double) throws {
        let probe = try InlineScene.probe("""
            <row x="10" y="30" width="hug" height="hug" padding="10" corner-radius="50%" fill="black">
              <rect width="60" height="20" fill="white"/>
            </row>
            """, scale: scale)
        probe.expectArcs(corners(Rect(x: 10, y: 30, width: 80, height: 40), radius: 20))
        #expect(probe.isInked(10.6, 50) && probe.isInked(89.4, 50) && probe.isClear(91, 50), "\(probe)")
    }

    /// A clipping group's clip follows its percentage corners: 25% of 100 × 40 clips its child with
    /// 10 pt radii; its stroke is drawn on the same outline.
    @Test(arguments: scales)
    func aClipAndAStrokeFollowPercentageCorners(scale: Double) throws {
        let clipped = try InlineScene.probe("""
            <group x="0" y="30" width="100" height="40" clip="true" corner-radius="25%"><rect width="100" height="40" fill="black"/></group>
            """, scale: scale)
        clipped.expectArcs(corners(Rect(x: 0, y: 30, width: 100, height: 40), radius: 10))
        let stroked = try InlineScene.probe("""
            <rect x="0" y="30" width="100" height="40" corner-radius="25%" fill="none" stroke="black" stroke-width="2" stroke-align="inside"/>
            """, scale: scale)
        // The stroke runs along the arc: the corner's tip is clear, the arc's midpoint (0.29·r in) inked.
        let mid = 10 * (1 - 1 / 2.0.squareRoot())
        #expect(stroked.isClear(0.6, 30.6) && stroked.isInked(mid + 0.7, 30 + mid + 0.7), "\(stroked)")
    }

    /// A key takes percentage corners too: corner-radius="50%" on a 100 × 40 key rounds its outline
    /// (the frame inset by 0.5, 99 × 39) into a pill with 19.5 pt radii, for a pill-shaped key that hugs.
    @Test(arguments: scales)
    func aKeyTakesPercentageCorners(scale: Double) throws {
        let solid = """
            <defaults><key top-color="black" bottom-color="black" overall-top-color="none" overall-bottom-color="none"
              shadow-color="none" inner-shadow-color="none" inner-highlight-color="none" stroke-color="none" label-color="black"/></defaults>
            """
        let probe = try InlineScene.probe(solid + #"<key x="0" y="30" width="100" height="40" corner-radius="50%" label="OK"/>"#, scale: scale)
        probe.expectArcs(corners(Rect(x: 0.5, y: 30.5, width: 99, height: 39), radius: 19.5))
    }

    /// Per-corner percentages in CSS order: "50% 0%" rounds the top-left and bottom-right corners
    /// only, each by half the shorter side.
    @Test(arguments: scales)
    func perCornerPercentagesFollowCSSOrder(scale: Double) throws {
        let probe = try InlineScene.probe(#"<rect x="0" y="20" width="100" height="60" corner-radius="50% 0%" fill="black"/>"#, scale: scale)
        let frame = Rect(x: 0, y: 20, width: 100, height: 60)
        let all = corners(frame, radius: 30)
        probe.expectArcs([all[0], all[2]])
        #expect(probe.isInked(99.4, 20.6) && probe.isInked(0.6, 79.4), "sharp corners, \(probe)")
    }
}
