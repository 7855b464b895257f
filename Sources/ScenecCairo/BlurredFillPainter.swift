import CCairo
import ScenecCore

extension Painter {
    /// Fills `op.geometry`'s coverage blurred by `op.sigma`, clipped, in `op.color`:
    /// sigma 0 is a plain fill; otherwise the coverage is drawn into an A8 mask covering only the
    /// device-pixel box the blurred geometry can reach (geometry bounds ± 3σ, intersected with the clip
    /// and canvas bounds grown by 3σ), blurred there (`GaussianBlur`), and painted through the mask.
    /// Equal masks are computed once per render (`BlurMaskCache`).
    mutating func blurredFill(_ op: BlurredFillOp) throws {
        guard let sigma = Self.sigma(of: op) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        clip(to: op.clip)
        setSolid(op.color)

        guard sigma > 0 else {
            cairo_new_path(cr)
            appendPath(op.geometry, on: cr)
            cairo_set_fill_rule(cr, fillRule(op.rule))
            cairo_fill(cr)
            return
        }

        guard let placement = maskFrame(sigma).placement(of: op.geometry, rule: op.rule) else { return }
        try paintMask(masks.mask(for: placement.key), at: placement)
    }

    /// Paints the current source through the blurred mask at `placement`: `made` (a reference this
    /// takes over), or, when nil, the mask made here and cached.
    func paintMask(_ made: OpaquePointer?, at placement: MaskPlacement) throws {
        let (space, box, key) = (placement.space, placement.box, placement.key)
        let mask: OpaquePointer
        if let made {
            mask = made
        } else {
            guard let fresh = Self.makeMask(key) else {
                throw CairoError.drawing(itemIndex: -1, item: "blurredFill", status: "could not create a \(key.width)×\(key.height) A8 mask")
            }
            masks.insert(fresh, for: key)
            mask = fresh
        }
        defer { cairo_surface_destroy(mask) }

        if space.isDevice {
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, mask, Double(box.x0), Double(box.y0))
            return
        }
        // Blurred in the group's own (user) space: map the mask back through the current matrix, as an
        // SVG renderer transforms a filtered element.
        guard let pattern = cairo_pattern_create_for_surface(mask) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var toMask = space.matrix
        toMask.x0 -= Double(box.x0)
        toMask.y0 -= Double(box.y0)
        cairo_pattern_set_matrix(pattern, &toMask)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_mask(cr, pattern)
    }

    /// The op's σ, 0 for a plain fill; nil when its colour is invisible (it draws nothing).
    static func sigma(of op: BlurredFillOp) -> Double? {
        sigma(op.sigma, color: op.color)
    }

    /// A blur `sigma` in `color`: 0 for a plain fill (σ not finite); nil when the colour is invisible.
    static func sigma(_ sigma: Double, color: RGBA) -> Double? {
        guard color.alpha > 0, !color.alpha.isNaN else { return nil }
        return sigma.isFinite ? max(sigma, 0) : 0
    }

    /// Clips to a blurred op's own clip, if it has one (the caller saves and restores the state).
    func clip(to clip: Clip?) {
        guard let clip else { return }
        cairo_new_path(cr)
        appendPath(clip.geometry, on: cr)
        cairo_set_fill_rule(cr, fillRule(clip.rule))
        cairo_clip(cr)
    }

    /// The blurred mask of `key`: its geometry's coverage, blurred by its σ. A pure function of the key
    /// (no state of the walk), so any thread can make it and a cached one has the same bytes.
    static func makeMask(_ key: BlurMaskCache.Key) -> OpaquePointer? {
        guard let mask = renderCoverage(key) else { return nil }
        blurMask(mask, width: key.width, height: key.height, sigmaX: key.sigmaX, sigmaY: key.sigmaY)
        return mask
    }

    /// The key's geometry's antialiased coverage in a new A8 surface of the key's size.
    private static func renderCoverage(_ key: BlurMaskCache.Key) -> OpaquePointer? {
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(key.width), Int32(key.height)) else { return nil }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let mcr = cairo_create(mask) else {
            cairo_surface_destroy(mask)
            return nil
        }
        defer { cairo_destroy(mcr) }
        cairo_new_path(mcr)
        var i = 0
        key.coordinates.withUnsafeBufferPointer { p in
            for code in key.codes {
                switch code {
                case 0: cairo_move_to(mcr, p[i], p[i + 1]); i += 2
                case 1: cairo_line_to(mcr, p[i], p[i + 1]); i += 2
                case 2: cairo_curve_to(mcr, p[i], p[i + 1], p[i + 2], p[i + 3], p[i + 4], p[i + 5]); i += 6
                default: cairo_close_path(mcr)
                }
            }
        }
        cairo_set_fill_rule(mcr, key.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        cairo_fill(mcr)
        cairo_surface_flush(mask)
        return mask
    }

    /// Blurs the A8 surface in place with standard deviations `sigmaX` and `sigmaY` device pixels: on
    /// integers when both take the box path (`IntegerBoxBlur`), else on floats (`GaussianBlur`).
    private static func blurMask(_ mask: OpaquePointer, width: Int, height: Int, sigmaX: Double, sigmaY: Double) {
        guard let data = cairo_image_surface_get_data(mask) else { return }
        let stride = Int(cairo_image_surface_get_stride(mask))
        if IntegerBoxBlur.fits(sigmaX: sigmaX, sigmaY: sigmaY) {
            IntegerBoxBlur.blur(data, width: width, height: height, stride: stride, sigmaX: sigmaX, sigmaY: sigmaY)
            cairo_surface_mark_dirty(mask)
            return
        }
        let inverse: Float = 1 / 255
        // Every element is written below, so the buffer is not zeroed first.
        var values = [Float](unsafeUninitializedCapacity: width * height) { v, count in
            guard let base = v.baseAddress else { return }
            for y in 0..<height {
                let row = data + y * stride, out = base + y * width
                for x in 0..<width { (out + x).initialize(to: Float(row[x]) * inverse) }
            }
            count = width * height
        }
        guard values.count == width * height else { return }
        GaussianBlur.blur(&values, width: width, height: height, sigmaX: sigmaX, sigmaY: sigmaY)
        values.withUnsafeBufferPointer { v in
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width {
                    let byte = v[y * width + x] * 255 + 0.5
                    // `!(byte > 0)` also sends NaN to 0 rather than trapping in UInt8(_:).
                    row[x] = !(byte > 0) ? 0 : byte >= 255 ? 255 : UInt8(byte)
                }
            }
        }
        cairo_surface_mark_dirty(mask)
    }
}
