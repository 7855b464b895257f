import ScenecCore
import ScenecLayout
import ScenecSceneTestSupport
import Testing

/// Where a text without a width of its own breaks its lines (format 1.2): in a column, at the
/// column's content width (CSS: a block's text wraps at its container); hugging with `max-width`
/// and `wrap`, at the max-width, its frame then max-width wide.
@Suite struct ContentTextWrapTests {
    static let paragraph = "A card grows with the words in it, and its paragraph breaks its lines at the card's width."

    /// The text ops of `list`, without shadows.
    private func texts(_ list: RenderList) -> [TextOp] {
        list.items.compactMap { item -> TextOp? in
            if case .text(let op) = item.op, op.blur == 0 { return op }
            return nil
        }
    }

    /// The widest line of a text op, measured from its runs.
    private func widest(_ op: TextOp) -> Double {
        op.bounds.width
    }

    /// Under the default stretch, a wrapping text in a 200 pt column with padding 10 takes the content
    /// width (180) and breaks its lines there.
    @Test func aWrappingTextInAColumnWrapsAtTheColumnsWidth() throws {
        let list = try #require(layout("""
            <scene width="240" height="300">
              <column x="10" y="10" width="200" height="hug" padding="10">
                <text font-size="13" wrap="word">\(Self.paragraph)</text>
              </column>
            </scene>
            """))
        let op = try #require(texts(list).first)
        #expect(op.frame.minX == 20 && op.frame.width == 180, "\(op.frame)")
        #expect(op.lines.count > 2, "\(op.lines.count) lines")
        #expect(widest(op) <= 180 + 1e-9, "\(op.bounds)")
    }

    /// A column that aligns its children start, center or end still offers its width to a wrapping
    /// text: the text breaks its lines at 180 pt and its frame stays inside the column.
    @Test(arguments: ["start", "center", "end"])
    func aWrappingTextInAnAligningColumnWrapsAtTheColumnsWidth(align: String) throws {
        let list = try #require(layout("""
            <scene width="240" height="300">
              <column x="10" y="10" width="200" height="hug" padding="10" align="\(align)">
                <text font-size="13" wrap="word">\(Self.paragraph)</text>
              </column>
            </scene>
            """))
        let op = try #require(texts(list).first)
        #expect(op.lines.count > 2, "\(align): \(op.lines.count) lines")
        #expect(op.frame.minX >= 20 - 1e-9 && op.frame.maxX <= 200 + 1e-9, "\(align): frame \(op.frame)")
        #expect(op.bounds.minX >= 20 - 1e-9 && op.bounds.maxX <= 200 + 1e-9, "\(align): lines \(op.bounds)")
    }

    /// The hugging column is as tall as the lines the text set at that width, plus its padding.
    @Test func theColumnIsAsTallAsTheWrappedLines() throws {
        let list = try #require(layout("""
            <scene width="240" height="300">
              <column id="card" x="10" y="10" width="200" height="hug" padding="10" fill="red">
                <text font-size="13" wrap="word">\(Self.paragraph)</text>
              </column>
            </scene>
            """))
        let op = try #require(texts(list).first)
        let card = try #require(list.frame(id: "card"))
        #expect(abs(card.height - (op.bounds.height + 20)) < 1e-9, "card \(card), lines \(op.bounds)")
        #expect(abs(op.frame.height - op.bounds.height) < 1e-9)
    }

    /// A hugging text with max-width and wrap: its frame is max-width wide, its lines break there, and
    /// a row hugging it is max-width plus padding wide.
    @Test func aHuggingTextWithMaxWidthAndWrapIsMaxWidthWide() throws {
        let list = try #require(layout("""
            <scene width="600" height="300">
              <row id="row" width="hug" height="hug" padding="5" align="start" fill="red">
                <text width="hug" max-width="180" wrap="word" font-size="13">\(Self.paragraph)</text>
              </row>
            </scene>
            """))
        let op = try #require(texts(list).first)
        #expect(op.frame.width == 180, "\(op.frame)")
        #expect(op.lines.count > 2)
        #expect(widest(op) <= 180 + 1e-9)
        #expect(list.frame(id: "row")?.width == 190)
    }

    /// A short hugging text under its max-width keeps its natural width (max-width is a bound, not a size).
    @Test func aShortHuggingTextKeepsItsNaturalWidth() throws {
        let list = try #require(layout("""
            <scene width="600" height="100">
              <group width="hug" height="hug">
                <text width="hug" max-width="180" wrap="word" font-size="13">Short</text>
              </group>
            </scene>
            """))
        let op = try #require(texts(list).first)
        #expect(op.lines.count == 1)
        #expect(op.frame.width < 60 && op.frame.width > 20, "\(op.frame)")
        #expect(op.frame.width == op.bounds.width)
    }

    /// The same text in a group, outside any stack: max-width and wrap break it at the max-width too.
    @Test func aTextWithMaxWidthInAGroupWrapsAtIt() throws {
        let list = try #require(layout("""
            <scene width="600" height="300">
              <text x="10" y="10" max-width="150" wrap="word" font-size="13">\(Self.paragraph)</text>
            </scene>
            """))
        let op = try #require(texts(list).first)
        #expect(op.frame == Rect(x: 10, y: 10, width: 150, height: op.frame.height), "\(op.frame)")
        #expect(op.lines.count > 3 && widest(op) <= 150 + 1e-9)
    }

    /// A one-line text held by max-width is cut by its frame: without `overflow` it warns, at the text,
    /// with both widths, as a text with a width does.
    @Test func aTextWiderThanItsMaxWidthWarns() throws {
        let parsed = InlineScene.parse(#"<scene width="400" height="100"><text max-width="50">A long label here</text></scene>"#)
        let scene = try #require(parsed.scene, "\(parsed.diagnostics)")
        let result = InlineScene.layout(scene)
        let warning = try #require(result.diagnostics.first { $0.message.hasPrefix("text overflows its frame") }, "\(result.diagnostics)")
        #expect(warning.message.contains(" pt wide in a 50 pt wide frame"), "\(warning)")
        #expect(warning.location.line == 1 && warning.location.column == 33, "\(warning)")
    }

    /// With overflow="ellipsis", a one-line text held by max-width ends in "…" within the max-width, as a
    /// text with that width does (CSS: max-width with text-overflow: ellipsis).
    @Test func aTextHeldByMaxWidthEllipsizesLikeATextWithThatWidth() throws {
        let bounded = try #require(layout(#"<scene width="400" height="100"><text max-width="50" overflow="ellipsis">A long label here</text></scene>"#))
        let fixed = try #require(layout(#"<scene width="400" height="100"><text width="50" overflow="ellipsis">A long label here</text></scene>"#))
        let expected = try #require(texts(fixed).first)
        let op = try #require(texts(bounded).first)
        #expect(expected.lines.first?.runs.last?.text.hasSuffix("…") == true, "the fixed width ellipsizes: \(expected.lines)")
        #expect(op.frame.width == 50)
        #expect(op.lines.map { $0.runs.map(\.text) } == expected.lines.map { $0.runs.map(\.text) }, "\(op.lines)")
        #expect(op.bounds.width <= 50 + 1e-9, "\(op.bounds)")
    }
}
