import ScenecCore

/// The range checks shared by attributes and component values (a `<key corner-radius>` written on the
/// key, in `<defaults>` or on a `<rect>` is checked the same way and fails with the same message).
extension NumericRanges {
    /// `value` if it lies in `range`, else an "is out of range" error.
    static func checked(_ value: Double, in range: ClosedRange<Double>) throws(ValueError) -> Double {
        guard range.contains(value) else {
            throw ValueError("\(NumberFormat.svg(value)) is out of range \(NumberFormat.svg(range.lowerBound))–\(NumberFormat.svg(range.upperBound))")
        }
        return value
    }

    /// One to four numbers in CSS shorthand order (`NumberList.cssFour`), each in `range`, expanded to four.
    static func cssFour(_ text: String, in range: ClosedRange<Double>) throws(ValueError) -> [Double] {
        let four = try NumberList.cssFour(text)
        for value in four { _ = try checked(value, in: range) }
        return four
    }

    /// One to four lengths in CSS shorthand order (`padding`, format 1.3): each points (a number) or a
    /// percentage, its number in `range`, expanded to four. Separated as `cssFour`'s numbers are.
    static func cssFourLengths(_ text: String, in range: ClosedRange<Double>) throws(ValueError) -> [Length] {
        var values: [Length] = []
        try NumberList.forEachWord(of: text, naming: "a number or a percentage") { word throws(ValueError) in
            values.append(try checkedLength(String(word), in: range))
        }
        guard let four = NumberList.expandedToFour(values) else {
            throw ValueError("expected one to four numbers or percentages, got \(values.count)")
        }
        return four
    }

    /// A length (`12`, `12pt`, `5%`) whose number lies in `range`: `gap`, `line-gap` and each side of
    /// `padding` (format 1.3 takes percentages there). A number out of range says so as `checked` does.
    static func checkedLength(_ text: String, in range: ClosedRange<Double>) throws(ValueError) -> Length {
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasSuffix("%") {
            let value = try NumberParser.parse(String(trimmed.dropLast()))
            guard range.contains(value) else {
                throw ValueError("\(NumberFormat.svg(value))% is out of range \(NumberFormat.svg(range.lowerBound))%–\(NumberFormat.svg(range.upperBound))%")
            }
            return .percent(value)
        }
        let number = trimmed.hasSuffix("pt") ? String(trimmed.dropLast(2)) : trimmed
        let value: Double
        do {
            value = try NumberParser.parse(number)
        } catch {
            throw ValueError("expected a length (points like 12, or a percentage like 50%), got \"\(text)\"")
        }
        return .points(try checked(value, in: range))
    }
}
