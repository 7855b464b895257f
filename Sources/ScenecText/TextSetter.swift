import CPangoRsvg
import ScenecCore

/// Sets a `TextBlock` into lines and pieces with one Pango layout (and, for an ellipsized last line, a
/// second one of that line's paragraph). Line positions are computed here from Pango's lines, so
/// `line-height` places baselines the same way for every backend.
enum TextSetter {
    static func set(_ block: TextBlock) -> TextSetting {
        let resolution = TextEngine.resolve(block.font)
        let empty = TextSetting(lines: [], width: 0, height: 0, ink: Rect(x: 0, y: 0, width: 0, height: 0), isTruncated: false, resolution: resolution)
        guard let context = PangoThreadContext.current(fonts: block.font.fonts) else { return empty }
        // One base direction for the block, from its whole text, also for a last line set again.
        let rightToLeft = block.isRightToLeft
        guard var lines = withLayout(block, text: block.text, base: 0, context: context, rightToLeft: rightToLeft,
                                     { layout in collectLines(layout, block: block, base: 0) })
        else { return empty }
        var metrics = lines.map(\.metrics)
        let strut = TextEngine.measure(" ", font: block.font)
        var placed = place(metrics, lineHeight: block.lineHeight, strut: strut)
        var count = lines.count
        if let maxLines = block.maxLines { count = min(count, maxLines) }
        if let maxHeight = block.maxHeight {
            let fitting = placed.prefix(count).filter { $0.top + $0.height <= maxHeight + 1e-6 }.count
            count = max(min(count, fitting), 1)
        }
        let isTruncated = count < lines.count
        if isTruncated {
            lines.removeLast(lines.count - count)
            if block.ellipsize, let last = lines.last,
               var ellipsized = ellipsizedLine(block, startingAt: last.start, endsParagraph: last.endsParagraph, context: context,
                                               rightToLeft: rightToLeft) {
                // The redone line was set alone, at the top of its own layout: it goes where the line
                // it replaces stood, or every truncated text would draw its last line over its first.
                let dy = last.metrics.top - ellipsized.metrics.top
                ellipsized.metrics.top += dy
                ellipsized.metrics.baseline += dy
                ellipsized.metrics.ink = ellipsized.metrics.ink.offsetBy(dx: 0, dy: dy)
                lines[lines.count - 1] = ellipsized
            }
            metrics = lines.map(\.metrics)
            placed = place(metrics, lineHeight: block.lineHeight, strut: strut)
        }
        var setLines: [TextSetting.Line] = []
        var ink: Rect?
        for (line, position) in zip(lines, placed) {
            let shift = position.baseline - line.metrics.baseline
            setLines.append(TextSetting.Line(top: position.top, baseline: position.baseline, x: line.metrics.x, width: line.metrics.width,
                                             pieces: line.pieces, start: line.start))
            if !line.metrics.ink.isEmpty {
                let moved = line.metrics.ink.offsetBy(dx: 0, dy: shift)
                ink = ink.map { $0.union(moved) } ?? moved
            }
        }
        let widest = setLines.map { $0.x + $0.width }.max() ?? 0
        let height = placed.last.map { $0.top + $0.height } ?? 0
        var paintFamilies: [String] = []
        for family in lines.flatMap(\.paintGlyphFamilies) where !paintFamilies.contains(family) { paintFamilies.append(family) }
        return TextSetting(lines: setLines, width: wrapsToWidth(block) ? block.width ?? widest : widest, height: height, ink: ink ?? Rect(x: 0, y: 0, width: 0, height: 0),
                           isTruncated: isTruncated, resolution: resolution, isRightToLeft: rightToLeft, paintGlyphFamilies: paintFamilies)
    }

    // MARK: Lines

    /// One Pango line: its logical box and baseline as Pango stacked it, its ink, and its pieces.
    struct LineMetrics {
        var x: Double
        var width: Double
        var top: Double
        var height: Double
        var baseline: Double
        var ink: Rect
    }

    struct CollectedLine {
        var metrics: LineMetrics
        var pieces: [TextSetting.Piece]
        var start: Int
        var endsParagraph: Bool
        /// The families of its runs that use COLR version 1 glyphs without layers (`ColorFontCheck`).
        var paintGlyphFamilies: [String] = []
    }

