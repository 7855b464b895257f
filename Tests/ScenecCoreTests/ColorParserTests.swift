import ScenecCore
import ScenecTestSupport
import Testing

private func colour(_ text: String) throws -> RGBA {
    guard let value = try ColorParser.parse(text) else {
        Issue.record("\"\(text)\" parsed as none")
        return RGBA(red: -1, green: -1, blue: -1, alpha: -1)
    }
    return value
}

private func colourError(_ text: String) -> String? {
    valueErrorMessage { try ColorParser.parse(text) }
}

private func isClose(_ a: RGBA, _ b: RGBA, tolerance: Double = 1e-12) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
        && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}

@Suite struct ColorParserHexTests {
    @Test func threeDigits() throws {
        #expect(try colour("#fff") == RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(try colour("#f00") == RGBA(red: 1, green: 0, blue: 0))
        #expect(try colour("#369") == RGBA(red255: 0x33, green255: 0x66, blue255: 0x99))
    }

    @Test func fourDigits() throws {
        #expect(try colour("#0f08") == RGBA(red: 0, green: 1, blue: 0, alpha: 136.0 / 255))
    }

    @Test func sixDigits() throws {
        #expect(try colour("#9d9da7") == RGBA(red: 157.0 / 255, green: 157.0 / 255, blue: 167.0 / 255))
        #expect(try colour("#ABCDEF") == RGBA(red: 171.0 / 255, green: 205.0 / 255, blue: 239.0 / 255))
        #expect(try colour("#000000") == RGBA(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test func eightDigits() throws {
        #expect(try colour("#ff000080") == RGBA(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(try colour("#00000000") == RGBA(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test func surroundingWhitespace() throws {
        #expect(try colour("  #fff\n") == RGBA(red: 1, green: 1, blue: 1))
    }

    @Test func wrongDigitCounts() {
        for text in ["#", "#1", "#12", "#12345", "#1234567", "#123456789"] {
            #expect(colourError(text) == "invalid colour \"\(text)\": a hex colour has 3, 4, 6 or 8 digits")
        }
    }

    @Test func nonHexDigits() {
        #expect(colourError("#12g") == "invalid colour \"#12g\": \"g\" is not a hex digit")
        #expect(colourError("#ff 000") == "invalid colour \"#ff 000\": \" \" is not a hex digit")
        #expect(colourError("##fff") == "invalid colour \"##fff\": \"#\" is not a hex digit")
    }
}

@Suite struct ColorParserFunctionTests {
    @Test func rgb() throws {
        #expect(try colour("rgb(157,157,167)") == RGBA(red: 157.0 / 255, green: 157.0 / 255, blue: 167.0 / 255, alpha: 1))
        #expect(try colour("rgb(0,0,0)") == RGBA(red: 0, green: 0, blue: 0))
        #expect(try colour("rgb(255,255,255)") == RGBA(red: 1, green: 1, blue: 1))
    }

    @Test func rgba() throws {
        #expect(try colour("rgba(0,0,0,0.5)") == RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(try colour("rgba(25.5,25.5,28.05,0.4)") == RGBA(red: 25.5 / 255, green: 25.5 / 255, blue: 28.05 / 255, alpha: 0.4))
        #expect(isClose(try colour("rgba(25.5,25.5,28.05,0.4)"), RGBA(red: 0.1, green: 0.1, blue: 0.11, alpha: 0.4)))
        #expect(try colour("rgba(255,0,0,1)") == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(try colour("rgba(255,0,0,0)") == RGBA(red: 1, green: 0, blue: 0, alpha: 0))
    }

    @Test func percentages() throws {
        #expect(try colour("rgb(50%,0%,100%)") == RGBA(red: 0.5, green: 0, blue: 1))
        #expect(try colour("rgba(25%,0,255,50%)") == RGBA(red: 0.25, green: 0, blue: 1, alpha: 0.5))
    }

