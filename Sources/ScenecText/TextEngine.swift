import CPangoRsvg
import ScenecCore
import Synchronization

/// Thin Pango interop: setting blocks of text into lines and runs (`set`, see `TextSetter`), measuring
/// and outlining one line of plain text, and resolving fonts.
///
/// All Pango work happens on the calling thread's own context (`PangoThreadContext`); what is kept
/// across threads holds no Pango object (measurements, settings, and shaped lines with their cairo
/// scaled fonts, which are thread-safe). Measurements are cached per text and font for the process, so
/// laying out a label (natural size, then placement), drawing it and tracing its shadow, or a batch of
/// scenes that repeat labels, shapes each line once.
///
/// Text is always set with `pango_layout_set_text`: markup is never interpreted.
public enum TextEngine {
    /// Measures `text` on one line (cached).
    public static func measure(_ text: String, font: FontSpec) -> TextMetrics {
        let key = MeasurementKey(text: text, font: font)
        let cacheable = key.isCacheable
        if cacheable, let known = measurements.withLock({ $0.value(for: key) }) { return known }
        let metrics = measureUncached(text, font: font)
        if cacheable { measurements.withLock { $0.insert(metrics, for: key) } }
        return metrics
    }

    /// Sets `block` into lines (cached like measurements). Every line and piece position the backends
    /// draw comes from here.
    public static func set(_ block: TextBlock) -> TextSetting {
        let cacheable = block.text.utf8.count <= cacheableBlockBytes
        if cacheable, let known = settings.withLock({ $0.value(for: block) }) { return known }
        settingLog.withLock { log in
            guard var counts = log else { return }
            counts[block.text, default: 0] += 1
            log = counts
        }
        let setting = TextSetter.set(block)
        if cacheable { settings.withLock { $0.insert(setting, for: block) } }
        return setting
    }

    /// The glyph outlines of `text` with the layout's top-left at `origin`, in absolute points; with
    /// `characterX`, each character's glyph at that x instead of where Pango put it.
    public static func outline(_ text: String, font: FontSpec, origin: Point, characterX: [Double]? = nil) -> Path {
        if let characterX {
            var path = Path()
            let placed = withPlacedGlyphs(text, font: font, layoutOrigin: origin, characterX: characterX) { scaledFont, glyphs, _ in
                path.append(GlyphOutline.path(of: glyphs, font: scaledFont))
            }
            if placed { return path }
        }
        return withLayout(text, font: font) { layout, _ in GlyphOutline.path(of: layout, origin: origin) } ?? Path()
    }

    /// Shapes `text` in `font` on one line as layout measured it (or takes the line measuring shaped,
    /// `ShapedLine`) and calls `body` for each stretch of
    /// characters in one font, left to right: that font's cairo scaled font (a `cairo_scaled_font_t`), its
    /// glyphs with character i's glyph at (`characterX[i]`, the baseline of a layout whose top-left is at
    /// `layoutOrigin`), and the characters they draw (one glyph each, for a PDF's text clusters). The
    /// font and glyphs are lent for the call: `body` must not keep them. Returns false, calling nothing, when the
    /// text is not drawn one glyph per character (`CharacterGlyphs`) or `characterX` does not have one
    /// x per character: the caller then draws the layout as Pango placed it.
    @discardableResult
    public static func withPlacedGlyphs(_ text: String, font: FontSpec, layoutOrigin: Point, characterX: [Double],
                                        _ body: (_ scaledFont: OpaquePointer, _ glyphs: [cairo_glyph_t], _ characters: Substring) -> Void) -> Bool {
        guard let line = shapedLine(text, font: font), line.indices.count == characterX.count else { return false }
        // The scaled fonts lent to `body` are the line's references: another thread may drop the line
        // from the cache meanwhile, so it must live until the last call returns.
        withExtendedLifetime(line) {
            let y = layoutOrigin.y + line.baseline
            let scalars = text.unicodeScalars
            var characterStart = scalars.startIndex
            for stretch in line.stretches {
                let characterEnd = scalars.index(characterStart, offsetBy: stretch.characters.count)
                let glyphs = stretch.characters.map { cairo_glyph_t(index: UInt(line.indices[$0]), x: characterX[$0], y: y) }
                body(stretch.scaledFont, glyphs, Substring(scalars[characterStart..<characterEnd]))
                characterStart = characterEnd
            }
        }
        return true
    }

