import ScenecCore

/// A text op → one `<text>`: the op's font and colour on it, a `<tspan x y>` starting each line and a
/// `<tspan x>` (styled where it differs) for every further run of the line, all start-anchored at positions layout
/// computed (never `text-anchor`, which renderers apply inside transformed groups differently); where
/// layout placed each glyph (`TextRun.glyphs`) each further stretch of a run is a nested `<tspan x>`. A
/// single plain run stays `<text x y>text</text>`. With `--text-as-paths` each run is its outline as a
/// `<path>`, then its bitmap colour glyphs (emoji) as images (`TextRun.colorGlyphImages`), and a run of
/// COLR colour layers its underline and layers as paths (`ColorLayerWriter`); in normal output such a
/// run is text like any other. Underlines are `<rect>`s; a blurred op (a text's shadow) gets a blur filter.
enum TextWriter {
    static func write(_ op: TextOp, into out: inout LineBuffer, defs: inout DefsTable) throws(SVGError) {
        let effects = effectAttributes(op, defs: &defs)
        let runs = op.runs
        let asPaths = runs.contains { $0.outline != nil }
        if asPaths {
            for run in runs {
                if run.colorLayers != nil {
                    ColorLayerWriter.write(run, effects: effects, into: &out)
                    continue
                }
                if let outline = run.outline, !outline.isEmpty {
                    var tag = XMLTag("path")
                    tag.add("d", PathData.string(outline))
                    tag.add(PaintAttributes.solid(run.color, property: "fill"))
                    tag.add(effects)
                    out.empty(tag)
                }
                try writeColorGlyphs(run, effects: effects, into: &out, defs: &defs)
            }
        } else {
            writeText(op, effects: effects, into: &out, defs: &defs)
        }
        // A layered path run wrote its underline beneath its layers, as the PNG draws it.
        for run in runs where !(asPaths && run.colorLayers != nil) {
            guard let underline = run.underline else { continue }
            var tag = GeometryElement.tag(.rect(underline, cornerRadius: 0))
            tag.add(PaintAttributes.solid(run.color, property: "fill"))
            tag.add(effects)
            out.empty(tag)
        }
    }

    /// The run's bitmap colour glyphs, each a `<use>` of its pixels (embedded once in `<defs>`, so an
    /// emoji repeated at the same sub-pixel offset is written once) scaled onto its box. Not tinted by
    /// the run's colour: a colour glyph paints its own colours, in the PNG as here.
    /// The images go in a `<g>` carrying the text's clip and filter: on a `<use>` with a transform a
    /// clip in user space would be scaled with the image and miss it. The text colour's alpha fades
    /// them (`opacity`), as it fades the PNG's.
    private static func writeColorGlyphs(_ run: TextRun, effects: [XMLTag.Attribute], into out: inout LineBuffer,
                                         defs: inout DefsTable) throws(SVGError) {
        let images = run.colorGlyphImages.filter { $0.bitmap.width > 0 && $0.bitmap.height > 0 }
        guard !images.isEmpty else { return }
        let alpha = run.color.alpha.isFinite ? min(max(run.color.alpha, 0), 1) : 1
        let grouped = !effects.isEmpty || alpha < 1
        if grouped {
            var group = XMLTag("g")
            if alpha < 1 { group.add("opacity", NumberFormat.svg(alpha)) }
            group.add(effects)
            out.open(group)
        }
        for image in images {
            let frame = image.frame
            var use = XMLTag("use")
            use.add("xlink:href", "#" + (try defs.imageID(for: image.bitmap)))
            use.add("transform", OpWriter.transformAttribute(AffineTransform(a: frame.width, b: 0, c: 0, d: frame.height, e: frame.x, f: frame.y)))
            out.empty(use)
        }
        if grouped { out.close() }
    }

    private static func writeText(_ op: TextOp, effects: [XMLTag.Attribute], into out: inout LineBuffer, defs: inout DefsTable) {
        var tag = XMLTag("text")
        let runs = op.runs
        let single = op.lines.count == 1 && runs.count == 1 && runs[0].font == op.font && runs[0].color == op.color
        if single {
            tag.add("x", x(of: runs[0]))
            tag.add("y", NumberFormat.svg(runs[0].origin.y))
        }
        tag.add(fontAttributes(op.font, base: nil))
        // Renderers pick glyph forms (Japanese or Chinese Han) and shaping by it, as Pango did.
        if let language = op.font.language { tag.add("xml:lang", language) }
        tag.add(PaintAttributes.solid(op.color, property: "fill"))
        tag.add(effects)
        // Runs of spaces are part of the label; without this SVG would collapse them.
        if runs.contains(where: { $0.text.contains("  ") }) { tag.add("xml:space", "preserve") }
        if single {
            out.text(tag, content: content(of: runs[0]))
            return
        }
        // One tspan per output line, the first of each text line with its baseline y. The whitespace
        // between them is drawn as a space after a run, which moves nothing: every tspan has its own x.
        out.open(tag)
        for line in op.lines {
            for (index, run) in line.runs.enumerated() {
                var runTag = XMLTag("tspan")
                runTag.add("x", x(of: run))
                if index == 0 { runTag.add("y", NumberFormat.svg(line.origin.y)) }
                runTag.add(fontAttributes(run.font, base: op.font))
                if let language = run.font.language, language != op.font.language { runTag.add("xml:lang", language) }
                if run.color != op.color { runTag.add(PaintAttributes.solid(run.color, property: "fill")) }
                out.text(runTag, content: content(of: run))
            }
        }
        out.close()
    }

