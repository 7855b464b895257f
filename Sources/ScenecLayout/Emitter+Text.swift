import ScenecCore
import ScenecModel
import ScenecText

extension Emitter {
    /// A `<text>` node: set into lines with Pango, placed in the frame, written as one `TextOp`.
    mutating func emitText(_ written: TextSpec, of placed: PlacedNode, origin: Origin) {
        let environment = TextEnvironment(options)
        if let error = TextPlacement.missingFontError(written, in: environment) {
            warnings.append(.error(error, at: placed.node.location))
            return
        }
        let spec = TextPlacement.fitted(written, node: placed.node, frame: placed.frame, in: environment)
        for message in TextPlacement.weightWarnings(written, in: environment) { warnings.append(.warning(message, at: placed.node.location)) }
        let setting = TextPlacement.setting(of: spec, node: placed.node, frame: placed.frame, in: environment)
        for message in TextPlacement.colorFontWarnings(setting) { warnings.append(.warning(message, at: placed.node.location)) }
        if let warning = TextPlacement.overflowWarning(spec, setting: setting, node: placed.node, frame: placed.frame) {
            warnings.append(.warning(warning, at: placed.node.location))
        }
        // Baselines land on device pixels and glyphs on quarter pixels, as crisp strokes snap, where no
        // rotation or scale encloses the text.
        let budgetWasSpent = colorLayerBudget.isSpent
        let op = TextPlacement.op(spec, setting: setting, node: placed.node, frame: placed.frame, textAsPaths: options.textAsPaths,
                                  deviceScale: transformedDepth == 0 ? scale : nil, colorLayers: &colorLayerBudget, in: environment)
        // Said once, at the text that spent the scene's budget: every colour run from there is plain.
        if !budgetWasSpent, colorLayerBudget.isSpent { warnings.append(.warning(TextPlacement.colorLayerBudgetWarning, at: placed.node.location)) }
        guard let op else { return }
        emitTextShadows(of: op, spec: spec, node: placed.node, origin: origin)
        items.append(RenderItem(.text(op), origin: origin))
    }
}

/// What a scene's text is set with besides the text itself: the scene's own fonts and the default
/// language (`LayoutOptions`).
public struct TextEnvironment: Sendable, Hashable {
    public var fonts: FontSet?
    public var defaultLanguage: String?

    public init(fonts: FontSet? = nil, defaultLanguage: String? = nil) {
        self.fonts = fonts
        self.defaultLanguage = defaultLanguage
    }

    init(_ options: LayoutOptions) {
        self.init(fonts: options.fonts, defaultLanguage: options.defaultLanguage)
    }
}

/// Where a text's lines go in its frame, shared by emission and by anything that needs its natural size.
public enum TextPlacement {
    static func font(_ spec: TextSpec, in environment: TextEnvironment) -> FontSpec {
        matched(FontSpec(families: spec.families, size: spec.size, weight: spec.weight, style: spec.style, letterSpacing: spec.letterSpacing,
                         fonts: environment.fonts, language: spec.language ?? environment.defaultLanguage))
    }

    /// `font` with its weight as CSS font matching picks it among the faces of the family it resolves
    /// to (`FontWeights`); a variable family keeps the exact weight within its axis' range.
    static func matched(_ font: FontSpec) -> FontSpec {
        guard let faces = FontWeights.faces(of: TextEngine.resolve(font).resolved, fonts: font.fonts) else { return font }
        var matched = font
        matched.weight = faces.drawn(for: font.weight)
        return matched
    }

    /// "font-weight: 900 is more than 100 from every weight …" when the family cannot give the weight
    /// asked for (CSS matching then draws the nearest), once for the text and once per span weight.
    static func weightWarnings(_ spec: TextSpec, in environment: TextEnvironment) -> [String] {
        let base = FontSpec(families: spec.families, size: spec.size, weight: spec.weight, fonts: environment.fonts)
        var requests = [(spec.families, spec.weight)]
        for span in spec.spans where span.weight != nil || span.families != nil {
            requests.append((span.families ?? spec.families, span.weight ?? spec.weight))
        }
        var messages: [String] = []
        for (families, weight) in requests {
            var font = base
            font.families = families
            font.weight = weight
            let family = TextEngine.resolve(font).resolved
            guard let faces = FontWeights.faces(of: family, fonts: font.fonts), faces.variableWeights != nil || !faces.weights.isEmpty else { continue }
            let drawn = faces.drawn(for: weight)
            // A variable family has every weight of its range; a static one only its faces'.
            let nearest = faces.variableWeights == nil ? faces.weights.map { abs($0 - weight) }.min() ?? 0 : abs(drawn - weight)
            guard nearest > 100 else { continue }
            let message = "font-weight: \(weight) is more than 100 from every weight '\(family)' has (\(faces.described)); \(drawn) is drawn"
            if !messages.contains(message) { messages.append(message) }
        }
        return messages
    }

