import ScenecCore
import ScenecXML
import Testing

/// Columns on very long lines come from sampled character counts (a scene written on one line made
/// every location rescan the line: 20 000 duplicate ids took 17 s). They must still count characters,
/// not bytes, across the sample boundaries.
@Suite struct LongLineLocationTests {
    @Test func columnsCountCharactersAcrossSampleBoundaries() throws {
        // "é" and "→" are 2 and 3 bytes: every 256-byte sample boundary falls inside or between them.
        var source = "<scene>"
        var expected: [(column: Int, value: String)] = []
        var column = 8
        for index in 0..<400 {
            let padding = String(repeating: index.isMultiple(of: 2) ? "é" : "→", count: index % 7)
            let element = "<rect a=\"\(padding)\"/>"
            expected.append((column + 6, padding))
            source += element
            column += element.count
        }
        source += "</scene>"
        let result = XMLReader.parse(Array(source.utf8), file: testFile)
        let root = try #require(result.root, "\(result.dump)")
        #expect(root.children.count == 400)
        for (child, want) in zip(root.children, expected) {
            #expect(child.attribute("a")?.value == want.value)
            #expect(child.attribute("a")?.location == at(1, want.column))
            #expect(child.location == at(1, want.column - 6))
        }
    }

    @Test func aTagWithManyAttributesLocatesEachOnce() throws {
        let names = (0..<2000).map { "a\($0)" }
        let source = "<scene " + names.map { "\($0)=\"1\"" }.joined(separator: " ") + "/>"
        let root = try #require(XMLReader.parse(Array(source.utf8), file: testFile).root)
        #expect(root.attributes.count == 2000)
        var column = 8
        for (attribute, name) in zip(root.attributes, names) {
            #expect(attribute.name == name)
            #expect(attribute.location == at(1, column))
            column += name.count + 5
        }
    }
}