    /// A run's `x`: where its first glyph goes (`TextRun.glyphs`), else where it starts.
    static func x(of run: TextRun) -> String {
        NumberFormat.svg(placedGlyphs(of: run)?.x.first ?? run.origin.x)
    }

    /// The run's glyph placement when it has one x per character, the one shape both `x(of:)` and
    /// `content(of:)` write; otherwise the run is written from its origin as Pango set it.
    static func placedGlyphs(of run: TextRun) -> GlyphPlacement? {
        guard let glyphs = run.glyphs, glyphs.x.count == run.text.unicodeScalars.count else { return nil }
        return glyphs
    }

    /// A run's escaped characters; where layout placed its glyphs, every stretch after the first is a
    /// nested `<tspan x>` on the same line (no whitespace between them, which would be drawn), so every
    /// renderer starts each stretch where the PNG has it and advances from there.
    static func content(of run: TextRun) -> String {
        guard let glyphs = placedGlyphs(of: run) else { return XMLEscaper.escape(run.text) }
        let characters = Array(run.text.unicodeScalars)
        var content = ""
        for (index, stretch) in glyphs.stretches.enumerated() {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: characters[stretch])
            let escaped = XMLEscaper.escape(String(text))
            if index == 0 {
                content += escaped
            } else {
                var tag = XMLTag("tspan")
                tag.add("x", NumberFormat.svg(glyphs.x[stretch.lowerBound]))
                content += tag.text(empty: false) + escaped + "</tspan>"
            }
        }
        return content
    }

    /// The font attributes of `font`, only those that differ from `base` (all when there is none).
    /// Weight 400, upright and no spacing are written only to undo a base that differs.
    static func fontAttributes(_ font: TextFont, base: TextFont?) -> [XMLTag.Attribute] {
        var attributes: [XMLTag.Attribute] = []
        let family = FontFamilyList.value(font)
        if base.map(FontFamilyList.value) != family { attributes.append(.init("font-family", family)) }
        if base?.size != font.size { attributes.append(.init("font-size", NumberFormat.svg(font.size))) }
        if font.weight != (base?.weight ?? 400) {
            // SVG 1.1's attribute takes only 100, 200, …, 900; a variable font's exact weight (450) goes
            // in CSS, which every renderer reads (CSS Fonts 4 numbers) and the DTD leaves alone.
            if font.weight % 100 == 0 && (100...900).contains(font.weight) {
                attributes.append(.init("font-weight", String(font.weight)))
            } else {
                attributes.append(.init("style", "font-weight:\(font.weight)"))
            }
        }
        if font.style != (base?.style ?? .normal) { attributes.append(.init("font-style", font.style.rawValue)) }
        if font.letterSpacing != (base?.letterSpacing ?? 0) { attributes.append(.init("letter-spacing", NumberFormat.svg(font.letterSpacing))) }
        return attributes
    }

    /// `filter` for a blurred op (a text's shadow) and `clip-path` for `overflow="clip"`.
    private static func effectAttributes(_ op: TextOp, defs: inout DefsTable) -> [XMLTag.Attribute] {
        var attributes: [XMLTag.Attribute] = []
        let sigma = op.blur.isFinite ? max(op.blur, 0) : 0
        if sigma > 0, NumberFormat.svg(sigma) != "0" {
            // In user space: a renderer's bounding box of a <text> depends on the font it found, so a
            // region relative to it could cut the blur off.
            let region = FilterRegion.userSpace(op.inkBounds.insetBy(-(3 * sigma + 1)))
            attributes.append(.init("filter", PaintAttributes.url(defs.id(for: .blur(stdDeviation: sigma, region: region)))))
        }
        if let clip = op.clip {
            attributes.append(.init("clip-path", PaintAttributes.url(defs.id(for: .clip(Clip(geometry: .rect(clip, cornerRadius: 0)))))))
        }
        return attributes
    }
}
