import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

/// The raster backend's text: a text op is shaped (or its shaped line taken from layout's measurement)
/// and its glyph outlines filled with the layout's top-left at `layoutOrigin`, unless the op carries its outline.
@Suite("Text painting")
struct TextPaintTests {
    init() { TestFonts.install() }

    /// "Hg" in Helvetica (Nimbus Sans) 26 pt, as ScenecText measures it: ink 2.16…31.28 pt across from
    /// the layout's left, 0…24.62 pt down from its top (H's cap height is the font's ascent; g descends).
    static let inkOfHg = Rect(x: 2.158, y: 0, width: 29.12, height: 24.622)

    static func hg(at origin: Point, color: RGBA = RGBA(red: 0, green: 0, blue: 0), outline: Path? = nil) -> TextOp {
        let font = TextFont(families: ["Helvetica"], resolvedFamily: "Nimbus Sans", size: 26)
        let baseline = Point(origin.x, origin.y + 18.954)
        let run = TextRun(text: "Hg", font: font, color: color, origin: baseline, layoutOrigin: origin, advance: 33.229, outline: outline)
        let frame = Rect(x: origin.x, y: origin.y, width: 34, height: 26)
        return TextOp(lines: [TextLine(origin: baseline, advance: 33.229, runs: [run])], font: font, color: color, frame: frame,
                      bounds: frame, inkBounds: inkOfHg.offsetBy(dx: origin.x, dy: origin.y))
    }

    static func render(_ op: TextOp, scale: Double = 1) throws -> Bitmap {
        try CairoRenderer.render(RenderList(width: 80, height: 50, scale: scale, items: [RenderItem(.text(op))]))
    }

