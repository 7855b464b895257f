import ScenecSVG
import Testing

/// The review view folds a run's per-glyph `<tspan x>` stretches into its string and leaves every other
/// line as the SVG has it.
@Suite struct SVGTextViewTests {
    @Test("a single-run text and a run's tspan line read as their words", arguments: [
        (##"  <text x="10" y="20" font-size="14">Sav<tspan x="33.5">e</tspan></text>"##,
         ##"  <text x="10" y="20" font-size="14">Save</text>"##),
        (##"    <tspan x="41" fill="#ff0000">a<tspan x="47.75">l</tspan><tspan x="50.25">l</tspan></tspan>"##,
         ##"    <tspan x="41" fill="#ff0000">all</tspan>"##),
        (##"    <tspan x="56.25">o<tspan x="63">f </tspan><tspan x="69.75">&amp;</tspan></tspan>"##,
         ##"    <tspan x="56.25">of &amp;</tspan>"##),
    ])
    func folded(line: String, expected: String) {
        #expect(SVGTextView.line(line) == expected)
    }

    @Test("other lines are unchanged", arguments: [
        ##"  <text font-size="12" fill="#000000">"##,
        ##"    <tspan x="10" y="41">Keep</tspan>"##,
        ##"  <rect x="0" y="0" width="200" height="120" fill="#ffffff"/>"##,
        ##"  <textPath href="#p">a<tspan x="3">b</tspan></textPath>"##,
        ##"  <text x="1" y="2"/>"##,
        ##"  </text>"##,
        ##"  <text x="1">a<tspan x="2">b</tspan>"##,
    ])
    func unchanged(line: String) {
        #expect(SVGTextView.line(line) == line)
    }

    @Test("lines keep their count and order, so origins indexed by line still apply")
    func lineCount() {
        let lines = ["<svg>", #"  <text x="1" y="2">a<tspan x="3">b</tspan></text>"#, "</svg>"]
        #expect(SVGTextView.lines(lines) == ["<svg>", #"  <text x="1" y="2">ab</text>"#, "</svg>"])
    }
}
