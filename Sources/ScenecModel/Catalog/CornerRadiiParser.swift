import ScenecCore

/// `corner-radius` as written on a shape, a container or a key: one to four radii in CSS
/// `border-radius` order, all in points (each within `range`) or all percentages of the frame's
/// shorter side (0–100; `50%` makes a pill or a circle). Mixing the two is refused rather than guessed.
enum CornerRadiiParser {
    static func parse(_ text: String, points range: ClosedRange<Double>) throws(ValueError) -> (CornerRadii, CornerUnit) {
        guard text.contains("%") else {
            return (CornerRadii(try NumericRanges.cssFour(text, in: range)), .points)
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "," })
        guard words.allSatisfy({ $0.hasSuffix("%") }) else {
            throw ValueError("write every radius in points or every one as a percentage, not both (got \"\(text)\")")
        }
        let numbers = words.map { String($0.dropLast()) }.joined(separator: " ")
        return (CornerRadii(try NumericRanges.cssFour(numbers, in: 0...100)), .percentOfShorterSide)
    }
}
