import CCairo
import CPangoRsvg
import ScenecCore

extension Painter {
    /// Draws an SVG icon as vectors with librsvg at the surface's own resolution: the document at its
    /// natural size in the icon's box, mapped onto the canvas by the op's transform and clipped to the
    /// box (as an SVG `<image>` clips). A mask icon is drawn into a group whose alpha then masks the
    /// mask colour, so its own colours never show.
    /// librsvg draws here only once a helper process has drawn the same icon through the same matrix,
    /// clip and kind of surface to the end (`RsvgSandbox.tryDraw`): an icon that ends the helper is an
    /// error naming `item`, not the end of this process.
    mutating func icon(_ op: IconOp, describing item: RenderItem) throws {
        let icon = op.icon, t = op.transform
        guard icon.width > 0, icon.height > 0, t.determinant != 0,
              [t.a, t.b, t.c, t.d, t.e, t.f].allSatisfy(\.isFinite) else { return }
        let handle: OpaquePointer, rsvg: RsvgLibrary
        do {
            (handle, rsvg) = try icons.handle(for: icon)
        } catch {
            throw CairoError.malformedRenderList("an SVG icon cannot be read: \(error)")
        }

        cairo_save(cr)
        defer { cairo_restore(cr) }
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.e, y0: t.f)
        cairo_transform(cr, &matrix)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, icon.width, icon.height)
        cairo_clip(cr)
        if let failure = RsvgSandbox.tryDraw(trial(of: op)) {
            throw CairoError.iconNotDrawn(item: Self.describe(item), location: item.origin?.location, reason: "\(failure)")
        }
        if op.mask != nil { cairo_push_group(cr) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: icon.width, height: icon.height)
        var error: UnsafeMutablePointer<GError>?
        let drawn = rsvg.renderDocument(handle, cr, &viewport, &error) != 0
        if let color = op.mask {
            guard let group = cairo_pop_group(cr) else { return }
            defer { cairo_pattern_destroy(group) }
            setSolid(color)
            cairo_mask(cr, group)
        }
        guard drawn else {
            throw CairoError.malformedRenderList("librsvg cannot draw an SVG icon: \(SVGRasterizer.consume(error) ?? "no reason given")")
        }
    }
}

extension Painter {
    /// The request that makes a helper draw `op` as the code above is about to: the device matrix and
    /// clip now in effect, on a surface of the target's kind covering the device pixels the clipped
    /// icon reaches (whole pixels, so the drawing's fractional offset is kept).
    func trial(of op: IconOp) -> RsvgHelperRequest {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { corner in
            var (x, y) = corner
            cairo_user_to_device(cr, &x, &y)
            return (x, y)
        }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        let limit = Double(Limits.pixelSide)
        let left = (xs.min() ?? 0).rounded(.down), top = (ys.min() ?? 0).rounded(.down)
        let width = min(max((xs.max() ?? 0).rounded(.up) - left, 1), limit)
        let height = min(max((ys.max() ?? 0).rounded(.up) - top, 1), limit)
        let matrix = AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, e: m.x0 - left, f: m.y0 - top)
        let pdf = cairo_get_target(cr).map { cairo_surface_get_type($0) == CAIRO_SURFACE_TYPE_PDF } ?? false
        return .draw(svg: op.icon.document, width: op.icon.width, height: op.icon.height, matrix: matrix,
                     surfaceWidth: width.isFinite ? Int(width) : 1, surfaceHeight: height.isFinite ? Int(height) : 1,
                     pdf: pdf, masked: op.mask != nil)
    }
}
