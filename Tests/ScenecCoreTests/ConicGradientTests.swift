import ScenecCore
import Testing

/// `ConicGradient`'s colour at a point, against hand-worked angles: 0° is straight up, angles grow
/// clockwise (y down), stops interpolate linearly in their straight channels, and `degrees` turns the start.
@Suite struct ConicGradientTests {
    static let red = RGBA(red: 1, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)
    static let ramp = ConicGradient(center: Point(50, 50), degrees: 0,
                                    stops: [GradientStop(offset: 0, color: red), GradientStop(offset: 1, color: blue)])

    private func close(_ a: RGBA, _ b: RGBA) -> Bool {
        [abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha)].allSatisfy { $0 < 1e-9 }
    }

    @Test func aQuarterTurnClockwiseFromTheTopIsAQuarterOfTheWay() {
        // Straight up: offset 0; to the right (90°): 0.25; down (180°): 0.5; to the left (270°): 0.75.
        #expect(close(Self.ramp.color(at: Point(50, 0)), Self.red))
        #expect(close(Self.ramp.color(at: Point(100, 50)), RGBA(red: 0.75, green: 0, blue: 0.25)))
        #expect(close(Self.ramp.color(at: Point(50, 100)), RGBA(red: 0.5, green: 0, blue: 0.5)))
        #expect(close(Self.ramp.color(at: Point(0, 50)), RGBA(red: 0.25, green: 0, blue: 0.75)))
    }

    @Test func theStartAngleTurnsTheWholeSweep() {
        var turned = Self.ramp
        turned.degrees = 90
        // Offset 0 now points right; straight down is a quarter turn past it.
        #expect(close(turned.color(at: Point(100, 50)), Self.red))
        #expect(close(turned.color(at: Point(50, 100)), RGBA(red: 0.75, green: 0, blue: 0.25)))
        // −270° is the same start as 90°.
        turned.degrees = -270
        #expect(close(turned.color(at: Point(50, 100)), RGBA(red: 0.75, green: 0, blue: 0.25)))
    }

    @Test func beforeTheFirstStopAndAfterTheLastTheEndColoursContinue() {
        let inner = ConicGradient(center: Point(0, 0), degrees: 0, stops: [GradientStop(offset: 0.25, color: Self.red),
                                                                          GradientStop(offset: 0.5, color: Self.blue)])
        #expect(close(inner.color(at: Point(1, -100)), Self.red))   // just past 0°
        #expect(close(inner.color(at: Point(-100, -1)), Self.blue)) // just before 360°
    }

    @Test func equalOffsetsMakeAHardEdgeThatTheLaterStopWins() {
        let green = RGBA(red: 0, green: 1, blue: 0)
        let hard = ConicGradient(center: Point(0, 0), degrees: 0, stops: [
            GradientStop(offset: 0, color: Self.red), GradientStop(offset: 0.5, color: Self.red),
            GradientStop(offset: 0.5, color: green), GradientStop(offset: 1, color: green),
        ])
        #expect(close(hard.color(at: Point(0, 10)), green))        // exactly 180°
        #expect(close(hard.color(at: Point(0.01, 10)), Self.red))  // just before
    }

    @Test func samplingTakesEachPixelsCentre() {
        // 2 × 2 pixels over a 2 × 2 pt box centred on the gradient: the centres sit at 45°, 135°, 225°, 315°.
        let bitmap = Self.ramp.sampled(over: Rect(x: 49, y: 49, width: 2, height: 2), width: 2, height: 2)
        #expect(bitmap.pixel(x: 1, y: 0) == RGBA8(r: 223, g: 0, b: 32, a: 255))   // 45°: 1/8 of the way
        #expect(bitmap.pixel(x: 1, y: 1) == RGBA8(r: 159, g: 0, b: 96, a: 255))   // 135°: 3/8
        #expect(bitmap.pixel(x: 0, y: 1) == RGBA8(r: 96, g: 0, b: 159, a: 255))   // 225°: 5/8
        #expect(bitmap.pixel(x: 0, y: 0) == RGBA8(r: 32, g: 0, b: 223, a: 255))   // 315°: 7/8
    }

    @Test func theInverseUndoesATransformAndAFlatOneHasNone() throws {
        let t = AffineTransform(a: 2, b: 1, c: -1, d: 3, e: 5, f: -7)
        let inverse = try #require(t.inverted)
        let p = inverse.apply(t.apply(Point(3, 4)))
        #expect(abs(p.x - 3) < 1e-12 && abs(p.y - 4) < 1e-12)
        #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, e: 0, f: 0).inverted == nil)
        #expect(AffineTransform(a: -1, b: 0, c: 0, d: 2, e: 3, f: 0).keepsAxes)
        #expect(!t.keepsAxes)
    }

    @Test func rectanglesIntersectOnlyWhereTheyOverlap() {
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).intersection(Rect(x: 5, y: -5, width: 10, height: 10))
                    == Rect(x: 5, y: 0, width: 5, height: 5))
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
    }
}
