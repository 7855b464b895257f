/// Lengths as written in attributes: `12`, `12.5pt`, `50%`. The weights of rows and columns (`*`,
/// `2*`) are sizes, not lengths: `weight(_:)` reads them for `AxisSize`.
public enum LengthParser {
    public static func parse(_ text: String) throws(ValueError) -> Length {
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasSuffix("*") {
            throw ValueError("weight \"\(trimmed)\" is only allowed for the width of a row's child or the height of a column's child")
        }
        if trimmed.hasSuffix("%") {
            let value = try NumberParser.parse(String(trimmed.dropLast()))
            guard abs(value) <= Limits.magnitude else { throw ValueError("length \"\(trimmed)\" is too large") }
            return .percent(value)
        }
        let number = trimmed.hasSuffix("pt") ? String(trimmed.dropLast(2)) : trimmed
        guard !number.isEmpty else { throw ValueError("expected a length (points like 12, or a percentage like 50%), got \"\(text)\"") }
        let value: Double
        do {
            value = try NumberParser.parse(number)
        } catch {
            throw ValueError("expected a length (points like 12, or a percentage like 50%), got \"\(text)\"")
        }
        guard abs(value) <= Limits.magnitude else {
            throw ValueError("length \"\(trimmed)\" is too large (at most \(NumberFormat.svg(Limits.magnitude)) pt)")
        }
        return .points(value)
    }

    /// A weight `*`, `2*`, `1.5*` (the text ends with `*`): the factor, positive.
    public static func weight(_ text: String) throws(ValueError) -> Double {
        let trimmed = text.trimmingWhitespace()
        let factor = String(trimmed.dropLast())
        if factor.isEmpty { return 1 }
        let value = try NumberParser.parse(factor)
        guard value > 0, value <= Limits.magnitude else { throw ValueError("weight \"\(trimmed)\" must be positive") }
        return value
    }
}
