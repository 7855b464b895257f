#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CCairo
import CPangoCairo

/// The calling thread's `PangoContext`, created on first use and released when the thread ends.
///
/// Pango objects are not thread-safe, so each thread has its own context, built on that thread's default
/// PangoCairo font map (per-thread since Pango 1.32.6): scenes laid out or drawn on different threads never
/// share a Pango object, and a thread reuses its context for every line instead of building one per call.
///
/// The context works at 72 dpi, so 1 pt = 1 Pango point = 1 user unit, a left-to-right base direction, hinting and metric hinting off,
/// gray antialiasing and unrounded glyph positions: metrics do not depend on the output scale, and layout,
/// the PNG and the SVG all see the same advances. Nothing ever changes it after `make()`, so reusing it
/// gives the same results as a fresh one.
enum PangoThreadContext {
    /// The thread-local slot; its destructor drops the thread's reference to its context.
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { context in
            if let context { g_object_unref(context) }
        }
        return status == 0 ? key : nil
    }()

    /// The context for this thread; nil only when Pango cannot make one (no font map: fontconfig broken).
    static func current() -> OpaquePointer? {
        guard let key else { return nil }
        if let stored = pthread_getspecific(key) { return OpaquePointer(stored) }
        // A running warm-up is setting up fontconfig and Pango right now: wait for it rather than do
        // the same work beside it.
        TextWarmUp.finish()
        return installForThisThread()
    }

    /// Makes this thread's context and stores it (the thread has none yet); nil when Pango cannot.
    static func installForThisThread() -> OpaquePointer? {
        guard let key else { return nil }
        guard let context = make() else { return nil }
        guard pthread_setspecific(key, UnsafeMutableRawPointer(context)) == 0 else {
            g_object_unref(UnsafeMutableRawPointer(context))
            return nil
        }
        return context
    }

    /// Drops this thread's context and its default font map now, as the thread's end would.
    static func releaseForThisThread() {
        guard let key, let stored = pthread_getspecific(key) else { return }
        pthread_setspecific(key, nil)
        g_object_unref(stored)
        pango_cairo_font_map_set_default(nil)
    }

    /// A new context configured as described above; the caller owns the reference.
    static func make() -> OpaquePointer? {
        guard let fontMap = pango_cairo_font_map_get_default(),
              let context = pango_font_map_create_context(fontMap) else { return nil }
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
        // Every paragraph is left to right (layouts also turn automatic direction off), as librsvg sets
        // SVG text with `direction="ltr"`: a Hebrew or Arabic run is ordered right to left inside it,
        // and a full stop after it stays on its right in both renderers.
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        return context
    }
}
