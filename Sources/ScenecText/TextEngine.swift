import CCairo
import CPangoCairo
import ScenecCore
import Synchronization

/// Thin Pango interop: measuring, outlining and drawing one line of plain text.
///
/// Every call builds its own `PangoContext` from the calling thread's default PangoCairo font map
/// (per-thread since Pango 1.32.6), so scenes laid out or drawn on different threads never share Pango
/// objects. The context works at 72 dpi, so 1 pt = 1 Pango point = 1 user unit, with hinting and metric
/// hinting off and glyph positions unrounded: metrics do not depend on the output scale, and layout,
/// the PNG and the SVG all see the same advances.
///
/// Text is always set with `pango_layout_set_text`: markup is never interpreted.
public enum TextEngine {
    /// Measures `text` on one line.
    public static func measure(_ text: String, font: FontSpec) -> TextMetrics {
        withLayout(text, font: font) { layout, context in
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let baseline = units(pango_layout_get_baseline(layout))
            let top = units(logical.y)
            let inkRect = Rect(x: units(ink.x) - units(logical.x), y: units(ink.y) - top,
                               width: units(ink.width), height: units(ink.height))
            return TextMetrics(width: units(logical.width), ascent: baseline - top,
                               descent: units(logical.y + logical.height) - baseline, ink: inkRect,
                               resolution: resolve(font, context: context))
        }
    }

    /// The glyph outlines of `text` with the layout's top-left at `origin`, in absolute points.
    public static func outline(_ text: String, font: FontSpec, origin: Point) -> Path {
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else { return Path() }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return Path() }
        defer { cairo_destroy(cr) }
        return withLayout(text, font: font) { layout, _ in
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_layout_path(cr, layout)
            return copyPath(cr)
        }
    }

    /// Draws `text` with the layout's top-left at `origin` in the current user space of `cr`,
    /// with the current source. The glyph outlines are filled (as librsvg draws SVG text) rather than
    /// shown as glyphs, so the PNG and rsvg-convert's rendering of the SVG antialias edges alike.
    public static func draw(_ text: String, font: FontSpec, origin: Point, cr: OpaquePointer) {
        withLayout(text, font: font) { layout, _ in
            cairo_new_path(cr)
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_layout_path(cr, layout)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        }
    }

    /// The family `font` resolves to, and whether that is a fallback.
    public static func resolve(_ font: FontSpec) -> FontResolution {
        withContext { resolve(font, context: $0) }
    }

    // MARK: Pango objects

    /// Pango units (1/1024 pt) to points.
    static func units(_ value: Int32) -> Double { Double(value) / Double(PANGO_SCALE) }

    static func withContext<T>(_ body: (OpaquePointer) -> T) -> T {
        let fontMap = pango_cairo_font_map_get_default()
        let context = pango_font_map_create_context(fontMap)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
        return body(context)
    }

    static func withDescription<T>(_ font: FontSpec, _ body: (OpaquePointer) -> T) -> T {
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, font.familyList)
        let size = font.size.isFinite ? min(max(font.size, 0), Limits.fontSize) : 0
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: PangoWeight.RawValue(min(max(font.weight, 100), 1000))))
        return body(description)
    }

    static func withLayout<T>(_ text: String, font: FontSpec, _ body: (OpaquePointer, OpaquePointer) -> T) -> T {
        withContext { context in
            withDescription(font) { description in
                let layout = pango_layout_new(context)!
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                pango_layout_set_font_description(layout, description)
                pango_layout_set_single_paragraph_mode(layout, 1)
                pango_layout_set_text(layout, text, -1)
                return body(layout, context)
            }
        }
    }

    private static func copyPath(_ cr: OpaquePointer) -> Path {
        guard let copied = cairo_copy_path(cr) else { return Path() }
        defer { cairo_path_destroy(copied) }
        var path = Path()
        let data = copied.pointee.data!
        var i = 0
        while i < Int(copied.pointee.num_data) {
            let header = data[i].header
            func point(_ k: Int) -> Point { Point(data[i + k].point.x, data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
            case CAIRO_PATH_LINE_TO: path.line(to: point(1))
            case CAIRO_PATH_CURVE_TO: path.curve(to: point(3), control1: point(1), control2: point(2))
            case CAIRO_PATH_CLOSE_PATH: path.close()
            default: break
            }
            i += Int(header.length)
        }
        // The move to the origin before the glyphs, and the current point left after them, draw nothing.
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

    // MARK: Font resolution

    /// Generic CSS/fontconfig family names: always available, never reported as missing.
    static let genericFamilies: Set<String> = ["serif", "sans-serif", "sans", "monospace", "mono", "cursive", "fantasy", "system-ui"]

    /// Per family name: whether fontconfig has it or an alias for it. Cached for the process.
    private static let availability = Mutex<[String: Bool]>([:])

    static func resolvedFamily(_ families: String, context: OpaquePointer) -> String {
        withDescription(FontSpec(families: [families], size: 12)) { description in
            guard let font = pango_context_load_font(context, description) else { return "" }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            guard let described = pango_font_describe(font) else { return "" }
            defer { pango_font_description_free(described) }
            guard let family = pango_font_description_get_family(described) else { return "" }
            return String(cString: family)
        }
    }

    static func resolve(_ font: FontSpec, context: OpaquePointer) -> FontResolution {
        let resolved = resolvedFamily(font.familyList, context: context)
        let available = font.families.contains { isAvailable($0, context: context) }
        return FontResolution(requested: font.families, resolved: resolved, isFallback: !available && !font.families.isEmpty)
    }

    /// A family is available when it is generic, when fontconfig resolves it to itself, or when it
    /// resolves it to something other than its default fallback (a configured alias such as
    /// Helvetica → Nimbus Sans).
    static func isAvailable(_ family: String, context: OpaquePointer) -> Bool {
        let key = family.lowercased()
        if genericFamilies.contains(key) { return true }
        if let known = availability.withLock({ $0[key] }) { return known }
        let resolved = resolvedFamily(family, context: context)
        let fallback = resolvedFamily("scenec-no-such-font-family", context: context)
        let available = resolved.lowercased() == key || resolved != fallback
        availability.withLock { $0[key] = available }
        return available
    }
}
