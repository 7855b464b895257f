import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `min-font-size`: a title too long for its frame shrinks to the largest size that fits (its ink
/// inside the frame in the PNG), never below the minimum; spans shrink in proportion; a text that fits
/// keeps its size.
@Suite struct ShrinkToFitPixelTests {
    static func op(_ text: String, _ attributes: String) throws -> (TextOp, Rect?) {
        let xml = TextPixelTests.scene(#"<text x="20" y="20" width="200" \#(attributes)>\#(text)</text>"#)
        let list = try InlineScene.renderList(xml: xml, scale: 2)
        let op = try #require(TextPixelTests.textOp(list))
        return (op, TextPixelTests.inkBox(try CairoRenderer.render(list), scale: 2))
    }

    @Test func aLongTitleShrinksToTheLargestSizeThatFits() throws {
        let (op, ink) = try Self.op("A title that is far too long", #"font-size="28" min-font-size="12""#)
        let size = op.font.size
        #expect(size < 28 && size >= 12, "\(size)")
        let ink1 = try #require(ink)
        #expect(ink1.minX >= 19.5 && ink1.maxX <= 220.5, "\(ink1)")
        // The largest: its line fills the width to within the bisection's step (1/1000 of the size).
        #expect(op.bounds.width <= 200.01 && op.bounds.width > 200 * (1 - 0.003), "\(op.bounds.width)")
    }

    @Test func itNeverGoesBelowTheMinimum() throws {
        let (op, _) = try Self.op("A title that is far too long", #"font-size="28" min-font-size="22" overflow="clip""#)
        #expect(op.font.size == 22)
        #expect(op.bounds.width > 200)
    }

    @Test func aTextThatFitsKeepsItsSize() throws {
        let (op, _) = try Self.op("Short", #"font-size="28" min-font-size="12""#)
        #expect(op.font.size == 28)
    }

    @Test func spansShrinkInProportion() throws {
        let (op, _) = try Self.op(#"A title <span font-size="14">with a small part</span> that is long"#, #"font-size="28" min-font-size="8""#)
        let runs = op.runs
        let small = try #require(runs.first { $0.text.contains("small") })
        #expect(abs(small.font.size / op.font.size - 0.5) < 1e-9, "\(small.font.size) / \(op.font.size)")
    }

    @Test func wrappedTextShrinksToItsMaxLines() throws {
        let (op, _) = try Self.op("Every asset at every scale from one scene file, wrapped", #"font-size="30" min-font-size="6" wrap="word" max-lines="2""#)
        #expect(op.lines.count == 2)
        #expect(op.font.size < 30)
        #expect(!op.lines.flatMap(\.runs).contains { $0.text == "…" })
    }
}
