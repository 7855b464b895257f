import Foundation
import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Text in layout: wrapped lines placed in the frame, runs carrying their span's style, the overflow
/// warning, clipping, and shadows drawn as text like the text.
@Suite struct TextLayoutTests {
    static func result(_ body: String) throws -> Layout.Result {
        let xml = #"<scene width="400" height="300">"# + body + "</scene>"
        let parsed = InlineScene.parse(xml, file: "test.xml")
        let scene = try #require(parsed.scene, "\(parsed.diagnostics)")
        return InlineScene.layout(scene, scale: 1)
    }

    static func texts(_ list: RenderList?) -> [TextOp] {
        (list?.items ?? []).compactMap { item in
            guard case .text(let op) = item.op else { return nil }
            return op
        }
    }

    static let paragraph = "Scenec builds every asset at every scale from one scene file, and the text wraps to its frame."

    @Test(arguments: [120.0, 200.0, 300.0])
    func wrappedLinesStandInTheFrame(width: Double) throws {
        let result = try Self.result(#"<text x="20" y="30" width="\#(NumberFormat.svg(width))" wrap="word" font-size="15" line-height="20pt">\#(Self.paragraph)</text>"#)
        let op = try #require(Self.texts(result.renderList).first)
        #expect(op.lines.count > 1)
        for (index, line) in op.lines.enumerated() {
            #expect(line.origin.x == 20)
            #expect(line.runs.allSatisfy { $0.origin.x >= 20 && $0.origin.x + $0.advance <= 20 + width + 0.01 })
            #expect(line.runs.allSatisfy { $0.origin.y == line.origin.y })
            if index > 0 { #expect(abs(line.origin.y - op.lines[index - 1].origin.y - 20) < 1e-9) }
        }
        #expect(op.bounds == Rect(x: 20, y: 30, width: width, height: Double(op.lines.count) * 20))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func spansKeepTheirStyleOnTheirRunsOnly() throws {
        let result = try Self.result(##"<text x="10" y="10" font-size="15" color="#333333">plain <span font-weight="bold" color="#d03050" font-size="20" underline="true">loud</span> plain</text>"##)
        let op = try #require(Self.texts(result.renderList).first)
        let runs = op.runs
        #expect(runs.map(\.text) == ["plain", "loud", "plain"])
        #expect(runs.map(\.font.weight) == [400, 700, 400])
        #expect(runs.map(\.font.size) == [15, 20, 15])
        #expect(runs[1].color == (try ColorParser.parse("#d03050")) && runs[1].color != runs[0].color)
        #expect(runs[0].color == runs[2].color && runs[0].color == op.color)
        #expect(runs.map { $0.underline != nil } == [false, true, false])
        let underline = try #require(runs[1].underline)
        #expect(underline.minX == runs[1].origin.x && abs(underline.width - runs[1].advance) < 1e-9 && underline.minY > runs[1].origin.y)
    }

    @Test(arguments: [
        (#"<text x="10" y="10" width="50" font-size="15">far too long for fifty points</text>"#, true),
        (#"<text x="10" y="10" width="50" font-size="15" overflow="visible">far too long for fifty points</text>"#, false),
        (#"<text x="10" y="10" width="80" height="30" wrap="word" font-size="15">far too long for eighty points by thirty</text>"#, true),
        (#"<text x="10" y="10" width="80" height="30" wrap="word" font-size="15" overflow="clip">far too long for eighty points by thirty</text>"#, false),
        (#"<text x="10" y="10" width="80" height="30" wrap="word" font-size="15" overflow="ellipsis">far too long for eighty points by thirty</text>"#, false),
        (#"<text x="10" y="10" width="200" height="30" wrap="word" font-size="15">fits</text>"#, false),
        (#"<text x="10" y="10" font-size="15">no frame, no overflow</text>"#, false),
    ])
    func textThatDoesNotFitWarnsUnlessOverflowIsWritten(body: String, warns: Bool) throws {
        let result = try Self.result(body)
        let warning = result.diagnostics.first { $0.message.hasPrefix("text overflows its frame") }
        #expect((warning != nil) == warns, "\(result.diagnostics)")
        if let warning {
            #expect(warning.severity == .warning && warning.location.line == 1 && warning.location.column == 33, "\(warning)")
        }
        #expect(!result.diagnostics.hasErrors)
    }

    @Test func ellipsisEndsTheLastLineThatFitsTheFrame() throws {
        let result = try Self.result(#"<text x="10" y="10" width="80" height="40" wrap="word" font-size="15" overflow="ellipsis">far too long for eighty points by thirty</text>"#)
        let op = try #require(Self.texts(result.renderList).first)
        #expect(op.lines.count == 2)
        #expect(op.lines.last?.runs.last?.text == "…")
        #expect(op.clip == nil)
    }

    @Test func clipClipsToTheFrame() throws {
        let result = try Self.result(#"<text x="10" y="10" width="80" height="30" wrap="word" overflow="clip">far too long for eighty points by thirty</text>"#)
        let op = try #require(Self.texts(result.renderList).first)
        #expect(op.clip == Rect(x: 10, y: 10, width: 80, height: 30))
        #expect(op.lines.count > 2, "every line is set; the clip hides what is outside")
    }

    @Test func aShadowIsTheSameTextMovedInItsColourAndBlurred() throws {
        let result = try Self.result(#"<text x="10" y="10" width="100" wrap="word" font-size="15">two lines of <span color="red">text</span> here<drop-shadow dx="2" dy="3" blur="2" color="white"/></text>"#)
        let ops = Self.texts(result.renderList)
        #expect(ops.count == 2)
        let shadow = ops[0], text = ops[1]
        #expect(shadow.blur > 0 && text.blur == 0)
        #expect(shadow.runs.map(\.text) == text.runs.map(\.text))
        for (s, t) in zip(shadow.runs, text.runs) {
            #expect(s.origin == Point(t.origin.x + 2, t.origin.y + 3))
            #expect(s.color == RGBA.white)
        }
    }

    @Test func theLongestLabelWrappedAtEveryCharacterIsSetLineByLine() throws {
        // 2 000 characters (the label limit), each on its own line, each line a run: bounded work.
        let label = String(repeating: "W", count: 2_000)
        let result = try Self.result(#"<text x="0" y="0" width="1" wrap="char" overflow="visible">\#(label)</text>"#)
        let op = try #require(Self.texts(result.renderList).first)
        #expect(op.lines.count == 2_000)
        #expect(op.lines.allSatisfy { $0.runs.count == 1 && $0.runs[0].text == "W" })
    }

    @Test func manySpansAreRunsInOrder() throws {
        let body = (0..<400).map { "<span color=\"#\(String(format: "%06x", $0 * 4000))\">w\($0)</span>" }.joined(separator: " ")
        let result = try Self.result(#"<text x="0" y="0" width="390" wrap="word" overflow="visible">"# + body + "</text>")
        let op = try #require(Self.texts(result.renderList).first)
        #expect(op.runs.map(\.text) == (0..<400).map { "w\($0)" })
    }
}

/// Baselines on whole device pixels: Chromium (Skia) draws horizontal text only there, whatever y an
/// SVG says, so layout rounds them itself and every renderer draws the lines where the PNG has them.
@Suite struct TextBaselineSnappingTests {
    /// The text ops of `body` in a 400 × 300 scene laid out at `scale`.
    static func ops(_ body: String, scale: Double) throws -> [TextOp] {
        let xml = #"<scene width="400" height="300">"# + body + "</scene>"
        let parsed = InlineScene.parse(xml, file: "test.xml")
        let scene = try #require(parsed.scene, "\(parsed.diagnostics)")
        return TextLayoutTests.texts(InlineScene.layout(scene, scale: scale).renderList)
    }

    static func baselines(_ body: String, scale: Double) throws -> [Double] {
        try ops(body, scale: scale).flatMap { op in op.lines.map(\.origin.y) + op.runs.map(\.origin.y) }
    }

    static let wrapped = #"<text x="10" y="10.3" width="120" wrap="word" font-size="15" line-height="20.3pt">every line of this text lands on a device pixel</text>"#

    @Test(arguments: [1.0, 2.0, 3.0, 1.5])
    func everyBaselineIsOnAWholeDevicePixel(scale: Double) throws {
        let baselines = try Self.baselines(Self.wrapped, scale: scale)
        #expect(baselines.count > 4)
        for y in baselines { #expect(abs((y * scale).rounded() - y * scale) < 1e-9, "baseline \(y) at scale \(scale)") }
    }

    @Test func underARotationBaselinesAreNotRounded() throws {
        let plain = try Self.baselines(Self.wrapped, scale: 1)
        let rotated = try Self.baselines(#"<group transform="rotate(8)">"# + Self.wrapped + "</group>", scale: 1)
        #expect(rotated.count == plain.count)
        #expect(rotated.contains { abs($0.rounded() - $0) > 0.01 }, "\(rotated)")
        for (r, p) in zip(rotated, plain) { #expect(abs(r - p) <= 0.5 + 1e-9) }
    }
}
