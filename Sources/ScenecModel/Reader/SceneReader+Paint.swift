import ScenecCore
import ScenecXML

/// Fills, strokes and the corner radius: the `fill`/`stroke` attributes and `<fill>` and inline
/// gradient children.
extension SceneReader {
    mutating func readStyle(_ attributes: AttributeReader, defaultStroke: PaintSpec?) -> ShapeStyle {
        var style = ShapeStyle()
        if attributes.has("fill"), let paint = readPaint("fill", attributes) {
            style.fills.append(paint)
        }
        let width = attributes.number("stroke-width", context: &context)
        // Read (and so checked) whether or not there is a stroke to apply them to.
        let align: StrokeSpec.Align? = attributes.choice("stroke-align", context: &context)
        let crisp = attributes.bool("crisp", context: &context)
        let dash = readDash(attributes)
        let cap: LineCap? = attributes.choice("stroke-linecap", context: &context)
        let join: LineJoin? = attributes.choice("stroke-linejoin", context: &context)
        let trimStart = attributes.number("trim-start", context: &context)
        let trimEnd = attributes.number("trim-end", context: &context)
        if let paint = attributes.has("stroke") ? readPaint("stroke", attributes) : defaultStroke {
            style.stroke = StrokeSpec(paint: paint, width: width ?? 1, align: align ?? .center, crisp: crisp ?? false,
                                      dash: dash, cap: cap ?? .butt, join: join ?? .miter)
            style.stroke?.trimStart = trimStart ?? 0
            style.stroke?.trimEnd = trimEnd ?? 1
            if style.stroke?.isTrimmed == true, !dash.isSolid {
                context.warning("stroke-dasharray is ignored on a trimmed stroke: trim-start and trim-end draw one dash of their own",
                                at: attributes.location(of: "stroke-dasharray"))
            }
        } else {
            for name in ["trim-start", "trim-end"] where attributes.has(name) {
                context.warning("\(name) has no effect without a stroke: it trims the stroked outline", at: attributes.location(of: name))
            }
        }
        (style.corners, style.cornerUnit) = readCorners(attributes)
        style.cornerSmoothing = attributes.number("corner-smoothing", context: &context) ?? 0
        return style
    }

    /// `corner-radius` (`CornerRadiiParser`): points or percentages of the shorter side.
    private mutating func readCorners(_ attributes: AttributeReader) -> (CornerRadii, CornerUnit) {
        attributes.parse("corner-radius", context: &context) { text throws(ValueError) in
            try CornerRadiiParser.parse(text, points: NumericRanges.range(of: "corner-radius"))
        } ?? (.zero, .points)
    }

    /// `stroke-dasharray` (lengths in points, or `none`) and `stroke-dashoffset`.
    private mutating func readDash(_ attributes: AttributeReader) -> DashPattern {
        let lengths = attributes.parse("stroke-dasharray", context: &context) { text throws(ValueError) in
            try DashPattern.parseLengths(text)
        }
        let offset = attributes.number("stroke-dashoffset", context: &context)
        return DashPattern(lengths: lengths ?? [], offset: offset ?? 0)
    }

    /// A colour or `url(#gradient)`; nil for `none` or an error.
    private mutating func readPaint(_ name: String, _ attributes: AttributeReader) -> PaintSpec? {
        guard let text = attributes.string(name)?.trimmingWhitespace() else { return nil }
        if text.hasPrefix("url(") {
            guard text.hasSuffix(")"), text.dropFirst(4).hasPrefix("#") else {
                context.error("\(name): expected url(#id), got \"\(text)\"", at: attributes.location(of: name))
                return nil
            }
            let id = String(text.dropFirst(5).dropLast()).trimmingWhitespace()
            return gradientPaint(id: id, attribute: name, at: attributes.location(of: name))
        }
        guard let color = attributes.color(name, context: &context), let color else { return nil }
        return .color(color)
    }

    private mutating func gradientPaint(id: String, attribute: String, at location: SourceLocation) -> PaintSpec? {
        guard let gradient = gradients[id] else {
            var message = "\(attribute): no gradient with id '\(id)' in <defs>"
            if let hint = idHint(for: id, among: gradients.keys) { message += " (did you mean '\(hint)'?)" }
            context.error(message, at: location)
            return nil
        }
        return .gradient(gradient)
    }

    /// `<fill>` layers and inline gradients, in document order.
    mutating func readPaintChildren(_ element: XMLElement) -> [PaintSpec] {
        var layers: [PaintSpec] = []
        for child in element.children {
            guard let kind = ElementCatalog.kinds[child.name] else { continue }
            switch kind.definition.role {
            case .paint:
                checkNamespace(child)
                if let layer = readFillLayer(child) { layers.append(layer) }
            case .gradient(let form):
                checkNamespace(child)
                // An inline gradient's id cannot be referenced, but ids are unique in the whole document.
                register(id: child.attribute("id")?.value, location: child.attribute("id")?.location ?? child.location)
                layers.append(.gradient(readGradient(child, kind: kind, form: form, inDefs: false)))
            case .document, .definitions, .defaults, .container, .shape, .content, .reference, .component, .stop, .effect, .inline, .reuse, .resource:
                continue
            }
        }
        return layers
    }

    /// `<fill color>` or `<fill gradient="#id">`.
    private mutating func readFillLayer(_ child: XMLElement) -> PaintSpec? {
        let attributes = AttributeReader(child, kind: .fill, context: &context)
        checkNoText(child)
        for grandchild in child.children { _ = checkKnown(grandchild, allowedBy: .none, in: .fill) }
        switch (attributes.has("color"), attributes.string("gradient")) {
        case (true, nil):
            guard let color = attributes.color("color", context: &context), let color else { return nil }
            return .color(color)
        case (false, let reference?):
            guard reference.hasPrefix("#") else {
                context.error("gradient: refer to a gradient as \"#id\", got \"\(reference)\"", at: attributes.location(of: "gradient"))
                return nil
            }
            return gradientPaint(id: String(reference.dropFirst()), attribute: "gradient", at: attributes.location(of: "gradient"))
        default:
            context.error("<fill> takes exactly one of color or gradient", at: child.location)
            return nil
        }
    }
}
