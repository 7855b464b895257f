import CCairo
@testable import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

/// Blurred masks made ahead on helper threads (`BlurMaskPipeline`) are the masks the drawing walk would
/// make itself: the picture is byte-identical with and without them, whatever groups, clips and
/// transforms the blurred fills sit in.
@Suite struct BlurPipelineTests {
    private func shadow(_ x: Double, _ y: Double, sigma: Double, rule: FillRule = .nonzero, clip: Clip? = nil) -> RenderOp {
        .blurredFill(BlurredFillOp(geometry: .rect(x, y, 21.3, 12.7, radius: 4), rule: rule, sigma: sigma,
                                   color: RGBA(red: 0.1, green: 0, blue: 0.3, alpha: 0.6), clip: clip))
    }

    /// Shadows at many sub-pixel phases and σ (both blur paths: exact kernel below 2 device pixels, box
    /// blur above), repeated (cache hits), inside an opacity group with a clip, a rotated group (blurred
    /// in the group's own space) and a mirrored one, with fills between them.
    private func scene(scale: Double) -> RenderList {
        var builder = RenderListBuilder(width: 200, height: 120, scale: scale)
        builder.fill(.rect(0, 0, 200, 120), .solid(RGBA(red: 0.9, green: 0.9, blue: 0.8)))
        for column in 0..<6 {
            let x = 4 + Double(column) * 32.3
            builder.append(shadow(x, 6, sigma: 0.5 + Double(column) * 0.7))
            builder.append(shadow(x, 6, sigma: 0.5 + Double(column) * 0.7))
            builder.fill(.rect(x, 6, 21.3, 12.7, radius: 4), .solid(RGBA(red: 1, green: 1, blue: 1)))
        }
        let clip = Clip(geometry: .rect(10, 30, 150, 30, radius: 6))
        builder.group(opacity: 0.7, clip: clip) { group in
            group.append(shadow(20.25, 35.5, sigma: 2.5, rule: .evenodd))
            group.append(shadow(60.5, 40, sigma: 1.2, clip: Clip(geometry: .rect(55, 30, 20, 20))))
        }
        builder.group(transform: AffineTransform(a: 0.94, b: 0.34, c: -0.34, d: 0.94, e: 40, f: 70)) { group in
            group.append(shadow(0, 0, sigma: 3))
            group.append(shadow(30, 5, sigma: 1))
        }
        builder.group(transform: AffineTransform(a: -1, b: 0, c: 0, d: 1, e: 190, f: 80)) { group in
            group.append(shadow(10.4, 10.6, sigma: 2.2))
        }
        return builder.list
    }

    /// Helpers are forced (2, and more than this machine's cores), so masks are made on other threads
    /// even on one core, where the default would start none; the default count is checked too.
    @Test("Masks made ahead give the pixels the walk makes alone",
          arguments: [1.0, 2.0, 3.0], [2, 5, nil] as [Int?])
    func aheadEqualsAlone(scale: Double, helpers: Int?) throws {
        let list = scene(scale: scale)
        let ahead = try CairoRenderer.withRenderedSurface(list, masksAhead: true, maskHelpers: helpers) { try Bitmap(argb32Surface: $0) }
        let alone = try CairoRenderer.withRenderedSurface(list, masksAhead: false) { try Bitmap(argb32Surface: $0) }
        #expect(ahead.pixels == alone.pixels)
        #expect(ahead.pixels.contains { $0 != 0 && $0 != 255 })
    }

    /// The same render with every mask certainly made on a helper thread before the walk draws (the
    /// test above races the helpers, which on a busy or one-core machine may make none).
    @Test("Masks all made by helpers give the pixels the walk makes alone", arguments: [1.0, 2.0])
    func helperMadeEqualsAlone(scale: Double) throws {
        let list = scene(scale: scale)
        let (ahead, untaken) = try renderWithEveryMaskMadeAhead(list)
        #expect(untaken == 0, "the walk used every mask made for it")
        let alone = try CairoRenderer.withRenderedSurface(list, masksAhead: false) { try Bitmap(argb32Surface: $0) }
        #expect(ahead.pixels == alone.pixels)
    }

