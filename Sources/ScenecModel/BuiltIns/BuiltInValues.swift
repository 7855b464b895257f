import ScenecCore
import ScenecXML

/// A component's themable attributes: the attribute written on the element wins, then the nearest
/// `<defaults>` in scope, then the seed default in `Theme`. Values are parsed with the parser their
/// `Theme.Value.Kind` names, and a bad value is reported where it was written (the seed default is
/// used instead, so one mistake gives one error).
struct BuiltInValues {
    let component: BuiltInComponent
    let attributes: AttributeReader
    let scoped: [String: ScopedDefault]

    /// Where the value in force for a themable attribute comes from.
    private enum Source {
        /// Written on the element: checked here, reported at `location`.
        case attribute(String, location: SourceLocation)
        /// From the nearest `<defaults>`, already checked when that was read.
        case scoped(String)
        /// The seed default.
        case seed
    }

    /// The text in force for `name` and its seed; nil for a name that is not themable.
    private func source(_ name: String) -> (source: Source, seed: Theme.Value)? {
        guard let seed = Theme.value(name, of: component) else { return nil }
        if let text = attributes.string(name) { return (.attribute(text, location: attributes.location(of: name)), seed) }
        if let value = scoped[name] { return (.scoped(value.text), seed) }
        return (.seed, seed)
    }

    func color(_ name: String, context: inout ParseContext) -> RGBA {
        value(name, seeds: ParsedSeeds.colors, context: &context, Self.parseColor) ?? .black
    }

    func number(_ name: String, context: inout ParseContext) -> Double {
        value(name, seeds: ParsedSeeds.numbers, context: &context, NumberParser.parse) ?? 0
    }

    /// A colour attribute's value: `none` paints nothing, so it is transparent.
    static func parseColor(_ text: String) throws(ValueError) -> RGBA {
        try ColorParser.parse(text) ?? .transparent
    }

    /// One to four radii in CSS `border-radius` order (`corner-radius`), in points or percentages.
    func corners(_ name: String, context: inout ParseContext) -> (CornerRadii, CornerUnit) {
        value(name, context: &context) { text throws(ValueError) in
            try CornerRadiiParser.parse(text, points: 0...Limits.magnitude)
        } ?? (.zero, .points)
    }

    /// One to four numbers in CSS order expanded to four (`padding`).
    func fourNumbers(_ name: String, context: inout ParseContext) -> [Double] {
        value(name, context: &context) { text throws(ValueError) in try NumberList.cssFour(text) } ?? [0, 0, 0, 0]
    }

    func bool(_ name: String, context: inout ParseContext) -> Bool {
        value(name, context: &context) { text throws(ValueError) in try AttributeReader.parseBool(text) } ?? true
    }

    func families(_ name: String, context: inout ParseContext) -> [String] {
        value(name, context: &context) { text throws(ValueError) in try TextSpec.families(text) } ?? TextSpec.defaultFamilies
    }

    /// The value in force, checked against its kind's range; on an error, the seed default. `seeds`
    /// holds the seed defaults of this kind already parsed (`ParsedSeeds`).
    private func value<T>(_ name: String, seeds: [BuiltInComponent: [String: T]] = [:], context: inout ParseContext,
                          _ parse: (String) throws(ValueError) -> T) -> T? {
        guard let (source, seed) = source(name) else { return nil }
        switch source {
        case .attribute(let text, let location):
            do throws(ValueError) {
                try Self.check(text, as: seed.kind)
                return try parse(text)
            } catch {
                context.error("\(name): \(error.message)", at: location)
            }
        case .scoped(let text):
            if let value = try? parse(text) { return value }
        case .seed:
            break
        }
        return seeds[component]?[name] ?? (try? parse(seed.text))
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
        case .cornerRadii(let range):
            _ = try CornerRadiiParser.parse(text, points: range)
        case .bool:
            _ = try AttributeReader.parseBool(text)
        case .families:
            _ = try TextSpec.families(text)
        }
    }
}
