import ScenecCore
import ScenecXML

/// Containers and shapes: each reader sets the node's kind and frame from its own attributes and
/// returns false when the node cannot be built (the error is already reported).
extension SceneReader {
    mutating func readGroup(_ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        node.kind = .group(clip: attributes.bool("clip", context: &context) ?? false)
        node.frame = readFrame(attributes, parent: parent)
        return true
    }

    mutating func readStack(_ axis: Stack.Axis, _ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        var stack = Stack(axis: axis)
        stack.gap = nonNegativeLength("gap", attributes) ?? .points(0)
        stack.padding = fourLengths("padding", attributes) ?? .zero
        stack.align = attributes.choice("align", context: &context) ?? .stretch
        if stack.align == .baseline, axis == .vertical { warnBaselineInColumn("align", attributes) }
        stack.justify = attributes.choice("justify", context: &context) ?? .start
        stack.clip = attributes.bool("clip", context: &context) ?? false
        switch attributes.string("wrap")?.trimmingWhitespace() {
        case "reverse"?:
            stack.wrap = true
            stack.wrapReverse = true
        default: stack.wrap = attributes.parse("wrap", context: &context) { text throws(ValueError) in
            guard text.trimmingWhitespace() != "reverse" else { return true }
            do { return try AttributeReader.parseBool(text) } catch { throw ValueError("expected true, false or reverse, got \"\(text)\"") }
        } ?? false
        }
        stack.lineGap = nonNegativeLength("line-gap", attributes)
        stack.reverse = attributes.bool("reverse", context: &context) ?? false
        stack.alignContent = attributes.choice("align-content", context: &context) ?? .start
        if attributes.has("align-content"), !stack.wrap {
            context.warning("align-content has no effect without wrap=\"true\": a stack that does not wrap has one line",
                            at: attributes.location(of: "align-content"))
        }
        if stack.lineGap != nil, !stack.wrap {
            context.warning("line-gap has no effect without wrap=\"true\": a stack that does not wrap has one line",
                            at: attributes.location(of: "line-gap"))
        }
        node.kind = .stack(stack)
        node.frame = readFrame(attributes, parent: parent)
        return true
    }

    /// `baseline` in a column aligns at the start, as CSS does (a column's children are stacked along
    /// the axis their baselines run across, so there is nothing to line up); said, since a scene that
    /// writes it expects its texts to line up.
    mutating func warnBaselineInColumn(_ name: String, _ attributes: AttributeReader) {
        context.warning("\(name)=\"baseline\" in a <column> places children at the start, as CSS does: baselines line up across a <row>",
                        at: attributes.location(of: name))
    }

    /// `padding` (format 1.3): one to four lengths, points or percentages, expanded to four; nil when
    /// absent or malformed (reported at the attribute).
    mutating func fourLengths(_ name: String, _ attributes: AttributeReader) -> LengthInsets? {
        let range = NumericRanges.range(of: name)
        return attributes.parse(name, context: &context) { text throws(ValueError) in
            LengthInsets(try NumericRanges.cssFourLengths(text, in: range))
        }
    }

    /// `gap`, `line-gap`: points or (format 1.3) a percentage, within the attribute's range.
    mutating func nonNegativeLength(_ name: String, _ attributes: AttributeReader) -> Length? {
        let range = NumericRanges.range(of: name)
        return attributes.parse(name, context: &context) { text throws(ValueError) in try NumericRanges.checkedLength(text, in: range) }
    }

    mutating func readRect(_ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        node.kind = .rect
        node.frame = readFrame(attributes, parent: parent)
        return true
    }

    mutating func readEllipse(_ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        node.kind = .ellipse
        node.frame = readFrame(attributes, parent: parent)
        return true
    }

