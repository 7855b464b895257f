import ScenecCore

/// Reads a grid child's `column` / `row` (CSS `grid-column` / `grid-row`: `2`, `2 / 4`, `1 / span 2`,
/// `-1`, `name`, `2 name`, `span name`) and a grid's `areas` (`'head head' 'side main'`).
public enum GridLineParser {
    public static func pair(_ text: String) throws(ValueError) -> GridLinePair {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw ValueError("expected a line or start / end, got \"\(text)\"") }
        let start = try line(String(parts[0]))
        var end: GridLine = .auto
        if parts.count == 2 {
            end = try line(String(parts[1]))
        } else if case .name = start {
            // CSS: a name alone stands for both edges (`row="main"`: main-start to main-end).
            end = start
        }
        return GridLinePair(start: start, end: end)
    }

    /// One line: `auto`, `3`, `-1`, `name`, `2 name`, `span 2`, `span name`, `span 2 name`.
    public static func line(_ text: String) throws(ValueError) -> GridLine {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { throw ValueError("expected a line (a number, a name, span N or auto) on each side of /") }
        if words == ["auto"] { return .auto }
        var span = false
        var number: Int?
        var name: String?
        for word in words {
            if word == "span" {
                guard !span, word == words.first else { throw ValueError("span comes first: span 2, span name") }
                span = true
            } else if let value = integer(word) {
                guard number == nil else { throw ValueError("one number per line, got \"\(text.trimmingWhitespace())\"") }
                guard let value else { throw ValueError("line \(word) is out of range: lines go from -\(GridLimits.lineNumber) to \(GridLimits.lineNumber)") }
                number = value
            } else if isName(word) {
                guard name == nil else { throw ValueError("one name per line, got \"\(text.trimmingWhitespace())\"") }
                name = word
            } else {
                throw ValueError("expected a line (a number, a name, span N or auto), got \"\(word)\"")
            }
        }
        if span {
            let count = number ?? 1
            guard count >= 1 else { throw ValueError("a span is at least 1, got \(count)") }
            guard count <= GridLimits.span else { throw ValueError("span \(count) is past the limit of \(GridLimits.span) tracks") }
            return .span(count, name: name)
        }
        guard let number else {
            guard let name else { throw ValueError("expected a line, got \"\(text)\"") }
            return .name(name)
        }
        guard number != 0 else { throw ValueError("there is no line 0: lines count from 1 (or from -1 at the end)") }
        guard abs(number) <= GridLimits.lineNumber else {
            throw ValueError("line \(number) is out of range: lines go from -\(GridLimits.lineNumber) to \(GridLimits.lineNumber)")
        }
        return .line(number, name: name)
    }

    /// A whole number (nil inside when it is one but too long to be a line); nil when `word` is no number.
    private static func integer(_ word: String) -> Int?? {
        var digits = Substring(word)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        guard digits.count <= 9, let value = Int(word) else { return .some(nil) }
        return .some(value)
    }

    /// A line or area name: letters, digits, `-` and `_`, not starting with a digit, and none of the
    /// words the syntax takes.
    public static func isName(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, !("0"..."9").contains(first), first != "-" || word.count > 1 else { return false }
        guard !["span", "auto", "hug"].contains(word) else { return false }
        return word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    /// `areas`: rows as quoted strings of names, `.` for an empty cell. Every row has as many cells as
    /// the first and each name covers a rectangle.
    public static func areas(_ text: String) throws(ValueError) -> GridAreas {
        var rows: [[String]] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(where: { $0 == "'" || $0 == "\"" }) {
            guard rest[..<open].allSatisfy(\.isWhitespace) else { throw ValueError("areas are rows in quotes: 'head head' 'side main'") }
            let quote = rest[open]
            let body = rest[rest.index(after: open)...]
            guard let close = body.firstIndex(of: quote) else { throw ValueError("a row of areas is not closed with \(quote)") }
            rows.append(body[..<close].split(whereSeparator: \.isWhitespace).map(String.init))
            rest = body[body.index(after: close)...]
            guard rows.count <= GridLimits.explicitTracks else { throw ValueError("more than \(GridLimits.explicitTracks) rows of areas") }
        }
        guard rest.allSatisfy(\.isWhitespace), !rows.isEmpty else { throw ValueError("areas are rows in quotes: 'head head' 'side main'") }
        let width = rows[0].count
        guard width >= 1, width <= GridLimits.explicitTracks else { throw ValueError("a row of areas needs 1 to \(GridLimits.explicitTracks) cells") }
        var areas = GridAreas()
        areas.columnCount = width
        areas.rowCount = rows.count
        var cells: [String: Int] = [:]
        for (r, row) in rows.enumerated() {
            guard row.count == width else {
                throw ValueError("every row of areas needs the same number of cells: row 1 has \(width), row \(r + 1) has \(row.count)")
            }
            for (c, name) in row.enumerated() where !name.allSatisfy({ $0 == "." }) {
                guard isName(name) else { throw ValueError("an area name is a word of letters, digits, - and _, or . for an empty cell; got \"\(name)\"") }
                cells[name, default: 0] += 1
                if let area = areas.areas[name] {
                    areas.areas[name] = GridAreas.Area(columns: min(area.columns.lowerBound, c)..<max(area.columns.upperBound, c + 1),
                                                        rows: min(area.rows.lowerBound, r)..<max(area.rows.upperBound, r + 1))
                } else {
                    areas.areas[name] = GridAreas.Area(columns: c..<(c + 1), rows: r..<(r + 1))
                }
            }
        }
        // A name covers a rectangle when its cells fill its bounding box exactly.
        for name in areas.areas.keys.sorted() {
            guard let area = areas.areas[name] else { continue }
            if cells[name] != area.columns.count * area.rows.count {
                throw ValueError("area \"\(name)\" is not a rectangle: its cells must fill one block of rows and columns")
            }
        }
        return areas
    }
}
