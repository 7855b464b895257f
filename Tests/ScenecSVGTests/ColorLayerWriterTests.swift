import ScenecCore
import ScenecTestSupport
@testable import ScenecSVG
import Testing

/// A text op's colour-layer runs (COLR glyphs) as `<path fill>`s in layer order, after the op's other
/// runs, which stay text; a shadow's blur on each path.
@Suite struct ColorLayerWriterTests {
    static func square(_ x: Double) -> Path { Path.roundedRect(Rect(x: x, y: 10, width: 4, height: 4), radius: 0) }

    static func layered(x: Double) -> TextRun {
        var run = TextWriterTests.run("A", x: x, y: 21)
        run.hasColorGlyphs = true
        run.colorLayers = [ColorLayer(path: square(x), color: RGBA(red: 1, green: 0, blue: 0)),
                           ColorLayer(path: square(x + 1), color: RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))]
        return run
    }

    @Test func layersArePathsInOrderAfterTheText() {
        let op = TextWriterTests.op([[TextWriterTests.run("Hi", x: 10, y: 21), Self.layered(x: 40)]])
        #expect(Fixture.inner([.text(op)]) == [
            ##"  <text x="10" y="21" font-family="&#39;Nimbus Sans&#39;, Helvetica, sans-serif" font-size="15" fill="#000000">Hi</text>"##,
            ##"  <path d="M40 10H44V14H40Z" fill="#ff0000"/>"##,
            ##"  <path d="M41 10H45V14H41Z" fill="#0000ff" fill-opacity="0.5"/>"##,
        ])
    }

    @Test func aLayeredShadowIsBlurredPaths() {
        let op = TextWriterTests.op([[Self.layered(x: 40)]], blur: 2)
        let lines = Fixture.inner([.text(op)])
        let paths = lines.filter { $0.contains("<path") }
        #expect(paths.count == 2 && paths.allSatisfy { $0.contains("<path") && $0.contains(#"filter="url(#"#) }, "\(lines)")
        #expect(!lines.joined().contains("<text"))
    }
}
