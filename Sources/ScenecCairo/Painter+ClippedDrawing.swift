import CCairo
import ScenecCore

extension Painter {
    /// Clip outlines with more path elements than this are applied as a mask instead of `cairo_clip`.
    /// Cairo intersects a clip path with its polygon tessellator, whose time grows with the number of
    /// self-intersections: a 3 000-point star polygon's inside stroke took 19 s, its outside stroke
    /// 37 s, while filling the same outline (the scan converter) takes milliseconds. Outlines of rects,
    /// ellipses and rounded corners stay far below it, so their clips are drawn as before.
    static let maskedClipElements = 256

    /// Runs `draw` inside `clip` (none: straight through). A simple outline is a cairo clip; a complex
    /// one draws into a group that is then painted through the outline's filled coverage, which is the
    /// same clip computed by the fill rasterizer.
    func drawClipped(_ clip: Clip?, _ draw: () throws -> Void) rethrows {
        guard let clip else { return try draw() }
        guard clip.geometry.path.elements.count > Self.maskedClipElements else {
            cairo_save(cr)
            defer { cairo_restore(cr) }
            applyClip(clip)
            return try draw()
        }
        cairo_push_group(cr)
        do {
            try draw()
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        guard let content = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(content) }
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_new_path(cr)
        appendPath(clip.geometry)
        cairo_set_fill_rule(cr, fillRule(clip.rule))
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        guard let coverage = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(coverage) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_source(cr, content)
        cairo_mask(cr, coverage)
    }
}
