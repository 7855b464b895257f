import CCairo
import CPangoRsvg
import ScenecCore

extension Painter {
    /// Draws an SVG icon as vectors with librsvg at the surface's own resolution: the document at its
    /// natural size in the icon's box, mapped onto the canvas by the op's transform and clipped to the
    /// box (as an SVG `<image>` clips). A mask icon is drawn into a group whose alpha then masks the
    /// mask colour, so its own colours never show.
    mutating func icon(_ op: IconOp) throws {
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
