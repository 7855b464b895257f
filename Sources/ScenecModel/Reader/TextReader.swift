import ScenecCore
import ScenecXML

extension SceneReader {
    /// A `<text>` node: a frame like a rect (width and height optional), the label as the element's
    /// content (character data, `<span>` runs, `<br/>` breaks), and its font, colour, alignment and
    /// wrapping. `<drop-shadow>` children are read with every node's effects.
    mutating func readText(_ element: XMLElement, _ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        node.frame = readFrame(attributes, parent: parent)
        var spans: [TextSpan] = []
        let pieces = readContent(of: element, into: &spans, inside: nil)
        let (text, ranges) = TextContent.normalize(pieces)
        var spec = TextSpec(text: text)
        spec.spans = spans.indices.compactMap { index in
            guard let range = ranges[index], !range.isEmpty else { return nil }
            var span = spans[index]
            span.range = range
            return span
        }
        // A label past the limit is cut to it where the text says it is cut anyway (max-lines, an
        // ellipsis): a long description from a data file then draws its first lines.
        if spec.text.count > Limits.labelCharacters, attributes.string("max-lines") != nil || attributes.string("overflow")?.trimmingWhitespace() == "ellipsis" {
            let cut = spec.text.index(spec.text.startIndex, offsetBy: Limits.labelCharacters)
            let end = spec.text.utf8.distance(from: spec.text.utf8.startIndex, to: cut)
            spec.text = String(spec.text[..<cut])
            spec.spans = spec.spans.compactMap { span in
                guard span.range.lowerBound < end else { return nil }
                var kept = span
                kept.range = span.range.lowerBound..<min(span.range.upperBound, end)
                return kept
            }
        }
        guard checkLabelLength(spec.text, at: element.location) else { return false }

        let font = readFontAttributes(attributes)
        if let families = font.families { spec.families = families }
        if let size = font.size { spec.size = size }
        if let weight = font.weight { spec.weight = weight }
        if let spacing = font.letterSpacing { spec.letterSpacing = spacing }
        if let style = font.style { spec.style = style }
        if let color = font.color { spec.color = color }
        if let align: TextSpec.Align = attributes.choice("align", context: &context) { spec.align = align }
        if let direction: TextSpec.Direction = attributes.choice("direction", context: &context) { spec.direction = direction }
        if let hyphens: TextSpec.Hyphens = attributes.choice("hyphens", context: &context) { spec.hyphens = hyphens }
        spec.language = attributes.parse("lang", context: &context) { text throws(ValueError) in try TextSpec.language(text) }
        if let minSize = attributes.number("min-font-size", context: &context) {
            if minSize > spec.size {
                context.warning("min-font-size: \(NumberFormat.svg(minSize)) is larger than the font-size \(NumberFormat.svg(spec.size)); the text never shrinks",
                                at: attributes.location(of: "min-font-size"))
            } else {
                spec.minSize = minSize
            }
        }
        if let valign: TextSpec.VerticalAlign = attributes.choice("valign", context: &context) { spec.verticalAlign = valign }
        if let wrap: TextSpec.Wrap = attributes.choice("wrap", context: &context) { spec.wrap = wrap }
        if let overflow: TextSpec.Overflow = attributes.choice("overflow", context: &context) { spec.overflow = overflow }
        spec.maxLines = attributes.parse("max-lines", context: &context) { text throws(ValueError) in
            guard let lines = Int(text.trimmingWhitespace()), (1...Limits.labelCharacters).contains(lines) else {
                throw ValueError("expected a whole number of lines from 1 to \(Limits.labelCharacters), got \"\(text)\"")
            }
            return lines
        }
        spec.lineHeight = attributes.parse("line-height", context: &context) { text throws(ValueError) in try Self.parseLineHeight(text) }
        // A width, a max-width, or a column's width (which a column offers its children) is a width to wrap to.
        var inColumn = false
        if case .stack(.vertical) = parent { inColumn = true }
        if spec.wrap != .none, node.frame.width == nil || node.frame.width == .hug, node.frame.maxWidth == nil, !inColumn {
            context.warning("wrap: a <text> without a width has nothing to wrap to; its lines break only at <br/>",
                            at: attributes.location(of: "wrap"))
        }
        checkLineLength(spec, at: node.location)
        node.kind = .text(spec)
        return true
    }

    /// `line-height`: a positive number (times the font size) or `Npt`.
    static func parseLineHeight(_ text: String) throws(ValueError) -> TextSpec.LineHeight {
        let trimmed = text.trimmingWhitespace()
        let isPoints = trimmed.hasSuffix("pt")
        let number = try NumberParser.parse(isPoints ? String(trimmed.dropLast(2)) : trimmed)
        let limit = isPoints ? Limits.fontSize * 10 : 10
        guard number > 0, number <= limit else {
            throw ValueError("expected a multiple of the font size in 0…10 (like 1.3) or points in 0…\(NumberFormat.svg(limit)) (like 20pt), got \"\(text)\"")
        }
        return isPoints ? .points(number) : .multiple(number)
    }

