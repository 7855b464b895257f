@testable import Scenec
import ScenecCore
import ScenecTestSupport
import Testing

/// Data files as spreadsheets and APIs export them (Tests/ScenecTests/Fixtures/Data): odd column names,
/// `null`s, rows on one line.
@Suite("Data files as exported")
struct DataFileShapeTests {
    static let folder = PackagePaths.url("Tests/ScenecTests/Fixtures/Data").path

    @Test("a CSV's columns that are not token names are ignored, not refused; naming one in -o is an error at its header cell")
    func oddHeaders() throws {
        let table = try DataTable.read(Self.folder + "/products.csv")
        #expect(table.columns == ["sku", "price", "title"])
        #expect(table.rows.map { $0.tokens.map(\.name) } == [["sku", "price", "title"], ["sku", "price", "title"]])
        #expect(table.rows[1].value(of: "title") == "Rain Jacket\r\nwaterproof")
        #expect(table.ignoredColumns.mapValues { "\($0.line):\($0.column)" } == ["Product Name": "1:5", "notes (internal)": "1:24"])
        let matrix = BuildMatrix(data: table, pattern: try OutputPattern("cards/{Product Name}.png"))
        let layout = FolderLayout(request: OutputRequest(output: "cards/{Product Name}.png"))
        #expect(throws: BuildPlanner.UsageError.self) { try matrix.check(output: "cards/{Product Name}.png", layout: layout) }
        do {
            try matrix.check(output: "cards/{Product Name}.png", layout: layout)
        } catch {
            #expect(error.message.hasPrefix(Self.folder + "/products.csv:1:5: error: the column 'Product Name' is not a token name"), "\(error.message)")
        }
    }

    @Test("JSON null is a missing value with one warning per column counting its rows; a one-line file names each row's column")
    func nullsOnOneLine() throws {
        let table = try DataTable.read(Self.folder + "/products.json")
        #expect(table.rows.map { "\($0.location.line):\($0.location.column)" } == ["1:2", "1:74", "1:146"])
        #expect(table.rows[0].value(of: "badge") == nil && table.rows[1].value(of: "price") == nil)
        #expect(table.rows[0].value(of: "price") == "89.00")
        #expect(table.warnings.map { $0.description.replacingOccurrences(of: Self.folder + "/", with: "") } == [
            "products.json:1:2: warning: 'badge' is null in 2 rows; the scene's default applies there",
            "products.json:1:74: warning: 'price' is null in 1 row; the scene's default applies there",
        ])
        #expect(table.ignoredColumns.keys.sorted() == ["Internal Note"])
    }

    @Test("{#} in an -o pattern is the row's number, 1-based")
    func rowNumber() throws {
        let table = try DataTable.read(Self.folder + "/products.json")
        let matrix = BuildMatrix(data: table, pattern: try OutputPattern("cards/{#}-{sku}.png"))
        let layout = FolderLayout(request: OutputRequest(output: "cards/{#}-{sku}.png"))
        try matrix.check(output: "cards/{#}-{sku}.png", layout: layout)
        let plan = OutputPlan(jobs: [BuildJob(scene: "card.xml", output: "cards/{#}-{sku}.png", format: .png, scale: 1)])
        let expanded = try matrix.expand(plan, layout: layout) { _ in nil }
        #expect(expanded.jobs.map(\.output) == ["cards/1-A-100.png", "cards/2-A-101.png", "cards/3-A-102.png"])
    }
}
