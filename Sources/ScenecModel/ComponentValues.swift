import ScenecCore
import ScenecXML

/// A component's themable attributes: the attribute written on the element wins, then the nearest
/// `<defaults>` in scope, then the seed default in `Theme`. Values are parsed with the parser their
/// `Theme.Value.Kind` names, and a bad value is reported where it was written (the seed default is
/// used instead, so one mistake gives one error).
struct ComponentValues {
    let component: ComponentKind
    let attributes: AttributeReader
    let scoped: [String: ScopedDefault]

    /// The text in force for `name` and where it was written; nil for a name that is not themable.
    func raw(_ name: String) -> (text: String, location: SourceLocation, seed: Theme.Value)? {
        guard let seed = Theme.value(name, of: component) else { return nil }
        if let text = attributes.string(name) { return (text, attributes.location(of: name), seed) }
        if let value = scoped[name] { return (value.text, value.location, seed) }
        return (seed.text, attributes.element.location, seed)
    }

    func color(_ name: String, context: inout ParseContext) -> RGBA {
        value(name, context: &context) { text throws(ValueError) in try ColorParser.parse(text) ?? .transparent } ?? .black
    }

    func number(_ name: String, context: inout ParseContext) -> Double {
        value(name, context: &context) { text throws(ValueError) in try NumberParser.parse(text) } ?? 0
    }

    /// One to four radii in CSS `border-radius` order (`corner-radius`).
    func corners(_ name: String, context: inout ParseContext) -> CornerRadii {
        value(name, context: &context) { text throws(ValueError) in CornerRadii(try NumberList.cssFour(text)) } ?? .zero
    }

    func bool(_ name: String, context: inout ParseContext) -> Bool {
        value(name, context: &context) { text throws(ValueError) in try AttributeReader.parseBool(text) } ?? true
    }

    func families(_ name: String, context: inout ParseContext) -> [String] {
        value(name, context: &context) { text throws(ValueError) in try TextSpec.families(text) } ?? TextSpec.defaultFamilies
    }

    /// The value in force, checked against its kind's range; on an error, the seed default.
    private func value<T>(_ name: String, context: inout ParseContext, _ parse: (String) throws(ValueError) -> T) -> T? {
        guard let (text, location, seed) = raw(name) else { return nil }
        do throws(ValueError) {
            try Self.check(text, as: seed.kind)
            return try parse(text)
        } catch {
            context.error("\(name): \(error.message)", at: location)
            return try? parse(seed.text)
        }
    }

    /// Checks `text` with the parser of `kind`: the same check for an attribute and for `<defaults>`.
    static func check(_ text: String, as kind: Theme.Value.Kind) throws(ValueError) {
        switch kind {
        case .color:
            _ = try ColorParser.parse(text)
        case .number(let range):
            _ = try NumericRanges.checked(NumberParser.parse(text), in: range)
        case .fourNumbers(let range):
            _ = try NumericRanges.cssFour(text, in: range)
        case .bool:
            _ = try AttributeReader.parseBool(text)
        case .families:
            _ = try TextSpec.families(text)
        }
    }
}
