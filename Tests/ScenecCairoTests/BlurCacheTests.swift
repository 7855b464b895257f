import CCairo
@testable import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

/// The blurred-mask cache changes speed, never pixels: a shadow drawn after an equal one (a cache hit)
/// has exactly the pixels it has when drawn alone (a miss).
@Suite struct BlurCacheTests {
    private func shadow(at x: Double, _ y: Double, sigma: Double) -> RenderOp {
        .blurredFill(BlurredFillOp(geometry: .rect(x, y, 20.3, 11.7, radius: 4), sigma: sigma,
                                   color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.6)))
    }

    @Test("Cached shadows have the pixels of fresh ones", arguments: [0.5, 1.0, 2.0, 3.0])
    func hitEqualsMiss(sigma: Double) throws {
        for scale in [1.0, 2.0] {
            // Two shadows 40 pt apart (whole device pixels: same phase, one mask); a third at a different phase.
            // Their blurred edges (3σ ≤ 9 pt) stay apart.
            let both = RenderList(width: 130, height: 40, scale: scale,
                                  items: [shadow(at: 5, 5, sigma: sigma), shadow(at: 45, 5, sigma: sigma), shadow(at: 85.25, 5, sigma: sigma)].map { RenderItem($0) })
            let together = try CairoRenderer.render(both)
            for op in both.items {
                let alone = try CairoRenderer.render(RenderList(width: 130, height: 40, scale: scale, items: [op]))
                // Each shadow's own pixels (the three are far enough apart not to overlap).
                guard case .blurredFill(let fill) = op.op else { continue }
                let x0 = Int((fill.geometry.bounds.minX - 9.5) * scale), x1 = Int((fill.geometry.bounds.maxX + 9.5) * scale)
                for y in 0..<together.height {
                    for x in max(0, x0)..<min(together.width, x1) {
                        #expect(together.pixel(x: x, y: y) == alone.pixel(x: x, y: y), "σ \(sigma) @\(scale)x (\(x), \(y))")
                    }
                }
            }
            // The first two are the same shadow moved by whole pixels.
            let a = try CairoRenderer.render(RenderList(width: 130, height: 40, scale: scale, items: [RenderItem(shadow(at: 5, 5, sigma: sigma))]))
            let shift = Int(40 * scale)
            for y in 0..<together.height {
                for x in 0..<Int(35 * scale) { #expect(a.pixel(x: x, y: y) == together.pixel(x: x + shift, y: y)) }
            }
        }
    }
}

/// The cache's references: a mask kept once, whatever hands it in twice.
@Suite struct BlurCacheReferenceTests {
    /// Two blurred texts planned apart can give one key (a label and its copy a whole pixel away), and
    /// both masks come back from the helpers: the second must neither replace the first (whose
    /// reference would be lost) nor take one of its own.
    @Test func aKeyKeptOnceKeepsOneReference() throws {
        let key = BlurMaskCache.Key(codes: [0, 1, 1, 3], coordinates: [1, 1, 5, 1, 5, 5], width: 8, height: 8,
                                    sigmaX: 1, sigmaY: 1, evenOdd: false)
        let first = try #require(cairo_image_surface_create(CAIRO_FORMAT_A8, 8, 8))
        let second = try #require(cairo_image_surface_create(CAIRO_FORMAT_A8, 8, 8))
        defer {
            cairo_surface_destroy(first)
            cairo_surface_destroy(second)
        }
        do {
            let cache = BlurMaskCache()
            cache.insert(first, for: key)
            cache.insert(second, for: key)
            #expect(cairo_surface_get_reference_count(first) == 2)
            #expect(cairo_surface_get_reference_count(second) == 1)
            let found = try #require(cache.mask(for: key))
            #expect(found == first)
            cairo_surface_destroy(found)
        }
        // The cache is gone: it released what it kept, and only that.
        #expect(cairo_surface_get_reference_count(first) == 1)
        #expect(cairo_surface_get_reference_count(second) == 1)
    }
}
