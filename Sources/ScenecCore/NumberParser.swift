/// Strict decimal numbers as SVG and CSS write them: optional sign, digits, optional fraction,
/// optional exponent (`12`, `-0.5`, `.5`, `1e-3`, `+2.`). Swift's `Double(String)` alone would also
/// take `0x1p3`, `inf` and `nan`, which no scene should contain, so the text is scanned first.
public enum NumberParser {
    public static func parse(_ text: String) throws(ValueError) -> Double {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, Whitespace.contains(scalars[start]) { start += 1 }
        while end > start, Whitespace.contains(scalars[end - 1]) { end -= 1 }
        // Only the error messages quote the trimmed text, so it is built only for them.
        var trimmed: String { string(scalars[start..<end]) }
        guard start < end else {
            throw ValueError("expected a number, got \"\(text)\"")
        }
        guard let scanned = scan(scalars, from: start) else {
            throw ValueError("invalid number \"\(trimmed)\"")
        }
        guard scanned.end == end else {
            let number = string(scalars[start..<scanned.end])
            let rest = string(scalars[scanned.end..<end])
            throw ValueError("invalid number \"\(trimmed)\": unexpected \"\(rest)\" after \"\(number)\"")
        }
        // Overflow (`1e999`) parses to infinity; a scene never means that.
        guard scanned.value.isFinite else {
            throw ValueError("number \"\(trimmed)\" is out of range")
        }
        return scanned.value
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool {
        c.value >= 0x30 && c.value <= 0x39
    }

    /// Whether a number may begin with `c`; the path parser uses it for implicit command repetition.
    static func canStartNumber(_ c: Unicode.Scalar) -> Bool {
        isDigit(c) || c == "+" || c == "-" || c == "."
    }

    /// Scans the longest number starting exactly at `index` (no leading whitespace), as the
    /// SVG 1.1 path grammar defines it. Returns nil when no number starts there. An `e` not
    /// followed by exponent digits is left unconsumed so the caller reports it in context.
    /// The value may be infinite on overflow; callers decide how to report that.
    static func scan(_ s: [Unicode.Scalar], from index: Int) -> (value: Double, end: Int)? {
        var i = index
        if i < s.count, s[i] == "+" || s[i] == "-" { i += 1 }
        var mantissaDigits = 0
        while i < s.count, isDigit(s[i]) { i += 1; mantissaDigits += 1 }
        if i < s.count, s[i] == "." {
            var j = i + 1
            var fractionDigits = 0
            while j < s.count, isDigit(s[j]) { j += 1; fractionDigits += 1 }
            // `5.` is a number in SVG 1.1, a lone `.` is not.
            if mantissaDigits + fractionDigits > 0 {
                i = j
                mantissaDigits += fractionDigits
            }
        }
        guard mantissaDigits > 0 else { return nil }
        if i < s.count, s[i] == "e" || s[i] == "E" {
            var j = i + 1
            if j < s.count, s[j] == "+" || s[j] == "-" { j += 1 }
            let digitsStart = j
            while j < s.count, isDigit(s[j]) { j += 1 }
            if j > digitsStart { i = j }
        }
        // The text is plain ASCII digits by now, so Double's parser (strtod) agrees with the grammar.
        guard let value = Double(string(s[index..<i])) else { return nil }
        return (value, i)
    }

    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
