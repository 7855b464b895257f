import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Wrapped and rich text drawn by both backends: spans change weight, colour and size only where they
/// are, `overflow="clip"` clips, and the text gallery scene (scenes/card.xml) agrees with rsvg-convert
/// and resvg at @1x/@2x/@3x, as text and as outlines.
@Suite struct RichTextPixelTests {
    static func scene(_ body: String, width: Int = 320, height: Int = 80) -> String {
        #"<scene width="\#(width)" height="\#(height)" background="white">"# + body + "</scene>"
    }

    /// Ink pixels (at least a fifth covered, whatever the colour: the lowest channel below 205 over
    /// white) in the device-pixel columns of `run` and the rows of its line box, and how many of them
    /// are red (r well above g and b, antialiased edges included).
    static func probe(_ bitmap: Bitmap, _ run: TextRun, scale: Double) -> (ink: Int, red: Int, top: Int?) {
        var ink = 0, red = 0
        var top: Int?
        let x0 = Int((run.origin.x * scale).rounded(.down)), x1 = Int(((run.origin.x + run.advance) * scale).rounded(.up))
        let y0 = max(Int(((run.origin.y - 1.2 * run.font.size) * scale).rounded(.down)), 0)
        let y1 = min(Int(((run.origin.y + 0.4 * run.font.size) * scale).rounded(.up)), bitmap.height)
        for y in y0..<y1 {
            for x in max(x0, 0)..<min(x1, bitmap.width) {
                let p = bitmap.pixel(x: x, y: y)
                guard min(p.r, p.g, p.b) < 205 else { continue }
                ink += 1
                if top == nil { top = y }
                if Int(p.r) > Int(p.g) + 60 && Int(p.r) > Int(p.b) + 60 { red += 1 }
            }
        }
        return (ink, red, top)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func spansChangeWeightColourAndSizeOnlyWhereTheyAre(scale: Double) throws {
        let plain = #"<text x="10" y="10" font-size="18">mmmm mmmm mmmm mmmm</text>"#
        let styled = #"<text x="10" y="10" font-size="18">mmmm <span font-weight="bold">mmmm</span> <span color="red">mmmm</span> <span font-size="27">mmmm</span></text>"#
        let plainList = try InlineScene.renderList(xml: Self.scene(plain), scale: scale)
        let styledList = try InlineScene.renderList(xml: Self.scene(styled), scale: scale)
        let plainOp = try #require(plainList.items.compactMap { item -> TextOp? in if case .text(let op) = item.op { return op }; return nil }.first)
        let styledOp = try #require(styledList.items.compactMap { item -> TextOp? in if case .text(let op) = item.op { return op }; return nil }.first)
        let plainBitmap = try CairoRenderer.render(plainList), styledBitmap = try CairoRenderer.render(styledList)
        #expect(plainOp.runs.count == 1 && styledOp.runs.count == 4)
        let reference = Self.probe(plainBitmap, plainOp.runs[0], scale: scale)
        #expect(reference.ink > 0 && reference.red == 0)
        let runs = styledOp.runs.map { Self.probe(styledBitmap, $0, scale: scale) }
        // Four equal words: a quarter of the plain line's ink is one plain word's.
        let plainWordInk = Double(reference.ink) / 4
        // The first word is untouched: the same ink as a plain word, no red.
        #expect(abs(Double(runs[0].ink) - plainWordInk) < 0.08 * plainWordInk, "\(runs[0].ink) vs \(plainWordInk)")
        #expect(runs[0].red == 0)
        // Bold: more ink in the same kind of word; not red.
        #expect(Double(runs[1].ink) > 1.2 * plainWordInk && runs[1].red == 0, "bold \(runs[1].ink) vs \(plainWordInk)")
        // Red: its ink is red, about as much as a plain word.
        #expect(Double(runs[2].red) > 0.7 * Double(runs[2].ink) && abs(Double(runs[2].ink) - plainWordInk) < 0.15 * plainWordInk, "red \(runs[2]) vs \(plainWordInk)")
        // 27 pt: ink reaches higher above the shared baseline than the 18 pt words; not red.
        let top0 = try #require(runs[0].top), top3 = try #require(runs[3].top)
        #expect(Double(top0 - top3) > 3 * scale && runs[3].red == 0, "top \(top3) vs \(top0)")
        #expect(Double(runs[3].ink) > 1.8 * plainWordInk)
        // The styled line agrees with rsvg-convert's drawing of its SVG.
        let svg = try InlineScene.svg(styledList)
        expectAgreement(styledBitmap, try RsvgConvert.render(svg: svg, zoom: scale), tag: "spans@\(Int(scale))x", mean: 1, percentile99: 20, svg: svg)
    }

    @Test(arguments: [1.0, 2.0])
    func clipKeepsTheInkInTheFrame(scale: Double) throws {
        let body = #"<text x="10" y="10" width="120" height="30" wrap="word" font-size="15" OVERFLOW>one two three four five six seven eight nine ten eleven twelve</text>"#
        func inkRows(_ overflow: String) throws -> (Int, Bitmap, String) {
            let list = try InlineScene.renderList(xml: Self.scene(body.replacingOccurrences(of: "OVERFLOW", with: overflow), height: 120), scale: scale)
            let bitmap = try CairoRenderer.render(list)
            var below = 0
            for y in Int(40 * scale)..<bitmap.height {
                for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).r < 200 { below += 1 }
            }
            return (below, bitmap, try InlineScene.svg(list))
        }
        let (visibleBelow, _, _) = try inkRows(#"overflow="visible""#)
        let (clippedBelow, clipped, svg) = try inkRows(#"overflow="clip""#)
        #expect(visibleBelow > 100 && clippedBelow == 0, "visible \(visibleBelow), clipped \(clippedBelow)")
        #expect(svg.contains("clip-path="))
        expectAgreement(clipped, try RsvgConvert.render(svg: svg, zoom: scale), tag: "clip@\(Int(scale))x", mean: 1, percentile99: 20, svg: svg)
    }

    static let gallery = "card.xml"

    /// The text scenes in both independent renderers: resvg has no fontconfig, so this also checks that
    /// `font-family` names the family actually used first.
    @Test(arguments: ["card.xml", "text.xml"].flatMap { scene in [1.0, 2.0, 3.0].map { (scene, $0) } })
    func theTextScenesAgreeWithResvgAndRsvgConvert(scene: String, scale: Double) throws {
        let list = try Fixtures.renderList(scene: scene, scale: scale)
        let svg = try InlineScene.svg(list)
        let ours = try CairoRenderer.render(list)
        let name = scene.replacingOccurrences(of: ".xml", with: "")
        let difference = expectAgreement(ours, try Resvg.render(svg: svg, zoom: scale), tag: "\(name)-resvg@\(Int(scale))x", mean: 1, percentile99: 20, svg: svg)
        print("\(name)@\(Int(scale))x vs resvg: \(difference.map { "\($0)" } ?? "-")")
        let rsvg = expectAgreement(ours, try RsvgConvert.render(svg: svg, zoom: scale), tag: "\(name)-rsvg@\(Int(scale))x", mean: 1, percentile99: 20, svg: svg)
        print("\(name)@\(Int(scale))x vs rsvg-convert: \(rsvg.map { "\($0)" } ?? "-")")
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func theTextGalleryAsPathsAgrees(scale: Double) throws {
        let loaded = try SceneCompiler.load(path: Fixtures.scenePath(Self.gallery), options: CompileOptions(textAsPaths: true))
        let list = try InlineScene.renderList(for: loaded, scale: scale)
        let svg = try InlineScene.svg(list)
        #expect(!svg.contains("<text") && !svg.contains("<tspan"))
        let ours = try CairoRenderer.render(list)
        expectAgreement(ours, try RsvgConvert.render(svg: svg, zoom: scale), tag: "card-paths@\(Int(scale))x", mean: 1, percentile99: 20, svg: svg)
        // Outlines land where the drawn text does.
        let text = try CairoRenderer.render(try Fixtures.renderList(scene: Self.gallery, scale: scale))
        expectAgreement(ours, text, tag: "card-paths-vs-text@\(Int(scale))x", mean: 1, percentile99: 20)
    }
}
