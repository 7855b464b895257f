import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Text drawn by both backends: where the ink lands, that markup stays literal, and agreement with rsvg-convert.
@Suite struct TextPixelTests {
    static func scene(_ body: String, width: Int = 300, height: Int = 120) -> String {
        """
        <scene width="\(width)" height="\(height)" background="white">
        \(body)
        </scene>
        """
    }

    /// The bounding box of pixels that differ from white, in points.
    static func inkBox(_ bitmap: Bitmap, scale: Double) -> Rect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)
                if Int(p.r) + Int(p.g) + Int(p.b) < 3 * 255 - 90 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return Rect(x: Double(minX) / scale, y: Double(minY) / scale,
                    width: Double(maxX + 1 - minX) / scale, height: Double(maxY + 1 - minY) / scale)
    }

    static func textOp(_ list: RenderList) -> TextOp? {
        for item in list.items { if case .text(let op) = item.op { return op } }
        return nil
    }

    static let alignCases: [(String, String, Double)] = ["start", "center", "end"].flatMap { align in
        ["top", "middle", "bottom"].flatMap { valign in [1.0, 2.0].map { (align, valign, $0) } }
    }

    @Test(arguments: alignCases)
    func inkIsAlignedInTheFrame(align: String, valign: String, scale: Double) throws {
        let frame = Rect(x: 40, y: 20, width: 220, height: 80)
        let xml = Self.scene(#"<text x="40" y="20" width="220" height="80" font-size="26" align="\#(align)" valign="\#(valign)">Hxo</text>"#)
        let list = try InlineScene.renderList(xml: xml, scale: scale)
        let op = try #require(Self.textOp(list))
        let ink = try #require(Self.inkBox(try CairoRenderer.render(list), scale: scale))
        let tolerance = 1.5
        // The ink is inside the frame and where layout measured it.
        #expect(ink.minX >= frame.minX - 0.5 && ink.maxX <= frame.maxX + 0.5 && ink.minY >= frame.minY - 0.5 && ink.maxY <= frame.maxY + 0.5,
                "ink \(ink) outside \(frame)")
        #expect(abs(ink.midX - op.inkBounds.midX) < tolerance && abs(ink.midY - op.inkBounds.midY) < tolerance,
                "ink \(ink) vs measured \(op.inkBounds)")
        // The line box (advance × ascent+descent) is placed per align/valign.
        let lineLeft = op.bounds.minX, lineTop = op.bounds.minY
        switch align {
        case "start": #expect(abs(lineLeft - frame.minX) < 0.01)
        case "center": #expect(abs(lineLeft + op.bounds.width / 2 - frame.midX) < 0.01)
        default: #expect(abs(lineLeft + op.bounds.width - frame.maxX) < 0.01)
        }
        switch valign {
        case "top": #expect(abs(lineTop - frame.minY) < 0.01)
        case "middle": #expect(abs(lineTop + op.bounds.height / 2 - frame.midY) < 0.01)
        default: #expect(abs(lineTop + op.bounds.height - frame.maxY) < 0.01)
        }
        // "Hxo" has nearly symmetric side bearings: its ink is centred like its advance.
        switch align {
        case "start": #expect(abs(ink.minX - frame.minX) < 4)
        case "center": #expect(abs(ink.midX - frame.midX) < tolerance, "ink centre \(ink.midX) vs frame \(frame.midX)")
        default: #expect(abs(ink.maxX - frame.maxX) < 4)
        }
    }

    @Test(arguments: [1.0, 2.0])
    func centeredSymbolInkIsCentered(scale: Double) throws {
        let xml = Self.scene(#"<text x="100" y="10" width="100" height="100" font-size="40" align="center" valign="middle">O</text>"#)
        let list = try InlineScene.renderList(xml: xml, scale: scale)
        let ink = try #require(Self.inkBox(try CairoRenderer.render(list), scale: scale))
        #expect(abs(ink.midX - 150) < 1.5, "ink \(ink)")
        #expect(ink.minY > 10 && ink.maxY < 110)
    }

    @Test func markupIsDrawnLiterallyAndEscapedInSVG() throws {
        let xml = Self.scene(#"<text x="10" y="10" font-size="20">&lt;b&gt;x&lt;/b&gt; &amp; "q"</text>"#)
        let list = try InlineScene.renderList(xml: xml, scale: 1)
        let op = try #require(Self.textOp(list))
        #expect(op.text == #"<b>x</b> & "q""#)
        let plain = try #require(Self.textOp(try InlineScene.renderList(xml: Self.scene(#"<text x="10" y="10" font-size="20">x</text>"#), scale: 1)))
        #expect(op.bounds.width > 6 * plain.bounds.width, "markup was interpreted: advance \(op.bounds.width)")
        let ink = try #require(Self.inkBox(try CairoRenderer.render(list), scale: 1))
        #expect(ink.width > 6 * plain.inkBounds.width)
        let svg = try InlineScene.svg(list)
        // The characters, read across the nested `<tspan x>` of each stretch of placed glyphs.
        let characters = svg.replacingOccurrences(of: #"<tspan x="[^"]*">|</tspan>"#, with: "", options: .regularExpression)
        #expect(characters.contains(#">&lt;b&gt;x&lt;/b&gt; &amp; &quot;q&quot;</text>"#), "\(svg)")
        #expect(!svg.contains("<b>"))
    }

    static let agreementScene = scene("""
          <rect x="10" y="10" width="280" height="100" fill="#dddde3" corner-radius="8"/>
          <text x="10" y="10" width="280" height="50" font-size="26" align="center" valign="middle">Shift ⇧ Return ↵</text>
          <text x="20" y="60" width="260" height="40" font-size="17" font-weight="bold" align="end" valign="bottom" color="#333366">Déjà vu ⌫</text>
          <text x="20" y="60" font-family="DejaVu Sans" font-size="14">start top</text>
        """)

    @Test func agreesWithRSVGAtScale2() throws {
        let list = try InlineScene.renderList(xml: Self.agreementScene, scale: 2)
        let svg = try InlineScene.svg(list)
        #expect(svg.contains("<text "))
        let ours = try CairoRenderer.render(list)
        let theirs = try RsvgConvert.render(svg: svg, zoom: 2)
        expectAgreement(ours, theirs, tag: "text-agreement@2x", mean: 1.5, percentile99: 20, svg: svg)
    }

    @Test func textAsPathsWritesNoTextAndAgrees() throws {
        let loaded = try SceneCompiler.load(source: Array(Self.agreementScene.utf8), file: "inline.xml",
                                            options: CompileOptions(textAsPaths: true))
        let list = try InlineScene.renderList(for: loaded, scale: 2)
        let svg = try InlineScene.svg(list)
        #expect(!svg.contains("<text"))
        #expect(svg.contains("<path d="))
        let ours = try CairoRenderer.render(list)
        let theirs = try RsvgConvert.render(svg: svg, zoom: 2)
        expectAgreement(ours, theirs, tag: "text-as-paths@2x", mean: 1, percentile99: 20, svg: svg)
        // Outlines are the glyphs: the same place as drawn text.
        let plain = try CairoRenderer.render(try InlineScene.renderList(xml: Self.agreementScene, scale: 2))
        expectAgreement(ours, plain, tag: "outlines-vs-text@2x", mean: 1.5, percentile99: 20)
    }

    @Test func missingFontWarnsAtTheElement() throws {
        let xml = Self.scene(#"<text x="10" y="10" font-family="No Such Face">x</text>"#)
        let parsed = InlineScene.parse(xml)
        let scene = try #require(parsed.scene)
        let result = InlineScene.layout(scene, options: LayoutOptions(scale: 1))
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.message) == ["font 'No Such Face' not found, using 'DejaVu Sans'"])
        #expect(warnings.first?.location.line == 2)
        #expect(result.renderList != nil)
    }
}

/// `<text>` as the model reads it.
@Suite struct TextReaderTests {
    static func spec(_ element: String) throws -> TextSpec {
        let xml = #"<scene width="100" height="100">"# + "\n" + element + "\n</scene>"
        let result = InlineScene.parse(xml)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
        let node = try #require(result.scene?.nodes.first)
        guard case .text(let spec) = node.kind else { throw TestFailure("not a text node") }
        return spec
    }

    static func errors(_ element: String) -> [String] {
        let xml = #"<scene width="100" height="100">"# + "\n" + element + "\n</scene>"
        return InlineScene.errorMessages(xml)
    }

    @Test func defaults() throws {
        let spec = try Self.spec("<text>Label</text>")
        #expect(spec.text == "Label")
        #expect(spec.families == ["Helvetica"])
        #expect(spec.size == 17)
        #expect(spec.weight == 400)
        #expect(spec.color == .black)
        #expect(spec.align == .start && spec.verticalAlign == .top)
    }

    @Test func attributes() throws {
        let spec = try Self.spec(#"<text font-family=" 'Helvetica Neue', Arial ,sans-serif" font-size="26" font-weight="bold" color="red" align="center" valign="middle">x</text>"#)
        #expect(spec.families == ["Helvetica Neue", "Arial", "sans-serif"])
        #expect(spec.size == 26 && spec.weight == 700)
        #expect(spec.align == .center && spec.verticalAlign == .middle)
        #expect(try Self.spec(#"<text font-weight="300">x</text>"#).weight == 300)
    }

    @Test func whitespace() throws {
        #expect(try Self.spec("<text>\n   Two  spaces\n   and\tlines  \n</text>").text == "Two  spaces and lines")
        #expect(try Self.spec("<text>  </text>").text == "")
    }

    @Test func badValues() {
        #expect(Self.errors(#"<text font-weight="heavy">x</text>"#).first?.hasPrefix("font-weight:") == true)
        #expect(Self.errors(#"<text font-weight="1001">x</text>"#).first?.hasPrefix("font-weight:") == true)
        #expect(Self.errors(#"<text align="middle">x</text>"#).first?.hasPrefix("align:") == true)
        #expect(Self.errors(#"<text font-family=" , ">x</text>"#).first?.hasPrefix("font-family:") == true)
        #expect(Self.errors(#"<text font-size="-1">x</text>"#).first?.hasPrefix("font-size:") == true)
    }
}
