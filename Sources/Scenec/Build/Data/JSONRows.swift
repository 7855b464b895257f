import FoundationEssentials
import ScenecCore

/// `--data rows.json`: a JSON array of objects whose values are strings, numbers or `null` (a missing
/// value), read with Foundation's decoder. The decoder gives no positions, so one linear scan finds the
/// line and column of each row's `{` (outside strings, at the array's depth) for located errors.
enum JSONRows {
    /// A row's value: a string as it is, a number in its shortest form (the table then puts back the
    /// number's text as written, from `scan`).
    private struct Scalar: Decodable {
        var text: String?
        var isNull = false

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                isNull = true
            } else if let string = try? container.decode(String.self) {
                text = string
            } else if let integer = try? container.decode(Int64.self) {
                text = String(integer)
            } else if let number = try? container.decode(Double.self) {
                text = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
            } else {
                text = nil  // true, false, arrays, objects: reported with the row's line
            }
        }
    }

    static func table(_ bytes: [UInt8], file: String) throws(ScenecError) -> DataTable {
        let start = SourceLocation(file: file, line: 1, column: 1)
        let objects: [[String: Scalar]]
        do {
            objects = try JSONDecoder().decode([[String: Scalar]].self, from: Data(bytes))
        } catch {
            throw .invalidScene([.error("is not a JSON array of objects with string or number values: \(DecodingErrorText.describe(error))", at: start)])
        }
        guard objects.count <= DataTable.rowLimit else {
            throw .invalidScene([.error("has more than \(DataTable.rowLimit) rows; this is refused", at: start)])
        }
        let (starts, literals) = scan(bytes, file: file)
        var columns: [String] = [], seen: Set<String> = []
        var rows: [DataRow] = []
        var problems: [Diagnostic] = []
        var nulls: [String: [SourceLocation]] = [:]
        var ignored: [String: SourceLocation] = [:]
        for (index, object) in objects.enumerated() {
            let location = index < starts.count ? starts[index] : start
            var values: [(name: String, value: String)] = []
            for name in object.keys.sorted() {
                // A key that is no token name is not a token (as a CSV column): left out, an error where used.
                guard TokenOverride.isValidName(name) else {
                    ignored[name] = ignored[name] ?? location
                    continue
                }
                // `null` is a missing value: the scene's default applies (counted per column below).
                if object[name]?.isNull == true {
                    nulls[name, default: []].append(location)
                    continue
                }
                guard let text = object[name]?.text else {
                    problems.append(.error("'\(name.lineBreaksEscaped)' is not a string or a number", at: location))
                    continue
                }
                if seen.insert(name).inserted { columns.append(name) }
                // A number as the file writes it; a string (which has no literal here) as decoded.
                let literal = index < literals.count ? literals[index][name] : nil
                values.append((name, literal ?? text))
            }
            rows.append(DataRow(index: index, location: location, values: values))
        }
        if problems.hasErrors { throw .invalidScene(problems) }
        var table = DataTable(file: file, columns: columns, rows: rows)
        table.ignoredColumns = ignored
        for name in nulls.keys.sorted() {
            guard let places = nulls[name], let first = places.first else { continue }
            if seen.insert(name).inserted { table.columns.append(name) }
            table.warnings.append(.warning("'\(name.lineBreaksEscaped)' is null in \(places.count) row\(places.count == 1 ? "" : "s"); the scene's default applies there", at: first))
        }
        return table
    }

    /// The line of each `{` directly inside the top-level array, in order.
    static func rowLines(_ bytes: [UInt8]) -> [Int] {
        scan(bytes, file: "").starts.map(\.line)
    }

    /// One linear pass over the text: the line of each row's `{`, and per row the literal text of its
    /// number values by key (`19.90` stays "19.90", `12345678901234567890` is not rounded through a
    /// Double). A key written with escapes is left out; its decoded value is used.
    static func scan(_ bytes: [UInt8], file: String) -> (starts: [SourceLocation], numbers: [[String: String]]) {
        var starts: [SourceLocation] = [], numbers: [[String: String]] = []
        var line = 1, depth = 0, lineStart = 0
        var inString = false, escaped = false
        var stringStart = 0, lastString: String?, key: String?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    let raw = bytes[stringStart..<index]
                    lastString = raw.contains(UInt8(ascii: "\\")) ? nil : String(decoding: raw, as: UTF8.self)
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                stringStart = index + 1
            case UInt8(ascii: ":"):
                key = depth == 2 ? lastString : nil
            case UInt8(ascii: ","):
                key = nil
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if byte == UInt8(ascii: "{"), depth == 1 {
                    // The column in characters, so a file on one line still names each row's place.
                    let column = bytes[lineStart..<index].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
                    starts.append(SourceLocation(file: file, line: line, column: column))
                    numbers.append([:])
                }
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var end = index
                while end < bytes.count, Self.numberBytes.contains(bytes[end]) { end += 1 }
                if depth == 2, let key, !numbers.isEmpty { numbers[numbers.count - 1][key] = String(decoding: bytes[index..<end], as: UTF8.self) }
                index = end
                continue
            default: break
            }
            index += 1
        }
        return (starts, numbers)
    }

    /// The bytes a JSON number is written with.
    private static let numberBytes = Set("0123456789+-.eE".utf8)
}