    /// Line boxes: Pango's own (default), or `lineHeight` apart with the base font's line box centred in
    /// each slot (CSS half-leading over the block's strut), so baselines are evenly spaced whatever
    /// spans a line holds.
    static func place(_ lines: [LineMetrics], lineHeight: Double?, strut: TextMetrics) -> [(top: Double, height: Double, baseline: Double)] {
        guard let lineHeight else { return lines.map { ($0.top, $0.height, $0.baseline) } }
        return lines.indices.map { index in
            let top = Double(index) * lineHeight
            return (top, lineHeight, top + (lineHeight - strut.lineHeight) / 2 + strut.ascent)
        }
    }

    /// A layout of `text` (the block's text from UTF-8 offset `base`) configured for `block`.
    static func withLayout<T>(_ block: TextBlock, text: String, base: Int, context: OpaquePointer, ellipsize: Bool = false,
                              rightToLeft: Bool, _ body: (OpaquePointer) -> T) -> T? {
        FontDescription.with(block.font) { description -> T? in
            // Pango takes a paragraph's base direction from its context (with auto-dir off, every
            // paragraph has it, and alignments stay absolute: PANGO_ALIGN_LEFT is the left edge). The
            // thread's context is left to right; a right-to-left block turns it for its layout only.
            if rightToLeft { pango_context_set_base_dir(context, PANGO_DIRECTION_RTL) }
            defer { if rightToLeft { pango_context_set_base_dir(context, PANGO_DIRECTION_LTR) } }
            guard let layout = pango_layout_new(context) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_font_description(layout, description)
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_text(layout, text, -1)
            TextAttributes.apply(block, base: base, to: layout)
            if let width = block.width, width.isFinite, wrapsToWidth(block) || ellipsize {
                pango_layout_set_width(layout, Int32(CheckedInt.clamped(width * Double(PANGO_SCALE), rounding: .toNearestOrAwayFromZero,
                                                                        to: 0...Int(Int32.max))))
                switch block.wrap {
                case .none, .word: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
                case .char: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
                }
                // Without wrapping, a width only ellipsizes: each paragraph stays one line.
                if block.wrap == .none || ellipsize { pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END) }
            }
            switch block.absoluteAlignment(rightToLeft: rightToLeft) {
            case .left, .start: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .right, .end: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            case .justify:
                // A paragraph's last line starts at the start edge.
                pango_layout_set_alignment(layout, rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
                pango_layout_set_justify(layout, 1)
            }
            return body(layout)
        } ?? nil
    }

    /// Whether Pango gets the block's width: to wrap in, or to ellipsize each line to.
    static func wrapsToWidth(_ block: TextBlock) -> Bool {
        block.width?.isFinite == true && (block.wrap != .none || block.ellipsize)
    }

    /// The last line set, redone as its paragraph from `start` ellipsized to one line: it ends in "…".
    /// When the cut fell at the end of a paragraph (the next one was dropped), "…" is appended first.
    static func ellipsizedLine(_ block: TextBlock, startingAt start: Int, endsParagraph: Bool, context: OpaquePointer,
                               rightToLeft: Bool) -> CollectedLine? {
        let bytes = Array(block.text.utf8)
        guard start <= bytes.count else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        var text = String(decoding: bytes[start..<end], as: UTF8.self)
        if endsParagraph {
            while text.last == " " { text.removeLast() }
            text += "…"
        }
        return withLayout(block, text: text, base: start, context: context, ellipsize: true, rightToLeft: rightToLeft) { layout in
            collectLines(layout, block: block, base: start, text: text).first
        } ?? nil
    }

