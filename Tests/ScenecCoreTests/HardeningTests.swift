import ScenecCore
import ScenecTestSupport
import Testing

/// Issue 9: inputs that trapped (exit 132) or grew without bound in the value parsers.
@Suite struct NumberFormatHardeningTests {
    /// These trapped converting to Int64 while a diagnostic quoted the value.
    @Test(arguments: [
        (88888888888888888.0, "8.88888888888889e+16"),
        (333333333e8, "3.33333333e+16"),
        (1e20, "1e+20"),
        (-1e300, "-1e+300"),
        (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    ])
    func hugeValuesPrintWithoutTrapping(value: Double, text: String) {
        #expect(NumberFormat.svg(value) == text)
    }

    @Test func valuesBelowTheExactLimitKeepThousandths() {
        #expect(NumberFormat.svg(1_000_000.125) == "1000000.125")
        #expect(NumberFormat.svg(-9_007_199_254.5) == "-9007199254.5")
        #expect(NumberFormat.svg(.infinity) == "0")
        #expect(NumberFormat.svg(.nan) == "0")
    }
}

@Suite struct CheckedIntTests {
    @Test func finiteValuesInRangeConvert() {
        #expect(CheckedInt.from(3.7) == 3)
        #expect(CheckedInt.from(3.2, rounding: .up) == 4)
        #expect(CheckedInt.from(-2.5, rounding: .down) == -3)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e19, 1e16])
    func everythingElseIsNil(value: Double) {
        #expect(CheckedInt.from(value) == nil)
    }

    @Test func clampingNeverTraps() {
        #expect(CheckedInt.clamped(.nan, to: 1...4) == 1)
        #expect(CheckedInt.clamped(.infinity, to: 1...4) == 4)
        #expect(CheckedInt.clamped(-1e300, to: 1...4) == 1)
        #expect(CheckedInt.clamped(2.2, rounding: .up, to: 1...4) == 3)
    }
}

@Suite struct PathDataHardeningTests {
    /// The arc's segment count came from a NaN when the end point was huge.
    @Test func aHugeArcEndPointIsALocatedError() {
        #expect(valueErrorMessage { try PathDataParser.parse("M1 4A2 2 0 118e106 8") }
            == "path data: a point is too far away (at most 1000000 pt) at offset 13 in \"M1 4A2 2 0 118e106 8\"")
    }

    @Test func aHugeArcRadiusIsALocatedError() {
        #expect(valueErrorMessage { try PathDataParser.parse("M1 4A1e300 2 0 1 1 8 8") }
            == "path data: arc radius is too large (at most 1000000 pt) at offset 5 in \"M1 4A1e300 2 0 1 1 8 8\"")
    }

    /// Squares of radii this small underflow to 0 and made the centre NaN.
    @Test(arguments: ["M1 4A1e-300 1e-300 0 1 1 8 8", "M1 4A1e-300 5 0 1 1 8 8", "M1 4A5 1e-200 30 0 0 8 8"])
    func tinyRadiiDrawTheStraightLine(d: String) throws {
        let path = try PathDataParser.parse(d)
        #expect(path.elements == [.move(Point(1, 4)), .line(Point(8, 8))])
    }

    @Test func extremeButValidArcsStayFinite() throws {
        let path = try PathDataParser.parse("M-1000000 -1000000A0.000001 1000000 45 1 0 1000000 1000000")
        #expect(!path.elements.isEmpty)
        let bounds = path.bounds
        #expect(bounds.minX.isFinite && bounds.minY.isFinite && bounds.maxX.isFinite && bounds.maxY.isFinite)
    }

    @Test func relativeCoordinatesAreBoundedAfterAddingUp() {
        #expect(valueErrorMessage { try PathDataParser.parse("M0 0l600000 0l600000 0") }
            == "path data: a point is too far away (at most 1000000 pt) at offset 14 in \"M0 0l600000 0l600000 0\"")
        #expect(valueErrorMessage { try PathDataParser.parse("M0 0h999999h2") }?.hasPrefix("path data: a point is too far away") == true)
    }

    @Test func thePathSegmentLimitIsEnforced() throws {
        let atLimit = "M0 0" + String(repeating: "L1 1", count: Limits.pathSegments - 1)
        #expect(try PathDataParser.parse(atLimit).elements.count == Limits.pathSegments)
        let message = valueErrorMessage { try PathDataParser.parse(atLimit + "L2 2") }
        #expect(message?.hasPrefix("path data: a path may have at most 250000 segments; this one has more at offset 1000004") == true,
                "\(message ?? "nil")")
    }
}

@Suite struct CSSColorTests {
    @Test(arguments: [
        ("hsl(0, 100%, 50%)", RGBA(red: 1, green: 0, blue: 0)),
        ("hsl(120 100% 25%)", RGBA(red: 0, green: 0.5, blue: 0)),
        ("hsl(240deg, 100%, 50%)", RGBA(red: 0, green: 0, blue: 1)),
        ("hsl(0, 0%, 100%)", RGBA(red: 1, green: 1, blue: 1)),
        ("hsl(0, 0%, 0%)", RGBA(red: 0, green: 0, blue: 0)),
        ("hsla(0, 100%, 50%, 0.5)", RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)),
        ("hsl(0 100% 50% / 25%)", RGBA(red: 1, green: 0, blue: 0, alpha: 0.25)),
        ("rgb(255 0 0)", RGBA(red: 1, green: 0, blue: 0)),
        ("rgb(255 0 0 / 50%)", RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)),
        ("rgb( 0  255\t0 / 0.25 )", RGBA(red: 0, green: 1, blue: 0, alpha: 0.25)),
        ("rgba(0 0 255 / 1)", RGBA(red: 0, green: 0, blue: 1)),
    ])
    func cssForms(text: String, expected: RGBA) throws {
        let color = try #require(try ColorParser.parse(text))
        #expect(abs(color.red - expected.red) < 1e-9 && abs(color.green - expected.green) < 1e-9
                && abs(color.blue - expected.blue) < 1e-9 && abs(color.alpha - expected.alpha) < 1e-9, "\(text): \(color)")
    }

    /// hsl(210, 60%, 40%) is CSS's #2966a3 (41, 102, 163).
    @Test func hslMatchesCSSValues() throws {
        let color = try #require(try ColorParser.parse("hsl(210, 60%, 40%)"))
        #expect(abs(color.red * 255 - 40.8) < 0.01 && abs(color.green * 255 - 102) < 0.01 && abs(color.blue * 255 - 163.2) < 0.01, "\(color)")
    }

    @Test(arguments: [
        ("hsl(120, 0.5, 0.5)", "invalid colour \"hsl(120, 0.5, 0.5)\": saturation \"0.5\" must be a percentage, like 50%"),
        ("hsl(120, 50%, 150%)", "lightness 150% is out of range 0–100% in \"hsl(120, 50%, 150%)\""),
        ("rgb(255 0)", "invalid colour \"rgb(255 0)\": rgb() takes 3 values separated by spaces or commas, got 2"),
        ("rgb(255 0 0 /)", "invalid colour \"rgb(255 0 0 /)\": expected an alpha after \"/\""),
        ("rgb(255 0 0 / 1 / 1)", "invalid colour \"rgb(255 0 0 / 1 / 1)\": only one \"/\" (before the alpha) is allowed"),
        ("hsb(120 1 1)", "invalid colour \"hsb(120 1 1)\": hsb() takes 3 values, got 1"),
    ])
    func cssFormErrors(text: String, message: String) {
        #expect(valueErrorMessage { try ColorParser.parse(text) } == message)
    }
}
