import CCairo
import Foundation
import ScenecCore
@testable import ScenecText
import ScenecTestSupport
import Testing

/// A line measured is kept shaped (`ShapedLine`), so drawing its glyphs (a label, its shadow on a
/// helper thread) does not shape it again, and draws exactly what shaping it afresh on any thread would.
@Suite struct ShapedLineTests {
    init() { TestFonts.install() }

    private static let font = FontSpec(families: ["Helvetica"], size: 23)

    @Test func measuringKeepsTheShapedLineForDrawing() throws {
        // A text no other test measures, so this measurement shapes it.
        let text = "Shaped once \(#line)"
        let metrics = TextEngine.measure(text, font: Self.font)
        let offsets = try #require(metrics.characterOffsets)
        let kept = try #require(TextEngine.shapedLine(text, font: Self.font))
        #expect(TextEngine.shapedLine(text, font: Self.font) === kept, "drawing finds the measured line, not a new shaping")
        #expect(kept.indices.count == offsets.count)
        // Placed glyphs come from it, one per character, the characters in order.
        var drawn = "", indices: [UInt32] = [], xs: [Double] = []
        let placed = TextEngine.withPlacedGlyphs(text, font: Self.font, layoutOrigin: Point(0, 0), characterX: offsets) { _, glyphs, characters in
            drawn += characters
            indices += glyphs.map { UInt32($0.index) }
            xs += glyphs.map(\.x)
        }
        #expect(placed && drawn == text)
        #expect(indices == kept.indices && xs == offsets)
        // Positions that do not fit the line are refused, as before.
        #expect(!TextEngine.withPlacedGlyphs(text, font: Self.font, layoutOrigin: Point(0, 0), characterX: [0]) { _, _, _ in })
    }

    /// Each text's outline traced with the kept line (shaped on this thread) is the outline a thread
    /// with a fresh Pango context traces from its own shaping: the same glyph indices and points. (cairo
    /// hands every font map the same scaled font for a face and size, so this checks the glyphs, not
    /// that another font map's fonts would draw alike.)
    @Test("A kept line traces the outline a fresh shaping on another thread traces",
          arguments: ["Keyboard", "Iñ fjord", "a ⇧ b ⌫", "Ω≈ç√"])
    func keptLineTracesAsAFreshShaping(text: String) throws {
        let offsets = try #require(TextEngine.measure(text, font: Self.font).characterOffsets)
        let origin = Point(10.3, 20.7)
        let kept = TextEngine.outline(text, font: Self.font, origin: origin, characterX: offsets)
        #expect(!kept.isEmpty)
        let fresh = Box()
        let done = DispatchSemaphore(value: 0)
        Thread {
            var path = Path()
            // Shaped here on this new thread's own context, bypassing the kept line.
            let shaped = TextEngine.withLayout(text, font: Self.font) { layout, _ in
                CharacterGlyphs(layout: layout, text: text).flatMap(ShapedLine.init)
            } ?? nil
            if let shaped {
                for stretch in shaped.stretches {
                    let glyphs = stretch.characters.map { cairo_glyph_t(index: UInt(shaped.indices[$0]), x: offsets[$0], y: origin.y + shaped.baseline) }
                    path.append(GlyphOutline.path(of: glyphs, font: stretch.scaledFont))
                }
            }
            fresh.path = path
            done.signal()
        }.start()
        done.wait()
        #expect(fresh.path == kept)
    }

    private final class Box: @unchecked Sendable {
        var path: Path?
    }
}
