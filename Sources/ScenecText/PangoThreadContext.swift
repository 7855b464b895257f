#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CCairo
import CPangoRsvg
import ScenecCore

/// The calling thread's `PangoContext`, created on first use and released when the thread ends.
///
/// Pango objects are not thread-safe, so each thread has its own context, built on that thread's default
/// PangoCairo font map (per-thread since Pango 1.32.6): scenes laid out or drawn on different threads never
/// use a Pango object at the same time, and a thread reuses its context for every line instead of building
/// one per call. The one object that changes threads is the warm-up's context with its font map: handed
/// over once, under a lock, after the warm-up thread has made its last Pango call (`ContextHandover`).
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
        // the same work beside it. The first thread to ask after it takes over its context and font
        // map, with the fonts it loaded.
        TextWarmUp.finish()
        if let handover = TextWarmUp.takeHandover(), let adopted = adopt(handover) { return adopted }
        return installForThisThread()
    }

    /// Makes `handover` this thread's context and default font map (the thread has no context yet).
    /// Its references pass to this thread: the context to the thread-local slot, the font map's to
    /// Pango's per-thread default, which takes a reference of its own.
    static func adopt(_ handover: ContextHandover) -> OpaquePointer? {
        guard let key else { return nil }
        pango_cairo_font_map_set_default(handover.fontMap)
        g_object_unref(UnsafeMutableRawPointer(handover.fontMap))
        guard pthread_setspecific(key, UnsafeMutableRawPointer(handover.context)) == 0 else {
            g_object_unref(UnsafeMutableRawPointer(handover.context))
            return nil
        }
        return handover.context
    }

    /// Takes this thread's context and default font map away from it, references included, for another
    /// thread to `adopt`; nil when the thread has no context. The thread must make no Pango call with
    /// them afterwards.
    static func detachForHandover() -> ContextHandover? {
        guard let key, let stored = pthread_getspecific(key) else { return nil }
        let context = OpaquePointer(stored)
        pthread_setspecific(key, nil)
        guard let fontMap = pango_context_get_font_map(context) else {
            g_object_unref(stored)
            return nil
        }
        // Our own reference first: dropping the thread's default below releases Pango's.
        g_object_ref(UnsafeMutableRawPointer(fontMap))
        pango_cairo_font_map_set_default(nil)
        return ContextHandover(context: context, fontMap: OpaquePointer(fontMap))
    }

    /// The calling thread's context for `fonts` (nil: the default one above). A scene's fonts get a
    /// context of their own per thread, on a font map of their own over the set's fontconfig
    /// configuration (`FontSets`). A thread has a few such contexts (`FontSetContexts`) and gives the
    /// least recently used one to a new set; the one returned is this set's until the thread asks for
    /// another set's (a text is set with one set throughout, so no caller holds two at once).
    static func current(fonts: FontSet?) -> OpaquePointer? {
        guard let fonts else { return current() }
        guard let key = setKey else { return nil }
        let table: FontSetContexts
        if let stored = pthread_getspecific(key) {
            table = Unmanaged<FontSetContexts>.fromOpaque(stored).takeUnretainedValue()
        } else {
            table = FontSetContexts()
            guard pthread_setspecific(key, Unmanaged.passRetained(table).toOpaque()) == 0 else { return nil }
        }
        if let known = table.context(for: fonts) { return known }
        // The default context is not made: without system fonts nothing may read the system's
        // configuration (Pango loads itself on its first call).
        guard let entry = FontSets.entry(for: fonts) else { return nil }
        // The font map takes a reference to the configuration of its own; the entry is held until then.
        return withExtendedLifetime(entry) { table.install(fonts, config: entry.config) }
    }

    /// The thread-local slot of the font sets' contexts; its destructor releases them.
    private static let setKey: pthread_key_t? = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { table in
            if let table { Unmanaged<FontSetContexts>.fromOpaque(table).release() }
        }
        return status == 0 ? key : nil
    }()

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

    /// A new context configured as described above; the caller owns the reference.
    static func make() -> OpaquePointer? {
        guard let fontMap = pango_cairo_font_map_get_default(),
              let context = pango_font_map_create_context(fontMap) else { return nil }
        configure(context)
        return context
    }

    /// Sets a new context up as described above.
    static func configure(_ context: OpaquePointer) {
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
    }
}

/// One thread's contexts for scenes' font sets, at most `capacity`; only that thread touches it.
///
/// Why a few, reused: each holds a font map with the set's configuration and fonts, and a long-lived
/// thread that meets a new set per input (`serve` while a font is edited, the fonts fuzzer) would
/// otherwise keep them all. Why reused rather than released: Pango 1.50 leaves about 6 KB behind for
/// every font map given a configuration and freed (measured: 1,200 maps), while one map given a new
/// configuration (`pango_fc_font_map_set_config`, which drops the old one and every font loaded from
/// it) leaves nothing.
final class FontSetContexts {
    static let capacity = 4

    private struct Slot {
        var fonts: FontSet
        let context: OpaquePointer
        var lastUse: Int
    }

    private var slots: [Slot] = []
    private var uses = 0

    /// The context holding `fonts`, marked as just used; nil when no slot holds it.
    func context(for fonts: FontSet) -> OpaquePointer? {
        guard let index = slots.firstIndex(where: { $0.fonts == fonts }) else { return nil }
        uses += 1
        slots[index].lastUse = uses
        return slots[index].context
    }

    /// A context for `fonts` over `config`: a new one while there is room, else the least recently
    /// used slot's, its font map given `config`; nil when Pango cannot make one.
    func install(_ fonts: FontSet, config: OpaquePointer) -> OpaquePointer? {
        uses += 1
        if slots.count >= Self.capacity, let oldest = slots.indices.min(by: { slots[$0].lastUse < slots[$1].lastUse }),
           let fontMap = pango_context_get_font_map(slots[oldest].context) {
            pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
            slots[oldest].fonts = fonts
            slots[oldest].lastUse = uses
            return slots[oldest].context
        }
        guard let fontMap = pango_cairo_font_map_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        guard let context = pango_font_map_create_context(fontMap) else { return nil }
        PangoThreadContext.configure(context)
        slots.append(Slot(fonts: fonts, context: context, lastUse: uses))
        return context
    }

    deinit {
        for slot in slots { g_object_unref(UnsafeMutableRawPointer(slot.context)) }
    }
}

/// A thread's Pango context and its font map on their way to another thread: one reference to each,
/// owned by whoever holds this. Pango objects have no thread of their own; they only must not be used
/// by two threads at once, and the thread that gave them up uses them no more.
struct ContextHandover: @unchecked Sendable {
    let context: OpaquePointer
    let fontMap: OpaquePointer
}
