import Foundation
import ScenecCore
import ScenecTestSupport
import Testing

@Suite struct TransformParserTests {
    private func close(_ t: ScenecCore.AffineTransform, _ values: [Double]) -> Bool {
        zip([t.a, t.b, t.c, t.d, t.e, t.f], values).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test(arguments: [
        ("translate(10)", [1.0, 0, 0, 1, 10, 0]),
        ("translate(10, -4)", [1.0, 0, 0, 1, 10, -4]),
        ("scale(2)", [2.0, 0, 0, 2, 0, 0]),
        ("scale(2 3)", [2.0, 0, 0, 3, 0, 0]),
        ("rotate(90)", [0.0, 1, -1, 0, 0, 0]),
        ("rotate(90deg)", [0.0, 1, -1, 0, 0, 0]),
        ("rotate(90 10 0)", [0.0, 1, -1, 0, 10, -10]),
        ("skewX(45)", [1.0, 0, 1, 1, 0, 0]),
        ("skewY(45)", [1.0, 1, 0, 1, 0, 0]),
        ("matrix(1,2,3,4,5,6)", [1.0, 2, 3, 4, 5, 6]),
        // Right to left, as SVG: scale first, then translate.
        ("translate(10 0) scale(2)", [2.0, 0, 0, 2, 10, 0]),
        ("scale(2), translate(10 0)", [2.0, 0, 0, 2, 20, 0]),
    ])
    func parsesSVGAndCSSSyntax(text: String, values: [Double]) throws {
        let t = try TransformParser.parse(text)
        #expect(close(t, values), "\(t)")
    }

    @Test(arguments: [
        ("rotate(1 2)", "rotate() takes 1 or 3 values, got 2"),
        ("rotat(45)", "unknown transform function \"rotat\" (did you mean 'rotate'?)"),
        ("scale(2", "scale( is not closed with \")\""),
        ("scale 2", "expected \"(\" after scale"),
        ("", "expected a transform function (translate, rotate, scale, skewX, skewY, matrix), got \"\""),
        ("translate(1e9)", "translate(1e9): 1000000000 is out of range"),
        ("matrix(1 0 0 1)", "matrix() takes 6 values, got 4"),
        ("translate(a)", "translate(a): invalid number \"a\""),
    ])
    func refusesWithAMessage(text: String, message: String) {
        #expect(valueErrorMessage { try TransformParser.parse(text) } == message)
    }

    @Test(arguments: [
        ("top-left", Point(10, 20)), ("top", Point(30, 20)), ("top-right", Point(50, 20)),
        ("left", Point(10, 40)), ("center", Point(30, 40)), ("right", Point(50, 40)),
        ("bottom-left", Point(10, 60)), ("bottom", Point(30, 60)), ("bottom-right", Point(50, 60)),
        ("5 6", Point(15, 26)), ("25% 75%", Point(20, 50)), ("5pt,50%", Point(15, 40)),
    ])
    func originsResolveInTheFrame(text: String, point: Point) throws {
        let frame = Rect(x: 10, y: 20, width: 40, height: 40)
        #expect(try TransformOrigin.parse(text).resolved(in: frame) == point)
    }

    @Test func aBadOriginSuggestsAKeyword() {
        #expect(valueErrorMessage { try TransformOrigin.parse("top-lft") }?.hasSuffix("(did you mean 'top-left'?)") == true)
        #expect(valueErrorMessage { try TransformOrigin.parse("5") } != nil)
    }

    @Test func aboutKeepsTheOriginInPlace() throws {
        let origin = Point(30, 40)
        let t = try TransformParser.parse("rotate(37) scale(2 0.5) skewX(10)").about(origin)
        let mapped = t.apply(origin)
        #expect(abs(mapped.x - 30) < 1e-9 && abs(mapped.y - 40) < 1e-9)
    }

    @Test func finerDigitsForRotations() {
        #expect(NumberFormat.svgText(0.8660254037844386, fractionDigits: 6) == "0.866025")
        #expect(NumberFormat.svgText(-0.5, fractionDigits: 6) == "-0.5")
        #expect(NumberFormat.svg(0.8660254037844386) == "0.866")
    }
}
