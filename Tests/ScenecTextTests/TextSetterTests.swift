import ScenecCore
import ScenecTestSupport
import ScenecText
import Testing

/// Setting a block into lines: wrapping, line placement, max-lines and ellipsis, justification, breaks,
/// styled runs, and scripts that are not Latin. Every number here is from the one Pango layout both
/// backends draw from.
@Suite struct TextSetterTests {
    init() { TestFonts.install() }

    static let font = FontSpec(families: ["Helvetica"], size: 15)
    static let paragraph = "Scenec builds every asset at every scale from one scene file, and the text wraps to its frame."

    static func set(_ text: String = paragraph, width: Double?, wrap: TextBlock.Wrap = .word, alignment: TextBlock.Alignment = .left,
                    lineHeight: Double? = nil, maxLines: Int? = nil, maxHeight: Double? = nil, ellipsize: Bool = false,
                    runs: [TextBlock.StyledRun] = [], font: FontSpec = font, direction: TextBlock.Direction = .auto) -> TextSetting {
        TextEngine.set(TextBlock(text: text, font: font, runs: runs, width: width, wrap: wrap, alignment: alignment, lineHeight: lineHeight,
                                 maxLines: maxLines, maxHeight: maxHeight, ellipsize: ellipsize, direction: direction))
    }

    /// The text of a line: its pieces, with a space where they are apart.
    static func text(of line: TextSetting.Line) -> String {
        var out = ""
        var end: Double?
        for piece in line.pieces {
            if let end, piece.x > end + 0.01 { out += " " }
            out += piece.text
            end = piece.x + piece.width
        }
        return out
    }

    @Test(arguments: [(120.0, 7), (200.0, 4), (300.0, 3), (700.0, 1)])
    func wordWrapFitsEveryLineInTheWidth(width: Double, lines: Int) {
        let setting = Self.set(width: width)
        #expect(setting.lines.count == lines, "\(setting.lines.map(Self.text))")
        for line in setting.lines {
            #expect(line.x >= 0 && line.x + line.width <= width + 0.01, "\(Self.text(of: line)) is \(line.width) wide")
            // Words stay whole: every line ends at a word's end.
            let text = Self.text(of: line)
            #expect(Self.paragraph.contains(text + " ") || Self.paragraph.hasSuffix(text), "\(text)")
        }
        // The words are all there, in order.
        #expect(setting.lines.map(Self.text).joined(separator: " ") == Self.paragraph)
        // Default line placement: each line box under the previous one.
        let measured = TextEngine.measure("Hg", font: Self.font)
        for (index, line) in setting.lines.enumerated() {
            #expect(abs(line.top - Double(index) * measured.lineHeight) < 0.01)
            #expect(abs(line.baseline - line.top - measured.ascent) < 0.01)
        }
        #expect(abs(setting.height - Double(lines) * measured.lineHeight) < 0.01)
        #expect(setting.width == width)
    }

