import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `width="hug"` / `height="hug"` (format 1.2, "Layout from content") as a user sees it: each box is
/// drawn in its own colour and measured from the pixels at @1x and @2x.
@Suite struct HugPixelTests {
    static let scales = [1.0, 2.0]

    /// The frames of the texts of `xml` laid out at @1x, in document order.
    private func textFrames(_ xml: String) throws -> [Rect] {
        try InlineScene.renderList(xml: xml).items.compactMap { item -> Rect? in
            if case .text(let op) = item.op, op.blur == 0 { return op.frame }
            return nil
        }
    }

    /// The example: a row hugging a 100 pt square with padding 20 all round is 140 pt wide (and
    /// 60 + 40 tall); the square sits inside the padding.
    @Test(arguments: scales)
    func aHugRowIsItsChildPlusItsPadding(scale: Double) throws {
        let boxes = try PixelBoxes("""
            <scene width="200" height="160" background="white">
              <row x="10" y="10" width="hug" height="hug" padding="20" fill="#0000ff">
                <rect width="100" height="60" fill="#ff0000"/>
              </row>
            </scene>
            """, scale: scale)
        #expect(boxes.box("#0000ff") == Rect(x: 10, y: 10, width: 140, height: 100), "\(boxes)")
        #expect(boxes.box("#ff0000") == Rect(x: 30, y: 30, width: 100, height: 60), "\(boxes)")
    }

    /// A hugging column is its children, gaps and padding long, and its widest child plus padding wide.
    @Test(arguments: scales)
    func aHugColumnIsItsChildrenGapsAndPadding(scale: Double) throws {
        let boxes = try PixelBoxes("""
            <scene width="200" height="160" background="white">
              <column x="10" y="10" width="hug" height="hug" padding="5" gap="10" align="start" fill="#0000ff">
                <rect width="40" height="30" fill="#ff0000"/>
                <rect width="70" height="50" fill="#00ff00"/>
              </column>
            </scene>
            """, scale: scale)
        #expect(boxes.box("#0000ff") == Rect(x: 10, y: 10, width: 80, height: 100), "\(boxes)")
        #expect(boxes.box("#ff0000") == Rect(x: 15, y: 15, width: 40, height: 30))
        #expect(boxes.box("#00ff00") == Rect(x: 15, y: 55, width: 70, height: 50))
    }

    /// Containers without a size in a hugging row take their content's size: a group its children's
    /// union (35 × 25), a column its child (40 × 10) stretched to the row's content height (25); the row
    /// is their widths, a 10 pt gap and padding 10 (105 × 45).
    @Test(arguments: scales)
    func containersWithoutASizeInAHugRowTakeTheirContentsSize(scale: Double) throws {
        let boxes = try PixelBoxes("""
            <scene width="200" height="100" background="white">
              <row width="hug" height="hug" padding="10" gap="10" fill="#0000ff">
                <group fill="#ff0000"><rect x="5" y="5" width="30" height="20" fill="#ff0000"/></group>
                <column fill="#00ff00"><rect width="40" height="10" fill="#00ff00"/></column>
              </row>
            </scene>
            """, scale: scale)
        #expect(boxes.box("#0000ff") == Rect(x: 0, y: 0, width: 105, height: 45), "\(boxes)")
        #expect(boxes.box("#ff0000") == Rect(x: 10, y: 10, width: 35, height: 25))
        #expect(boxes.box("#00ff00") == Rect(x: 55, y: 10, width: 40, height: 25))
    }

    /// A hugging group is the union of its children's frames from its own origin.
    @Test(arguments: scales)
    func aHugGroupIsTheUnionOfItsChildren(scale: Double) throws {
        let boxes = try PixelBoxes("""
            <scene width="200" height="160" background="white">
              <group x="10" y="20" width="hug" height="hug" fill="#0000ff">
                <rect x="20" y="30" width="60" height="20" fill="#ff0000"/>
                <rect width="10" height="10" fill="#00ff00"/>
              </group>
            </scene>
            """, scale: scale)
        #expect(boxes.box("#0000ff") == Rect(x: 10, y: 20, width: 80, height: 50), "\(boxes)")
        #expect(boxes.box("#ff0000") == Rect(x: 30, y: 50, width: 60, height: 20))
    }

    /// A row hugging a label is the label's width plus its padding: a longer label makes a wider
    /// row, and the label's ink stays inside the padding (white text on blue, on yellow).
    @Test(arguments: scales)
    func aHugTextGrowsWithItsLabel(scale: Double) throws {
        func xml(_ label: String) -> String {
            """
            <scene width="300" height="60" background="#ffff00">
              <row x="10" y="10" width="hug" height="hug" padding="8 10" fill="#0000ff">
                <text font-size="15" color="#ffffff">\(label)</text>
              </row>
            </scene>
            """
        }
        var widths: [Double] = []
        for label in ["Go", "Continue shopping"] {
            let text = try #require(try textFrames(xml(label)).first)
            let boxes = try PixelBoxes(xml(label), scale: scale)
            let row = try #require(boxes.box("#0000ff"), "\(boxes)")
            let ink = try #require(boxes.box("#ffffff", tolerance: 60))
            expectSpan(row.width, about: text.width + 20, scale: scale, "\(label)")
            expectSpan(row.height, about: text.height + 16, scale: scale, "\(label)")
            #expect(ink.minX >= row.minX + 10 - 1 && ink.maxX <= row.maxX - 10 + 1, "\(label): ink \(ink) in \(row)")
            #expect(row.maxX - ink.maxX < 10 + 3, "\(label): the row ends where the label's padding does")
            widths.append(row.width)
        }
        #expect(widths[1] > widths[0] + 60, "\(widths)")
    }

