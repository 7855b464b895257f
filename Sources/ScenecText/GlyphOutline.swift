import CCairo
import CPangoRsvg
import ScenecCore

/// The glyph outlines of a Pango layout as a `Path`, traced on a recording surface in points.
enum GlyphOutline {
    /// The outlines of `layout` with its top-left at `origin`; empty when cairo cannot record. A
    /// glyph of a font without outlines above `bitmapCap` points is traced at that size
    /// (`BitmapGlyphTrace`), after the other glyphs.
    static func path(of layout: OpaquePointer, origin: Point, bitmapCap: Double = Limits.bitmapGlyphTraceSize) -> Path {
        let bitmaps = BitmapGlyphTrace.takeBitmapGlyphs(from: layout, origin: origin, cap: bitmapCap)
        defer { for run in bitmaps { run.capped.release() } }
        var path = traced { cr in
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_layout_path(cr, layout)
        }
        for run in bitmaps {
            for glyph in run.glyphs { path.append(BitmapGlyphTrace.path(of: glyph, capped: run.capped)) }
        }
        return path
    }

    /// The outlines of `glyphs` of the cairo scaled font `font`, each at its own position. The glyphs of
    /// a font without outlines above `bitmapCap` points are traced at that size (`BitmapGlyphTrace`).
    static func path(of glyphs: [cairo_glyph_t], font: OpaquePointer, bitmapCap: Double = Limits.bitmapGlyphTraceSize) -> Path {
        func outlines(_ glyphs: [cairo_glyph_t]) -> Path {
            traced { cr in
                cairo_set_scaled_font(cr, font)
                cairo_glyph_path(cr, glyphs, Int32(clamping: glyphs.count))
            }
        }
        guard let capped = BitmapGlyphTrace.capped(font, cap: bitmapCap) else { return outlines(glyphs) }
        defer { capped.release() }
        var path = Path()
        for glyph in glyphs { path.append(BitmapGlyphTrace.path(of: glyph, capped: capped)) }
        return path
    }

    /// The path `trace` builds on a recording context in points; empty when cairo cannot record.
    private static func traced(_ trace: (_ cr: OpaquePointer) -> Void) -> Path {
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else { return Path() }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return Path() }
        defer { cairo_destroy(cr) }
        trace(cr)
        return copyPath(cr)
    }

    private static func copyPath(_ cr: OpaquePointer) -> Path {
        guard let copied = cairo_copy_path(cr) else { return Path() }
        defer { cairo_path_destroy(copied) }
        guard copied.pointee.status == CAIRO_STATUS_SUCCESS, let data = copied.pointee.data else { return Path() }
        var path = Path()
        var i = 0
        while i < Int(copied.pointee.num_data) {
            let header = data[i].header
            func point(_ k: Int) -> Point { Point(data[i + k].point.x, data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
            case CAIRO_PATH_LINE_TO: path.line(to: point(1))
            case CAIRO_PATH_CURVE_TO: path.curve(to: point(3), control1: point(1), control2: point(2))
            case CAIRO_PATH_CLOSE_PATH: path.close()
            default: break  // cairo_path_data_type_t is a C enum: Swift cannot know it has only these four.
            }
            i += Int(header.length)
        }
        return withoutEmptyMoves(path)
    }

    /// The move to the origin before the glyphs, and the current point left after them, draw nothing.
    private static func withoutEmptyMoves(_ path: Path) -> Path {
        var elements: [Path.Element] = []
        for (index, element) in path.elements.enumerated() {
            if case .move = element {
                let next = index + 1 < path.elements.count ? path.elements[index + 1] : nil
                if next == nil { continue }
                if case .move? = next { continue }
            }
            elements.append(element)
        }
        return Path(elements)
    }
}
