import CCairo
import Foundation
import ScenecCore
@testable import ScenecText
import ScenecTestSupport
import Testing

/// Glyphs without outlines (Noto Color Emoji's CBDT bitmaps) are traced at most at
/// `Limits.bitmapGlyphTraceSize` and the trace scaled: the silhouette of a 10 000 pt emoji costs what a
/// 512 pt one does, while every trace below the cap, and every glyph with an outline at any size, is
/// exactly what it was.
@Suite struct BitmapGlyphTraceTests {
    init() { TestFonts.install() }

    static let emojiFont = ColorBitmapGlyphsTests.emojiFont

    static func font(_ size: Double) throws -> FontSpec {
        try #require(FileManager.default.fileExists(atPath: emojiFont), "scripts/setup installs fonts-noto-color-emoji")
        return FontSpec(families: ["DejaVu Sans"], size: size, fonts: FontSet(files: [emojiFont]))
    }

    /// The layout's outline as `TextEngine.outline` traces it, with bitmap glyphs capped at `cap`
    /// (`.infinity`: traced at their size, as before the cap existed).
    static func outline(_ text: String, size: Double, cap: Double, origin: Point = Point(0, 0)) throws -> Path {
        let font = try font(size)
        return try #require(TextEngine.withLayout(text, font: font) { layout, _ in GlyphOutline.path(of: layout, origin: origin, bitmapCap: cap) })
    }

    @Test("the cap is above Noto Color Emoji's 136 px bitmaps")
    func capIsAboveTheStrike() {
        #expect(Limits.bitmapGlyphTraceSize == 512)
    }

    @Test("below the cap an emoji's trace is the uncapped one, element for element", arguments: [32.0, 136, 511])
    func belowTheCapNothingChanges(size: Double) throws {
        let traced = TextEngine.outline("Hi 🎉", font: try Self.font(size), origin: Point(3, 4))
        #expect(!traced.isEmpty)
        #expect(traced == (try Self.outline("Hi 🎉", size: size, cap: .infinity, origin: Point(3, 4))))
    }

    @Test("a 32 pt emoji's outline is pinned: cairo's unit squares, one per pixel of its trace")
    func normalSizeEmojiIsPinned() throws {
        let traced = TextEngine.outline("🎉", font: try Self.font(32), origin: Point(0, 0))
        // As before the cap existed (cairo 1.16, Debian 12's Noto Color Emoji): 357 squares of a move,
        // 3 lines and a close, over the pixels cairo keeps of the glyph's bitmap at 32 px.
        #expect(traced.elements.count == 5 * 357, "\(traced.elements.count)")
        #expect(traced.bounds == Rect(x: 3, y: 1.6875, width: 34, height: 33), "\(traced.bounds)")
        // Every coordinate, summed (they are multiples of 1/256, so the sums are exact): any square
        // moved, added or lost changes them.
        var sumX = 0.0, sumY = 0.0
        for element in traced.elements {
            if case .move(let p) = element { sumX += p.x; sumY += p.y }
            if case .line(let p) = element { sumX += p.x; sumY += p.y }
        }
        #expect(sumX == 30_638 && sumY == 24_923.75, "\(sumX) \(sumY)")
    }

    @Test("glyphs with outlines are traced at their size above the cap too, exactly as before")
    func outlinesAreNeverCapped() throws {
        let size = 10_000.0
        let traced = TextEngine.outline("Hg", font: try Self.font(size), origin: Point(0, 0))
        #expect(!traced.isEmpty)
        #expect(traced == (try Self.outline("Hg", size: size, cap: .infinity)))
    }

