import ScenecCore

/// The range of every plain-number attribute of the format, in one table that the reader enforces
/// at parse time (a located error, never a trap further down) and docs/format.md lists. Lengths
/// (`x`, `width`, `r`, …) are checked by `LengthParser` against ±`Limits.magnitude`; path data and
/// points by their parsers. `DocsCatalogTests` checks that the docs name each entry's range.
public enum NumericRanges {
    public static let table: [(name: String, range: ClosedRange<Double>)] = [
        ("opacity", 0...1),
        ("ratio", 0...1),
        ("fade-from", 0...1),
        ("fade-to", 0...1),
        ("gap", 0...Limits.magnitude),
        ("line-gap", 0...Limits.magnitude),
        // Flex factors (format 1.3): shares of free space, so any sane ratio.
        ("grow", 0...1_000_000),
        ("shrink", 0...1_000_000),
        ("padding", 0...Limits.magnitude),
        ("stroke-width", 0...Limits.magnitude),
        ("corner-radius", 0...Limits.magnitude),
        ("corner-smoothing", 0...1),
        ("font-size", 0...Limits.fontSize),
        ("min-font-size", 0...Limits.fontSize),
        // Extra space after each character: a 2 000-character label stays within Pango's 32-bit units.
        ("letter-spacing", -100...100),
        ("dx", -Limits.magnitude...Limits.magnitude),
        ("dy", -Limits.magnitude...Limits.magnitude),
        ("blur", 0...Limits.effectExtent),
        // What shows through is re-blurred from the canvas: past 1 000 pt it is one flat colour anyway.
        ("backdrop-blur", 0...1000),
        ("spread", -Limits.effectExtent...Limits.effectExtent),
        ("inset", 0...Limits.effectExtent),
        // A data circle's value: outside 0–1 it is clamped with a warning, but it must still be a sane number.
        ("value", -Limits.magnitude...Limits.magnitude),
        ("angle", -3600...3600),
        ("trim-start", 0...1),
        ("trim-end", 0...1),
    ]

    private static let byName: [String: ClosedRange<Double>] = Dictionary(table.map { ($0.name, $0.range) }) { first, _ in first }

    /// The range of the number attribute `name`; an attribute missing from the table gets the
    /// general magnitude limit, so no number reaches layout unbounded.
    public static func range(of name: String) -> ClosedRange<Double> {
        byName[name] ?? -Limits.magnitude...Limits.magnitude
    }
}
