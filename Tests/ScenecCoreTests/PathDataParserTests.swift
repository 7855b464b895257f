import ScenecCore
import ScenecTestSupport
import Testing

private func elements(_ d: String) throws -> [Path.Element] {
    try PathDataParser.parse(d).elements
}

private func pathError(_ d: String) -> String? {
    valueErrorMessage { try PathDataParser.parse(d) }
}

private func P(_ x: Double, _ y: Double) -> Point { Point(x, y) }

private func isClose(_ a: Point, _ b: Point, tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Element-wise comparison with a tolerance, for values that go through 2/3 or trigonometry.
private func isClose(_ a: [Path.Element], _ b: [Path.Element], tolerance: Double = 1e-9) -> Bool {
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) {
        switch (x, y) {
        case let (.move(p), .move(q)), let (.line(p), .line(q)):
            if !isClose(p, q, tolerance: tolerance) { return false }
        case let (.cubic(p1, p2, p3), .cubic(q1, q2, q3)):
            if !isClose(p1, q1, tolerance: tolerance) || !isClose(p2, q2, tolerance: tolerance)
                || !isClose(p3, q3, tolerance: tolerance) { return false }
        case (.close, .close):
            continue
        default:
            return false
        }
    }
    return true
}

/// The end point of every element, for checking where arcs land.
private func endPoints(_ elements: [Path.Element]) -> [Point] {
    elements.compactMap { element in
        switch element {
        case .move(let p), .line(let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }
}

private func distance(_ a: Point, _ b: Point) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

private func bezier(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}

/// Points sampled along every cubic of a path that starts with a move.
private func samples(_ elements: [Path.Element], steps: Int = 8) -> [Point] {
    var current = Point.zero
    var points: [Point] = []
    for element in elements {
        switch element {
        case .move(let p), .line(let p):
            current = p
        case let .cubic(c1, c2, p):
            for step in 0...steps {
                points.append(bezier(current, c1, c2, p, Double(step) / Double(steps)))
            }
            current = p
        case .close:
            break
        }
    }
    return points
}

@Suite struct PathDataParserBasicTests {
    @Test func emptyData() throws {
        #expect(try PathDataParser.parse("").isEmpty)
        #expect(try PathDataParser.parse("  \n\t ").isEmpty)
    }

    @Test func absoluteMoveAndLine() throws {
        #expect(try elements("M10 20 L30 40") == [.move(P(10, 20)), .line(P(30, 40))])
        #expect(try elements("  M 10 20 L 30 40  ") == [.move(P(10, 20)), .line(P(30, 40))])
    }

    @Test func horizontalAndVertical() throws {
        #expect(try elements("M1 2 H10 V20") == [.move(P(1, 2)), .line(P(10, 2)), .line(P(10, 20))])
        #expect(try elements("M1 2 h10 v20") == [.move(P(1, 2)), .line(P(11, 2)), .line(P(11, 22))])
    }

    @Test func relativeCommands() throws {
        #expect(try elements("m10 20 l5 5 h10 v-5 z") == [
            .move(P(10, 20)), .line(P(15, 25)), .line(P(25, 25)), .line(P(25, 20)), .close,
        ])
        #expect(try elements("M10 10 c1 2 3 4 5 6") == [.move(P(10, 10)), .cubic(P(11, 12), P(13, 14), P(15, 16))])
    }

    @Test func implicitRepetition() throws {
        // Pairs after M are linetos, after m relative linetos.
        #expect(try elements("M1 2 3 4 5 6") == [.move(P(1, 2)), .line(P(3, 4)), .line(P(5, 6))])
        #expect(try elements("m1 2 3 4 5 6") == [.move(P(1, 2)), .line(P(4, 6)), .line(P(9, 12))])
        #expect(try elements("M0 0 L1 1 2 2") == [.move(P(0, 0)), .line(P(1, 1)), .line(P(2, 2))])
        #expect(try elements("M0 0 h1 2 3") == [.move(P(0, 0)), .line(P(1, 0)), .line(P(3, 0)), .line(P(6, 0))])
        #expect(try elements("M0 0 V1, 2") == [.move(P(0, 0)), .line(P(0, 1)), .line(P(0, 2))])
        // Each repeated relative cubic is relative to the end of the previous one.
        #expect(try elements("M0 0 c1 1 2 2 3 3 1 1 2 2 3 3") == [
            .move(P(0, 0)), .cubic(P(1, 1), P(2, 2), P(3, 3)), .cubic(P(4, 4), P(5, 5), P(6, 6)),
        ])
    }

    @Test func compactNumbers() throws {
        #expect(try elements("M10-20") == [.move(P(10, -20))])
        #expect(try elements("M.5.5") == [.move(P(0.5, 0.5))])
        #expect(try elements("M5.5.5") == [.move(P(5.5, 0.5))])
        #expect(try elements("M1e-3 2E2") == [.move(P(0.001, 200))])
        #expect(try elements("M1e2.5") == [.move(P(100, 0.5))])
        #expect(try elements("M-1-2L+3+4") == [.move(P(-1, -2)), .line(P(3, 4))])
        #expect(try elements("M1,2,3,4") == [.move(P(1, 2)), .line(P(3, 4))])
        #expect(try elements("M 1 , 2 L3\t,\n4") == [.move(P(1, 2)), .line(P(3, 4))])
        #expect(try elements("M0,0L10,0L10,10Z") == [.move(P(0, 0)), .line(P(10, 0)), .line(P(10, 10)), .close])
        #expect(try elements("M1.5e1-.5") == [.move(P(15, -0.5))])
    }

    @Test func firstRelativeMoveIsAbsolute() throws {
        #expect(try elements("m5 5") == [.move(P(5, 5))])
    }

    @Test func closeReturnsToSubpathStart() throws {
        // A drawing command after Z starts again at the subpath start, made explicit with a move.
        #expect(try elements("M10 10 L20 10 L20 20 Z L0 0") == [
            .move(P(10, 10)), .line(P(20, 10)), .line(P(20, 20)), .close, .move(P(10, 10)), .line(P(0, 0)),
        ])
        #expect(try elements("M10 10 l10 0 z l5 5") == [
            .move(P(10, 10)), .line(P(20, 10)), .close, .move(P(10, 10)), .line(P(15, 15)),
        ])
        // m after z is relative to the subpath start, not to the last point drawn.
        #expect(try elements("M10 10 L20 20 z m5 5 l1 0") == [
            .move(P(10, 10)), .line(P(20, 20)), .close, .move(P(15, 15)), .line(P(16, 15)),
        ])
        #expect(try elements("M1 1z") == [.move(P(1, 1)), .close])
        #expect(try elements("M1 1 L2 2 Z Z") == [.move(P(1, 1)), .line(P(2, 2)), .close])
    }

    @Test func severalSubpaths() throws {
        #expect(try elements("M0 0 L1 0 M5 5 L6 5") == [.move(P(0, 0)), .line(P(1, 0)), .move(P(5, 5)), .line(P(6, 5))])
    }

    @Test func absoluteCubic() throws {
        #expect(try elements("M0 0 C1 2 3 4 5 6") == [.move(P(0, 0)), .cubic(P(1, 2), P(3, 4), P(5, 6))])
    }
}

