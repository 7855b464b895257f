import ScenecCore
import ScenecLayout
import Testing

/// A stack that hugs its cross axis (a row with `height="hug"`, format 1.2) is as tall as its
/// tallest child at the width that child is given — a wrapping text is as tall as the lines it sets
/// in its slot, whether the slot comes from points, a weight or a percentage — and a wrapping stack
/// that hugs is as tall as all its lines.
@Suite struct HugCrossAxisTests {
    static let paragraph = "A card grows with the words in it, and its paragraph breaks its lines at the card's width."

    private func texts(_ list: RenderList) -> [TextOp] {
        list.items.compactMap { item -> TextOp? in
            if case .text(let op) = item.op, op.blur == 0 { return op }
            return nil
        }
    }

    /// A 200 pt row hugging its height, with a 40 × 20 rect and a wrapping text sized `width`: the text
    /// fills `textWidth`, and the row is as tall as the lines it sets there.
    private func expectRowHugsText(width: String, textWidth: Double, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let list = try #require(layout("""
            <scene width="400" height="300">
              <row id="row" width="200" height="hug" fill="red">
                <rect width="40" height="20" fill="red"/>
                <text width="\(width)" wrap="word" font-size="13">\(Self.paragraph)</text>
              </row>
            </scene>
            """), sourceLocation: sourceLocation)
        let op = try #require(texts(list).first, sourceLocation: sourceLocation)
        let row = try #require(list.frame(id: "row"), sourceLocation: sourceLocation)
        #expect(op.frame.minX == 40 && op.frame.width == textWidth, "text frame \(op.frame)", sourceLocation: sourceLocation)
        #expect(op.lines.count > 2, "\(op.lines.count) lines", sourceLocation: sourceLocation)
        #expect(abs(row.height - op.bounds.height) < 1e-9, "row \(row), lines \(op.bounds)", sourceLocation: sourceLocation)
    }

    @Test func aTextWithAWidthInPoints() throws {
        try expectRowHugsText(width: "160", textWidth: 160)
    }

    @Test func aTextWithAWeight() throws {
        try expectRowHugsText(width: "*", textWidth: 160)
    }

    @Test func aTextWithAPercentage() throws {
        try expectRowHugsText(width: "50%", textWidth: 100)
    }

    /// A column beside a fixed child, holding a wrapping text: with a weight or a percentage it gets
    /// its slot (160 or 100 pt) and the text wraps there; the row is as tall as the column's lines.
    @Test(arguments: [("*", 160.0), ("50%", 100.0), ("160", 160.0)])
    func aColumnHoldingAWrappingText(width: String, columnWidth: Double) throws {
        let list = try #require(layout("""
            <scene width="400" height="300">
              <row id="row" width="200" height="hug" fill="red">
                <rect width="40" height="20" fill="red"/>
                <column id="column" width="\(width)" height="hug" fill="red">
                  <text wrap="word" font-size="13">\(Self.paragraph)</text>
                </column>
              </row>
            </scene>
            """))
        let op = try #require(texts(list).first)
        let row = try #require(list.frame(id: "row"))
        let column = try #require(list.frame(id: "column"))
        #expect(column.width == columnWidth && op.frame.width == columnWidth, "column \(column), text \(op.frame)")
        #expect(op.lines.count > 2)
        #expect(abs(column.height - op.bounds.height) < 1e-9, "column \(column), lines \(op.bounds)")
        #expect(abs(row.height - op.bounds.height) < 1e-9, "row \(row), lines \(op.bounds)")
    }

    /// A row hugging its width up to max-width 200, wrapping: three 80 pt squares with 10 pt gaps need
    /// 260, so the row is 200 wide, the third square starts a second line 40 pt down, and the row hugs
    /// both lines (70 pt), as CSS's fit-content flex container with flex-wrap does.
    @Test func aHuggingWrappingRowHeldByMaxWidthIsAsTallAsItsLines() throws {
        let list = try #require(layout("""
            <scene width="400" height="300">
              <row id="row" width="hug" height="hug" max-width="200" wrap="true" gap="10" fill="red">
                <rect id="a" width="80" height="30" fill="red"/>
                <rect id="b" width="80" height="30" fill="red"/>
                <rect id="c" width="80" height="30" fill="red"/>
              </row>
            </scene>
            """))
        #expect(list.frame(id: "c") == Rect(x: 0, y: 40, width: 80, height: 30))
        #expect(list.frame(id: "row") == Rect(x: 0, y: 0, width: 200, height: 70))
    }

    /// A column hugging both axes, held by max-width 150, holding a wrapping paragraph: the column is
    /// 150 wide, the text wraps there, and the column is as tall as those lines (CSS: a fit-content
    /// block with max-width).
    @Test func aHuggingColumnHeldByMaxWidthIsAsTallAsItsWrappedText() throws {
        let list = try #require(layout("""
            <scene width="400" height="300">
              <column id="column" width="hug" height="hug" max-width="150" fill="red">
                <text wrap="word" font-size="13">\(Self.paragraph)</text>
              </column>
            </scene>
            """))
        let op = try #require(texts(list).first)
        let column = try #require(list.frame(id: "column"))
        #expect(column.width == 150 && op.frame.width == 150, "column \(column), text \(op.frame)")
        #expect(op.lines.count > 2)
        #expect(abs(column.height - op.bounds.height) < 1e-9, "column \(column), lines \(op.bounds)")
    }

    /// The same row hugging its width without a bound has one line, 260 pt wide.
    @Test func aHuggingWrappingRowWithoutABoundHasOneLine() throws {
        let list = try #require(layout("""
            <scene width="400" height="300">
              <row id="row" width="hug" height="hug" wrap="true" gap="10" fill="red">
                <rect id="a" width="80" height="30" fill="red"/><rect width="80" height="30" fill="red"/><rect id="c" width="80" height="30" fill="red"/>
              </row>
            </scene>
            """))
        #expect(list.frame(id: "c") == Rect(x: 180, y: 0, width: 80, height: 30))
        #expect(list.frame(id: "row") == Rect(x: 0, y: 0, width: 260, height: 30))
    }
}
