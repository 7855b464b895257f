import CCairo
import ScenecCore

extension Painter {
    /// Segments per piece of a long stroke (`StrokeChunks`): a path with more than twice this many
    /// elements is stroked in pieces on the image surface. Measured on 200 000-point polylines
    /// (docs/performance.md): pieces of a few hundred segments keep cairo's edge lists short, and a path
    /// of a few thousand elements, which cairo strokes quickly whole, keeps its exact pixels.
    static let strokeChunkSegments = 1_000

    /// The pieces `stroke` cuts `op` into on this surface; nil when it is stroked whole: on a PDF
    /// (the viewer rasterizes it), dashed, or short.
    func strokeChunks(of op: StrokeOp) -> StrokeChunks? {
        guard strokesInChunks, op.dash.isSolid, case .path(let path) = op.geometry else { return nil }
        return StrokeChunks.cut(path, segments: Self.strokeChunkSegments)
    }

    /// The coverage of `chunks` stroked with the current line width, join and cap, as an alpha pattern
    /// (nil if cairo fails): each piece stroked on its own and composited over the others. A pixel that
    /// one piece covers alone is the single stroke's; where pieces overlap, their coverages combine as
    /// overlapping shapes do (1 − (1 − a)(1 − b)), within a few levels of the single stroke's union.
    func chunkedStrokeCoverage(_ chunks: StrokeChunks, width: Double, cap: cairo_line_cap_t) -> OpaquePointer? {
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        for piece in chunks.whole {
            cairo_new_path(cr)
            appendPath(.path(piece))
            cairo_stroke(cr)
        }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        for piece in chunks.butt {
            cairo_new_path(cr)
            appendPath(.path(piece))
            cairo_stroke(cr)
        }
        if cap != CAIRO_LINE_CAP_BUTT {
            for end in chunks.caps { strokeCap(at: end.end, from: end.from, width: width, cap: cap) }
        }
        return cairo_pop_group(cr)
    }

    /// The cap of a stroke ending at `end` (coming from `from`) alone: the last stretch stroked with
    /// the cap, clipped to the box beyond `end` that holds the cap and nothing of the stroke's body.
    private func strokeCap(at end: Point, from: Point, width: Double, cap: cairo_line_cap_t) {
        let dx = c(end.x) - c(from.x), dy = c(end.y) - c(from.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return }
        let ux = dx / length, uy = dy / length
        let reach = width  // a square cap reaches width / 2 along and across; a round one less
        let x = c(end.x), y = c(end.y)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_move_to(cr, x - uy * reach, y + ux * reach)
        cairo_line_to(cr, x - uy * reach + ux * reach, y + ux * reach + uy * reach)
        cairo_line_to(cr, x + uy * reach + ux * reach, y - ux * reach + uy * reach)
        cairo_line_to(cr, x + uy * reach, y - ux * reach)
        cairo_close_path(cr)
        cairo_clip(cr)
        cairo_new_path(cr)
        cairo_move_to(cr, c(from.x), c(from.y))
        cairo_line_to(cr, x, y)
        cairo_set_line_cap(cr, cap)
        cairo_stroke(cr)
    }
}