@Suite struct PathDataParserCurveTests {
    @Test func smoothCubicReflectsPreviousControl() throws {
        #expect(try elements("M0 0 C10 0 20 10 30 10 S50 20 60 0") == [
            .move(P(0, 0)), .cubic(P(10, 0), P(20, 10), P(30, 10)), .cubic(P(40, 10), P(50, 20), P(60, 0)),
        ])
        // Relative: the reflection of (10,10) through (10,0) is (10,-10).
        #expect(try elements("M0 0 c0 10 10 10 10 0 s10 -10 10 0") == [
            .move(P(0, 0)), .cubic(P(0, 10), P(10, 10), P(10, 0)), .cubic(P(10, -10), P(20, -10), P(20, 0)),
        ])
        // S after S reflects the S's own second control point.
        #expect(try elements("M0 0 S10 10 20 0 S40 10 40 0") == [
            .move(P(0, 0)), .cubic(P(0, 0), P(10, 10), P(20, 0)), .cubic(P(30, -10), P(40, 10), P(40, 0)),
        ])
    }

    @Test func smoothCubicWithoutCubicBeforeUsesCurrentPoint() throws {
        #expect(try elements("M0 0 L10 0 S20 10 30 0") == [
            .move(P(0, 0)), .line(P(10, 0)), .cubic(P(10, 0), P(20, 10), P(30, 0)),
        ])
        // A quadratic is a different family: no reflection.
        let afterQuadratic = try elements("M0 0 Q0 30 30 30 S60 0 60 30")
        #expect(afterQuadratic.count == 3)
        #expect(afterQuadratic.last == .cubic(P(30, 30), P(60, 0), P(60, 30)))
    }

    @Test func quadraticBecomesExactCubic() throws {
        // Controls at 2/3 of the way from each end point to the quadratic control.
        #expect(isClose(try elements("M0 0 Q30 30 60 0"), [
            .move(P(0, 0)), .cubic(P(20, 20), P(40, 20), P(60, 0)),
        ]))
        #expect(isClose(try elements("M10 10 q30 30 60 0"), [
            .move(P(10, 10)), .cubic(P(30, 30), P(50, 30), P(70, 10)),
        ]))
    }

    @Test func smoothQuadraticReflection() throws {
        // T reflects (10,10) through (20,0) to (30,-10), then that through (40,0) to (50,10).
        #expect(isClose(try elements("M0 0 Q10 10 20 0 T40 0 T60 0"), [
            .move(P(0, 0)),
            .cubic(P(20.0 / 3, 20.0 / 3), P(40.0 / 3, 20.0 / 3), P(20, 0)),
            .cubic(P(80.0 / 3, -20.0 / 3), P(100.0 / 3, -20.0 / 3), P(40, 0)),
            .cubic(P(140.0 / 3, 20.0 / 3), P(160.0 / 3, 20.0 / 3), P(60, 0)),
        ]))
        #expect(isClose(try elements("M0 0 q10 10 20 0 t20 0"), try elements("M0 0 Q10 10 20 0 T40 0")))
    }

    @Test func smoothQuadraticWithoutQuadraticBefore() throws {
        // The control point is the current point, so the curve is a straight cubic.
        #expect(isClose(try elements("M0 0 T30 0"), [.move(P(0, 0)), .cubic(P(0, 0), P(10, 0), P(30, 0))]))
        // A cubic before T is a different family.
        let afterCubic = try elements("M0 0 C0 10 30 10 30 0 T60 0")
        try #require(afterCubic.count == 3)
        #expect(isClose([afterCubic[2]], [.cubic(P(30, 0), P(40, 0), P(60, 0))]))
    }
}