    /// A warning for each font whose COLR version 1 colour glyphs (without version 0 layers) the set text uses, which are drawn
    /// as plain outlines (`TextSetting.paintGlyphFamilies`).
    static func colorFontWarnings(_ setting: TextSetting) -> [String] {
        setting.paintGlyphFamilies.map { family in
            "font '\(family)' has COLR version 1 colour glyphs (gradients, transforms), which are drawn as "
                + "plain outlines in the text colour; only COLR version 0 layers are drawn in colour"
        }
    }

    static let colorLayerBudgetWarning = "the scene's COLR colour glyphs need more than \(Limits.colorLayers) layers or "
        + "\(Limits.colorLayerElements) path elements; from this text on they are drawn as plain glyphs in the text colour"

    /// Without the system's fonts, a text (or span) none of whose families the scene's fonts provide
    /// cannot be set as written: the error names the families and the ones the scene has.
    static func missingFontError(_ spec: TextSpec, in environment: TextEnvironment) -> String? {
        guard let fonts = environment.fonts, !fonts.systemFonts else { return nil }
        var lists = [spec.families]
        for span in spec.spans { if let families = span.families, !lists.contains(families) { lists.append(families) } }
        guard let missing = lists.first(where: { list in !list.contains { FontSets.provides($0, in: fonts) } }) else { return nil }
        let provided = FontSets.families(of: fonts)
        let names = missing.map { "'\($0)'" }.joined(separator: ", ")
        return "font-family: no font of the scene provides \(names), and the system's fonts are not used (--no-system-fonts or system-fonts=\"false\"); "
            + (provided.isEmpty ? "the scene has no <font>" : "its fonts are " + provided.map { "'\($0)'" }.joined(separator: ", "))
    }

    /// The Pango block of a text whose frame is `width` wide (nil: as wide as its lines).
    static func block(of spec: TextSpec, width: Double?, height: Double?, in environment: TextEnvironment) -> TextBlock {
        let base = font(spec, in: environment)
        var runs = spec.spans.map { span in
            TextBlock.StyledRun(range: span.range, font: matched(FontSpec(families: span.families ?? base.families, size: span.size ?? base.size,
                                                                  weight: span.weight ?? spec.weight, style: span.style ?? base.style,
                                                                  letterSpacing: span.letterSpacing ?? base.letterSpacing, fonts: environment.fonts,
                                                                  language: span.language ?? base.language)))
        }
        let wrap: TextBlock.Wrap
        switch spec.wrap {
        case .none: wrap = .none
        case .word: wrap = .word
        case .char: wrap = .char
        }
        let alignment: TextBlock.Alignment
        switch spec.align {
        case .start: alignment = .start
        case .center: alignment = .center
        case .end: alignment = .end
        case .justify: alignment = .justify
        case .left: alignment = .left
        case .right: alignment = .right
        }
        let direction: TextBlock.Direction
        switch spec.direction {
        case .auto: direction = .auto
        case .ltr: direction = .leftToRight
        case .rtl: direction = .rightToLeft
        }
        let ellipsize = spec.overflow == .ellipsis
        var text = spec.text
        let mode: Hyphenation.Mode
        switch spec.hyphens {
        case .none: mode = .none
        case .manual: mode = .manual
        case .auto: mode = .auto
        }
        if let hyphenated = Hyphenation.apply(mode, to: spec.text, language: base.language) {
            text = hyphenated.text
            runs = runs.map { run in
                var moved = run
                moved.range = hyphenated.offsets[run.range.lowerBound]..<hyphenated.offsets[run.range.upperBound]
                return moved
            }
        }
        return TextBlock(text: text, font: base, runs: runs, width: width, wrap: wrap, alignment: alignment,
                         lineHeight: spec.lineHeight?.points(forSize: spec.size), maxLines: spec.maxLines,
                         maxHeight: ellipsize ? height : nil, ellipsize: ellipsize, direction: direction)
    }

    /// The text set in its frame: wrapped to the frame's width when it has one, cut to its height with
    /// `overflow="ellipsis"`. Cached per block by `TextEngine`.
    static func setting(of spec: TextSpec, node: Node, frame: Rect, in environment: TextEnvironment) -> TextSetting {
        TextEngine.set(block(of: spec, width: settingWidth(of: spec, node: node, frame: frame, in: environment),
                             height: node.frame.height == nil || node.frame.height == .hug ? nil : frame.height, in: environment))
    }

