import ScenecCore
import ScenecTestSupport
@testable import ScenecSVG
import Testing

/// The SVG form of text ops built by hand: one `<text>`, a `<tspan x y>` starting each line, styled
/// `<tspan x>` runs, never `text-anchor`; the family used first in `font-family`; underlines, clips and
/// blurred shadows; outlines with `--text-as-paths`.
@Suite struct TextWriterTests {
    static let helvetica = TextFont(families: ["Helvetica"], resolvedFamily: "Nimbus Sans", size: 15)

    static func run(_ text: String, x: Double, y: Double, font: TextFont = helvetica, color: RGBA = .black,
                    underline: Rect? = nil, outline: Path? = nil) -> TextRun {
        TextRun(text: text, font: font, color: color, origin: Point(x, y), layoutOrigin: Point(x, y - 11), advance: 8 * Double(text.count),
                underline: underline, outline: outline)
    }

    static func op(_ lines: [[TextRun]], clip: Rect? = nil, blur: Double = 0, color: RGBA = .black) -> TextOp {
        let textLines = lines.map { runs in TextLine(origin: runs[0].origin, advance: 100, runs: runs) }
        let frame = Rect(x: 10, y: 10, width: 100, height: 40)
        return TextOp(lines: textLines, font: helvetica, color: color, frame: frame, bounds: frame, clip: clip,
                      inkBounds: Rect(x: 10, y: 12, width: 90, height: 30), blur: blur)
    }

    @Test func onePlainRunIsOneTextElement() {
        let lines = Fixture.inner([.text(Self.op([[Self.run("a < b & 'c'", x: 10, y: 21)]]))])
        #expect(lines == [##"  <text x="10" y="21" font-family="&#39;Nimbus Sans&#39;, Helvetica, sans-serif" font-size="15" fill="#000000">a &lt; b &amp; &#39;c&#39;</text>"##])
    }