    /// Every line of `layout` with its pieces. `base` is where the layout's text starts in the block's.
    static func collectLines(_ layout: OpaquePointer, block: TextBlock, base: Int, text: String? = nil) -> [CollectedLine] {
        let text = Array((text ?? block.text).utf8)
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        // Lines first (every one, empty lines included), then clusters, each assigned to its line.
        var lines: [CollectedLine] = []
        var lineIndex: [UnsafeMutablePointer<PangoLayoutLine>: Int] = [:]
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, &ink, &logical)
            let baseline = TextEngine.units(pango_layout_iter_get_baseline(iter))
            let startIndex = Int(pango_layout_line_get_start_index(line))
            let after = startIndex + Int(pango_layout_line_get_length(line))
            let endsParagraph = after >= text.count || text[after] == UInt8(ascii: "\n")
            let inkRect = ink.width > 0 && ink.height > 0
                ? Rect(x: TextEngine.units(ink.x), y: TextEngine.units(ink.y), width: TextEngine.units(ink.width), height: TextEngine.units(ink.height))
                : Rect(x: 0, y: 0, width: 0, height: 0)
            let metrics = LineMetrics(x: TextEngine.units(logical.x), width: TextEngine.units(logical.width), top: TextEngine.units(logical.y),
                                      height: TextEngine.units(logical.height), baseline: baseline, ink: inkRect)
            lineIndex[line] = lines.count
            lines.append(CollectedLine(metrics: metrics, pieces: [], start: base + startIndex, endsParagraph: endsParagraph))
        } while pango_layout_iter_next_line(iter) != 0
        guard let clusterIter = pango_layout_get_iter(layout) else { return lines }
        defer { pango_layout_iter_free(clusterIter) }
        var clusters = Array(repeating: [Cluster](), count: lines.count)
        // Each run's glyphs are looked at once, however many clusters it has.
        var colorRuns: [UnsafeRawPointer: Bool] = [:]
        func isColor(_ run: UnsafeMutablePointer<PangoLayoutRun>) -> Bool {
            if let known = colorRuns[UnsafeRawPointer(run)] { return known }
            let color = hasColorGlyphs(UnsafePointer(run))
            colorRuns[UnsafeRawPointer(run)] = color
            return color
        }
        // And once for glyphs its font paints with COLR version 1 that it draws plain.
        var paintRuns: [UnsafeRawPointer: Bool] = [:]
        func hasPaintGlyphs(_ run: UnsafeMutablePointer<PangoLayoutRun>) -> Bool {
            if let known = paintRuns[UnsafeRawPointer(run)] { return known }
            let paints = ColorFontCheck.drawsPaintGlyphsPlain(UnsafePointer(run))
            paintRuns[UnsafeRawPointer(run)] = paints
            return paints
        }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(clusterIter), let index = lineIndex[line],
                  let run = pango_layout_iter_get_run_readonly(clusterIter), let item = run.pointee.item else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_cluster_extents(clusterIter, nil, &logical)
            let flags = item.pointee.analysis.flags
            let family = family(of: item.pointee.analysis.font)
            if hasPaintGlyphs(run), !lines[index].paintGlyphFamilies.contains(family) {
                lines[index].paintGlyphFamilies.append(family)
            }
            clusters[index].append(Cluster(run: UnsafeRawPointer(run), index: Int(pango_layout_iter_get_index(clusterIter)),
                                           runEnd: Int(item.pointee.offset + item.pointee.length),
                                           x: TextEngine.units(logical.x), width: TextEngine.units(logical.width),
                                           isEllipsis: flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0,
                                           isRightToLeft: item.pointee.analysis.level % 2 == 1,
                                           isColor: isColor(run),
                                           needsHyphen: flags & UInt8(PANGO_ANALYSIS_FLAG_NEED_HYPHEN) != 0,
                                           family: family))
        } while pango_layout_iter_next_cluster(clusterIter) != 0
        for index in lines.indices { lines[index].pieces = pieces(of: clusters[index], text: text, block: block, base: base) }
        return lines
    }

    // MARK: Pieces

    struct Cluster {
        var run: UnsafeRawPointer
        var index: Int
        var runEnd: Int
        var x: Double
        var width: Double
        var isEllipsis: Bool
        /// Whether its run has an odd bidi level (is drawn right to left).
        var isRightToLeft: Bool
        /// Whether its run has colour glyphs (an emoji font's bitmaps or layers).
        var isColor: Bool
        /// Whether its run ends the line with a hyphen Pango inserted.
        var needsHyphen: Bool
        var family: String
    }

    /// A line's clusters (in visual order) → pieces: stretches of one run, split at spaces on justified
    /// lines, without spaces at their ends.
    static func pieces(of clusters: [Cluster], text: [UInt8], block: TextBlock, base: Int) -> [TextSetting.Piece] {
        // Where each cluster ends: the next cluster of its run in logical order, or the run's end.
        var ends: [Int] = Array(repeating: 0, count: clusters.count)
        let byRun = Dictionary(grouping: clusters.indices, by: { clusters[$0].run })
        for (_, members) in byRun {
            let sorted = members.sorted { clusters[$0].index < clusters[$1].index }
            for (k, member) in sorted.enumerated() {
                ends[member] = k + 1 < sorted.count ? clusters[sorted[k + 1]].index : clusters[member].runEnd
            }
        }
        func isSpace(_ k: Int) -> Bool {
            let range = clusters[k].index..<min(ends[k], text.count)
            guard !range.isEmpty, !clusters[k].isEllipsis else { return false }
            return String(decoding: text[range], as: UTF8.self).allSatisfy { $0.isWhitespace }
        }
        let splitWords = block.alignment == .justify
        var groups: [[Int]] = []
        for k in clusters.indices {
            let startsGroup = groups.isEmpty || clusters[groups[groups.count - 1][0]].run != clusters[k].run
                || (splitWords && isSpace(k) != isSpace(groups[groups.count - 1].last ?? k))
            if startsGroup { groups.append([k]) } else { groups[groups.count - 1].append(k) }
        }
        func clusterText(_ k: Int) -> Substring {
            Substring(String(decoding: text[clusters[k].index..<min(max(ends[k], clusters[k].index), text.count)], as: UTF8.self))
        }
        func piece(_ members: ArraySlice<Int>, mirrored: Bool = false) -> TextSetting.Piece? {
            guard let first = members.first else { return nil }
            let left = members.map { clusters[$0].x }.min() ?? 0
            let right = members.map { clusters[$0].x + clusters[$0].width }.max() ?? left
            let start = members.map { clusters[$0].index }.min() ?? 0
            let end = members.map { ends[$0] }.max() ?? start
            let isEllipsis = clusters[first].isEllipsis
            var string = isEllipsis ? "…" : String(decoding: text[start..<min(end, text.count)], as: UTF8.self)
            // A line broken at a soft hyphen shows a hyphen there (Pango shapes U+2010 in the line);
            // drawn alone the piece would show nothing, so it carries the hyphen itself.
            if string.unicodeScalars.last == Hyphenation.softHyphen, members.contains(where: { clusters[$0].needsHyphen }) {
                string = String(string.unicodeScalars.dropLast()) + "\u{2010}"
            }
            if mirrored { string = String(String.UnicodeScalarView(string.unicodeScalars.map(BidiClass.mirrored))) }
            let run = block.run(at: base + start)
            let font = block.font(ofRun: run)
            return TextSetting.Piece(text: string, run: run, font: font, resolvedFamily: clusters[first].family, x: left, width: right - left,
                                     ascent: TextEngine.measure(string, font: font).ascent, isEllipsis: isEllipsis,
                                     isColor: members.contains { clusters[$0].isColor })
        }
        return groups.flatMap { group -> [TextSetting.Piece] in
            var members = group[...]
            while let first = members.first, isSpace(first) { members.removeFirst() }
            while let last = members.last, isSpace(last) { members.removeLast() }
            guard let first = members.first else { return [] }
            guard clusters[first].isRightToLeft, !clusters[first].isEllipsis else { return piece(members).map { [$0] } ?? [] }
            // A right-to-left piece is drawn alone, in a left-to-right layout (Cairo) or text chunk
            // (every SVG renderer). Its strong characters come out right to left there too, and so do
            // the neutrals between them, but a neutral at its ends (a full stop, a bracket) would be
            // resolved against the left-to-right base and land on the other side, unmirrored. Each such
            // cluster is a piece of its own at its own x, mirrored as the paragraph shows it.
            var leading: [Int] = [], trailing: [Int] = []
            while let k = members.first, BidiClass.baseDirection(of: clusterText(k)) == .neutral { leading.append(k); members.removeFirst() }
            while let k = members.last, BidiClass.baseDirection(of: clusterText(k)) == .neutral { trailing.insert(k, at: 0); members.removeLast() }
            // Spaces among them draw nothing.
            return leading.filter { !isSpace($0) }.compactMap { piece([$0][...], mirrored: true) } + (piece(members).map { [$0] } ?? [])
                + trailing.filter { !isSpace($0) }.compactMap { piece([$0][...], mirrored: true) }
        }
    }

    /// Whether any glyph of a Pango run is a colour glyph (Pango marks them as it shapes).
    static func hasColorGlyphs(_ run: UnsafePointer<PangoLayoutRun>) -> Bool {
        guard let glyphs = run.pointee.glyphs, let infos = glyphs.pointee.glyphs else { return false }
        return (0..<Int(glyphs.pointee.num_glyphs)).contains { infos[$0].attr.is_color != 0 }
    }

    /// The family of a font Pango loaded.
    static func family(of font: UnsafeMutablePointer<PangoFont>?) -> String {
        guard let font, let described = pango_font_describe(font) else { return "" }
        defer { pango_font_description_free(described) }
        return pango_font_description_get_family(described).map { String(cString: $0) } ?? ""
    }
}