    @Test func spacesAndCase() throws {
        #expect(try colour(" rgb( 1 , 2 ,3 ) ") == RGBA(red: 1.0 / 255, green: 2.0 / 255, blue: 3.0 / 255))
        #expect(try colour("RGB(1,2,3)") == RGBA(red: 1.0 / 255, green: 2.0 / 255, blue: 3.0 / 255))
        #expect(try colour("Rgba(0, 0, 0, .5)") == RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(try colour("HSB(0,1,1)") == RGBA(red: 1, green: 0, blue: 0))
        #expect(try colour("White(1)") == RGBA(red: 1, green: 1, blue: 1))
    }

    @Test func hsb() throws {
        // Hue 120° is the green sextant: chroma 0.9*0.8 = 0.72, m = 0.8 - 0.72 = 0.08.
        #expect(isClose(try colour("hsb(120,0.9,0.8)"), RGBA(red: 0.08, green: 0.8, blue: 0.08, alpha: 1)))
        // Hue 30°: x = c * (1 - |0.5 - 1|) = 0.5.
        #expect(try colour("hsb(30,1,1)") == RGBA(red: 1, green: 0.5, blue: 0))
        #expect(try colour("hsb(240,1,0.5)") == RGBA(red: 0, green: 0, blue: 0.5))
        #expect(try colour("hsb(0,0,0.25)") == RGBA(red: 0.25, green: 0.25, blue: 0.25))
        // Hue is an angle: 360° is red again, -120° is 240°.
        #expect(try colour("hsb(360,1,1)") == RGBA(red: 1, green: 0, blue: 0))
        #expect(try colour("hsb(-120,1,1)") == RGBA(red: 0, green: 0, blue: 1))
        #expect(try colour("hsb(120,100%,50%)") == RGBA(red: 0, green: 0.5, blue: 0))
    }

    @Test func hsba() throws {
        #expect(try colour("hsba(0,1,1,0.5)") == RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(isClose(try colour("hsba(120,0.9,0.8,1)"), RGBA(red: 0.08, green: 0.8, blue: 0.08, alpha: 1)))
    }

    @Test func white() throws {
        #expect(try colour("white(0.2)") == RGBA(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))
        #expect(try colour("white(1,0.4)") == RGBA(red: 1, green: 1, blue: 1, alpha: 0.4))
        #expect(try colour("white(0, 0)") == RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(try colour("white(50%)") == RGBA(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func arity() {
        #expect(colourError("rgb(1,2)") == "invalid colour \"rgb(1,2)\": rgb() takes 3 values, got 2")
        #expect(colourError("rgb(1,2,3,4)") == "invalid colour \"rgb(1,2,3,4)\": rgb() takes 3 values, got 4")
        #expect(colourError("rgb()") == "invalid colour \"rgb()\": rgb() takes 3 values, got 0")
        #expect(colourError("rgb( )") == "invalid colour \"rgb( )\": rgb() takes 3 values, got 0")
        #expect(colourError("rgba(1,2,3)") == "invalid colour \"rgba(1,2,3)\": rgba() takes 4 values, got 3")
        #expect(colourError("hsb(1,0,0,1)") == "invalid colour \"hsb(1,0,0,1)\": hsb() takes 3 values, got 4")
        #expect(colourError("hsba(1,0,0)") == "invalid colour \"hsba(1,0,0)\": hsba() takes 4 values, got 3")
        #expect(colourError("white()") == "invalid colour \"white()\": white() takes 1 or 2 values, got 0")
        #expect(colourError("white(1,1,1)") == "invalid colour \"white(1,1,1)\": white() takes 1 or 2 values, got 3")
        // The CSS4 space-separated form is accepted for rgb() (issue 9); its arity is explained in those terms.
        #expect(colourError("rgb(1 2 3)") == nil)
        #expect(colourError("rgb(1 2 3 4)") == "invalid colour \"rgb(1 2 3 4)\": rgb() takes 3 values separated by spaces or commas, got 4")
    }

