import CCairo
import Dispatch
@testable import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

/// Blurred texts (text shadows) go through the mask pipeline like blurred fills: a helper thread traces
/// the outline on its own Pango context, places the mask and makes it, and the drawing walk paints it
/// without shaping the text. The picture is byte-identical to the walk tracing every shadow itself.
@Suite struct TextShadowPipelineTests {
    init() { TestFonts.install() }

    private static let font = TextFont(families: ["Helvetica"], resolvedFamily: "Nimbus Sans", size: 20)

    /// A one-run label with its layout's top-left at `origin`: Pango's own glyph positions, or with
    /// `glyphX` each character's glyph placed there; a white shadow blurred by `blur` (0: the label).
    private static func label(_ text: String, at origin: Point, blur: Double, glyphX: [Double]? = nil,
                              underline: Bool = false, clip: Rect? = nil) -> TextOp {
        let color = blur > 0 ? RGBA(red: 1, green: 1, blue: 1) : RGBA(red: 0.1, green: 0.1, blue: 0.2)
        let width = 12 * Double(text.count)
        let baseline = Point(origin.x, origin.y + 14.6)
        let run = TextRun(text: text, font: font, color: color, origin: baseline, layoutOrigin: origin, advance: width,
                          underline: underline ? Rect(x: origin.x, y: baseline.y + 1.5, width: width, height: 1) : nil,
                          glyphs: glyphX.map { GlyphPlacement(x: $0, stretchStarts: [0]) })
        let frame = Rect(x: origin.x, y: origin.y, width: width, height: 20)
        return TextOp(lines: [TextLine(origin: baseline, advance: width, runs: [run])], font: font, color: color, frame: frame,
                      bounds: frame, clip: clip, inkBounds: frame, blur: blur)
    }

