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
        clip(to: op)
        setSolid(op.color)

        guard sigma > 0 else {
            cairo_new_path(cr)
            appendPath(op.geometry, on: cr)
            cairo_set_fill_rule(cr, fillRule(op.rule))
            cairo_fill(cr)
            return
        }

        guard let (space, box, key) = maskPlacement(op, sigma: sigma) else { return }
        let mask: OpaquePointer
        if let cached = masks.mask(for: key) {
            mask = cached
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
        guard op.color.alpha > 0, !op.color.alpha.isNaN else { return nil }
        return op.sigma.isFinite ? max(op.sigma, 0) : 0
    }

    /// Clips to the op's own clip, if it has one (the caller saves and restores the state).
    func clip(to op: BlurredFillOp) {
        guard let clip = op.clip else { return }
        cairo_new_path(cr)
        appendPath(clip.geometry, on: cr)
        cairo_set_fill_rule(cr, fillRule(clip.rule))
        cairo_clip(cr)
    }

    /// Where the mask of `op` (σ > 0) goes under the current matrix and clip, and its cache key; nil
    /// when the blurred geometry cannot reach the canvas.
    func maskPlacement(_ op: BlurredFillOp, sigma: Double) -> (space: MaskSpace, box: (x0: Int, y0: Int, x1: Int, y1: Int), key: BlurMaskCache.Key)? {
        let space = maskSpace(sigma)
        guard let box = maskBox(op, space: space) else { return nil }
        return (space, box, maskKey(op, space: space, box: box))
    }

    /// The blurred mask of `key`: its geometry's coverage, blurred by its σ. A pure function of the key
    /// (no state of the walk), so any thread can make it and a cached one has the same bytes.
    static func makeMask(_ key: BlurMaskCache.Key) -> OpaquePointer? {
        guard let mask = renderCoverage(key) else { return nil }
        blurMask(mask, width: key.width, height: key.height, sigmaX: key.sigmaX, sigmaY: key.sigmaY)
        return mask
    }

    /// Where a blur's coverage is rasterised and blurred: `matrix` maps user space to mask space (the
    /// mask's pixel (0, 0) is then moved to the box origin); sigmas are in mask pixels.
    struct MaskSpace {
        var matrix: cairo_matrix_t
        var sigmaX: Double
        var sigmaY: Double
        /// Mask space is device space, so the mask is painted pixel for pixel.
        var isDevice: Bool
    }

    /// Device space when the current matrix keeps axes aligned (scales, mirrors, translations: an
    /// axis-aligned Gaussian there is exactly the user-space blur, σ times each axis' scale). Under
    /// rotation or skew, user space scaled by √|det| (the device's density): the isotropic blur is done
    /// there and the blurred mask is transformed onto the canvas, so a rotated or skewed shape's shadow
    /// is the same shadow rotated or skewed, as SVG filters render it.
    func maskSpace(_ sigma: Double) -> MaskSpace {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        if m.xy == 0, m.yx == 0 {
            let (sigmaX, sigmaY) = deviceSigmas(sigma)
            return MaskSpace(matrix: m, sigmaX: sigmaX, sigmaY: sigmaY, isDevice: true)
        }
        let determinant = abs(m.xx * m.yy - m.xy * m.yx)
        let k = determinant.isFinite && determinant > 0 ? determinant.squareRoot() : 1
        return MaskSpace(matrix: cairo_matrix_t(xx: k, yx: 0, xy: 0, yy: k, x0: 0, y0: 0), sigmaX: sigma * k, sigmaY: sigma * k, isDevice: false)
    }

    /// The blur's standard deviation in device pixels along x and along y under the current matrix
    /// (the point-to-pixel scale times any group transform): σ times the length of the matrix's
    /// x and y columns; used where the matrix keeps axes aligned, where it is exact.
    func deviceSigmas(_ sigma: Double) -> (Double, Double) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return (sigma * (m.xx * m.xx + m.yx * m.yx).squareRoot(), sigma * (m.xy * m.xy + m.yy * m.yy).squareRoot())
    }

    /// The mask-pixel box (x0 ≤ x < x1) the blurred geometry can reach; nil when it is empty.
    private func maskBox(_ op: BlurredFillOp, space: MaskSpace) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let marginX = (3 * space.sigmaX).rounded(.up) + 1, marginY = (3 * space.sigmaY).rounded(.up) + 1
        let box = mapped(op.geometry.bounds, by: space.matrix)
        var x0 = (box.x0 - marginX).rounded(.down), y0 = (box.y0 - marginY).rounded(.down)
        var x1 = (box.x1 + marginX).rounded(.up), y1 = (box.y1 + marginY).rounded(.up)
        // Current clip (our own clip, enclosing group clips, the surface) in mask pixels, grown by 3σ.
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        if space.isDevice {
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            cairo_identity_matrix(cr)
            cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
            cairo_set_matrix(cr, &matrix)
        } else {
            cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
            (cx0, cy0, cx1, cy1) = mapped(Rect(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0), by: space.matrix)
        }
        x0 = max(x0, cx0.rounded(.down) - marginX)
        y0 = max(y0, cy0.rounded(.down) - marginY)
        x1 = min(x1, cx1.rounded(.up) + marginX)
        y1 = min(y1, cy1.rounded(.up) + marginY)
        let margin = max(marginX, marginY)
        // The canvas, grown by 3σ (coverage just outside the canvas still blurs into it).
        if space.isDevice, let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE {
            let w = Double(cairo_image_surface_get_width(target)), h = Double(cairo_image_surface_get_height(target))
            x0 = max(x0, -margin)
            y0 = max(y0, -margin)
            x1 = min(x1, w + margin)
            y1 = min(y1, h + margin)
        }
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) <= Double(1 << 28),
              let ix0 = CheckedInt.from(x0), let iy0 = CheckedInt.from(y0),
              let ix1 = CheckedInt.from(x1), let iy1 = CheckedInt.from(y1) else { return nil }
        return (ix0, iy0, ix1, iy1)
    }

    /// The cache key of the mask: the geometry in mask pixels, whose pixel (0, 0) is mask-space point
    /// (x0, y0). The points go through the mask space's matrix followed by the translation to the
    /// mask's origin, computed in the order cairo_translate + cairo_transform + cairo_move_to would
    /// compute them (the matrix product, then x·xx + y·xy + x0), so the mask cairo rasterises from them
    /// with an identity matrix has the bytes it had when cairo applied that matrix itself.
    private func maskKey(_ op: BlurredFillOp, space: MaskSpace, box: (x0: Int, y0: Int, x1: Int, y1: Int)) -> BlurMaskCache.Key {
        let m = space.matrix
        // cairo_matrix_multiply(m, translate(−x0, −y0)): x0' = m.x0·1 + m.y0·0 + (−x0).
        let tx = m.x0 * 1 + m.y0 * 0 + Double(-box.x0)
        let ty = m.x0 * 0 + m.y0 * 1 + Double(-box.y0)
        var codes: [UInt8] = [], coordinates: [Double] = []
        func point(_ p: Point) {
            let x = c(p.x), y = c(p.y)
            coordinates.append(m.xx * x + m.xy * y + tx)
            coordinates.append(m.yx * x + m.yy * y + ty)
        }
        for element in op.geometry.path.elements {
            switch element {
            case .move(let p): codes.append(0); point(p)
            case .line(let p): codes.append(1); point(p)
            case .cubic(let c1, let c2, let p): codes.append(2); point(c1); point(c2); point(p)
            case .close: codes.append(3)
            }
        }
        return BlurMaskCache.Key(codes: codes, coordinates: coordinates, width: box.x1 - box.x0, height: box.y1 - box.y0,
                                 sigmaX: space.sigmaX, sigmaY: space.sigmaY, evenOdd: op.rule == .evenodd)
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