    @Test func outOfRange() {
        #expect(colourError("rgb(300,0,0)") == "channel 300 is out of range 0–255 in \"rgb(300,0,0)\"")
        #expect(colourError("rgb(0,-1,0)") == "channel -1 is out of range 0–255 in \"rgb(0,-1,0)\"")
        #expect(colourError("rgb(0,0,255.5)") == "channel 255.5 is out of range 0–255 in \"rgb(0,0,255.5)\"")
        #expect(colourError("rgb(101%,0%,0%)") == "channel 101% is out of range 0–100% in \"rgb(101%,0%,0%)\"")
        #expect(colourError("rgba(0,0,0,1.5)") == "alpha 1.5 is out of range 0–1 in \"rgba(0,0,0,1.5)\"")
        #expect(colourError("rgba(0,0,0,-0.1)") == "alpha -0.1 is out of range 0–1 in \"rgba(0,0,0,-0.1)\"")
        #expect(colourError("rgba(0,0,0,150%)") == "alpha 150% is out of range 0–100% in \"rgba(0,0,0,150%)\"")
        #expect(colourError("hsb(120,1.2,0.5)") == "saturation 1.2 is out of range 0–1 in \"hsb(120,1.2,0.5)\"")
        #expect(colourError("hsb(120,1,2)") == "brightness 2 is out of range 0–1 in \"hsb(120,1,2)\"")
        #expect(colourError("hsba(120,1,1,2)") == "alpha 2 is out of range 0–1 in \"hsba(120,1,1,2)\"")
        #expect(colourError("white(2)") == "gray level 2 is out of range 0–1 in \"white(2)\"")
        #expect(colourError("white(1,-1)") == "alpha -1 is out of range 0–1 in \"white(1,-1)\"")
    }

    @Test func parentheses() {
        #expect(colourError("rgb(1,2,3") == "invalid colour \"rgb(1,2,3\": missing \")\"")
        #expect(colourError("rgb 1,2,3)") == "invalid colour \"rgb 1,2,3)\": missing \"(\"")
        #expect(colourError("rgb") == "invalid colour \"rgb\": missing \"(\"")
        #expect(colourError("hsba") == "invalid colour \"hsba\": missing \"(\"")
        #expect(colourError("rgb(1,2,3)x") == "invalid colour \"rgb(1,2,3)x\": unexpected \"x\" after \")\"")
        #expect(colourError("rgb(1,2,3))") == "invalid colour \"rgb(1,2,3))\": unexpected \")\" after \")\"")
        #expect(colourError("rgb (1,2,3)") == "invalid colour \"rgb (1,2,3)\": no space is allowed before \"(\"")
        #expect(colourError("(1,2,3)") == "invalid colour \"(1,2,3)\": missing the function name before \"(\"")
    }

    @Test func unknownFunction() {
        #expect(colourError("rbg(1,2,3)") == "invalid colour \"rbg(1,2,3)\": unknown colour function \"rbg\" (did you mean \"rgb\"?)")
        #expect(colourError("foo(1)") == "invalid colour \"foo(1)\": unknown colour function \"foo\" (expected rgb, rgba, hsl, hsla, hsb, hsba or white)")
    }

    @Test func badValues() {
        #expect(colourError("rgb(a,0,0)") == "invalid colour \"rgb(a,0,0)\": \"a\" is not a number")
        #expect(colourError("rgb(1,,3)") == "invalid colour \"rgb(1,,3)\": value 2 is empty")
        #expect(colourError("rgb(1,2,)") == "invalid colour \"rgb(1,2,)\": value 3 is empty")
        #expect(colourError("rgb(nan,0,0)") == "invalid colour \"rgb(nan,0,0)\": \"nan\" is not a number")
        #expect(colourError("rgb(inf,0,0)") == "invalid colour \"rgb(inf,0,0)\": \"inf\" is not a number")
        #expect(colourError("rgba(0,0,0,infinity)") == "invalid colour \"rgba(0,0,0,infinity)\": \"infinity\" is not a number")
        #expect(colourError("rgb(1e999,0,0)") == "invalid colour \"rgb(1e999,0,0)\": \"1e999\" is not a number")
        #expect(colourError("rgb(0x10,0,0)") == "invalid colour \"rgb(0x10,0,0)\": \"0x10\" is not a number")
        #expect(colourError("rgb(50 %,0,0)") == "invalid colour \"rgb(50 %,0,0)\": \"50 %\" is not a number")
        #expect(colourError("rgb(%,0,0)") == "invalid colour \"rgb(%,0,0)\": \"%\" is not a number")
        #expect(colourError("hsb(50%,1,1)") == "invalid colour \"hsb(50%,1,1)\": \"50%\" must be a plain number, not a percentage")
        #expect(colourError("hsb(nan,1,1)") == "invalid colour \"hsb(nan,1,1)\": \"nan\" is not a number")
    }
}