    /// The device-pixel box of the pixels at least half covered, or nil when none is.
    static func inkBox(_ bitmap: Bitmap) -> Rect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).a > 127 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return Rect(x: Double(minX), y: Double(minY), width: Double(maxX + 1 - minX), height: Double(maxY + 1 - minY))
    }

    @Test("Shaped text lands on its measured ink, at 1x and 2x", arguments: [1.0, 2.0])
    func inkWhereMeasured(scale: Double) throws {
        let origin = Point(20, 10)
        let box = try #require(Self.inkBox(try Self.render(Self.hg(at: origin), scale: scale)))
        let ink = Self.inkOfHg.offsetBy(dx: origin.x, dy: origin.y)
        let want = Rect(x: ink.minX * scale, y: ink.minY * scale, width: ink.width * scale, height: ink.height * scale)
        #expect(abs(box.minX - want.minX) < 1.5 && abs(box.maxX - want.maxX) < 1.5, "x: \(box) vs \(want)")
        #expect(abs(box.minY - want.minY) < 1.5 && abs(box.maxY - want.maxY) < 1.5, "y: \(box) vs \(want)")
    }

    @Test("Moving the origin by whole pixels moves the same pixels")
    func translationMovesPixels() throws {
        let here = try Self.render(Self.hg(at: Point(10, 5)))
        let there = try Self.render(Self.hg(at: Point(13, 7)))
        var painted = 0
        for y in 0..<40 {
            for x in 0..<60 {
                #expect(here.pixel(x: x, y: y) == there.pixel(x: x + 3, y: y + 2), "(\(x),\(y))")
                if here.pixel(x: x, y: y).a > 0 { painted += 1 }
            }
        }
        #expect(painted > 100)
    }

    /// A run of "il" in Helvetica 26 pt with its layout's left at `left`, its glyphs placed at `glyphs`.
    static func il(_ text: String, left: Double, glyphs: GlyphPlacement? = nil) -> TextRun {
        let font = TextFont(families: ["Helvetica"], resolvedFamily: "Nimbus Sans", size: 26)
        return TextRun(text: text, font: font, color: RGBA(red: 0, green: 0, blue: 0), origin: Point(left, 28.954),
                       layoutOrigin: Point(left, 10), advance: 13, glyphs: glyphs)
    }

    static func op(_ runs: [TextRun]) -> TextOp {
        let frame = Rect(x: 0, y: 10, width: 60, height: 26)
        return TextOp(lines: [TextLine(origin: runs[0].origin, advance: 40, runs: runs)], font: runs[0].font, color: runs[0].color,
                      frame: frame, bounds: frame, inkBounds: frame)
    }

    @Test("Placed glyphs are drawn at their x: the very pixels of each glyph drawn alone there", arguments: [1.0, 2.0])
    func placedGlyphsAreDrawnAtTheirX(scale: Double) throws {
        let placed = try Self.render(Self.op([Self.il("il", left: 10, glyphs: GlyphPlacement(x: [10.25, 30.5], stretchStarts: [0, 1]))]), scale: scale)
        let oneByOne = try Self.render(Self.op([Self.il("i", left: 10.25), Self.il("l", left: 30.5)]), scale: scale)
        let asPango = try Self.render(Self.op([Self.il("il", left: 10)]), scale: scale)
        var painted = 0, differFromPango = 0
        for y in 0..<placed.height {
            for x in 0..<placed.width {
                #expect(placed.pixel(x: x, y: y) == oneByOne.pixel(x: x, y: y), "(\(x),\(y))")
                if placed.pixel(x: x, y: y).a > 0 { painted += 1 }
                if placed.pixel(x: x, y: y) != asPango.pixel(x: x, y: y) { differFromPango += 1 }
            }
        }
        #expect(painted > 50)
        #expect(differFromPango > 20, "the l moved from Pango's x (about 16) to 30.5")
    }

    @Test("Glyph positions that do not fit the run's text fall back to Pango's positions")
    func mismatchedGlyphsFallBack() throws {
        let wrong = try Self.render(Self.op([Self.il("il", left: 10, glyphs: GlyphPlacement(x: [10.25], stretchStarts: [0]))]))
        let asPango = try Self.render(Self.op([Self.il("il", left: 10)]))
        #expect(wrong == asPango)
    }

    @Test("An op with an outline fills that outline and shapes nothing")
    func outlineIsFilledInsteadOfText() throws {
        var square = Path()
        square.move(to: Point(60, 30))
        square.line(to: Point(70, 30))
        square.line(to: Point(70, 40))
        square.line(to: Point(60, 40))
        square.close()
        let bitmap = try Self.render(Self.hg(at: Point(20, 10), outline: square))
        expectPixels(bitmap) { x, y in
            (60..<70).contains(x) && (30..<40).contains(y) ? RGBA8(r: 0, g: 0, b: 0, a: 255) : .transparent
        }
    }

    @Test("Invisible text and a non-finite origin draw nothing")
    func nothingToDraw() throws {
        expectPixels(try Self.render(Self.hg(at: Point(20, 10), color: RGBA(red: 0, green: 0, blue: 0, alpha: 0)))) { _, _ in .transparent }
        expectPixels(try Self.render(Self.hg(at: Point(.nan, 10)))) { _, _ in .transparent }
        expectPixels(try Self.render(Self.hg(at: Point(.infinity, 10)))) { _, _ in .transparent }
    }

    /// Several threads draw text at once, each on its own Pango context: every bitmap equals the one
    /// drawn alone.
    @Test("Drawing text on several threads at once gives identical bitmaps")
    func concurrentDrawing() async throws {
        let reference = try Self.render(Self.hg(at: Point(20, 10)), scale: 2)
        let bitmaps = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<6 {
                group.addTask { try Self.render(Self.hg(at: Point(20, 10)), scale: 2) }
            }
            var all: [Bitmap] = []
            for try await bitmap in group { all.append(bitmap) }
            return all
        }
        #expect(bitmaps.count == 6)
        #expect(bitmaps.allSatisfy { $0 == reference })
        #expect(Self.inkBox(reference) != nil)
    }
}
