import ScenecCore
import ScenecTestSupport
@testable import ScenecSVG
import Testing

/// A text op's colour-layer runs (COLR glyphs): text like any other run in normal output (the contract:
/// colour glyphs stay text), and with `--text-as-paths` (runs with outlines; a layered run's is empty)
/// their underline then their layers as `<path fill>`s in layer order, as the PNG draws them; a
/// shadow's blur on each.
@Suite struct ColorLayerWriterTests {
    static func square(_ x: Double) -> Path { Path.roundedRect(Rect(x: x, y: 10, width: 4, height: 4), radius: 0) }

    static func layered(x: Double, asPaths: Bool, underline: Rect? = nil) -> TextRun {
        var run = TextWriterTests.run("A", x: x, y: 21, underline: underline, outline: asPaths ? Path() : nil)
        run.colorLayers = [ColorLayer(path: square(x), color: RGBA(red: 1, green: 0, blue: 0)),
                           ColorLayer(path: square(x + 1), color: RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))]
        return run
    }

    @Test func normalOutputKeepsLayeredRunsText() {
        let op = TextWriterTests.op([[TextWriterTests.run("Hi", x: 10, y: 21), Self.layered(x: 40, asPaths: false)]])
        #expect(Fixture.inner([.text(op)]) == [
            ##"  <text font-family="&#39;Nimbus Sans&#39;, Helvetica, sans-serif" font-size="15" fill="#000000">"##,
            ##"    <tspan x="10" y="21">Hi</tspan>"##,
            ##"    <tspan x="40">A</tspan>"##,
            ##"  </text>"##,
        ])
    }

    @Test func textAsPathsHasTheUnderlineThenTheLayersInOrder() {
        let underline = Rect(x: 40, y: 23, width: 8, height: 1)
        let op = TextWriterTests.op([[TextWriterTests.run("Hi", x: 10, y: 21, outline: Self.square(10)),
                                      Self.layered(x: 40, asPaths: true, underline: underline)]])
        #expect(Fixture.inner([.text(op)]) == [
            ##"  <path d="M10 10H14V14H10Z" fill="#000000"/>"##,
            ##"  <rect x="40" y="23" width="8" height="1" fill="#000000"/>"##,
            ##"  <path d="M40 10H44V14H40Z" fill="#ff0000"/>"##,
            ##"  <path d="M41 10H45V14H41Z" fill="#0000ff" fill-opacity="0.5"/>"##,
        ])
    }

    @Test func aLayeredShadowIsBlurredPathsWithTextAsPaths() {
        let op = TextWriterTests.op([[Self.layered(x: 40, asPaths: true)]], blur: 2)
        let lines = Fixture.inner([.text(op)])
        let paths = lines.filter { $0.contains("<path") }
        #expect(paths.count == 2 && paths.allSatisfy { $0.contains(#"filter="url(#"#) }, "\(lines)")
        #expect(!lines.joined().contains("<text"))
    }
}