    /// The planning walk over `list` on a fresh surface of its size: the fills' keys, and the surface after it.
    private func plan(_ list: RenderList, byteBudget: Int = BlurMaskCache.byteBudget) throws -> (keys: [BlurMaskCache.Key], surface: Bitmap) {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(list.pixelWidth), Int32(list.pixelHeight)))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        var planner = Painter(cr: cr, scale: list.scale)
        let recipes = planner.plannedMasks(list.items, byteBudget: byteBudget)
        let keys = recipes.compactMap { recipe -> BlurMaskCache.Key? in
            switch recipe {
            case .fill(let key): key
            case .text: nil
            }
        }
        #expect(keys.count == recipes.count, "this scene has no blurred text")
        return (keys, try Bitmap(argb32Surface: surface))
    }

    @Test func planningListsEachDistinctMaskOnceInDrawingOrder() throws {
        let list = scene(scale: 2)
        let (keys, surface) = try plan(list)
        // 6 columns (each shadow twice), 2 in the opacity group, 2 rotated, 1 mirrored.
        #expect(keys.count == 11)
        #expect(Set(keys).count == keys.count)
        #expect(keys.first?.sigmaX == 1.0)
        // Nothing was drawn.
        #expect(surface.pixels.allSatisfy { $0 == 0 })
        // A budget of one mask's bytes keeps only the first.
        let first = try #require(keys.first)
        let oneMask = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(first.width))) * first.height
        #expect(try plan(list, byteBudget: oneMask).keys == [first])
    }

    @Test func pipelineHandsOverEachMaskOnceWithTheBytesOfAFreshOne() throws {
        let keys = try plan(scene(scale: 1)).keys
        #expect(keys.count == 11)
        let pipeline = BlurMaskPipeline(recipes: keys.map { .fill($0) }, helpers: 3)
        // Out of order: the walk may make the ones before it that no helper started.
        for key in keys.reversed() {
            let made = try #require(pipeline.take(.fill(key))?.surface)
            let fresh = try #require(Painter.makeMask(key))
            #expect(maskBytes(made, key) == maskBytes(fresh, key))
            cairo_surface_destroy(made)
            cairo_surface_destroy(fresh)
            #expect(pipeline.take(.fill(key)) == nil)
        }
        #expect(pipeline.untakenCount == 0)
        var unplanned = try #require(keys.first)
        unplanned.sigmaX += 1
        #expect(pipeline.take(.fill(unplanned)) == nil)
        pipeline.finish()
    }

    /// Many helpers racing the walk, which takes the masks in order and so often finds one being made
    /// and sleeps until it is: every mask handed over once, with a fresh one's bytes. Half the rounds
    /// finish halfway, with helpers still making masks: `finish` waits for them and frees the rest.
    @Test func walkWaitingForHelpersGetsEveryMask() throws {
        let keys = try plan(scene(scale: 3)).keys
        let fresh = try keys.map { key in
            let mask = try #require(Painter.makeMask(key))
            defer { cairo_surface_destroy(mask) }
            return maskBytes(mask, key)
        }
        for round in 0..<12 {
            let pipeline = BlurMaskPipeline(recipes: keys.map { .fill($0) }, helpers: 4)
            let taking = round.isMultiple(of: 2) ? keys.count : keys.count / 2
            for (index, key) in keys.prefix(taking).enumerated() {
                let made = try #require(pipeline.take(.fill(key))?.surface)
                #expect(maskBytes(made, key) == fresh[index])
                cairo_surface_destroy(made)
            }
            pipeline.finish()
            for key in keys { #expect(pipeline.take(.fill(key)) == nil) }
        }
    }

    /// A walk that fails early finishes the pipeline with masks never taken: it stops the helpers and
    /// hands out nothing more (the walk would make any mask itself).
    @Test func finishedPipelineHandsOutNothing() throws {
        let keys = try plan(scene(scale: 2)).keys
        let pipeline = BlurMaskPipeline(recipes: keys.map { .fill($0) })
        pipeline.finish()
        for key in keys { #expect(pipeline.take(.fill(key)) == nil) }
        pipeline.finish()
    }
}
