import CCairo
import ScenecCore

extension Painter {
    /// Ends a pushed group with a layer blur: its pixels, on the device grid of this walk (the PNG's
    /// pixels; the PDF's fallback pixels, as for shadows), blurred per premultiplied channel with the
    /// same Gaussian as SVG's feGaussianBlur (transparent outside the group's surface, which is the
    /// canvas, as outside the SVG filter's region), then clipped and composited with the group's opacity.
    func compositeBlurred(_ blur: LayerBlur, frame: GroupFrame, opacity: Double) {
        guard let pattern = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        // The device box the group can cover: the clip's extents, within the coordinates cairo can hold.
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        let bound = 4e6
        let left = max(x0.rounded(.down), -bound), top = max(y0.rounded(.down), -bound)
        let width = Int(min(x1.rounded(.up), bound) - left), height = Int(min(y1.rounded(.up), bound) - top)
        guard width > 0, height > 0, width * height <= Limits.canvasPixels,
              let surface = try? makeARGB32Surface(width: width, height: height) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let layer = cairo_create(surface) else { return }
        cairo_translate(layer, -left, -top)
        cairo_transform(layer, &ctm)
        cairo_set_source(layer, pattern)
        cairo_paint(layer)
        cairo_destroy(layer)

        let scaleOfCTM = abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx).squareRoot()
        Self.blurPremultiplied(surface, sigma: blur.sigma * scaleOfCTM)

        if let clip = frame.deferredClip { applyClip(clip) }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, left, top)
        cairo_set_operator(cr, Self.cairoOperator(frame.blend))
        cairo_paint_with_alpha(cr, opacity)
    }

    /// Blurs an ARGB32 surface's four premultiplied channels in place with `GaussianBlur`.
    static func blurPremultiplied(_ surface: OpaquePointer, sigma: Double) {
        guard sigma > 0, sigma.isFinite else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var channel = [Float](repeating: 0, count: width * height)
        for shift in [24, 16, 8, 0] as [UInt32] {
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride)
                for x in 0..<width {
                    channel[y * width + x] = Float((row.load(fromByteOffset: x * 4, as: UInt32.self) >> shift) & 0xff)
                }
            }
            GaussianBlur.blur(&channel, width: width, height: height, sigma: sigma)
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride)
                for x in 0..<width {
                    let value = UInt32(min(max(channel[y * width + x].rounded(), 0), 255))
                    let pixel = row.load(fromByteOffset: x * 4, as: UInt32.self) & ~(0xff << shift)
                    row.storeBytes(of: pixel | value << shift, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        // Rounding each channel on its own can leave a colour a little above its alpha; clamp so the
        // pixels stay valid premultiplied values.
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride)
            for x in 0..<width {
                let p = row.load(fromByteOffset: x * 4, as: UInt32.self)
                let a = p >> 24
                let r = min((p >> 16) & 0xff, a), g = min((p >> 8) & 0xff, a), b = min(p & 0xff, a)
                row.storeBytes(of: a << 24 | r << 16 | g << 8 | b, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
