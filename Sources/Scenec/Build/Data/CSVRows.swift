import ScenecCore

/// An RFC 4180 reader that keeps where each record starts: fields separated by commas, records by
/// CRLF or LF, a field in double quotes may hold commas, line breaks and doubled quotes (`""`). The
/// first record is the header. One pass over the bytes, linear in their number, whatever they hold.
///
/// Neither mirrored package fits: SwiftCSV and CSV.swift parse RFC 4180 but give rows without the
/// line they start on, which a located error (`posts.csv:7:`) needs.
enum CSVRows {
    /// One record as read: its fields and where it starts.
    struct Record {
        var fields: [String] = []
        var line: Int
        /// The header's fields only: where each starts (line and column), for an error at a bad column name.
        var starts: [SourceLocation] = []
    }

    /// The records of `bytes`, or every problem located (a quote in the middle of an unquoted field, a
    /// character after a closing quote, a quote never closed, text that is not UTF-8).
    static func records(_ bytes: [UInt8], file: String) -> (records: [Record], problems: [Diagnostic]) {
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        var records: [Record] = []
        var problems: [Diagnostic] = []
        var start = 0
        // A UTF-8 byte order mark is not part of the first column's name.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var index = start
        var line = 1, lineStart = start
        var record = Record(line: 1)
        var field: [UInt8] = []
        var quoted = false, afterQuote = false, recordHasText = false
        // A file of stray quotes reports its first problems, not one per byte.
        let problemLimit = 20
        func location(_ at: Int) -> SourceLocation {
            // Columns count characters, not bytes, like the scene's.
            SourceLocation(file: file, line: line, column: String(decoding: bytes[lineStart..<at], as: UTF8.self).count + 1)
        }
        // Characters from `lineStart` to `columnAt`, kept as the header is read so its columns cost one pass.
        var columnAt = start, column = 1
        func noteFieldStart(_ at: Int) {
            guard records.isEmpty, record.starts.count == record.fields.count else { return }
            if columnAt < lineStart { (columnAt, column) = (lineStart, 1) }
            while columnAt < at {
                if bytes[columnAt] & 0xC0 != 0x80 { column += 1 }
                columnAt += 1
            }
            record.starts.append(SourceLocation(file: file, line: line, column: column))
        }
        func endField() {
            noteFieldStart(index)
            record.fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            afterQuote = false
        }
        var quoteOpened: (index: Int, line: Int, lineStart: Int)?
        while index < bytes.count {
            let byte = bytes[index]
            if !quoted, field.isEmpty, !afterQuote { noteFieldStart(index) }
            if quoted {
                if byte == quote {
                    if index + 1 < bytes.count, bytes[index + 1] == quote {
                        field.append(quote)
                        index += 2
                        continue
                    }
                    quoted = false
                    afterQuote = true
                } else {
                    field.append(byte)
                    if byte == lf {
                        line += 1
                        lineStart = index + 1
                    }
                }
                index += 1
                continue
            }
            switch byte {
            case comma:
                endField()
                recordHasText = true
            case cr where index + 1 < bytes.count && bytes[index + 1] == lf, lf:
                if recordHasText || !field.isEmpty || !record.fields.isEmpty || afterQuote {
                    endField()
                    records.append(record)
                }
                if byte == cr { index += 1 }
                line += 1
                lineStart = index + 1
                record = Record(line: line)
                recordHasText = false
            case quote:
                if field.isEmpty && !afterQuote {
                    quoted = true
                    recordHasText = true
                    // Located only if it is never closed: a column costs the line's length.
                    quoteOpened = (index, line, lineStart)
                } else if problems.count < problemLimit {
                    problems.append(.error("a quote inside a field that does not start with one; write the whole field in quotes and double the quote (\"\"\"\")", at: location(index)))
                }
                if !field.isEmpty || afterQuote { field.append(byte) }
            default:
                if afterQuote, problems.count < problemLimit {
                    problems.append(.error("text after a closing quote; a quoted field ends at its quote, before a comma or the end of the line", at: location(index)))
                }
                afterQuote = false
                field.append(byte)
                recordHasText = true
            }
            index += 1
        }
        if quoted, let quoteOpened {
            (line, lineStart) = (quoteOpened.line, quoteOpened.lineStart)
            problems.append(.error("this quote is never closed: the field runs to the end of the file", at: location(quoteOpened.index)))
        } else if recordHasText || !field.isEmpty || afterQuote {
            endField()
            records.append(record)
        }
        return (records, problems)
    }

    /// The table of a CSV file: a header of token names, then one row per record, each with as many
    /// fields as the header.
    static func table(_ bytes: [UInt8], file: String) throws(ScenecError) -> DataTable {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw .invalidScene([.error("is not UTF-8 text", at: SourceLocation(file: file, line: 1, column: 1))])
        }
        var (records, problems) = records(bytes, file: file)
        guard let header = records.first else {
            throw .invalidScene(problems + [.error("has no header row: --data needs a CSV file whose first line names the columns",
                                                   at: SourceLocation(file: file, line: 1, column: 1))])
        }
        var seen: Set<String> = []
        // A column whose name is no token name (`Product Name`, `notes (internal)`) is not a token: it
        // is left out of the rows, and using it is an error at its name.
        var ignored: [String: SourceLocation] = [:]
        var named: [String: SourceLocation] = [:]
        for (index, name) in header.fields.enumerated() {
            let location = index < header.starts.count ? header.starts[index] : SourceLocation(file: file, line: header.line, column: 1)
            if !TokenOverride.isValidName(name) { ignored[name] = ignored[name] ?? location }
            if named[name] == nil { named[name] = location }
            if !seen.insert(name).inserted {
                problems.append(.error("the column '\(name.lineBreaksEscaped)' is named twice", at: location))
            }
        }
        var rows: [DataRow] = []
        for record in records.dropFirst() {
            let location = SourceLocation(file: file, line: record.line, column: 1)
            guard record.fields.count == header.fields.count else {
                problems.append(.error("this row has \(record.fields.count) field\(record.fields.count == 1 ? "" : "s") and the header \(header.fields.count)", at: location))
                continue
            }
            rows.append(DataRow(index: rows.count, location: location,
                                values: Array(zip(header.fields, record.fields)).filter { ignored[$0.0] == nil }.map { ($0, $1) }))
        }
        guard rows.count <= DataTable.rowLimit else {
            throw .invalidScene([.error("has more than \(DataTable.rowLimit) rows; this is refused", at: SourceLocation(file: file, line: 1, column: 1))])
        }
        if problems.hasErrors { throw .invalidScene(problems.sortedByLocation()) }
        var table = DataTable(file: file, columns: header.fields.filter { ignored[$0] == nil }, rows: rows)
        table.ignoredColumns = ignored
        table.columnLocations = named
        return table
    }
}