@Suite struct PathDataParserArcTests {
    @Test func semicircle() throws {
        let result = try elements("M0 0 A50 50 0 0 1 100 0")
        // 180° is split into two 90° cubics.
        try #require(result.count == 3)
        #expect(result.first == .move(P(0, 0)))
        let ends = endPoints(result)
        #expect(ends.last == P(100, 0))
        // Sweep 1 goes clockwise on screen (y down): over the top, through (50,-50).
        let middle = ends[1]
        #expect(abs(distance(middle, P(50, 0)) - 50) < 1e-3)
        #expect(isClose(middle, P(50, -50), tolerance: 1e-9))
        for point in samples(result) {
            #expect(abs(distance(point, P(50, 0)) - 50) < 0.02)
        }
        // Each quarter's parameter midpoint lies on the circle with this control distance.
        if case let .cubic(c1, c2, p) = result[1] {
            #expect(abs(distance(bezier(P(0, 0), c1, c2, p, 0.5), P(50, 0)) - 50) < 1e-9)
        } else {
            Issue.record("expected a cubic")
        }
    }

    @Test func sweepFlagPicksTheSide() throws {
        let ends = endPoints(try elements("M0 0 A50 50 0 0 0 100 0"))
        try #require(ends.count == 3)
        #expect(isClose(ends[1], P(50, 50)))
        #expect(ends[2] == P(100, 0))
    }