    /// A card: a 200 pt column hugging its height, whose paragraph wraps at the column's content width.
    /// A longer paragraph makes a taller card, exactly its children, gap and padding tall.
    @Test(arguments: scales)
    func aCardColumnIsAsTallAsItsWrappedParagraph(scale: Double) throws {
        func xml(_ paragraph: String) -> String {
            """
            <scene width="240" height="400" background="#ffff00">
              <column x="10" y="10" width="200" height="hug" padding="16" gap="10" fill="#0000ff">
                <rect height="20" fill="#ff0000"/>
                <text font-size="13" wrap="word" color="#ffffff">\(paragraph)</text>
              </column>
            </scene>
            """
        }
        let short = "One line."
        let long = String(repeating: "A card grows with the words in it. ", count: 8)
        var heights: [Double] = []
        for paragraph in [short, long] {
            let text = try #require(try textFrames(xml(paragraph)).first)
            let boxes = try PixelBoxes(xml(paragraph), scale: scale)
            let card = try #require(boxes.box("#0000ff"), "\(boxes)")
            #expect(card.minX == 10 && card.width == 200 && card.minY == 10)
            expectSpan(card.height, about: 16 + 20 + 10 + text.height + 16, scale: scale)
            #expect(boxes.box("#ff0000") == Rect(x: 26, y: 26, width: 168, height: 20))
            let ink = try #require(boxes.box("#ffffff", tolerance: 60))
            #expect(ink.minX >= 26 - 1 && ink.maxX <= 194 + 1 && ink.maxY <= card.maxY - 16 + 1, "ink \(ink) in \(card)")
            heights.append(card.height)
        }
        #expect(heights[1] > heights[0] + 40, "\(heights)")
    }

    /// A component whose definition hugs its width: each instance is as wide as its label plus the
    /// body's padding, the definition's 30 pt tall, and the hugging row places them one after another.
    @Test(arguments: scales)
    func aHuggingComponentInstanceFollowsItsLabel(scale: Double) throws {
        let xml = """
            <scene width="400" height="60" background="white">
              <defs>
                <component name="chip" width="hug" height="30">
                  <param name="label"/>
                  <param name="fill"/>
                  <row width="hug" height="100%" padding="0 12" align="center" fill="{fill}">
                    <text font-size="14" color="white">{label}</text>
                  </row>
                </component>
              </defs>
              <row x="10" y="10" width="hug" height="hug" gap="10">
                <chip label="OK" fill="#0000ff"/>
                <chip label="Save all changes" fill="#ff0000"/>
              </row>
            </scene>
            """
        let texts = try textFrames(xml)
        try #require(texts.count == 2)
        let boxes = try PixelBoxes(xml, scale: scale)
        let ok = try #require(boxes.box("#0000ff"), "\(boxes)")
        let save = try #require(boxes.box("#ff0000"), "\(boxes)")
        #expect(ok.minY == 10 && ok.height == 30 && save.minY == 10 && save.height == 30, "\(ok) \(save)")
        #expect(ok.minX == 10)
        expectSpan(ok.width, about: texts[0].width + 24, scale: scale, "OK")
        expectSpan(save.width, about: texts[1].width + 24, scale: scale, "Save all changes")
        // The second chip starts 10 pt after the first ends (both edges may fall inside a pixel).
        #expect(abs(save.minX - (10 + texts[0].width + 24 + 10)) <= 1 / scale, "\(save)")
        #expect(save.width > ok.width + 60)
    }

    /// A badge: a row hugging a one-digit count with padding 0 6 would be under 20 pt, so min-width 20
    /// holds it at 20 and justify="center" centres the digit in it; a three-character count is wider.
    @Test(arguments: scales)
    func aHuggingBadgeKeepsItsMinimumAndCentresItsLabel(scale: Double) throws {
        func badge(_ count: String) throws -> (box: Rect, ink: Rect) {
            let boxes = try PixelBoxes("""
                <scene width="100" height="40" background="white">
                  <row x="10" y="10" width="hug" height="20" min-width="20" padding="0 6" justify="center" align="center" fill="#ff0000">
                    <text font-size="12" font-weight="bold" color="#ffffff">\(count)</text>
                  </row>
                </scene>
                """, scale: scale)
            let box = try #require(boxes.box(where: { $0.r > 200 && $0.g < 60 && $0.b < 60 }), "\(boxes)")
            let ink = try #require(boxes.box(in: box, where: { $0.g > 150 && $0.b > 150 }), "\(boxes)")
            return (box, ink)
        }
        let one = try badge("1")
        #expect(one.box == Rect(x: 10, y: 10, width: 20, height: 20), "\(one.box)")
        #expect(abs(one.ink.midX - 20) <= 1.5, "the digit is centred: \(one.ink)")
        let many = try badge("99+")
        #expect(many.box.width > 26 && many.box.minX == 10, "\(many.box)")
    }

    /// An instance given a width keeps it: the component's hug is only its default.
    @Test(arguments: scales)
    func anInstanceWithAWidthKeepsIt(scale: Double) throws {
        let boxes = try PixelBoxes("""
            <scene width="300" height="60" background="white">
              <defs>
                <component name="chip" width="hug" height="30">
                  <param name="label"/>
                  <row width="100%" height="100%" padding="0 12" align="center" fill="#0000ff">
                    <text font-size="14" color="white">{label}</text>
                  </row>
                </component>
              </defs>
              <chip x="10" y="10" width="150" label="OK"/>
            </scene>
            """, scale: scale)
        #expect(boxes.box("#0000ff") == Rect(x: 10, y: 10, width: 150, height: 30), "\(boxes)")
    }
}