    /// The width the lines are set in: the frame's when a width is written; for a text without one
    /// (or hugging), none, unless layout gave it less than its natural width (a column's width, a
    /// `max-width`) and it wraps or ellipsizes: then its lines break, or end in "…", at the frame's
    /// width, as they would with that width written.
    static func settingWidth(of spec: TextSpec, node: Node, frame: Rect, in environment: TextEnvironment) -> Double? {
        switch node.frame.width {
        case .points?, .percent?, .weight?:
            return frame.width
        case .hug?, nil:
            guard spec.wrap != .none || spec.overflow == .ellipsis else { return nil }
            return naturalSize(of: spec, in: environment).width > frame.width + 0.01 ? frame.width : nil
        }
    }

    /// The text's natural size when its frame is `width` wide (nil: no width written): its lines' width
    /// and their line boxes' height.
    public static func naturalSize(of spec: TextSpec, width: Double? = nil, in environment: TextEnvironment) -> Size {
        let setting = TextEngine.set(block(of: spec, width: width, height: nil, in: environment))
        return Size(setting.width, setting.height)
    }

    /// "text overflows its frame" when its lines are wider than the frame (without wrapping) or taller
    /// than it, and `overflow` is not written (writing it says the overflow is meant).
    static func overflowWarning(_ spec: TextSpec, setting: TextSetting, node: Node, frame: Rect) -> String? {
        guard spec.overflow == nil, !spec.text.isEmpty else { return nil }
        let tolerance = 0.01
        var problems: [String] = []
        let widest = setting.lines.map(\.width).max() ?? 0
        if node.frame.width != nil || node.frame.maxWidth != nil, spec.wrap == .none, widest > frame.width + tolerance {
            problems.append("a line is \(NumberFormat.svg(widest)) pt wide in a \(NumberFormat.svg(frame.width)) pt wide frame")
        }
        if node.frame.height != nil, setting.height > frame.height + tolerance {
            problems.append("its \(setting.lines.count) line\(setting.lines.count == 1 ? "" : "s") are \(NumberFormat.svg(setting.height)) pt tall in a \(NumberFormat.svg(frame.height)) pt tall frame")
        }
        guard !problems.isEmpty else { return nil }
        return "text overflows its frame: " + problems.joined(separator: ", and ")
            + " (set wrap=\"word\", a larger frame, or overflow=\"visible|clip|ellipsis\" to say what to do)"
    }

    /// The op for a text in `frame`; nil when it draws nothing (empty or transparent).
    /// With `deviceScale` (device pixels per point) every line's baseline is rounded to a whole device
    /// pixel and every glyph's x to a quarter of one (`TextRun.glyphs`, where the run is drawn one
    /// glyph per character): browsers (Skia) draw horizontal text only there whatever the SVG says, so
    /// text layout already rounded draws at the same place in them, in librsvg and in our PNG.
    static func op(_ spec: TextSpec, setting: TextSetting, node: Node, frame: Rect, textAsPaths: Bool, deviceScale: Double?,
                   colorLayers budget: inout ColorLayerBudget, in environment: TextEnvironment) -> TextOp? {
        guard !spec.text.isEmpty, spec.size > 0, !setting.lines.isEmpty else { return nil }
        // The frame is the natural size unless a stack stretched it or a bound changed it: then the
        // block is aligned in it (`valign` in a row, `align` in a column).
        let width = frame.width
        let height = frame.height
        // Lines are aligned inside the block by Pango; the block is aligned in the frame here.
        let left: Double
        switch spec.align {
        case .left: left = frame.minX
        case .right: left = frame.minX + width - setting.width
        case .start, .justify: left = setting.isRightToLeft ? frame.minX + width - setting.width : frame.minX
        case .center: left = frame.minX + (width - setting.width) / 2
        case .end: left = setting.isRightToLeft ? frame.minX : frame.minX + width - setting.width
        }
        let top: Double
        switch spec.verticalAlign {
        case .top: top = frame.minY
        case .middle: top = frame.minY + (height - setting.height) / 2
        case .bottom: top = frame.minY + height - setting.height
        }
        let lines = setting.lines.map { line in
            let baseline = deviceScale.map { ((top + line.baseline) * $0).rounded() / $0 } ?? top + line.baseline
            return TextLine(origin: Point(left + line.x, baseline), advance: line.width,
                            runs: line.pieces.compactMap { run(of: $0, spec: spec, baseline: baseline, left: left, textAsPaths: textAsPaths,
                                                               deviceScale: deviceScale, budget: &budget) })
        }
        guard lines.contains(where: { !$0.runs.isEmpty }) else { return nil }
        let resolved = TextFont(families: spec.families, resolvedFamily: setting.resolution.resolved, size: spec.size, weight: font(spec, in: environment).weight,
                                style: spec.style, letterSpacing: spec.letterSpacing, fonts: environment.fonts,
                                language: spec.language ?? environment.defaultLanguage)
        // Rounded baselines move each line by up to half a device pixel, rounded glyphs by up to an
        // eighth of one, so the ink may too.
        let setInk = setting.ink.offsetBy(dx: left, dy: top)
        let ink = setting.ink.isEmpty ? Rect(x: left, y: top, width: 0, height: 0)
            : deviceScale.map { Rect(x: setInk.minX - 0.125 / $0, y: setInk.minY - 0.5 / $0, width: setInk.width + 0.25 / $0, height: setInk.height + 1 / $0) }
                ?? setInk
        return TextOp(lines: lines, font: resolved, color: spec.color, frame: frame,
                      bounds: Rect(x: left, y: top, width: setting.width, height: setting.height), clip: spec.overflow == .clip ? frame : nil, inkBounds: ink)
    }

