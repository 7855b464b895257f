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
        try forEachWord(of: text, naming: "a number") { word throws(ValueError) in numbers.append(try NumberParser.parse(String(word))) }
        return numbers
    }

    /// Calls `body` with each word of an SVG list in order: entries separated by commas, words within an
    /// entry by whitespace; only whitespace is no words, and an empty entry (`4,,2`) is an error naming
    /// what was `expected`, raised where it stands (a bad word before it is reported first).
    public static func forEachWord(of text: String, naming expected: String,
                                   _ body: (Substring) throws(ValueError) -> Void) throws(ValueError) {
        if text.allSatisfy(Whitespace.contains) { return }
        for token in text.split(separator: ",", omittingEmptySubsequences: false) {
            let words = token.split(whereSeparator: { Whitespace.contains($0) })
            guard !words.isEmpty else { throw ValueError("expected \(expected) between commas in \"\(text)\"") }
            for word in words { try body(word) }
        }
    }

    /// One to four numbers in CSS shorthand order, expanded to four (top, right, bottom, left for
    /// `padding`; top-left, top-right, bottom-right, bottom-left for `corner-radius`).
    public static func cssFour(_ text: String) throws(ValueError) -> [Double] {
        let values = try parse(text)
        guard let four = expandedToFour(values) else { throw ValueError("expected one to four numbers, got \(values.count)") }
        return four
    }

    /// One to four values in CSS shorthand order expanded to four: one for all sides; two for
    /// top/bottom and right/left; three for top, right/left, bottom; four as written. nil for any other count.
    public static func expandedToFour<Value>(_ values: [Value]) -> [Value]? {
        switch values.count {
        case 1: return [values[0], values[0], values[0], values[0]]
        case 2: return [values[0], values[1], values[0], values[1]]
        case 3: return [values[0], values[1], values[2], values[1]]
        case 4: return values
        default: return nil
        }
    }
}
