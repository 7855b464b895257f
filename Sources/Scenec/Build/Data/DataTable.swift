import ScenecCore
import ScenecModel

/// The rows of `--data`: each row is a set of tokens the scene is built with, and the place its
/// values are written (the line its record starts on), so that a problem a value causes can name it.
public struct DataTable: Sendable, Hashable {
    /// The data file as named on the command line (diagnostics name it so).
    public var file: String
    /// The names any row gives a value (the CSV header; the keys of the JSON objects), in first-seen
    /// order: what an `-o` pattern may use.
    public var columns: [String]
    public var rows: [DataRow]
    /// Columns whose names are not token names, ignored (by name: where the name is written): one the
    /// build uses (in `-o`) is an error there.
    public var ignoredColumns: [String: SourceLocation] = [:]
    /// Where each column is named: its header cell in a CSV file; in a JSON file, the first row that
    /// has it. For warnings about a column as a whole.
    public var columnLocations: [String: SourceLocation] = [:]
    /// What reading the file noticed without refusing it (JSON `null`s), located in the file.
    public var warnings: [Diagnostic] = []

    public init(file: String, columns: [String], rows: [DataRow]) {
        self.file = file
        self.columns = columns
        self.rows = rows
    }
}

/// One row of a data file.
public struct DataRow: Sendable, Hashable {
    /// 0-based, in file order.
    public var index: Int
    /// Where the row starts (`posts.csv:7:1`; for JSON, its `{`).
    public var location: SourceLocation
    /// Its values, as tokens whose origin is `location`, in column order.
    public var tokens: [TokenOverride]

    public init(index: Int, location: SourceLocation, values: [(name: String, value: String)]) {
        self.index = index
        self.location = location
        tokens = values.map { TokenOverride(name: $0.name, value: $0.value, origin: location) }
    }

    /// The value of `name`, nil when the row has none.
    public func value(of name: String) -> String? {
        tokens.first { $0.name == name }?.value
    }
}

extension DataTable {
    /// The most rows a data file may have: every row is at least one output file.
    public static let rowLimit = 1_000_000

    /// Reads `path` as CSV (`.csv`) or JSON (`.json`), as the extension says. Throws `.io` for a file
    /// that cannot be read, `.invalidScene` with every located problem of its text.
    public static func read(_ path: String) throws(ScenecError) -> DataTable {
        let bytes = try FileIO.read(path, limit: Limits.dataFileBytes)
        let lowered = path.lowercased()
        if lowered.hasSuffix(".json") { return try JSONRows.table(bytes, file: path) }
        if lowered.hasSuffix(".csv") { return try CSVRows.table(bytes, file: path) }
        throw .io(path: path, message: "is neither .csv nor .json; --data reads a CSV file with a header row or a JSON array of objects")
    }

    /// A column name that is no token name is an error at its place in the header.
    static func checkColumn(_ name: String, at location: SourceLocation, into problems: inout [Diagnostic]) {
        guard !TokenOverride.isValidName(name) else { return }
        problems.append(.error("column '\(name.lineBreaksEscaped)' is not a token name: letters, digits, '_', '-' and '.', starting with a letter or '_'",
                               at: location))
    }
}
