import ScenecCore
import Testing

@Suite struct WhitespaceTests {
    @Test func theFiveWhitespaceCharactersAndNothingElse() {
        for scalar: Unicode.Scalar in [" ", "\t", "\n", "\r", "\u{0C}"] {
            #expect(Whitespace.contains(scalar))
        }
        for scalar: Unicode.Scalar in ["a", "\u{A0}", "\u{2003}", "\u{0B}", "0"] {
            #expect(!Whitespace.contains(scalar), "\(scalar.value)")
        }
        // "\r\n" is one Character of two whitespace scalars.
        #expect(Whitespace.contains(Character("\r\n")))
        #expect(!Whitespace.contains(Character("e\u{301}")))
    }

    @Test func trimmingKeepsInnerWhitespaceAndNonBreakingSpaces() {
        #expect(" \t a b \r\n".trimmingWhitespace() == "a b")
        #expect("\u{A0}x\u{A0}".trimmingWhitespace() == "\u{A0}x\u{A0}")
        #expect(" \n ".trimmingWhitespace() == "")
    }
}
