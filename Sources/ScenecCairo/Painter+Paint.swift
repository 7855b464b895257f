import CCairo
import ScenecCore

/// How a walk turns a render list's `Paint` into cairo's source.
extension Painter {
    /// Sets the cairo source for `paint`; false when the paint draws nothing (a gradient without stops).
    func setSource(_ paint: Paint) -> Bool {
        switch paint {
        case .solid(let color):
            setSolid(color)
            return true
        case .linearGradient(let g):
            guard let last = g.stops.last else { return false }
            // SVG: equal end points paint the last stop's colour.
            guard g.start != g.end else {
                setSolid(last.color)
                return true
            }
            guard let pattern = cairo_pattern_create_linear(c(g.start.x), c(g.start.y), c(g.end.x), c(g.end.y)) else {
                return false
            }
            return setGradient(pattern, g.stops)
        case .radialGradient(let g):
            guard let last = g.stops.last else { return false }
            // SVG: a zero radius paints the last stop's colour.
            let radius = g.radius.isFinite ? min(g.radius, 2 * limit) : 0
            guard radius > 0 else {
                setSolid(last.color)
                return true
            }
            let cx = c(g.center.x), cy = c(g.center.y)
            guard let pattern = cairo_pattern_create_radial(cx, cy, 0, cx, cy, radius) else { return false }
            return setGradient(pattern, g.stops)
        case .conicGradient(let g):
            // The pixels layout sampled; an allocation failure shows in cairo's status after the item.
            guard let raster = g.raster, let pattern = try? imagePattern(raster) else { return false }
            // The raster covers all the paint can reach. Cairo's PDF output cannot pad an image
            // pattern and paints its whole box under a stroke with PAD; NONE draws the same pixels.
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            return true
        }
    }

    func setSolid(_ color: RGBA) {
        cairo_set_source_rgba(cr, unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha))
    }

    func setGradient(_ pattern: OpaquePointer, _ stops: [GradientStop]) -> Bool {
        defer { cairo_pattern_destroy(pattern) }
        // SVG: offsets are clamped to 0...1 and never decrease.
        var previous = 0.0
        for stop in stops {
            let offset = max(unit(stop.offset), previous)
            previous = offset
            let color = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, offset, unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        return true
    }
}
