import ScenecCore

/// The seed defaults of `Theme` already parsed, once per process. Every key of a keyboard that
/// does not override a colour draws with the seed's, and parsing the same dozen colour strings
/// (twice: the check, then the value) for each of 37 keys was most of the time spent reading the
/// seed keyboard. The seeds are valid by construction (`ThemeTests` checks each one).
enum ParsedSeeds {
    static let colors = table(kind: { $0 == .color }, BuiltInValues.parseColor)
    static let numbers = table(kind: { if case .number = $0 { return true } else { return false } }, NumberParser.parse)

    /// For each component, its seeds of the kinds `kind` accepts, parsed with `parse`.
    private static func table<T>(kind: (Theme.Value.Kind) -> Bool,
                                 _ parse: (String) throws(ValueError) -> T) -> [BuiltInComponent: [String: T]] {
        var table: [BuiltInComponent: [String: T]] = [:]
        for component in BuiltInComponent.allCases {
            var values: [String: T] = [:]
            for seed in Theme.values(of: component) where kind(seed.kind) {
                values[seed.name] = try? parse(seed.text)
            }
            table[component] = values
        }
        return table
    }
}
