import CCairo
import CPangoRsvg
import ScenecCore
import Synchronization

// Why bitmap glyphs are traced at a capped size: a glyph without an outline (a CBDT or sbix colour
// emoji, a glyph of a bitmap-only font) has as "outline" cairo's trace of its pixels, which cairo
// renders at the glyph's size in points on the recording surface it traces on: a 10 000 pt emoji is a
// 10 000 × 10 000 pixel mask, seconds of work and memory per glyph, so a scene of many such texts would
// take hours. Its bitmap has a fixed resolution (136 px for Noto Color Emoji), so the silhouette cannot
// be finer than that: past `Limits.bitmapGlyphTraceSize` the glyph is traced at that size and the trace
// scaled to the real one. Glyphs with outlines are traced at their size as ever (their cost does not
// grow with the size), and so is every glyph of a font at most that size: such output is unchanged.

/// Tracing of bitmap glyphs at a bounded size.
enum BitmapGlyphTrace {
    /// A cairo scaled font too large to trace a bitmap glyph at, and the same font at the capped size.
    struct Capped {
        /// The capped font (`cairo_scaled_font_t`, referenced: `release` it).
        let font: OpaquePointer
        /// Real size over capped size (> 1): the factor that scales the capped trace to the real one.
        let factor: Double

        func release() { cairo_scaled_font_destroy(font) }
    }

    /// `scaledFont` at size `cap`, when its size in points (the larger of its matrix's two axis
    /// lengths) is above `cap` and its font has no outlines (`hasNoOutlines`); nil when not (its glyphs
    /// are then traced as ever), or when cairo cannot make the font.
    static func capped(_ scaledFont: OpaquePointer, cap: Double) -> Capped? {
        var scale = cairo_matrix_t()
        cairo_scaled_font_get_scale_matrix(scaledFont, &scale)
        let size = max((scale.xx * scale.xx + scale.yx * scale.yx).squareRoot(),
                       (scale.xy * scale.xy + scale.yy * scale.yy).squareRoot())
        guard size.isFinite, cap > 0, size > cap, hasNoOutlines(scaledFont), let face = cairo_scaled_font_get_font_face(scaledFont),
              let options = cairo_font_options_create() else { return nil }
        defer { cairo_font_options_destroy(options) }
        cairo_scaled_font_get_font_options(scaledFont, options)
        var fontMatrix = cairo_matrix_t(), ctm = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(scaledFont, &fontMatrix)
        cairo_scaled_font_get_ctm(scaledFont, &ctm)
        let shrink = cap / size
        fontMatrix.xx *= shrink; fontMatrix.yx *= shrink; fontMatrix.xy *= shrink; fontMatrix.yy *= shrink
        guard let font = cairo_scaled_font_create(face, &fontMatrix, &ctm, options) else { return nil }
        guard cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS else {
            cairo_scaled_font_destroy(font)
            return nil
        }
        return Capped(font: font, factor: size / cap)
    }

    /// Whether the font under `scaledFont` has no outlines: an SFNT font without a glyf, CFF or CFF2
    /// table (Noto Color Emoji's CBDT, a bitmap-only EBDT font), every glyph of which cairo traces from
    /// its bitmap. (Pango shapes only SFNT fonts, through HarfBuzz.) A font with outlines and colour
    /// bitmaps besides is traced from its outlines, at any size, as cairo draws it.
    static func hasNoOutlines(_ scaledFont: OpaquePointer) -> Bool {
        guard let face = cairo_ft_scaled_font_lock_face(scaledFont) else { return false }
        defer { cairo_ft_scaled_font_unlock_face(scaledFont) }
        return ![tag("glyf"), tag("CFF "), tag("CFF2")].contains { table in
            var length: UInt = 0
            return FT_Load_Sfnt_Table(face, table, 0, nil, &length) == 0 && length > 0
        }
    }

    /// An OpenType table tag as FreeType takes it (four ASCII bytes, big-endian).
    private static func tag(_ name: StaticString) -> UInt {
        name.withUTF8Buffer { bytes in bytes.reduce(0) { $0 << 8 | UInt($1) } }
    }

    /// The trace of `glyph` in `capped`'s font, scaled by its factor about the glyph's origin: the
    /// silhouette the real font would trace, at the capped font's resolution.
    static func path(of glyph: cairo_glyph_t, capped: Capped) -> Path {
        let trace = trace(of: UInt(glyph.index), in: capped.font)
        func placed(_ p: Point) -> Point { Point(glyph.x + p.x * capped.factor, glyph.y + p.y * capped.factor) }
        return Path(trace.elements.map { element in
            switch element {
            case .move(let p): .move(placed(p))
            case .line(let p): .line(placed(p))
            case .cubic(let a, let b, let p): .cubic(placed(a), placed(b), placed(p))
            case .close: .close
            }
        })
    }