    @Test func quarterArcControlPoints() throws {
        // Small arc, clockwise: centre (0,50), from angle -90° to 0°; k = 4/3 tan(22.5°).
        let k = 0.552_284_749_830_793_4 * 50
        #expect(isClose(try elements("M0 0 A50 50 0 0 1 50 50"), [
            .move(P(0, 0)), .cubic(P(k, 0), P(50, 50 - k), P(50, 50)),
        ]))
    }

    @Test func largeArc() throws {
        // Same end points, large arc: centre (50,0), 270° in three quarters.
        let result = try elements("M0 0 A50 50 0 1 1 50 50")
        let ends = endPoints(result)
        try #require(ends.count == 4)
        #expect(isClose(ends[1], P(50, -50)))
        #expect(isClose(ends[2], P(100, 0)))
        #expect(ends[3] == P(50, 50))
        for point in samples(result) {
            #expect(abs(distance(point, P(50, 0)) - 50) < 0.02)
        }
    }

    @Test func radiiTooSmallAreScaledUp() throws {
        // Radius 1 cannot span 100 units; it grows to 50, giving the same semicircle.
        #expect(isClose(try elements("M0 0 A1 1 0 0 1 100 0"), try elements("M0 0 A50 50 0 0 1 100 0")))
        // Both radii scale by the same factor: 2×1 becomes 50×25, whose x axis spans exactly 100.
        #expect(isClose(try elements("M0 0 A2 1 0 0 1 100 0"), try elements("M0 0 A50 25 0 0 1 100 0")))
        let scaled = endPoints(try elements("M0 0 A2 1 0 0 1 100 0"))
        try #require(scaled.count == 3)
        #expect(isClose(scaled[1], P(50, -25)))
    }

    @Test func zeroRadiusIsAStraightLine() throws {
        #expect(try elements("M0 0 A0 10 0 0 1 100 0") == [.move(P(0, 0)), .line(P(100, 0))])
        #expect(try elements("M0 0 a10 0 0 0 1 5 5") == [.move(P(0, 0)), .line(P(5, 5))])
    }

    @Test func identicalEndPointsAreSkipped() throws {
        #expect(try elements("M10 10 A5 5 0 0 1 10 10") == [.move(P(10, 10))])
        #expect(try elements("M10 10 A5 5 0 0 1 10 10 L20 20") == [.move(P(10, 10)), .line(P(20, 20))])
        #expect(try elements("M10 10 a5 5 0 1 1 0 0") == [.move(P(10, 10))])
    }

    @Test func rotatedEllipse() throws {
        // rx 100 turned by 90° lies along y: from (0,0) to (0,200) clockwise passes (50,100).
        let result = try elements("M0 0 A100 50 90 0 1 0 200")
        let ends = endPoints(result)
        try #require(ends.count == 3)
        #expect(isClose(ends[1], P(50, 100)))
        #expect(ends[2] == P(0, 200))
        for point in samples(result) {
            // On the ellipse (x/50)² + ((y-100)/100)² = 1, within the cubic approximation.
            let value = (point.x / 50) * (point.x / 50) + ((point.y - 100) / 100) * ((point.y - 100) / 100)
            #expect(abs(value - 1) < 1e-3)
        }
    }

    @Test func relativeArc() throws {
        let ends = endPoints(try elements("M10 10 a5 5 0 0 1 10 0"))
        try #require(ends.count == 3)
        #expect(isClose(ends[1], P(15, 5)))
        #expect(ends[2] == P(20, 10))
    }

    @Test func compactFlags() throws {
        #expect(try elements("M0 0 a1 1 0 00 1 1") == elements("M0 0 a1 1 0 0 0 1 1"))
        #expect(endPoints(try elements("M0 0 a1 1 0 00 1 1")).last == P(1, 1))
        #expect(try elements("M0 0 a10 10 0 0120 0") == elements("M0 0 a10 10 0 0 1 20 0"))
        #expect(try elements("M0 0a10,10,0,1,0,20,0") == elements("M0 0 a10 10 0 1 0 20 0"))
    }

    @Test func repeatedArcs() throws {
        let ends = endPoints(try elements("M0 0 a5 5 0 0 1 10 0 5 5 0 0 1 10 0"))
        #expect(ends.last == P(20, 0))
        #expect(ends.count == 5)
    }

    @Test func smoothCurveAfterArcDoesNotReflect() throws {
        let result = try elements("M0 0 A5 5 0 0 1 10 0 S20 10 30 0")
        if case let .cubic(c1, _, _) = result.last {
            #expect(c1 == P(10, 0))
        } else {
            Issue.record("expected a cubic")
        }
    }
}

