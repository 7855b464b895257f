import ScenecCore
import ScenecModel
import ScenecSceneTestSupport
import Testing

/// A `<text>`'s mixed content: character data, `<span>` runs and `<br/>` breaks → one label with span
/// ranges, whitespace collapsed across the pieces; and the 1.1 text attributes with located errors.
@Suite struct TextContentTests {
    static func spec(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> TextSpec {
        let result = parseBadInput(scene(text))
        let parsed = try #require(result.scene, "\(dump(result))", sourceLocation: sourceLocation)
        guard case .text(let spec)? = parsed.nodes.first?.kind else {
            Issue.record("no text node", sourceLocation: sourceLocation)
            return TextSpec(text: "")
        }
        return spec
    }

    static func substring(_ text: String, _ range: Range<Int>) -> String {
        String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }

    @Test func spansCoverTheirOwnCharacters() throws {
        let spec = try Self.spec(#"<text>Scenec builds <span font-weight="bold" color="red">every</span> asset <span font-style="italic" underline="true">at every scale</span>.</text>"#)
        #expect(spec.text == "Scenec builds every asset at every scale.")
        #expect(spec.spans.count == 2)
        #expect(Self.substring(spec.text, spec.spans[0].range) == "every")
        let red = try ColorParser.parse("red")
        #expect(spec.spans[0].weight == 700 && spec.spans[0].color == red && spec.spans[0].style == nil)
        #expect(Self.substring(spec.text, spec.spans[1].range) == "at every scale")
        #expect(spec.spans[1].style == .italic && spec.spans[1].underline && spec.spans[1].weight == nil)
    }

    @Test func whitespaceCollapsesAcrossPiecesAndAroundBreaks() throws {
        // Plain spaces are kept (the version 1 rule), also where a span boundary falls among them.
        let spec = try Self.spec("<text>\n   one\n   two <span>three\n  </span>four  <br/>\n   five<br/><br/>six\n</text>")
        #expect(spec.text == "one two three four\nfive\n\nsix")
        #expect(Self.substring(spec.text, spec.spans[0].range) == "three ")
    }

    @Test func labelsWithoutSpansAreUnchanged() throws {
        #expect(try Self.spec("<text>  a  b\n\tc  </text>").text == "a  b c")
        #expect(TextSpec.normalize("  a  b\n\tc  ") == "a  b c")
    }

    @Test func theNewAttributesAreRead() throws {
        let spec = try Self.spec(#"<text width="100" wrap="char" line-height="1.25" max-lines="3" overflow="ellipsis" align="justify">x</text>"#)
        #expect(spec.wrap == .char && spec.lineHeight == .multiple(1.25) && spec.maxLines == 3 && spec.overflow == .ellipsis && spec.align == .justify)
        #expect(try Self.spec(#"<text line-height="20pt">x</text>"#).lineHeight == .points(20))
        #expect(try Self.spec("<text>x</text>").overflow == nil)
    }

    @Test(arguments: [
        (#"<text max-lines="0">x</text>"#, "max-lines: expected a whole number of lines", "max-lines"),
        (#"<text max-lines="2.5">x</text>"#, "max-lines: expected a whole number of lines", "max-lines"),
        (#"<text line-height="-1">x</text>"#, "line-height: expected a multiple of the font size", "line-height"),
        (#"<text line-height="2em">x</text>"#, "line-height:", "line-height"),
        (#"<text wrap="words">x</text>"#, "wrap: \"words\" is not one of none, word, char (did you mean 'word'?)", "wrap"),
        (#"<text overflow="hidden">x</text>"#, "overflow: \"hidden\" is not one of visible, clip, ellipsis", "overflow"),
        (#"<text>a <span underline="yes">b</span></text>"#, "underline: expected true or false", "underline"),
        (#"<text>a <span font-wieght="bold">b</span></text>"#, "font-wieght", "font-wieght"),
    ])
    func badValuesAreLocatedAtTheirAttribute(body: String, message: String, attribute: String) throws {
        let result = parseBadInput(scene(body))
        expectError(result, message, line: 2, column: column(of: attribute + "=", line: 2, in: scene(body)))
    }

    @Test func spansDoNotNestAndBelongInText() throws {
        let nested = scene("<text>a <span>b <span>c</span></span></text>")
        expectError(parseBadInput(nested), "<span> cannot contain <span>", line: 2, column: column(of: "<span>c", line: 2, in: nested))
        let outside = scene(#"<group width="10" height="10"><span>b</span></group>"#)
        expectError(parseBadInput(outside), "<span> is not allowed inside <group>; <span> goes inside <text>", line: 2)
        let insideSpan = scene("<text>a <span>b <rect/></span></text>")
        expectError(parseBadInput(insideSpan), "<rect> is not allowed inside <span>", line: 2)
        let textInBreak = scene("<text>a <br>b</br></text>")
        expectError(parseBadInput(textInBreak), "<br> cannot contain text", line: 2)
    }

    @Test func allErrorsAreReportedAtOnce() {
        let result = parseBadInput(scene(#"<text wrap="x" max-lines="0">a <span color="nope">b</span></text>"#))
        #expect(result.scene == nil)
        #expect(result.diagnostics.errors.count == 3, "\(dump(result))")
    }

    @Test func wrapWithoutAWidthWarns() throws {
        let result = parseBadInput(scene(#"<text wrap="word">x</text>"#))
        expectError(result, "wrap: a <text> without a width has nothing to wrap to", line: 2, severity: .warning)
    }
}