@Suite struct ColorParserNameTests {
    @Test func cssValues() throws {
        #expect(try colour("green") == RGBA(red: 0, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(try colour("gray") == RGBA(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255))
        #expect(try colour("grey") == RGBA(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255))
        #expect(try colour("rebeccapurple") == RGBA(red: 102.0 / 255, green: 51.0 / 255, blue: 153.0 / 255))
        #expect(try colour("lightgoldenrodyellow") == RGBA(red: 250.0 / 255, green: 250.0 / 255, blue: 210.0 / 255))
        #expect(try colour("lime") == RGBA(red: 0, green: 1, blue: 0))
        #expect(try colour("white") == RGBA(red: 1, green: 1, blue: 1))
        #expect(try colour("black") == RGBA(red: 0, green: 0, blue: 0))
        #expect(try colour("darkgrey") == RGBA(red: 169.0 / 255, green: 169.0 / 255, blue: 169.0 / 255))
        #expect(try colour("yellowgreen") == RGBA(red: 154.0 / 255, green: 205.0 / 255, blue: 50.0 / 255))
        #expect(try colour("aliceblue") == RGBA(red: 240.0 / 255, green: 248.0 / 255, blue: 1))
    }

    @Test func caseAndWhitespace() throws {
        #expect(try colour(" Green ") == RGBA(red: 0, green: 128.0 / 255, blue: 0))
        #expect(try colour("REBECCAPURPLE") == RGBA(red: 102.0 / 255, green: 51.0 / 255, blue: 153.0 / 255))
    }

    @Test func transparentAndNone() throws {
        #expect(try colour("transparent") == RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(try colour("Transparent") == RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(try ColorParser.parse("none") == nil)
        #expect(try ColorParser.parse(" NONE ") == nil)
    }

    @Test func everyListedNameParses() throws {
        let names = ColorParser.namedColorNames
        // 148 CSS names plus `transparent` and `none`.
        #expect(names.count == 150)
        #expect(names == names.sorted())
        #expect(names.contains("rebeccapurple"))
        #expect(names.contains("transparent"))
        #expect(names.contains("none"))
        for name in names where name != "none" {
            #expect(try ColorParser.parse(name) != nil, "\(name)")
        }
    }

    @Test func unknownNames() {
        #expect(colourError("gren") == "unknown colour \"gren\" (did you mean \"green\"?)")
        #expect(colourError("Gren") == "unknown colour \"Gren\" (did you mean \"green\"?)")
        #expect(colourError("light blue") == "unknown colour \"light blue\" (did you mean \"lightblue\"?)")
        #expect(colourError("non") == "unknown colour \"non\" (did you mean \"none\"?)")
        #expect(colourError("qqqqqqqq") == "unknown colour \"qqqqqqqq\"")
    }

    @Test func notAColourAtAll() {
        let forms = "expected a colour name, #hex, rgb(), rgba(), hsl(), hsla(), hsb(), hsba(), white() or none"
        #expect(colourError("12") == "invalid colour \"12\": \(forms)")
        #expect(colourError("ff0000") == "invalid colour \"ff0000\": \(forms)")
        #expect(colourError("red!") == "invalid colour \"red!\": \(forms)")
    }

    @Test func empty() {
        #expect(colourError("") == "invalid colour \"\": the value is empty")
        #expect(colourError("  ") == "invalid colour \"  \": the value is empty")
    }
}
