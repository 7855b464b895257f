import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `trim-start` / `trim-end` (issue 27): only that part of the outline's length is stroked, from where
/// the outline starts, clockwise — a circle at 3 o'clock, a rect at the top-left end of its top edge.
/// Probed at the middle of each quarter of the outline at @1x and @2x.
@Suite struct TrimPixelTests {
    /// A 60 pt circle around (50, 50), stroked 8 pt: the middles of its four quarter arcs, clockwise from 3 o'clock.
    private static let circleQuarters = [(71.2, 71.2), (28.8, 71.2), (28.8, 28.8), (71.2, 28.8)]

    @Test(arguments: [1.0, 2.0], [("0", "0.25", [true, false, false, false]), ("0.25", "0.75", [false, true, true, false]),
                                   ("0.5", "1", [false, false, true, true])])
    func aTrimmedCircleStrokesItsQuartersClockwiseFromThreeOClock(scale: Double, trim: (String, String, [Bool])) throws {
        let probe = try InlineScene.probe(#"<circle cx="50" cy="50" r="30" stroke="black" stroke-width="8" trim-start="\#(trim.0)" trim-end="\#(trim.1)"/>"#,
                                          scale: scale)
        let inked = Self.circleQuarters.map { probe.isInked($0.0, $0.1) }
        #expect(inked == trim.2, "trim \(trim.0)…\(trim.1)")
    }

    /// A 60 pt square from (20, 20): its edges in order are top, right, bottom, left; 0.25…0.75 strokes
    /// the right and bottom edges only.
    @Test(arguments: [1.0, 2.0])
    func aTrimmedRectStrokesItsEdgesInOrderFromTheTopLeft(scale: Double) throws {
        let probe = try InlineScene.probe(#"<rect x="20" y="20" width="60" height="60" stroke="black" stroke-width="6" trim-start="0.25" trim-end="0.75"/>"#,
                                          scale: scale)
        #expect(!probe.isInked(50, 20), "top")
        #expect(probe.isInked(80, 50), "right")
        #expect(probe.isInked(50, 80), "bottom")
        #expect(!probe.isInked(20, 50), "left")
    }

    /// trim-end not above trim-start strokes nothing; trimming with a dash array or without a stroke warns.
    @Test func anEmptyTrimDrawsNothingAndTheWarningsAreLocated() throws {
        let probe = try InlineScene.probe(#"<circle cx="50" cy="50" r="30" stroke="black" stroke-width="8" trim-start="0.5" trim-end="0.5"/>"#, scale: 1)
        #expect(Self.circleQuarters.allSatisfy { probe.isClear($0.0, $0.1) })
        let parsed = InlineScene.parse(#"<scene width="40" height="40"><rect width="10" height="10" stroke="red" stroke-dasharray="2" trim-end="0.5"/><rect width="10" height="10" trim-end="0.5"/></scene>"#)
        #expect(parsed.diagnostics.map(\.message) == [
            "stroke-dasharray is ignored on a trimmed stroke: trim-start and trim-end draw one dash of their own",
            "trim-end has no effect without a stroke: it trims the stroked outline",
        ])
    }
}