    /// The font attributes `<text>` and `<span>` share; nil for each one not written.
    struct FontAttributes {
        var families: [String]?
        var size: Double?
        var weight: Int?
        var style: FontStyle?
        var letterSpacing: Double?
        var color: RGBA?
    }

    mutating func readFontAttributes(_ attributes: AttributeReader) -> FontAttributes {
        var font = FontAttributes()
        font.families = attributes.parse("font-family", context: &context) { text throws(ValueError) in try TextSpec.families(text) }
        font.size = attributes.number("font-size", context: &context)
        if let text = attributes.string("font-weight") {
            let value = text.trimmingWhitespace()
            switch value {
            case "normal": font.weight = 400
            case "bold": font.weight = 700
            default:
                // CSS Fonts 4: any number from 1 to 1000 (a variable font takes it exactly).
                if let number = Int(value), (1...1000).contains(number) {
                    font.weight = number
                } else {
                    context.error("font-weight: \"\(text)\" is not normal, bold or a whole number from 1 to 1000 (400 is normal, 700 bold)",
                                  at: attributes.location(of: "font-weight"))
                }
            }
        }
        font.letterSpacing = attributes.number("letter-spacing", context: &context)
        font.style = attributes.choice("font-style", context: &context)
        if let color = attributes.color("color", context: &context) {
            // `none` hides the label (or the span); its frame still takes part in layout.
            font.color = color ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        }
        return font
    }

    /// The pieces of an element's mixed content in document order; each `<span>` read into `spans`
    /// (its index is the piece's span). Spans do not nest; `<br/>` may stand inside a span.
    private mutating func readContent(of element: XMLElement, into spans: inout [TextSpan], inside span: Int?) -> [TextContent.Piece] {
        // `text` holds all the element's character data: what precedes the first child, then each
        // child's tail in order.
        let tails = element.children.map(\.tail).joined()
        var leading = element.text
        if leading.hasSuffix(tails) { leading = String(leading.utf8.dropLast(tails.utf8.count)) ?? leading }
        var pieces: [TextContent.Piece] = [.text(leading, span: span)]
        for child in element.children {
            // The element's role says whether it is inline content, so a new element needs nothing here.
            switch ElementCatalog.kinds[child.name]?.definition.role.inlineKind {
            case .lineBreak?:
                checkNoText(child)
                _ = AttributeReader(child, kind: .br, context: &context)
                pieces.append(.lineBreak)
            case .span?:
                if span != nil {
                    context.error("<span> cannot contain <span>: spans do not nest", at: child.location)
                    break
                }
                let attributes = AttributeReader(child, kind: .span, context: &context)
                let font = readFontAttributes(attributes)
                let index = spans.count
                spans.append(TextSpan(range: 0..<0, families: font.families, size: font.size, weight: font.weight, style: font.style,
                                      color: font.color, letterSpacing: font.letterSpacing,
                                      underline: attributes.bool("underline", context: &context) ?? false,
                                      language: attributes.parse("lang", context: &context) { text throws(ValueError) in try TextSpec.language(text) }))
                pieces += readContent(of: child, into: &spans, inside: index)
            case nil:
                // Not inline (or unknown). Directly in <text>, readChildren reports these (or reads effects); inside a span, here.
                if span != nil { _ = checkKnown(child, allowedBy: .none, in: .span) }
            }
            pieces.append(.text(child.tail, span: span))
        }
        return pieces
    }

    /// Labels are bounded (`Limits.labelCharacters`): their outlines, measured runs and blurred shadows
    /// grow with them, and a megabyte label would take gigabytes to outline.
    mutating func checkLabelLength(_ text: String, at location: SourceLocation) -> Bool {
        let count = text.count
        guard count > Limits.labelCharacters else { return true }
        context.error("a label may have at most \(Limits.labelCharacters) characters; this one has \(count)", at: location)
        return false
    }

    /// Pango measures in 1/1024 pt in 32-bit integers, so a line past about 2,000,000 pt wraps around
    /// and is drawn wrong (the issue saw a black canvas). A line's width is at most about its characters
    /// times (its largest font size plus letter spacing); past half of Pango's range the text is refused
    /// where it is written. Wrapping text is bounded by its width instead.
    private mutating func checkLineLength(_ spec: TextSpec, at location: SourceLocation) {
        guard spec.wrap == .none else { return }
        let size = spec.spans.compactMap(\.size).reduce(spec.size, max)
        let spacing = spec.spans.compactMap(\.letterSpacing).map(abs).reduce(abs(spec.letterSpacing), max)
        let longest = spec.text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count).max() ?? 0
        let estimate = Double(longest) * (size + spacing)
        guard estimate > Limits.coordinate else { return }
        context.error("a line of \(longest) characters at \(NumberFormat.svg(size)) pt could be \(NumberFormat.svg(estimate)) pt long, "
                      + "beyond what text layout measures (\(NumberFormat.svg(Limits.coordinate)) pt); use a smaller font-size, wrap it, or split it",
                      at: location)
    }
}
