@testable import ScenecCore
import Testing

/// `NumberList.parse` reads well-formed lists from their bytes (`NumberListBytes`) and everything else
/// through the general path; both must give the same numbers, bit for bit, and the same errors.
@Suite struct NumberListTests {
    /// The outcome of a parse as something comparable: the values' bit patterns, or the error's words.
    private func outcome(_ parse: (String) throws(ValueError) -> [Double], _ text: String) -> String {
        do {
            return try parse(text).map { String($0.bitPattern, radix: 16) }.joined(separator: " ")
        } catch {
            return "error: \(error.message)"
        }
    }

    @Test(arguments: [
        "", "  ", "4", "4 2", "4,2", "4, 2", " 4 ,2 ", "4\t2\n3\r\n1", "1,2 3.5 -0.25 .5 5. -.5 +3 +.5 -0 0.1",
        "1e3 1E-3 2.5e+2 5.e3 123456789012345 1234567890123456 0.0000000000000001 3.14159265358979323846",
        "4,,2", "4,", ",4", "4, ,2", "4 x", "1e", "1e+", "1e5.5", "--1", "+-1", ".", "..5", "5..", "0x10", "inf", "nan",
        "1e999", "-1e999", "4\u{A0}2", "４", "12,34,56,78,90,12.5,-7",
    ])
    func theBytesGiveWhatTheGeneralPathGives(_ text: String) {
        #expect(outcome(NumberList.parse, text) == outcome(NumberList.parseChecked, text))
    }

    @Test func aWellFormedListIsReadFromItsBytes() {
        #expect(NumberListBytes.parse("10.5,20 -3.25 .5 5. 1e3") == [10.5, 20, -3.25, 0.5, 5, 1000])
        #expect(NumberListBytes.parse(" \t") == [])
    }

    @Test func whatNeedsWordsGoesTheGeneralWay() {
        for text in ["4,,2", "4,", "4 x", "1e", "1e999", "4\u{A0}2"] {
            #expect(NumberListBytes.parse(text) == nil, "\(text)")
        }
    }

    @Test func aLongPolylineReadsAsTheGeneralPathReadsIt() {
        // A random walk as scripts/benchmark writes one: two decimals, commas and spaces.
        var text = ""
        var state: UInt64 = 42
        for _ in 0..<5_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let x = Double(state >> 40 % 100_000) / 100, y = Double((state >> 20) % 100_000) / 100
            text += "\(x),\(y) "
        }
        #expect(outcome(NumberList.parse, text) == outcome(NumberList.parseChecked, text))
        #expect(NumberListBytes.parse(text)?.count == 10_000)
    }
}
