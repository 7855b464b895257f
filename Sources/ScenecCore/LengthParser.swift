/// Lengths as written in attributes: `12`, `12.5pt`, `50%`, and in rows and columns the weights `*`,
/// `2*`, `1.5*`.
public enum LengthParser {
    public static func parse(_ text: String, allowWeight: Bool = false) throws(ValueError) -> Length {
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasSuffix("*") {
            guard allowWeight else {
                throw ValueError("weight \"\(trimmed)\" is only allowed for the width of a row's child or the height of a column's child")
            }
            let factor = String(trimmed.dropLast())
            if factor.isEmpty { return .weight(1) }
            let value = try NumberParser.parse(factor)
            guard value > 0, value <= Limits.magnitude else { throw ValueError("weight \"\(trimmed)\" must be positive") }
            return .weight(value)
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
}