    mutating func readCircle(_ attributes: AttributeReader, into node: inout Node) -> Bool {
        guard let r = attributes.length("r", context: &context) else {
            if !attributes.has("r") { context.error("<circle> needs a radius r", at: attributes.element.location) }
            return false
        }
        if case .points(let value) = r, value < 0 {
            context.error("r: a radius cannot be negative", at: attributes.location(of: "r"))
        }
        node.kind = .circle(cx: attributes.length("cx", context: &context) ?? .points(0),
                            cy: attributes.length("cy", context: &context) ?? .points(0), r: r)
        return true
    }

    mutating func readLine(_ attributes: AttributeReader, into node: inout Node) -> Bool {
        node.kind = .line(x1: attributes.length("x1", context: &context) ?? .points(0),
                          y1: attributes.length("y1", context: &context) ?? .points(0),
                          x2: attributes.length("x2", context: &context) ?? .points(0),
                          y2: attributes.length("y2", context: &context) ?? .points(0))
        return true
    }

    mutating func readPath(_ attributes: AttributeReader, into node: inout Node) -> Bool {
        guard attributes.has("d") else {
            context.error("<path> needs path data d", at: attributes.element.location)
            return false
        }
        guard let path = attributes.parse("d", context: &context, { text throws(ValueError) in try PathDataParser.parse(text) }) else { return false }
        node.kind = .path(path, attributes.choice("fill-rule", context: &context) ?? .nonzero)
        return true
    }

    /// `polygon` and `polyline`: `points="x,y x,y …"` in points from the parent's origin, drawn as the
    /// path SVG defines them to be (`M` through every point, closed for a polygon).
    mutating func readPoints(_ attributes: AttributeReader, closed: Bool, into node: inout Node) -> Bool {
        let name = attributes.element.name
        guard attributes.has("points") else {
            context.error("<\(name)> needs points=\"x,y x,y …\"", at: attributes.element.location)
            return false
        }
        guard let path = attributes.parse("points", context: &context, { text throws(ValueError) in try Self.pointsPath(text, closed: closed) }) else {
            return false
        }
        node.kind = .path(path, attributes.choice("fill-rule", context: &context) ?? .nonzero)
        return true
    }

    static func pointsPath(_ text: String, closed: Bool) throws(ValueError) -> Path {
        let numbers = try NumberList.parse(text)
        guard numbers.count >= 4, numbers.count.isMultiple(of: 2) else {
            throw ValueError("expected at least two x,y pairs, got \(numbers.count) number\(numbers.count == 1 ? "" : "s")")
        }
        guard numbers.count / 2 <= Limits.pathSegments else {
            throw ValueError("at most \(Limits.pathSegments) points are allowed, got \(numbers.count / 2)")
        }
        var path = Path()
        for index in stride(from: 0, to: numbers.count, by: 2) {
            let point = Point(numbers[index], numbers[index + 1])
            guard abs(point.x) <= Limits.magnitude, abs(point.y) <= Limits.magnitude else {
                throw ValueError("a point is too far away (at most \(NumberFormat.svg(Limits.magnitude)) pt)")
            }
            if index == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        if closed { path.close() }
        return path
    }

    /// A 1×1 pt square filled with `color`.
    mutating func readPoint(_ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        node.kind = .point
        node.frame = readPosition(attributes, parent: parent)
        node.frame.width = .points(1)
        node.frame.height = .points(1)
        let color = attributes.color("color", context: &context) ?? .black
        node.style = ShapeStyle(fills: color.map { [.color($0)] } ?? [])
        return true
    }

    /// `<use href="#id">`: the target is checked once every id is known (`checkReferences`).
    mutating func readUse(_ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        guard let href = attributes.string("href") else {
            context.error("<use> needs href=\"#id\"", at: attributes.element.location)
            return false
        }
        guard href.hasPrefix("#"), href.count > 1 else {
            context.error("href: <use> refers to a node as \"#id\", got \"\(href)\"", at: attributes.location(of: "href"))
            return false
        }
        useReferences.append((String(href.dropFirst()), attributes.location(of: "href")))
        node.kind = .use(href: String(href.dropFirst()))
        node.frame = readPosition(attributes, parent: parent)
        return true
    }
}
