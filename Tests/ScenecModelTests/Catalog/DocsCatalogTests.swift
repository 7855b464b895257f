import Foundation
import ScenecCore
import ScenecModel
import ScenecTestSupport
import Testing

// docs/format.md describes the element definitions and the component theme; these tests keep the
// two saying the same thing, as the schema test does for schema/scene.rng.

private func formatDocs() throws -> String {
    try String(contentsOfFile: PackagePaths.path("docs/format.md"), encoding: .utf8)
}

/// The lines of the `### name` section, up to the next heading of the same or a higher level.
private func section(_ name: String, in docs: String) -> [Substring] {
    let lines = docs.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == "### \(name)" || $0 == "### `\(name)`" }) else { return [] }
    let rest = lines[(start + 1)...]
    let end = rest.firstIndex { $0.hasPrefix("## ") || $0.hasPrefix("### ") } ?? lines.endIndex
    return Array(lines[(start + 1)..<end])
}

/// The backticked words of a table cell: "`top-color`, `bottom-color`" → ["top-color", "bottom-color"].
private func codeSpans(_ cell: Substring) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
}

@Suite struct DocsCatalogTests {
    @Test func everyElementAndEveryAttributeIsDocumented() throws {
        let docs = try formatDocs()
        for kind in ElementKind.allCases {
            #expect(docs.contains("<\(kind.name)") || docs.contains("`\(kind.name)`"), "docs/format.md never shows <\(kind.name)>")
            for attribute in kind.definition.attributes {
                #expect(docs.contains("`\(attribute)`"), "docs/format.md never names `\(attribute)` of <\(kind.name)>")
            }
        }
    }

    @Test(arguments: BuiltInComponent.allCases)
    func componentDefaultsTablesMatchTheTheme(component: BuiltInComponent) throws {
        let lines = section(component.rawValue, in: try formatDocs())
        #expect(!lines.isEmpty, "no ### \(component.rawValue) section")
        var documented: [String: String] = [:]
        for line in lines where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count >= 3 else { continue }
            let names = codeSpans(cells[1]), defaults = codeSpans(cells[2])
            #expect(names.count == defaults.count, "\(line)")
            for (name, value) in zip(names, defaults) { documented[name] = value }
        }
        var seeds: [String: String] = [:]
        for value in Theme.values(of: component) { seeds[value.name] = value.text }
        #expect(documented == seeds)
    }
}

@Suite struct DocsRangeTests {
    /// docs/format.md's range table is the reader's `NumericRanges`, row for row.
    @Test func theRangeTableMatchesTheReader() throws {
        let docs = try formatDocs()
        for (name, range) in NumericRanges.table {
            let row = "| `\(name)` | \(NumberFormat.svg(range.lowerBound)) | \(NumberFormat.svg(range.upperBound)) |"
            #expect(docs.contains(row), "docs/format.md lacks the row \(row)")
        }
    }
}