    /// `text` in `font` shaped one glyph per character (`ShapedLine`), from the process-wide cache that
    /// measuring fills, or shaped now on this thread's context; nil when it is not drawn one glyph per
    /// character.
    static func shapedLine(_ text: String, font: FontSpec) -> ShapedLine? {
        let key = MeasurementKey(text: text, font: font)
        if key.isCacheable, let known = shapedLines.withLock({ $0.value(for: key) }) { return known }
        let line = withLayout(text, font: font) { layout, _ in remember(CharacterGlyphs(layout: layout, text: text), for: key) } ?? nil
        return line
    }

    /// Keeps the shaped line of `key` (when it is one glyph per character) for drawing, and returns it.
    private static func remember(_ shaped: CharacterGlyphs?, for key: MeasurementKey) -> ShapedLine? {
        guard let shaped, let line = ShapedLine(shaped) else { return nil }
        if key.isCacheable { shapedLines.withLock { $0.insert(line, for: key) } }
        return line
    }

    /// Calls `body` with a Pango layout of `text` in `font` on one line, built on the calling thread's
    /// context, for a backend to draw (`pango_cairo_layout_path`) exactly what layout measured; nil when
    /// Pango cannot make one. The `PangoLayout` belongs to this call and this thread: it must not escape
    /// `body`. Drawing gets no cairo type from here, so ScenecText has no API that takes a cairo context.
    public static func withPangoLayout<T>(_ text: String, font: FontSpec, _ body: (_ layout: OpaquePointer) throws -> T) rethrows -> T? {
        try withLayout(text, font: font) { layout, _ in try body(layout) }
    }

    /// The family `font` resolves to, and whether that is a fallback (cached per family list).
    public static func resolve(_ font: FontSpec) -> FontResolution {
        guard let context = PangoThreadContext.current(fonts: font.fonts) else { return unresolved(font) }
        return FontResolver.resolve(font.families, fonts: font.fonts, context: context)
    }

    // MARK: Measurement cache

    /// The cache holds at most 2 × 4096 lines (see `BoundedCache`). An entry is a text of at most
    /// `cacheableTextBytes`, the family list (twice: key and resolution), a few numbers and at most one
    /// offset per byte of the text (`characterOffsets`, 8 bytes each), so with ordinary family lists the
    /// cache stays within about 20 MB in the worst case (labels are far shorter) however many scenes a
    /// batch builds.
    /// A keyboard scene has a few dozen labels, and the scenes of a batch repeat most of them.
    static let measurementCapacity = 4096

    /// Lines longer than this (in UTF-8 bytes) are measured but not cached, so an entry stays small and
    /// the bound above is a bound on memory too.
    static let cacheableTextBytes = 256

    struct MeasurementKey: Hashable, Sendable {
        var text: String
        var font: FontSpec

        var isCacheable: Bool { text.utf8.count <= TextEngine.cacheableTextBytes }
    }

    /// Shared by all threads: a measurement depends only on its key (every thread's context is configured
    /// alike), so which thread filled an entry never shows in the output.
    private static let measurements = Mutex(BoundedCache<MeasurementKey, TextMetrics>(capacity: measurementCapacity))

    /// Blocks up to a full label (`Limits.labelCharacters` of up to 4 bytes) are cached, at most 2 × 256
    /// of them: a setting holds its text about twice (pieces), so the cache stays within a few megabytes.
    static let cacheableBlockBytes = 4 * Limits.labelCharacters
    private static let settings = Mutex(BoundedCache<TextBlock, TextSetting>(capacity: 256))