    @Test func aWordLongerThanTheWidthBreaksBetweenCharacters() {
        let setting = Self.set("Supercalifragilisticexpialidocious", width: 60)
        #expect(setting.lines.count > 2)
        for line in setting.lines { #expect(line.width <= 60.01) }
        #expect(setting.lines.map(Self.text).joined() == "Supercalifragilisticexpialidocious")
    }

    @Test(arguments: [50.0, 90.0, 140.0])
    func charWrapFillsLinesBetweenAnyCharacters(width: Double) {
        let word = Self.set("one two three four five six", width: width, wrap: .word)
        let char = Self.set("one two three four five six", width: width, wrap: .char)
        #expect(char.lines.count <= word.lines.count)
        // Each char-wrapped line but the last is full: the next character would not have fitted.
        let x = TextEngine.measure("x", font: Self.font).width
        for line in char.lines.dropLast() { #expect(line.width > width - 2 * x, "\(Self.text(of: line)) \(line.width)") }
        // char splits words somewhere at these widths; word never does.
        #expect(char.lines.map(Self.text).contains { text in !"one two three four five six".split(separator: " ").contains { $0 == text.split(separator: " ").last ?? "" } })
    }

    @Test(arguments: [1.0, 1.5, 2.0])
    func lineHeightSpacesBaselinesEvenly(factor: Double) {
        let setting = Self.set(width: 150, lineHeight: factor * 15)
        #expect(setting.lines.count > 3)
        for (previous, next) in zip(setting.lines, setting.lines.dropFirst()) {
            #expect(abs(next.baseline - previous.baseline - factor * 15) < 1e-9)
        }
        #expect(abs(setting.height - Double(setting.lines.count) * factor * 15) < 1e-9)
    }

    @Test(arguments: [1, 2, 3])
    func maxLinesWithEllipsisEndsTheLastLineInAnEllipsis(maxLines: Int) throws {
        let full = Self.set(width: 150)
        let cut = Self.set(width: 150, maxLines: maxLines, ellipsize: true)
        #expect(cut.lines.count == maxLines)
        #expect(cut.isTruncated && !full.isTruncated)
        let last = try #require(cut.lines.last?.pieces.last)
        #expect(last.text == "…" && last.isEllipsis)
        #expect(try #require(cut.lines.last).width <= 150.01)
        // The lines before the last are the same as without the limit.
        for (a, b) in zip(cut.lines.dropLast(), full.lines) { #expect(Self.text(of: a) == Self.text(of: b)) }
        // Without ellipsis the lines are cut, and none ends in "…".
        let clipped = Self.set(width: 150, maxLines: maxLines)
        #expect(clipped.lines.count == maxLines && !clipped.lines.flatMap(\.pieces).contains { $0.isEllipsis })
    }

    /// The ellipsized last line is set again on its own; it must still stand where the line it
    /// replaces stood (it once came back at the first line's top, so every truncated text drew its
    /// last line over its first).
    @Test(arguments: [(2, nil as Double?), (3, nil), (2, 21.0), (3, 24.0)])
    func anEllipsizedLastLineKeepsItsLinesPosition(maxLines: Int, lineHeight: Double?) throws {
        let full = Self.set(width: 150, lineHeight: lineHeight)
        let cut = Self.set(width: 150, lineHeight: lineHeight, maxLines: maxLines, ellipsize: true)
        #expect(cut.lines.count == maxLines)
        for (a, b) in zip(cut.lines, full.lines) {
            #expect(abs(a.top - b.top) < 1e-9 && abs(a.baseline - b.baseline) < 1e-9, "\(Self.text(of: a)): \(a.baseline) vs \(b.baseline)")
        }
        let lineBox = lineHeight ?? TextEngine.measure("Hg", font: Self.font).lineHeight
        for (previous, next) in zip(cut.lines, cut.lines.dropFirst()) { #expect(abs(next.baseline - previous.baseline - lineBox) < 0.01) }
        #expect(abs(cut.height - Double(maxLines) * lineBox) < 0.01)
        // The ink covers every line, so it is as tall as the lines above the last plus one.
        #expect(cut.ink.height > Double(maxLines - 1) * lineBox)
    }

    @Test func theFramesHeightCutsLinesForEllipsis() throws {
        let lineBox = TextEngine.measure("Hg", font: Self.font).lineHeight
        let cut = Self.set(width: 150, maxHeight: 2.5 * lineBox, ellipsize: true)
        #expect(cut.lines.count == 2)
        #expect(try #require(cut.lines.last?.pieces.last).text == "…")
    }

    @Test func anEllipsisFollowsALineEndedByABreakWhenTheNextParagraphIsCut() throws {
        let cut = Self.set("First line\nSecond paragraph", width: 300, maxLines: 1, ellipsize: true)
        #expect(cut.lines.count == 1)
        #expect(Self.text(of: try #require(cut.lines.first)) == "First line…")
    }

    @Test func aBreakStartsANewLine() {
        let setting = Self.set("one\ntwo\n\nfour", width: nil, wrap: .none)
        #expect(setting.lines.map(Self.text) == ["one", "two", "", "four"])
        #expect(setting.lines.allSatisfy { $0.x == 0 })
        for (previous, next) in zip(setting.lines, setting.lines.dropFirst()) { #expect(next.baseline > previous.baseline) }
    }

    @Test func justifiedLinesButTheLastEndAtTheRightEdge() throws {
        let setting = Self.set(width: 200, alignment: .justify)
        #expect(setting.lines.count >= 3)
        for line in setting.lines.dropLast() {
            let last = try #require(line.pieces.last)
            #expect(abs(last.x + last.width - 200) < 0.05, "\(Self.text(of: line)) ends at \(last.x + last.width)")
            #expect(line.pieces.count == Self.text(of: line).split(separator: " ").count, "one piece per word")
        }
        let last = try #require(setting.lines.last?.pieces.last)
        #expect(last.x + last.width < 190)
        // Left-aligned lines end short of the edge.
        let left = Self.set(width: 200)
        #expect(left.lines.dropLast().contains { ($0.pieces.last.map { $0.x + $0.width } ?? 0) < 199 })
    }

    @Test(arguments: [TextBlock.Alignment.center, .right])
    func alignedLinesStandWhereTheirAlignmentSays(alignment: TextBlock.Alignment) {
        let setting = Self.set(width: 200, alignment: alignment)
        for line in setting.lines {
            switch alignment {
            case .center: #expect(abs(line.x + line.width / 2 - 100) < 0.05)
            case .right: #expect(abs(line.x + line.width - 200) < 0.05)
            case .left, .justify, .start, .end: break
            }
        }
    }

    @Test func styledRunsBecomeTheirOwnPiecesInTheirFont() throws {
        let text = "plain bold plain"
        let bold = FontSpec(families: ["Helvetica"], size: 20, weight: 700)
        let setting = Self.set(text, width: nil, wrap: .none, runs: [TextBlock.StyledRun(range: 6..<10, font: bold)])
        let pieces = try #require(setting.lines.first).pieces
        #expect(pieces.map(\.text) == ["plain", "bold", "plain"])
        #expect(pieces.map(\.run) == [nil, 0, nil])
        #expect(pieces[1].font == bold)
        // The bigger run is wider than the same word in the base font, and its neighbours move over.
        #expect(pieces[1].width > TextEngine.measure("bold", font: Self.font).width * 1.2)
        #expect(pieces[2].x > pieces[1].x + pieces[1].width)
    }

    @Test func markupInTheTextIsCharacters() throws {
        let setting = Self.set("<b>x</b> & \"q\"", width: nil, wrap: .none)
        #expect(setting.lines.map(Self.text) == ["<b>x</b> & \"q\""])
    }

    @Test func hebrewWrapsIntoRightToLeftLines() throws {
        let hebrew = "שלום עולם, זוהי פסקה בעברית שנשברת לשורות רבות."
        let setting = Self.set(hebrew, width: 120, font: FontSpec(families: ["DejaVu Sans"], size: 14))
        #expect(setting.lines.count >= 3)
        for line in setting.lines { #expect(line.width <= 120.01) }
        // Every word is drawn once, in some line (the full stop ends the paragraph on the left of its last word).
        let words = setting.lines.flatMap { Self.text(of: $0).split(separator: " ") }
        #expect(words.map { $0.filter(\.isLetter) }.sorted() == hebrew.split(separator: " ").map { $0.filter(\.isLetter) }.sorted())
        #expect(words.contains(".רבות"))
    }

    static let dejaVu = FontSpec(families: ["DejaVu Sans"], size: 16)

    /// `direction="auto"` takes the first strong character's direction: a Hebrew paragraph is right to
    /// left, its wrapped lines end at the right edge (start), and `left` puts them back on the left.
    @Test func anAutoRightToLeftParagraphStartsAtTheRight() throws {
        let hebrew = "שלום עולם, זוהי פסקה בעברית שנשברת לשורות רבות."
        let start = Self.set(hebrew, width: 150, alignment: .start, font: Self.dejaVu)
        #expect(start.isRightToLeft)
        #expect(start.lines.count >= 3)
        for line in start.lines { #expect(abs(line.x + line.width - 150) < 0.05, "\(line.x) + \(line.width)") }
        let left = Self.set(hebrew, width: 150, alignment: .left, font: Self.dejaVu)
        for line in left.lines { #expect(abs(line.x) < 0.05) }
        let end = Self.set(hebrew, width: 150, alignment: .end, font: Self.dejaVu)
        for line in end.lines { #expect(abs(line.x) < 0.05) }
        // Latin first: left to right, `start` on the left.
        let latin = Self.set("Hello שלום", width: 150, alignment: .start, font: Self.dejaVu)
        let firstLatin = try #require(latin.lines.first)
        #expect(!latin.isRightToLeft && abs(firstLatin.x) < 0.05)
    }

    /// The runs of a right-to-left line come in visual order; a neutral at a right-to-left run's end is
    /// a piece of its own at its place, mirrored as the paragraph shows it, so drawing each piece alone
    /// left to right (Cairo, every SVG renderer) puts every glyph where Pango put it.
    @Test func aMixedRightToLeftLineIsInVisualOrderWithItsBracketsMirrored() throws {
        let arabic = "مرحبا بالعالم (iOS 18) هذا نص."
        let setting = Self.set(arabic, width: nil, wrap: .none, font: Self.dejaVu)
        #expect(setting.isRightToLeft)
        let pieces = try #require(setting.lines.first).pieces
        #expect(pieces.map(\.text) == [".", "هذا نص", "(", "iOS 18", ")", "مرحبا بالعالم"], "\(pieces.map(\.text))")
        for (a, b) in zip(pieces, pieces.dropFirst()) { #expect(a.x + a.width <= b.x + 0.01, "\(a.text) before \(b.text)") }
        // direction="ltr" on the same text: Pango's left-to-right order, Arabic words each a run.
        let ltr = Self.set(arabic, width: nil, wrap: .none, font: Self.dejaVu, direction: .leftToRight)
        #expect(!ltr.isRightToLeft)
        #expect(try #require(ltr.lines.first).pieces.first?.text == "مرحبا بالعالم")
        // direction="rtl" on Latin: the "!" of "Hello world!" ends the line on its left.
        let forced = Self.set("Hello world!", width: nil, wrap: .none, font: Self.dejaVu, direction: .rightToLeft)
        #expect(try #require(forced.lines.first).pieces.map(\.text) == ["!", "Hello world"])
    }

    @Test func chineseWrapsBetweenCharactersInACJKFont() throws {
        let chinese = "每个资源都在每个比例下从一个场景文件生成"
        let setting = Self.set(chinese, width: 100, wrap: .char)
        #expect(setting.lines.count >= 3)
        for line in setting.lines { #expect(line.width <= 100.01) }
        #expect(setting.lines.map(Self.text).joined() == chinese)
        // Nimbus Sans has no Han glyphs: fontconfig supplies the CJK font for them.
        #expect(setting.lines.flatMap(\.pieces).allSatisfy { $0.resolvedFamily == "WenQuanYi Zen Hei" })
        // Word wrapping breaks Chinese between characters too (it has no spaces).
        #expect(Self.set(chinese, width: 100, wrap: .word).lines.count == setting.lines.count)
    }
}
