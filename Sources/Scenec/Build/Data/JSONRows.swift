import ScenecCore

/// `--data rows.json`: a JSON array of objects whose values are strings, numbers or `null` (a missing
/// value). Read with `LocatedJSON`, so every row is named by its `{`'s line and column and every
/// problem (a syntax error, a value of the wrong kind) by its own, even in a file written on one line;
/// a number is the text the file writes (`19.90` stays "19.90").
enum JSONRows {
    static func table(_ bytes: [UInt8], file: String) throws(ScenecError) -> DataTable {
        let start = SourceLocation(file: file, line: 1, column: 1)
        func at(_ value: LocatedJSON) -> SourceLocation { SourceLocation(file: file, line: value.line, column: value.column) }
        let root: LocatedJSON
        do throws(LocatedJSON.SyntaxError) {
            root = try LocatedJSON.parse(bytes)
        } catch {
            throw .invalidScene([.error("is not JSON: \(error.message)", at: SourceLocation(file: file, line: error.line, column: error.column))])
        }
        guard let objects = root.array else {
            throw .invalidScene([.error("--data reads a JSON array of objects with string or number values, not \(root.kindName)", at: at(root))])
        }
        guard objects.count <= DataTable.rowLimit else {
            throw .invalidScene([.error("has more than \(DataTable.rowLimit) rows; this is refused", at: start)])
        }
        var columns: [String] = [], seen: Set<String> = []
        var rows: [DataRow] = []
        var problems: [Diagnostic] = []
        var nulls: [String: [SourceLocation]] = [:]
        var ignored: [String: SourceLocation] = [:]
        var named: [String: SourceLocation] = [:]
        for (index, element) in objects.enumerated() {
            let location = at(element)
            guard let object = element.object else {
                problems.append(.error("row \(index + 1) is \(element.kindName); each row is an object of column values", at: location))
                continue
            }
            var values: [(name: String, value: String)] = []
            for member in object.list.sorted(by: { $0.key < $1.key }) {
                let name = member.key
                // A key that is no token name is not a token (as a CSV column): left out, an error where used.
                guard TokenOverride.isValidName(name) else {
                    ignored[name] = ignored[name] ?? SourceLocation(file: file, line: member.keyLine, column: member.keyColumn)
                    continue
                }
                let text: String
                switch member.value.value {
                case .string(let string): text = string
                case .number(_, let written): text = written
                case .null:
                    // A missing value: the scene's default applies (counted per column below).
                    nulls[name, default: []].append(location)
                    continue
                case .bool, .array, .object:
                    problems.append(.error("'\(name.lineBreaksEscaped)' is not a string or a number but \(member.value.kindName)", at: at(member.value)))
                    continue
                }
                if seen.insert(name).inserted { columns.append(name) }
                if named[name] == nil { named[name] = SourceLocation(file: file, line: member.keyLine, column: member.keyColumn) }
                values.append((name, text))
            }
            rows.append(DataRow(index: rows.count, location: location, values: values))
        }
        if problems.hasErrors { throw .invalidScene(problems) }
        var table = DataTable(file: file, columns: columns, rows: rows)
        table.ignoredColumns = ignored
        table.columnLocations = named
        for name in nulls.keys.sorted() {
            guard let places = nulls[name], let first = places.first else { continue }
            if seen.insert(name).inserted { table.columns.append(name) }
            table.warnings.append(.warning("'\(name.lineBreaksEscaped)' is null in \(places.count) row\(places.count == 1 ? "" : "s"); the scene's default applies there", at: first))
        }
        return table
    }
}