    /// Lines shaped one glyph per character, by the measurements' key: each holds its glyph indices and
    /// a reference to each of its fonts' cairo scaled fonts, which stay alive while it is kept (cairo
    /// itself keeps only its 256 most recent unused ones). At most 2 × 512 lines, so at most that many
    /// scaled fonts are pinned however many sizes a long `serve` session goes through; a keyboard has a
    /// few dozen labels, and a line dropped is shaped again when it is next drawn.
    static let shapedLineCapacity = 512
    private static let shapedLines = Mutex(BoundedCache<MeasurementKey, ShapedLine>(capacity: shapedLineCapacity))

    /// For tests of the measure pass: how many times each text was set by Pango rather than taken from
    /// the cache, counted only while it is not nil (a test sets it to `[:]`, lays out, reads it).
    package static let settingLog = Mutex<[String: Int]?>(nil)

    /// Entries in the measurement cache (for tests of the bound).
    static var cachedMeasurementCount: Int { measurements.withLock { $0.count } }

    /// Measures with Pango, bypassing the cache.
    static func measureUncached(_ text: String, font: FontSpec) -> TextMetrics {
        withLayout(text, font: font) { layout, context in
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let baseline = units(pango_layout_get_baseline(layout))
            let top = units(logical.y)
            let inkRect = Rect(x: units(ink.x) - units(logical.x), y: units(ink.y) - top,
                               width: units(ink.width), height: units(ink.height))
            let shaped = CharacterGlyphs(layout: layout, text: text)
            // Drawing the line's glyphs (a label, its shadow) will need this shaping again.
            _ = remember(shaped, for: MeasurementKey(text: text, font: font))
            return TextMetrics(width: units(logical.width), ascent: baseline - top,
                               descent: units(logical.y + logical.height) - baseline, ink: inkRect,
                               resolution: FontResolver.resolve(font.families, fonts: font.fonts, context: context),
                               characterOffsets: shaped?.glyphs.map(\.x))
        } ?? TextMetrics(width: 0, ascent: 0, descent: 0, ink: Rect(x: 0, y: 0, width: 0, height: 0), resolution: unresolved(font),
                         characterOffsets: nil)
    }

    // MARK: Pango objects

    /// Pango units (1/1024 pt) to points.
    static func units(_ value: Int32) -> Double { Double(value) / Double(PANGO_SCALE) }

    /// What a request resolves to when Pango has no context at all: nothing, reported as a fallback.
    static func unresolved(_ font: FontSpec) -> FontResolution {
        FontResolution(requested: font.families, resolved: "", isFallback: !font.families.isEmpty)
    }

    /// Calls `body` with a single-paragraph layout of `text` in `font` on this thread's context, and
    /// that context; nil when Pango cannot make them.
    static func withLayout<T>(_ text: String, font: FontSpec, _ body: (_ layout: OpaquePointer, _ context: OpaquePointer) throws -> T) rethrows -> T? {
        guard let context = PangoThreadContext.current(fonts: font.fonts) else { return nil }
        // Measured left to right whatever the caller is setting: a right-to-left block turns the
        // thread's context for its own layout (`TextSetter`), and a measurement taken inside it would
        // otherwise be cached for every later left-to-right use of the same text and font, making a
        // run's glyph placement depend on what the process set before.
        let direction = pango_context_get_base_dir(context)
        if direction != PANGO_DIRECTION_LTR { pango_context_set_base_dir(context, PANGO_DIRECTION_LTR) }
        defer { if direction != PANGO_DIRECTION_LTR { pango_context_set_base_dir(context, direction) } }
        return try FontDescription.with(font) { description -> T? in
            guard let layout = pango_layout_new(context) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_font_description(layout, description)
            pango_layout_set_single_paragraph_mode(layout, 1)
            // A left-to-right base direction, as in `TextSetter` and as librsvg sets SVG text (`direction`
            // ltr): a run of right-to-left script is ordered right to left, its neutral ends (a full
            // stop) stay on the side they are in a left-to-right paragraph.
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_text(layout, text, -1)
            LetterSpacing.apply(font, to: layout)
            return try body(layout, context)
        } ?? nil
    }
}

