import ScenecCore
import ScenecTestSupport
import Testing

private func numberError(_ text: String) -> String? {
    valueErrorMessage { try NumberParser.parse(text) }
}

@Suite struct NumberParserTests {
    @Test(arguments: [
        ("12", 12.0),
        ("0", 0),
        ("007", 7),
        ("-0.5", -0.5),
        ("+3", 3),
        (".5", 0.5),
        ("-.25", -0.25),
        ("5.", 5),
        ("1e-3", 0.001),
        ("1E3", 1000),
        ("2.5e+2", 250),
        ("-.5e1", -5),
        ("123456.789", 123_456.789),
        (" \t42\n ", 42),
        ("\r\n-7\r\n", -7),
    ])
    func validNumbers(text: String, expected: Double) throws {
        #expect(try NumberParser.parse(text) == expected)
    }

    @Test func negativeZeroKeepsItsSign() throws {
        let value = try NumberParser.parse("-0")
        #expect(value == 0 && value.sign == .minus)
        #expect(try NumberParser.parse("0").sign == .plus)
    }

    @Test func emptyText() {
        #expect(numberError("") == "expected a number, got \"\"")
        #expect(numberError("   ") == "expected a number, got \"   \"")
    }

    @Test func trailingGarbage() {
        #expect(numberError("12px") == "invalid number \"12px\": unexpected \"px\" after \"12\"")
        #expect(numberError("1.2.3") == "invalid number \"1.2.3\": unexpected \".3\" after \"1.2\"")
        #expect(numberError("1 2") == "invalid number \"1 2\": unexpected \" 2\" after \"1\"")
        #expect(numberError("1,5") == "invalid number \"1,5\": unexpected \",5\" after \"1\"")
    }

    @Test func hexIsRejected() {
        #expect(numberError("0x10") == "invalid number \"0x10\": unexpected \"x10\" after \"0\"")
        #expect(numberError("0x1p3") == "invalid number \"0x1p3\": unexpected \"x1p3\" after \"0\"")
    }

    @Test func infinityAndNaNAreRejected() {
        #expect(numberError("inf") == "invalid number \"inf\"")
        #expect(numberError("-inf") == "invalid number \"-inf\"")
        #expect(numberError("Infinity") == "invalid number \"Infinity\"")
        #expect(numberError("nan") == "invalid number \"nan\"")
        #expect(numberError("NaN") == "invalid number \"NaN\"")
    }

    @Test func overflowIsRejected() {
        #expect(numberError("1e999") == "number \"1e999\" is out of range")
        #expect(numberError("-1e400") == "number \"-1e400\" is out of range")
    }

    @Test func incompleteForms() {
        #expect(numberError(".") == "invalid number \".\"")
        #expect(numberError("-") == "invalid number \"-\"")
        #expect(numberError("+-1") == "invalid number \"+-1\"")
        #expect(numberError("--1") == "invalid number \"--1\"")
        #expect(numberError("e5") == "invalid number \"e5\"")
        #expect(numberError("1e") == "invalid number \"1e\": unexpected \"e\" after \"1\"")
        #expect(numberError("1e+") == "invalid number \"1e+\": unexpected \"e+\" after \"1\"")
        #expect(numberError("abc") == "invalid number \"abc\"")
        // Only ASCII digits: full-width digits are not numbers in SVG or CSS.
        #expect(numberError("１２") == "invalid number \"１２\"")
    }
}
