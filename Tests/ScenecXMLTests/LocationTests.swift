import ScenecCore
import ScenecXML
import Testing

@Suite("Source locations")
struct LocationTests {
    @Test func elementsAndAttributesAreLocatedAtTheirStartTagsNotWhereTheTagEnds() throws {
        let source = "<scene width=\"10\"\n       height=\"20\">\n  <rect\n    x=\"1\"/>\n</scene>\n"
        let result = XMLReader.parse(Array(source.utf8), file: "s.xml")
        let root = try #require(result.root)
        #expect(result.diagnostics.isEmpty)
        #expect(root.location == SourceLocation(file: "s.xml", line: 1, column: 1))
        #expect(root.attribute("height")?.location == SourceLocation(file: "s.xml", line: 2, column: 8))
        let rect = try #require(root.children.first)
        #expect(rect.location == SourceLocation(file: "s.xml", line: 3, column: 3))
        #expect(rect.attribute("x")?.location == SourceLocation(file: "s.xml", line: 4, column: 5))
    }
}