@Suite struct PathDataParserErrorTests {
    @Test func missingNumber() {
        #expect(pathError("M 10 20 L") == "path data: expected a number at offset 9 in \"M 10 20 L\"")
        #expect(pathError("M1 2 3") == "path data: expected a number at offset 6 in \"M1 2 3\"")
        #expect(pathError("M0 0 C1 1 2 2") == "path data: expected a number at offset 13 in \"M0 0 C1 1 2 2\"")
        #expect(pathError("M") == "path data: expected a number at offset 1 in \"M\"")
        #expect(pathError("M0 0 Lnan 0") == "path data: expected a number at offset 6 in \"M0 0 Lnan 0\"")
        #expect(pathError("M0 0 L1e 0") == "path data: expected a number at offset 7 in \"M0 0 L1e 0\"")
    }

    @Test func misplacedCommas() {
        // A comma may only sit between numbers.
        #expect(pathError("M,0 0") == "path data: expected a number at offset 1 in \"M,0 0\"")
        #expect(pathError("M0 0,") == "path data: expected a number at offset 5 in \"M0 0,\"")
        #expect(pathError("M0 0,L1 1") == "path data: expected a number at offset 5 in \"M0 0,L1 1\"")
        #expect(pathError("M 0 0 L 1 ,, 2") == "path data: expected a number at offset 11 in \"M 0 0 L 1 ,, 2\"")
        #expect(pathError("M0 0 Z,") == "path data: unexpected ',' at offset 6 in \"M0 0 Z,\"")
    }

    @Test func mustStartWithMove() {
        #expect(pathError("L 10 10") == "path data must start with M or m, found 'L' at offset 0 in \"L 10 10\"")
        #expect(pathError("  10 10") == "path data must start with M or m, found '1' at offset 2 in \"  10 10\"")
        #expect(pathError("z") == "path data must start with M or m, found 'z' at offset 0 in \"z\"")
    }

    @Test func unknownCommand() {
        #expect(pathError("M0 0X") == "path data: unknown path command 'X' at offset 4 in \"M0 0X\"")
        #expect(pathError("M0 0 B1 1") == "path data: unknown path command 'B' at offset 5 in \"M0 0 B1 1\"")
        #expect(pathError("M0 0 L1 1 #") == "path data: unexpected '#' at offset 10 in \"M0 0 L1 1 #\"")
    }

    @Test func numbersAfterClose() {
        #expect(pathError("M0 0 L1 1 Z 2 2") == "path data: expected a path command after Z, found '2' at offset 12 in \"M0 0 L1 1 Z 2 2\"")
    }

    @Test func arcFlags() {
        #expect(pathError("M0 0 A1 1 0 2 0 5 5") == "path data: arc flag must be 0 or 1 at offset 12 in \"M0 0 A1 1 0 2 0 5 5\"")
        #expect(pathError("M0 0 A1 1 0 0 x 5 5") == "path data: arc flag must be 0 or 1 at offset 14 in \"M0 0 A1 1 0 0 x 5 5\"")
        #expect(pathError("M0 0 A1 1 0 0") == "path data: arc flag must be 0 or 1 at offset 13 in \"M0 0 A1 1 0 0\"")
        // `.5` is a number, not a flag.
        #expect(pathError("M0 0 a1 1 0 .5 1 1 1") == "path data: arc flag must be 0 or 1 at offset 12 in \"M0 0 a1 1 0 .5 1 1 1\"")
    }

    @Test func negativeRadius() {
        #expect(pathError("M0 0 A-1 1 0 0 0 5 5") == "path data: arc radius must not be negative at offset 6 in \"M0 0 A-1 1 0 0 0 5 5\"")
        #expect(pathError("M0 0 A1,-1 0 0 0 5 5") == "path data: arc radius must not be negative at offset 8 in \"M0 0 A1,-1 0 0 0 5 5\"")
    }

    @Test func overflow() {
        #expect(pathError("M0 0 L1e999 0") == "path data: number 1e999 is out of range at offset 6 in \"M0 0 L1e999 0\"")
    }

    @Test func longDataIsQuotedAroundTheError() throws {
        let d = "M0 0" + String(repeating: " L1 1", count: 30) + " X"
        let message = try #require(pathError(d))
        #expect(message.hasPrefix("path data: unknown path command 'X' at offset 155 in \"…"))
        #expect(message.hasSuffix("L1 1 L1 1 X\""))
        #expect(message.count < 130)
    }
}