    @Test func linesAndRunsAreTspansAtTheirOwnPositions() {
        let bold = TextFont(families: ["Helvetica"], resolvedFamily: "Nimbus Sans", size: 15, weight: 700)
        let red = RGBA(red: 1, green: 0, blue: 0)
        let op = Self.op([
            [Self.run("Scenec builds", x: 10, y: 21), Self.run("every", x: 95.5, y: 21, font: bold), Self.run("asset", x: 140, y: 21, color: red)],
            [Self.run("at every scale.", x: 10, y: 40.5)],
        ])
        let lines = Fixture.inner([.text(op)])
        #expect(lines == [
            ##"  <text font-family="&#39;Nimbus Sans&#39;, Helvetica, sans-serif" font-size="15" fill="#000000">"##,
            ##"    <tspan x="10" y="21">Scenec builds</tspan>"##,
            ##"    <tspan x="95.5" font-weight="700">every</tspan>"##,
            ##"    <tspan x="140" fill="#ff0000">asset</tspan>"##,
            ##"    <tspan x="10" y="40.5">at every scale.</tspan>"##,
            "  </text>",
        ])
        #expect(!lines.joined().contains("text-anchor"))
    }

    /// Glyphs placed by layout: each stretch after the first is a nested `<tspan x>` on the run's line, with
    /// no whitespace between them (it would be drawn), the run's own `x` the first glyph's.
    @Test func placedGlyphsStartANestedTspanAtEachStretch() {
        var tick = Self.run("a<b c", x: 10.1, y: 21)
        tick.glyphs = GlyphPlacement(x: [10.25, 18.5, 26.75, 33, 37.125], stretchStarts: [0, 2, 4])
        var next = Self.run("Wo", x: 60.2, y: 21)
        next.glyphs = GlyphPlacement(x: [60.25, 73.5], stretchStarts: [0, 1])
        let single = Fixture.inner([.text(Self.op([[tick]]))])
        #expect(single == [##"  <text x="10.25" y="21" font-family="&#39;Nimbus Sans&#39;, Helvetica, sans-serif" font-size="15" fill="#000000">a&lt;<tspan x="26.75">b </tspan><tspan x="37.125">c</tspan></text>"##])
        let lines = Fixture.inner([.text(Self.op([[tick, next]]))])
        #expect(lines == [
            ##"  <text font-family="&#39;Nimbus Sans&#39;, Helvetica, sans-serif" font-size="15" fill="#000000">"##,
            ##"    <tspan x="10.25" y="21">a&lt;<tspan x="26.75">b </tspan><tspan x="37.125">c</tspan></tspan>"##,
            ##"    <tspan x="60.25">W<tspan x="73.5">o</tspan></tspan>"##,
            "  </text>",
        ])
    }

    @Test func aFallbackFontIsNamedFirstOnItsRun() {
        let cjk = TextFont(families: ["Helvetica"], resolvedFamily: "WenQuanYi Zen Hei", size: 15)
        let lines = Fixture.inner([.text(Self.op([[Self.run("Hi", x: 10, y: 21), Self.run("你好", x: 30, y: 21, font: cjk)]]))])
        #expect(lines.contains(##"    <tspan x="30" font-family="&#39;WenQuanYi Zen Hei&#39;, Helvetica, sans-serif">你好</tspan>"##), "\(lines)")
    }

    @Test(arguments: [
        (["Helvetica"], "Nimbus Sans", "'Nimbus Sans', Helvetica, sans-serif"),
        (["Helvetica", "Nimbus Sans", "sans-serif"], "Nimbus Sans", "'Nimbus Sans', Helvetica, sans-serif"),
        (["Times"], "Nimbus Roman", "'Nimbus Roman', Times, serif"),
        (["Courier"], "Nimbus Mono PS", "'Nimbus Mono PS', Courier, monospace"),
        (["DejaVu Sans"], "DejaVu Sans", "'DejaVu Sans', sans-serif"),
        (["No Such Face"], "", "'No Such Face', sans-serif"),
    ])
    func fontFamilyIsTheFamilyUsedThenTheListThenAGeneric(families: [String], resolved: String, expected: String) {
        #expect(FontFamilyList.value(TextFont(families: families, resolvedFamily: resolved, size: 10)) == expected)
    }

    @Test func underlinesAreRectanglesAndClipsAreClipPaths() {
        let underline = Rect(x: 10, y: 22, width: 40, height: 0.75)
        let lines = Fixture.lines([.text(Self.op([[Self.run("under", x: 10, y: 21, underline: underline)]], clip: Rect(x: 10, y: 10, width: 100, height: 40)))])
        let text = lines.joined(separator: "\n")
        #expect(text.contains(##"<rect x="10" y="22" width="40" height="0.75" fill="#000000" clip-path="url(#clip-"##), "\(text)")
        #expect(text.contains(##"fill="#000000" clip-path="url(#clip-"##) && text.contains("<clipPath"))
    }

    @Test func aBlurredOpIsTextWithABlurFilter() {
        let text = Fixture.lines([.text(Self.op([[Self.run("Key", x: 10, y: 21, color: .white)]], blur: 0.5, color: .white))]).joined(separator: "\n")
        #expect(text.contains(##"<feGaussianBlur stdDeviation="0.5"/>"##))
        #expect(text.contains(##"<text x="10" y="21""##) && text.contains(##"filter="url(#blur-"##))
        #expect(!text.contains("<path"))
    }

    @Test func outlinesArePathsPerRunInTheirColour() {
        var square = Path()
        square.move(to: Point(10, 10)); square.line(to: Point(20, 10)); square.line(to: Point(20, 20)); square.close()
        let red = RGBA(red: 1, green: 0, blue: 0)
        let op = Self.op([[Self.run("a", x: 10, y: 21, outline: square), Self.run("b", x: 30, y: 21, color: red, outline: square.translatedBy(dx: 20, dy: 0))]])
        let lines = Fixture.inner([.text(op)])
        #expect(lines == [##"  <path d="M10 10H20V20Z" fill="#000000"/>"##, ##"  <path d="M30 10H40V20Z" fill="#ff0000"/>"##], "\(lines)")
    }

    /// `--text-as-paths` with colour emoji: the run's other glyphs stay its path, each emoji is a `<use>`
    /// of its pixels scaled onto its box, identical pixels embedded once, the text's clip on every image,
    /// and the run's colour on none (a colour glyph paints its own colours).
    @Test func colorGlyphImagesAreUsesOfOneEmbeddedImageEach() {
        let square = Path.roundedRect(Rect(x: 10, y: 10, width: 10, height: 10), radius: 0)
        var pixels = Bitmap(width: 2, height: 1)
        pixels.setPixel(x: 0, y: 0, RGBA8(r: 255, g: 200, b: 0, a: 255))
        var run = Self.run("a🎉🎉", x: 10, y: 21, color: RGBA(red: 0, green: 0, blue: 1), outline: square)
        run.hasColorGlyphs = true
        run.colorGlyphImages = [ImageOp(bitmap: pixels, frame: Rect(x: 21, y: 8, width: 16, height: 8)),
                                ImageOp(bitmap: pixels, frame: Rect(x: 38.5, y: 8, width: 16, height: 8))]
        var emojiOnly = Self.run("🎉", x: 60, y: 21, outline: Path())
        emojiOnly.colorGlyphImages = [ImageOp(bitmap: pixels, frame: Rect(x: 60, y: 8, width: 16, height: 8))]
        // A clip away from the origin: on the `<use>` itself it would be scaled with the image and miss it.
        let svg = Fixture.svg(Fixture.list([.text(Self.op([[run, emojiOnly]], clip: Rect(x: 20, y: 5, width: 50, height: 50)))]))
        let lines = Fixture.lines(of: svg)
        let image = lines.filter { $0.contains("<image ") }
        #expect(image.count == 1, "\(lines)")
        let id = try? #require(image.first?.firstMatch(of: #/id="(img-[0-9a-f]+)"/#)?.1)
        let clip = try? #require(lines.first { $0.contains("<clipPath ") }?.firstMatch(of: #/id="([a-z0-9-]+)"/#)?.1)
        let body = lines.drop { !$0.contains("</defs>") }.dropFirst()
        #expect(Array(body.prefix(8)) == [
            ##"  <path d="M10 10H20V20H10Z" fill="#0000ff" clip-path="url(#\##(clip ?? ""))"/>"##,
            ##"  <g clip-path="url(#\##(clip ?? ""))">"##,
            ##"    <use xlink:href="#\##(id ?? "")" transform="matrix(16 0 0 8 21 8)"/>"##,
            ##"    <use xlink:href="#\##(id ?? "")" transform="matrix(16 0 0 8 38.5 8)"/>"##,
            "  </g>",
            ##"  <g clip-path="url(#\##(clip ?? ""))">"##,
            ##"    <use xlink:href="#\##(id ?? "")" transform="matrix(16 0 0 8 60 8)"/>"##,
            "  </g>",
        ], "\(lines)")
        #expect(!svg.contains("<text"))
    }
}