    /// A piece of a line as a run: its span's colour and underline, its font as resolved, and with
    /// `deviceScale` its glyphs on quarter device pixels.
    private static func run(of piece: TextSetting.Piece, spec: TextSpec, baseline: Double, left: Double, textAsPaths: Bool,
                            deviceScale: Double?, budget: inout ColorLayerBudget) -> TextRun? {
        let span = piece.run.map { spec.spans[$0] }
        let color = span?.color ?? spec.color
        guard !color.isInvisible else { return nil }
        let font = piece.font
        let resolved = TextFont(families: font.families, resolvedFamily: piece.resolvedFamily, size: font.size, weight: font.weight,
                                style: font.style, letterSpacing: font.letterSpacing, fonts: font.fonts, language: font.language)
        let origin = Point(left + piece.x, baseline)
        let layoutOrigin = Point(origin.x, baseline - piece.ascent)
        // Helvetica's underline: 0.1 em under the baseline, 0.05 em thick.
        let underline = span?.underline == true
            ? Rect(x: origin.x, y: baseline + 0.075 * font.size, width: piece.width, height: 0.05 * font.size) : nil
        let glyphs = deviceScale.flatMap { TextGlyphGrid.placement(of: piece.text, font: font, layoutLeft: layoutOrigin.x, scale: $0) }
        // A colour run whose glyphs are COLR layers is those layers, filled by the PNG and PDF and, with
        // --text-as-paths, written as paths (its outline, the glyphs not in its layers, is then empty);
        // normal SVG keeps it text.
        let colorLayers = piece.isColor
            ? TextEngine.colorLayers(piece.text, font: font, origin: layoutOrigin, foreground: color, budget: &budget) : nil
        let outline = !textAsPaths ? nil
            : colorLayers == nil ? TextEngine.outline(piece.text, font: font, origin: layoutOrigin, characterX: glyphs?.x) : Path()
        var run = TextRun(text: piece.text, font: resolved, color: color, origin: origin, layoutOrigin: layoutOrigin, advance: piece.width,
                          underline: underline, outline: outline, glyphs: piece.isColor ? nil : glyphs)
        // Backends show the glyphs of a colour run only when they are not layers (bitmaps).
        run.hasColorGlyphs = piece.isColor && colorLayers == nil
        run.colorLayers = colorLayers
        return run
    }

    /// `font 'X' not found, using 'Y'` for every text run whose font fell back, once per element.
    /// Resolution depends only on the family list and is cached per list, so this asks Pango nothing
    /// that setting the text did not already ask.
    public static func fallbackWarnings(in items: [RenderItem]) -> [Diagnostic] {
        var seen = Set<String>()
        var warnings: [Diagnostic] = []
        for item in items {
            guard case .text(let op) = item.op, let origin = item.origin else { continue }
            var families = [op.font.families]
            for run in op.runs where !families.contains(run.font.families) { families.append(run.font.families) }
            for list in families {
                guard let message = TextEngine.resolve(FontSpec(families: list, size: op.font.size, fonts: op.font.fonts)).warning else { continue }
                let diagnostic = Diagnostic.warning(message, at: origin.location)
                if seen.insert(diagnostic.description).inserted { warnings.append(diagnostic) }
            }
        }
        return warnings
    }
}
