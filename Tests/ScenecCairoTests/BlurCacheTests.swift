import ScenecCairo
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
