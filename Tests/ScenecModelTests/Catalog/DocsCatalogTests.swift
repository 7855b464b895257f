import ScenecCore
import ScenecModel
import ScenecTestSupport
import Testing

// docs/format.md describes the element definitions and the component theme; these tests keep the
// two saying the same thing, as the schema test does for schema/scene.rng.

/// The backticked words of a table cell: "`top-color`, `bottom-color`" → ["top-color", "bottom-color"].
private func codeSpans(_ cell: Substring) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
}

@Suite struct DocsCatalogTests {
    /// Each element is shown in its own section, and each of its attributes is named there — or, for
    /// an attribute of a shared group the element takes whole, in that group's one section.
    @Test(arguments: ElementKind.allCases)
    func everyElementAndEveryAttributeIsDocumentedInItsSection(kind: ElementKind) throws {
        let docs = try FormatDocs()
        let heading = DocumentedSections.heading(of: kind)
        let section = try #require(docs.section(heading), "docs/format.md has no \(heading) for <\(kind.name)>").joined(separator: "\n")
        #expect(section.contains("<\(kind.name)") || section.contains("`\(kind.name)`"), "\(heading) never shows <\(kind.name)>")
        let attributes = kind.definition.attributes
        let groups = DocumentedSections.sharedGroups.filter { Set($0.attributes).isSubset(of: attributes) }
        for attribute in attributes {
            let places = [heading] + groups.filter { $0.attributes.contains(attribute) }.map(\.heading)
            let named = places.contains { docs.section($0)?.contains { $0.contains("`\(attribute)`") } == true }
            #expect(named, "docs/format.md names `\(attribute)` of <\(kind.name)> in none of \(places)")
        }
    }

    /// Each shared group's section names every attribute of the group.
    @Test func everySharedGroupIsDocumentedInItsSection() throws {
        let docs = try FormatDocs()
        for group in DocumentedSections.sharedGroups {
            let section = try #require(docs.section(group.heading), "docs/format.md has no \(group.heading)").joined(separator: "\n")
            for attribute in group.attributes {
                #expect(section.contains("`\(attribute)`"), "\(group.heading) never names `\(attribute)`")
            }
        }
    }

    @Test(arguments: BuiltInComponent.allCases)
    func componentDefaultsTablesMatchTheTheme(component: BuiltInComponent) throws {
        let lines = try FormatDocs().componentSection(component.rawValue)
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
        let docs = try FormatDocs().text
        for (name, range) in NumericRanges.table {
            let row = "| `\(name)` | \(NumberFormat.svg(range.lowerBound)) | \(NumberFormat.svg(range.upperBound)) |"
            #expect(docs.contains(row), "docs/format.md lacks the row \(row)")
        }
    }
}