    /// Key labels with their shadows at many sub-pixel phases and σ, a repeated one, glyphs placed one
    /// by one, an underline, a clipped one, shadows in an opacity group with a clip, in a rotated group
    /// (blurred in the group's own space) and a mirrored one, with blurred fills between them.
    private static func scene(scale: Double) -> RenderList {
        var builder = RenderListBuilder(width: 220, height: 140, scale: scale)
        builder.fill(.rect(0, 0, 220, 140), .solid(RGBA(red: 0.7, green: 0.72, blue: 0.75)))
        for (column, letter) in ["Q", "W", "E", "R", "T", "Y"].enumerated() {
            let origin = Point(6 + Double(column) * 34.3, 4.25 + Double(column) * 0.3)
            builder.append(.blurredFill(BlurredFillOp(geometry: .rect(origin.x - 2, origin.y, 28, 24, radius: 4), sigma: 1,
                                                      color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.4))))
            builder.append(.text(label(letter, at: Point(origin.x, origin.y + 1), blur: 0.4 + Double(column) * 0.5)))
            builder.append(.text(label(letter, at: origin, blur: 0)))
        }
        // The same shadow twice: planned once, the second found in the walk's cache.
        builder.append(.text(label("Q", at: Point(6, 31), blur: 1)))
        builder.append(.text(label("Q", at: Point(6, 31), blur: 1)))
        builder.append(.text(label("fil", at: Point(40.5, 30), blur: 1.2, glyphX: [40.5, 46.75, 52.25], underline: true)))
        builder.append(.text(label("Clipped", at: Point(90, 30), blur: 2, clip: Rect(x: 92, y: 28, width: 40, height: 16))))
        builder.group(opacity: 0.7, clip: Clip(geometry: .rect(10, 60, 150, 30, radius: 6))) { group in
            group.append(.text(label("Group", at: Point(20.25, 62.5), blur: 2.5)))
            group.append(.text(label("Grp", at: Point(100, 64), blur: 0.8, clip: Rect(x: 100, y: 60, width: 20, height: 30))))
        }
        builder.group(transform: AffineTransform(a: 0.94, b: 0.34, c: -0.34, d: 0.94, e: 150, f: 60)) { group in
            group.append(.text(label("Tilt", at: Point(0, 0), blur: 1.5)))
        }
        builder.group(transform: AffineTransform(a: -1, b: 0, c: 0, d: 1, e: 200, f: 100)) { group in
            group.append(.text(label("Mirror", at: Point(10.4, 10.6), blur: 1)))
        }
        return builder.list
    }

    /// 6 keys, the repeated one once, 4 more, 2 in the opacity group, the tilted and the mirrored one.
    private static let distinctShadows = 13

    /// The planning walk's recipes for `list`, on a fresh surface of its size.
    private static func recipes(_ list: RenderList) throws -> [BlurMaskRecipe] {
        let surface = try makeARGB32Surface(width: list.pixelWidth, height: list.pixelHeight)
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        var planner = Painter(cr: cr, scale: list.scale)
        return planner.plannedMasks(list.items, byteBudget: BlurMaskCache.byteBudget)
    }

    private static func textRecipes(_ recipes: [BlurMaskRecipe]) -> [BlurredTextRecipe] {
        recipes.compactMap { recipe in
            switch recipe {
            case .text(let text): text
            case .fill: nil
            }
        }
    }

    @Test func planningListsEachDistinctTextShadowInDrawingOrder() throws {
        let recipes = try Self.recipes(Self.scene(scale: 2))
        let texts = Self.textRecipes(recipes)
        #expect(texts.count == Self.distinctShadows)
        #expect(Set(recipes).count == recipes.count)
        #expect(texts.first?.runs.first?.text == "Q")
        #expect(texts.last?.runs.first?.text == "Mirror")
        // The fills' masks are listed among them, in drawing order: a fill first.
        guard case .fill = try #require(recipes.first) else {
            Issue.record("the first blurred op is a fill")
            return
        }
    }

    /// Helpers are forced (2, and more than this machine's cores), so masks are made on other threads
    /// even on one core; the default count is checked too.
    @Test("Text shadows made ahead give the pixels the walk makes alone", arguments: [1.0, 2.0, 3.0], [2, 5, nil] as [Int?])
    func aheadEqualsAlone(scale: Double, helpers: Int?) throws {
        let list = Self.scene(scale: scale)
        let ahead = try CairoRenderer.withRenderedSurface(list, masksAhead: true, maskHelpers: helpers) { try Bitmap(argb32Surface: $0) }
        let alone = try CairoRenderer.withRenderedSurface(list, masksAhead: false) { try Bitmap(argb32Surface: $0) }
        #expect(ahead.pixels == alone.pixels)
    }

    /// Every mask certainly made on a helper before the walk draws; the walk takes every one of them (a
    /// walk that traced the shadows itself would leave them untaken) and draws the same pixels.
    @Test("Text shadows all made by helpers are used by the walk, with the walk's pixels", arguments: [1.0, 2.0])
    func helperMadeAreUsed(scale: Double) throws {
        let list = Self.scene(scale: scale)
        let (ahead, untaken) = try renderWithEveryMaskMadeAhead(list)
        #expect(untaken == 0)
        let alone = try CairoRenderer.withRenderedSurface(list, masksAhead: false) { try Bitmap(argb32Surface: $0) }
        #expect(ahead.pixels == alone.pixels)
        // The shadows are there.
        #expect(ahead.pixels != (try RenderListBuilder.withoutTextShadows(list).render()).pixels)
    }

    /// Each text shadow's mask, made on a helper thread (whose Pango context is not the test thread's),
    /// has the placement, key and bytes of the mask the drawing thread makes the walk's way: the outline
    /// traced here, placed in the frame, its key's mask.
    @Test("A text shadow's mask made on a helper is the drawing thread's, byte for byte", arguments: [1.0, 3.0])
    func helperMaskEqualsDrawingThreadMask(scale: Double) throws {
        let recipes = try Self.recipes(Self.scene(scale: scale))
        let pipeline = BlurMaskPipeline(recipes: recipes, helpers: 3)
        pipeline.waitUntilEveryMaskIsMade()
        var compared = 0
        for text in Self.textRecipes(recipes) {
            let made = try #require(pipeline.take(.text(text)))
            let placement = try #require(made.placement)
            let surface = try #require(made.surface)
            defer { cairo_surface_destroy(surface) }
            let here = try #require(text.frame.placement(of: .path(Painter.blurredOutline(of: text.runs)), rule: .nonzero))
            #expect(placement.key == here.key)
            #expect(placement.box == here.box)
            let fresh = try #require(Painter.makeMask(here.key))
            defer { cairo_surface_destroy(fresh) }
            #expect(maskBytes(surface, placement.key) == maskBytes(fresh, here.key))
            #expect(maskBytes(fresh, here.key).contains { $0 > 0 }, "\(text.runs[0].text)'s shadow covers something")
            compared += 1
        }
        #expect(compared == Self.distinctShadows)
        pipeline.finish()
    }

    /// A shadow whose blurred outline cannot reach the canvas is made as nothing to draw (the walk
    /// then draws nothing, as when it traces it itself), and the planning walk does not list it.
    @Test func shadowOffTheCanvasIsNothingToDraw() throws {
        var builder = RenderListBuilder(width: 60, height: 40, scale: 1)
        builder.append(.text(Self.label("Near", at: Point(4, 4), blur: 1)))
        builder.append(.text(Self.label("Near", at: Point(20.5, 4), blur: 1)))
        let frame = try #require(Self.textRecipes(Self.recipes(builder.list)).first).frame
        let far = Self.label("Far", at: Point(500, 500), blur: 1)
        let made = BlurMaskRecipe.text(BlurredTextRecipe(runs: far.runs, frame: frame)).make()
        #expect(made.placement == nil && made.surface == nil)
        builder.append(.text(far))
        #expect(Self.textRecipes(try Self.recipes(builder.list)).count == 2)
    }
}

extension RenderListBuilder {
    /// `list` without its blurred text ops.
    static func withoutTextShadows(_ list: RenderList) -> RenderListBuilder {
        var builder = RenderListBuilder(width: list.width, height: list.height, scale: list.scale)
        for item in list.items {
            if case .text(let op) = item.op, op.blur > 0 { continue }
            builder.append(item.op)
        }
        return builder
    }
}
