import CCairo
import ScenecCore

extension Painter {
    /// Draws the op's bitmap scaled into its frame the way librsvg draws an SVG `<image>`, limited to
    /// the frame rectangle.
    mutating func image(_ op: ImageOp) throws {
        guard let pattern = try imagePattern(op) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let frame = op.frame
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_new_path(cr)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// The op's bitmap as a source pattern over its frame: a premultiplied copy with the GOOD filter
    /// and PAD extend (so scaled edges do not fade into transparent black), as librsvg draws an
    /// `<image>` and a `<pattern>` tile. At one bitmap pixel per device pixel it paints the pixels
    /// themselves. nil for an empty bitmap or frame; the caller destroys the pattern.
    func imagePattern(_ op: ImageOp) throws -> OpaquePointer? {
        let bitmap = op.bitmap, frame = op.frame
        guard bitmap.width > 0, bitmap.height > 0, frame.width > 0, frame.height > 0,
              frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else { return nil }
        let surface = try makeARGB32Surface(width: bitmap.width, height: bitmap.height)
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw CairoError.invalidCanvas("image surface has no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        bitmap.pixels.withUnsafeBufferPointer { src in
            for y in 0..<bitmap.height {
                let row = UnsafeMutableRawPointer(data + y * stride)
                for x in 0..<bitmap.width {
                    let i = (y * bitmap.width + x) * 4
                    let a = UInt32(src[i + 3])
                    let r = premultiply(src[i], a), g = premultiply(src[i + 1], a), b = premultiply(src[i + 2], a)
                    row.storeBytes(of: a << 24 | r << 16 | g << 8 | b, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(surface)

        guard let pattern = cairo_pattern_create_for_surface(surface) else { return nil }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // User space (points) → bitmap pixels.
        let sx = Double(bitmap.width) / frame.width, sy = Double(bitmap.height) / frame.height
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, sx, 0, 0, sy, -frame.x * sx, -frame.y * sy)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    /// `backdrop-blur`: the pixels layout's resolver computed, clipped to the outline.
    mutating func backdrop(_ op: BackdropOp) throws {
        guard let raster = op.raster else { return }
        try drawClipped(Clip(geometry: op.geometry, rule: op.rule)) { try image(raster) }
    }
}
