/// SVG's list syntax for numbers: numbers separated by commas and/or whitespace (`4 2`, `4,2`,
/// `4, 2`). Used by `points`, `stroke-dasharray`, `corner-radius` and `padding`.
public enum NumberList {
    /// The numbers in `text`, each checked by `NumberParser`; an empty entry (`4,,2`) is an error.
    public static func parse(_ text: String) throws(ValueError) -> [Double] {
        // A polyline's `points` can hold hundreds of thousands of numbers: they are read from the bytes
        // first, and only a list that is not plainly well formed takes the general path, which also
        // words every error.
        if let numbers = NumberListBytes.parse(text) { return numbers }
        return try parseChecked(text)
    }

    /// The general path: each entry and word split out and checked by `NumberParser`.
    static func parseChecked(_ text: String) throws(ValueError) -> [Double] {
        var numbers: [Double] = []
        if text.allSatisfy(Whitespace.contains) { return numbers }
        for token in text.split(separator: ",", omittingEmptySubsequences: false) {
            let words = token.split(whereSeparator: { Whitespace.contains($0) })
            guard !words.isEmpty else { throw ValueError("expected a number between commas in \"\(text)\"") }
            for word in words { numbers.append(try NumberParser.parse(String(word))) }
        }
        return numbers
    }

    /// One to four numbers in CSS shorthand order, expanded to four (top, right, bottom, left for
    /// `padding`; top-left, top-right, bottom-right, bottom-left for `corner-radius`).
    public static func cssFour(_ text: String) throws(ValueError) -> [Double] {
        let values = try parse(text)
        switch values.count {
        case 1: return [values[0], values[0], values[0], values[0]]
        case 2: return [values[0], values[1], values[0], values[1]]
        case 3: return [values[0], values[1], values[2], values[1]]
        case 4: return values
        default: throw ValueError("expected one to four numbers, got \(values.count)")
        }
    }
}
