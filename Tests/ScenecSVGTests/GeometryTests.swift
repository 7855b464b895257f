import ScenecCore
import ScenecTestSupport
import Testing
@testable import ScenecSVG

@Suite struct GeometryTests {
    @Test func plainRect() {
        #expect(Fixture.inner([Fixture.fill(.rect(1, 2, 30, 40))]) == [
            ##"  <rect x="1" y="2" width="30" height="40" fill="#000000"/>"##,
        ])
    }

    @Test func roundedRectHasEqualRxRy() {
        #expect(Fixture.inner([Fixture.fill(.rect(1, 2, 30, 40, radius: 7))]) == [
            ##"  <rect x="1" y="2" width="30" height="40" rx="7" ry="7" fill="#000000"/>"##,
        ])
    }

    @Test func cornerRadiusClampedLikeThePathRoutine() {
        // Path.roundedRect clamps to half the shorter side; SVG would clamp rx and ry separately.
        #expect(Fixture.inner([Fixture.fill(.rect(0, 0, 30, 10, radius: 8))]) == [
            ##"  <rect x="0" y="0" width="30" height="10" rx="5" ry="5" fill="#000000"/>"##,
        ])
    }

    @Test func negativeRadiusIsIgnored() {
        #expect(Fixture.inner([Fixture.fill(.rect(0, 0, 3, 4, radius: -2))]) == [
            ##"  <rect x="0" y="0" width="3" height="4" fill="#000000"/>"##,
        ])
    }

    @Test func negativeRectSizeIsNormalised() {
        #expect(Fixture.inner([Fixture.fill(.rect(10, 10, -4, -6))]) == [
            ##"  <rect x="6" y="4" width="4" height="6" fill="#000000"/>"##,
        ])
    }

    @Test func circleWhenWidthEqualsHeight() {
        #expect(Fixture.inner([Fixture.fill(.ellipse(Rect(x: 10, y: 20, width: 8, height: 8)))]) == [
            ##"  <circle cx="14" cy="24" r="4" fill="#000000"/>"##,
        ])
    }

    @Test func ellipseOtherwise() {
        #expect(Fixture.inner([Fixture.fill(.ellipse(Rect(x: 10, y: 20, width: 8, height: 5)))]) == [
            ##"  <ellipse cx="14" cy="22.5" rx="4" ry="2.5" fill="#000000"/>"##,
        ])
    }

    @Test func aStrokedCircleIsTheCubicPathCairoStrokesWhileAFilledOneStaysACircle() {
        let circle = Geometry.ellipse(Rect(x: 0, y: 0, width: 20, height: 20))
        let lines = Fixture.inner([.stroke(StrokeOp(geometry: circle, paint: .solid(.black), width: 1)), Fixture.fill(circle)])
        #expect(lines == [
            ##"  <path d="M20 10C20 15.523 15.523 20 10 20C4.477 20 0 15.523 0 10C0 4.477 4.477 0 10 0C15.523 0 20 4.477 20 10Z" fill="none" stroke="#000000" stroke-width="1"/>"##,
            ##"  <circle cx="10" cy="10" r="10" fill="#000000"/>"##,
        ])
    }

    @Test func quarterEllipsesAreWrittenAsArcsOtherCubicsAsCubics() {
        // Path.roundedRect runs clockwise from the top edge: every corner turns clockwise (sweep 1).
        #expect(PathData.string(Path.roundedRect(Rect(x: 0, y: 0, width: 20, height: 10), radius: 4))
                == "M4 0H16A4 4 0 0 1 20 4V6A4 4 0 0 1 16 10H4A4 4 0 0 1 0 6V4A4 4 0 0 1 4 0Z")
        // Path.ellipse runs the other way round on screen (right, bottom, left, top): also sweep 1 in y-down.
        #expect(PathData.string(Path.ellipse(in: Rect(x: 0, y: 0, width: 8, height: 4)))
                == "M8 2A4 2 0 0 1 4 4A4 2 0 0 1 0 2A4 2 0 0 1 4 0A4 2 0 0 1 8 2Z")
        // The same corner drawn counter-clockwise, and a cubic that only looks like one.
        #expect(QuarterArc(from: Point(20, 4), Point(20, 4 - 4 * Path.kappa), Point(16 + 4 * Path.kappa, 0), to: Point(16, 0))?.sweep == 0)
        #expect(QuarterArc(from: Point(0, 0), Point(1, 0), Point(2, 1), to: Point(2, 2)) == nil)
        #expect(PathData.string(Path.ellipse(in: Rect(x: 0, y: 0, width: 8, height: 4)), quarterArcs: false).contains("C"))
    }

    @Test func line() {
        let op = RenderOp.stroke(StrokeOp(geometry: .line(Point(0, 0.5), Point(100, 0.5)), paint: .solid(.black), width: 1))
        #expect(Fixture.inner([op]) == [
            ##"  <line x1="0" y1="0.5" x2="100" y2="0.5" fill="none" stroke="#000000" stroke-width="1"/>"##,
        ])
    }

    @Test func pathIsCompactAbsolute() {
        var path = Path()
        path.move(to: Point(10, 20))
        path.line(to: Point(30, 40))
        path.curve(to: Point(5, 6), control1: Point(1, 2), control2: Point(3, 4))
        path.close()
        #expect(PathData.string(path) == "M10 20L30 40C1 2 3 4 5 6Z")
    }

    @Test func minusSignSeparatesNumbers() {
        let path = Path([.move(Point(-1, -2)), .line(Point(3, -4.5)), .cubic(Point(0.5, -0.25), Point(-7, 8), Point(9, -10)), .close])
        #expect(PathData.string(path) == "M-1-2L3-4.5C0.5-0.25-7 8 9-10Z")
    }

    @Test func multipleSubpaths() {
        let path = Path([.move(Point(0, 0)), .line(Point(1, 0)), .close, .move(Point(5, 5)), .line(Point(6, 5)), .close])
        #expect(PathData.string(path) == "M0 0H1ZM5 5H6Z")
    }

    @Test func axisAlignedLinesAreHAndVFromTheCurrentPointAsPrinted() {
        // After Z the current point is the subpath's start, so the next line compares with it.
        let path = Path([.move(Point(1, 2)), .line(Point(5, 2.0001)), .line(Point(5, 9)), .line(Point(3, 7)), .close,
                         .line(Point(1, 8)), .cubic(Point(0, 0), Point(1, 1), Point(4, 8)), .line(Point(6, 8))])
        #expect(PathData.string(path) == "M1 2H5V9L3 7ZV8C0 0 1 1 4 8H6")
    }

    @Test func pathWithoutLeadingMoveStartsWithM() {
        #expect(PathData.string(Path([.line(Point(1, 2)), .line(Point(3, 4))])) == "M1 2L3 4")
        #expect(PathData.string(Path([.cubic(Point(1, 2), Point(3, 4), Point(5, 6))])) == "M1 2C1 2 3 4 5 6")
        #expect(PathData.string(Path([.close])) == "")
    }

    @Test func pathElementWithEvenOdd() {
        let path = Path([.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .close])
        #expect(Fixture.inner([Fixture.fill(.path(path), rule: .evenodd)]) == [
            ##"  <path d="M0 0H10V10Z" fill="#000000" fill-rule="evenodd"/>"##,
        ])
    }

    @Test func nonzeroRuleIsNotWritten() {
        let path = Path([.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .close])
        #expect(Fixture.inner([Fixture.fill(.path(path), rule: .nonzero)]) == [
            ##"  <path d="M0 0H10V10Z" fill="#000000"/>"##,
        ])
    }
}