    @Test("in a run with an emoji above the cap, the other glyphs' outline is exactly the uncapped one")
    func otherGlyphsOfTheRunAreUnchanged() throws {
        // A low cap keeps the uncapped trace cheap: 200 pt capped at 64.
        let capped = try Self.outline("A🎉", size: 200, cap: 64), uncapped = try Self.outline("A🎉", size: 200, cap: .infinity)
        let advance = TextEngine.measure("A", font: try Self.font(200)).width
        func isA(_ element: Path.Element) -> Bool {
            switch element {
            case .move(let p), .line(let p), .cubic(_, _, let p): p.x < advance
            case .close: true
            }
        }
        let a = Array(uncapped.elements.prefix { isA($0) })
        #expect(a.count > 10)
        #expect(Array(capped.elements.prefix(a.count)) == a)
        // The emoji follows, traced at 64 pt: about (200 / 64)² times fewer squares, merged into rows.
        #expect(capped.elements.count - a.count < (uncapped.elements.count - a.count) / 10,
                "\(capped.elements.count - a.count) vs \(uncapped.elements.count - a.count)")
    }

    @Test("a 10 000 pt emoji costs what a 512 pt one does, and its silhouette covers the glyph's box")
    func hugeEmojiIsTracedAtTheCap() throws {
        let size = 10_000.0
        let traced = TextEngine.outline("🎉🎉", font: try Self.font(size), origin: Point(0, 0))
        let atCap = try Self.outline("🎉", size: Limits.bitmapGlyphTraceSize, cap: .infinity)
        let merged = BitmapGlyphTrace.mergingRuns(atCap)
        // Each emoji is the 512 pt trace with a row's squares merged: 100 638 squares become 1 678 boxes.
        #expect(atCap.elements.count == 5 * 100_638, "\(atCap.elements.count)")
        #expect(merged.elements.count == 5 * 1_678, "\(merged.elements.count)")
        #expect(traced.elements.count == 2 * merged.elements.count)
        // Each silhouette is the one cairo traces at the size (600 pt here, where that is still
        // affordable: 1.3 million elements), scaled: the same box to within two pixels of the 512 pt trace.
        let reference = try Self.outline("🎉", size: 600, cap: .infinity).bounds
        let pixel = size / Limits.bitmapGlyphTraceSize, ratio = size / 600
        let first = Path(Array(traced.elements.prefix(traced.elements.count / 2))).bounds
        for (edge, expected) in [(first.minX, reference.minX), (first.maxX, reference.maxX), (first.minY, reference.minY), (first.maxY, reference.maxY)] {
            #expect(abs(edge - expected * ratio) < 2 * pixel, "\(first) vs \(reference) × \(ratio)")
        }
        // Within the glyphs' ink box (cairo's extents: the bitmap's whole box, transparent margin included).
        let ink = TextEngine.measure("🎉🎉", font: try Self.font(size)).ink
        let box = traced.bounds
        #expect(box.minX >= ink.minX && box.maxX <= ink.maxX && box.minY >= ink.minY && box.maxY <= ink.maxY, "\(box) vs \(ink)")
        #expect(box.width > 0.9 * ink.width, "\(box) vs \(ink)")
    }

    @Test("an emoji of the Basic Multilingual Plane, placed glyph by glyph at layout's x, is capped too")
    func placedGlyphsAreCapped() throws {
        // ⏰ (U+23F0) is one glyph per character, so layout places it at its measured x (`withPlacedGlyphs`).
        let font = FontSpec(families: ["Noto Color Emoji"], size: 10_000, fonts: try Self.font(10).fonts)
        let x = try #require(TextEngine.measure("⏰⏰", font: font).characterOffsets)
        let traced = TextEngine.outline("⏰⏰", font: font, origin: Point(0, 0), characterX: x)
        let atCap = try #require(TextEngine.withLayout("⏰", font: FontSpec(families: ["Noto Color Emoji"], size: 512, fonts: font.fonts)) { layout, _ in
            GlyphOutline.path(of: layout, origin: Point(0, 0), bitmapCap: .infinity)
        })
        #expect(!atCap.isEmpty)
        #expect(traced.elements.count == 2 * BitmapGlyphTrace.mergingRuns(atCap).elements.count)
        // The second is the first moved by the second character's x.
        let half = traced.elements.count / 2
        let first = Path(Array(traced.elements.prefix(half))), second = Path(Array(traced.elements.suffix(half)))
        #expect(abs(second.bounds.minX - first.bounds.minX - (x[1] - x[0])) < 1e-6, "\(first.bounds) \(second.bounds) \(x)")
    }

    @Test("a merged row covers exactly the squares it replaces; other elements are kept")
    func mergingRunsKeepsTheCover() {
        func square(_ x: Double, _ y: Double) -> [Path.Element] {
            [.move(Point(x, y)), .line(Point(x + 1, y)), .line(Point(x + 1, y + 1)), .line(Point(x, y + 1)), .close]
        }
        let trace = Path(square(0, 0) + square(1, 0) + square(2, 0) + square(5, 0) + square(0, 1) + [.move(Point(9, 9)), .line(Point(10, 10))])
        #expect(BitmapGlyphTrace.mergingRuns(trace) == Path(
            [.move(Point(0, 0)), .line(Point(3, 0)), .line(Point(3, 1)), .line(Point(0, 1)), .close]
                + square(5, 0) + square(0, 1) + [.move(Point(9, 9)), .line(Point(10, 10))]))
    }
}
