import ScenecCore
import ScenecXML

/// Typed access to an element's attributes. Creating one reports every attribute the element does
/// not accept; each getter reports a malformed value at the attribute and returns nil.
struct AttributeReader {
    let element: XMLElement
    let kind: ElementKind

    init(_ element: XMLElement, kind: ElementKind, context: inout ParseContext) {
        self.element = element
        self.kind = kind
        let known = kind.definition.attributes
        for attribute in element.attributes where !known.contains(attribute.name) {
            // Namespace declarations never reach here; other prefixed attributes (xml:space) are ignored.
            if attribute.name.contains(":") { continue }
            var message = "unknown attribute '\(attribute.name)' on <\(element.name)>"
            if let advice = ForeignNames.attributeAdvice(attribute.name, on: kind) {
                // A real CSS/SVG attribute the format lacks: a spelling hint would point at the wrong one.
                message += " (\(advice))"
            } else if let hint = Spelling.suggestion(for: attribute.name, among: known) {
                message += " (did you mean '\(hint)'?)"
            }
            context.error(message, at: attribute.location)
        }
    }

    func has(_ name: String) -> Bool { element.attribute(name) != nil }

    func location(of name: String) -> SourceLocation {
        element.attribute(name)?.location ?? element.location
    }

    func string(_ name: String) -> String? {
        element.attribute(name)?.value
    }

    /// Runs a value parser on the attribute, reporting its error at the attribute.
    func parse<T>(_ name: String, context: inout ParseContext, _ parser: (String) throws(ValueError) -> T) -> T? {
        guard let attribute = element.attribute(name) else { return nil }
        do {
            return try parser(attribute.value)
        } catch {
            let advice = ForeignNames.valueAdvice(attribute.value).map { " (\($0))" } ?? ""
            context.error("\(name): \(error.message)\(advice)", at: attribute.location)
            return nil
        }
    }

    /// A number within its range from `NumericRanges`.
    func number(_ name: String, context: inout ParseContext) -> Double? {
        guard let value = parse(name, context: &context, { text throws(ValueError) in try NumberParser.parse(text) }) else { return nil }
        let range = NumericRanges.range(of: name)
        if !range.contains(value) {
            context.error("\(name): \(NumberFormat.svg(value)) is out of range \(NumberFormat.svg(range.lowerBound))–\(NumberFormat.svg(range.upperBound))",
                          at: location(of: name))
            return nil
        }
        return value
    }

    func length(_ name: String, context: inout ParseContext) -> Length? {
        parse(name, context: &context) { text throws(ValueError) in try LengthParser.parse(text) }
    }

    /// A `width` or `height`: a length, a weight where a stack divides the axis, `hug` where the
    /// element has content to hug (`ElementKind.hugs`).
    func size(_ name: String, allowWeight: Bool, context: inout ParseContext) -> AxisSize? {
        parse(name, context: &context) { text throws(ValueError) in
            try AxisSize.parse(text, allowWeight: allowWeight, allowHug: kind.hugs, element: kind.name)
        }
    }

    /// A colour; `.some(nil)` for `none`.
    func color(_ name: String, context: inout ParseContext) -> RGBA?? {
        parse(name, context: &context) { text throws(ValueError) in try ColorParser.parse(text) }
    }

    func bool(_ name: String, context: inout ParseContext) -> Bool? {
        parse(name, context: &context) { text throws(ValueError) in try Self.parseBool(text) }
    }

    static func parseBool(_ text: String) throws(ValueError) -> Bool {
        switch text.trimmingWhitespace() {
        case "true": return true
        case "false": return false
        default: throw ValueError("expected true or false, got \"\(text)\"")
        }
    }

    func choice<T: RawRepresentable & CaseIterable>(_ name: String, context: inout ParseContext) -> T? where T.RawValue == String {
        guard let text = string(name) else { return nil }
        if let value = T(rawValue: text.trimmingWhitespace()) { return value }
        let options = T.allCases.map(\.rawValue)
        var message = "\(name): \"\(text)\" is not one of \(options.joined(separator: ", "))"
        if let hint = Spelling.suggestion(for: text, among: options) { message += " (did you mean '\(hint)'?)" }
        context.error(message, at: location(of: name))
        return nil
    }
}

extension FillRule: CaseIterable {
    public static var allCases: [FillRule] { [.nonzero, .evenodd] }
}
