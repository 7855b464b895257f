import ScenecModel
import ScenecSceneTestSupport
import Testing

// Issue 29, geometry past the libraries' ranges: a line Pango would measure past its 32-bit range
// (about 2,000,000 pt) is refused where it is written, estimated as characters × (size + spacing).

@Suite struct TextLineLengthLimitTests {
    private static func scene(_ text: String) -> String { "<scene width=\"100\" height=\"40\">\(text)</scene>" }

    @Test func aLineThatCouldPassPangosRangeIsAnError() {
        let messages = InlineScene.errorMessages(Self.scene(#"<text font-size="600">\#(String(repeating: "W", count: 2000))</text>"#))
        #expect(messages == ["a line of 2000 characters at 600 pt could be 1200000 pt long, beyond what text layout measures (1000000 pt); use a smaller font-size, wrap it, or split it"])
    }

    /// A span's larger size counts; lines split by <br/> count one by one; a wrapping text is bounded by its width.
    @Test func theLargestSizeAndTheLongestLineCountAndWrappingIsExempt() {
        let long = String(repeating: "W", count: 1500)
        #expect(InlineScene.errorMessages(Self.scene(#"<text font-size="10">\#(long)<span font-size="700">x</span></text>"#)).count == 1)
        let half = String(repeating: "W", count: 900)
        #expect(InlineScene.errorMessages(Self.scene(#"<text font-size="1000">\#(half)<br/>\#(half)</text>"#)).isEmpty)
        #expect(InlineScene.errorMessages(Self.scene(#"<text width="500" wrap="word" font-size="1000">\#(long)</text>"#)).isEmpty)
    }
}