    /// Glyph `index` of the capped font `font` traced at the origin, its rows merged; remembered, as a
    /// scene repeats its emoji and every trace copies cairo's 100 000 squares. A trace of more than
    /// `cachedTraceElements` (a font's noise rather than an emoji) is made again each time instead.
    static func trace(of index: UInt, in font: OpaquePointer) -> Path {
        let key = TraceKey(font: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(font))), glyph: index)
        if let known = traces.withLock({ $0.value(for: key) }) { return known.path }
        let path = mergingRuns(GlyphOutline.path(of: [cairo_glyph_t(index: index, x: 0, y: 0)], font: font, bitmapCap: .infinity))
        if path.elements.count <= cachedTraceElements { traces.withLock { $0.insert(CappedTrace(font: font, path: path), for: key) } }
        return path
    }

    /// A 512 pt Noto Color Emoji is 8 390 elements merged (about 0.5 MB): the cache holds at most
    /// 2 × 16 traces of at most this many, about 35 MB.
    static let cachedTraceElements = 20_000

    /// A capped font (by address: the entry holds a reference to it, so no other font can have that
    /// address while the entry is kept) and a glyph.
    struct TraceKey: Hashable, Sendable {
        var font: UInt
        var glyph: UInt
    }

    /// A merged trace, with the reference that keeps its key's font alive.
    final class CappedTrace: @unchecked Sendable {
        let font: OpaquePointer
        let path: Path

        init(font: OpaquePointer, path: Path) {
            self.font = cairo_scaled_font_reference(font)
            self.path = path
        }

        deinit { cairo_scaled_font_destroy(font) }
    }

    /// At most 2 × 16 traces: the distinct huge emoji of a scene or two.
    private static let traces = Mutex(BoundedCache<TraceKey, CappedTrace>(capacity: 16))

    /// Takes the glyphs of fonts without outlines above `cap` out of `layout` (a one-use layout of the
    /// caller's own: each becomes Pango's empty glyph, which draws nothing and keeps its advance, so every other
    /// glyph is traced exactly where and as it was) and returns them at their absolute positions, with
    /// the layout's top-left at `origin` as Pango's renderer places them, with their run's capped font.
    /// Empty, with `layout` untouched, when no font is above `cap`: text of ordinary sizes pays a walk
    /// over its runs and one matrix read per run. The caller releases the fonts.
    static func takeBitmapGlyphs(from layout: OpaquePointer, origin: Point, cap: Double) -> [(capped: Capped, glyphs: [cairo_glyph_t])] {
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var taken: [(capped: Capped, glyphs: [cairo_glyph_t])] = []
        repeat {
            // The line's end has no run.
            guard let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item,
                  let glyphString = run.pointee.glyphs, let infos = glyphString.pointee.glyphs,
                  let pangoFont = item.pointee.analysis.font,
                  let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(pangoFont)),
                  let capped = capped(scaledFont, cap: cap) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            // As Pango's renderer places a run: its baseline, raised by the run's own offset.
            let baseline = origin.y + TextEngine.units(pango_layout_iter_get_baseline(iter) - run.pointee.y_offset)
            var pen = Int(logical.x)
            var glyphs: [cairo_glyph_t] = []
            for k in 0..<Int(glyphString.pointee.num_glyphs) {
                let info = infos[k]
                defer { pen += Int(info.geometry.width) }
                guard info.glyph != emptyGlyph, info.glyph & unknownGlyphFlag == 0 else { continue }
                glyphs.append(cairo_glyph_t(index: UInt(info.glyph),
                                            x: origin.x + TextEngine.units(Int32(clamping: pen + Int(info.geometry.x_offset))),
                                            y: baseline + TextEngine.units(info.geometry.y_offset)))
                infos[k].glyph = emptyGlyph
            }
            if glyphs.isEmpty { capped.release() } else { taken.append((capped, glyphs)) }
        } while pango_layout_iter_next_run(iter) != 0
        return taken
    }

    /// Pango's "no glyph" (drawn as nothing) and its flag for a character the font lacks (a hex box,
    /// which Pango draws with its own outline font); the C macros are casts Swift does not import.
    private static let emptyGlyph: UInt32 = 0x0FFF_FFFF
    private static let unknownGlyphFlag: UInt32 = 0x1000_0000

    /// `trace` with each run of boxes that follow one another along a row as one box. Cairo traces a
    /// bitmap as one unit square per pixel, in rows, left to right (a 512 pt emoji is 100 000 squares,
    /// 2 MB of SVG); a row's squares side by side cover exactly what their box covers, so the silhouette
    /// is the same with a few boxes per row. Anything that is not such a box is kept as it is.
    static func mergingRuns(_ trace: Path) -> Path {
        var merged: [Path.Element] = []
        var row: (x0: Double, y0: Double, x1: Double, y1: Double)?
        func flush() {
            guard let box = row else { return }
            merged += [.move(Point(box.x0, box.y0)), .line(Point(box.x1, box.y0)), .line(Point(box.x1, box.y1)),
                       .line(Point(box.x0, box.y1)), .close]
            row = nil
        }
        let elements = trace.elements
        var i = 0
        while i < elements.count {
            if i + 4 < elements.count, case .move(let a) = elements[i], case .line(let b) = elements[i + 1],
               case .line(let c) = elements[i + 2], case .line(let d) = elements[i + 3], case .close = elements[i + 4],
               a.y == b.y, b.x == c.x, c.y == d.y, d.x == a.x, a.x < b.x, a.y < c.y {
                if let box = row, box.y0 == a.y, box.y1 == c.y, box.x1 == a.x {
                    row?.x1 = b.x
                } else {
                    flush()
                    row = (a.x, a.y, b.x, c.y)
                }
                i += 5
                continue
            }
            flush()
            merged.append(elements[i])
            i += 1
        }
        flush()
        return Path(merged)
    }
}
