import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSceneTestSupport
import Testing

/// A row or column that does not wrap and whose children and gaps need more than its content box
/// (format 1.2) gets a warning at the stack, `file:line:column: warning: …`, naming both sizes —
/// unless it clips or wraps. The scene is still drawn.
@Suite struct StackOverflowWarningTests {
    static let file = "overflow.xml"

    /// `body` in a 400 × 300 scene whose body starts on line 2, laid out: its warnings and whether it drew.
    private func warnings(_ body: String, sourceLocation: SourceLocation = #_sourceLocation) -> (warnings: [Diagnostic], drawn: Bool) {
        let parsed = InlineScene.parse("<scene width=\"400\" height=\"300\">\n\(body)\n</scene>\n", file: Self.file)
        guard let scene = parsed.scene else {
            Issue.record("the scene did not parse: \(parsed.diagnostics)", sourceLocation: sourceLocation)
            return ([], false)
        }
        let result = InlineScene.layout(scene)
        return (result.diagnostics.filter { $0.severity == .warning && $0.message.contains("overflows") }, result.renderList != nil)
    }

    /// 3 × 50 pt and two 7 pt gaps need 164 pt; a 160 pt row with padding 10 has 140.
    static let row = """
        <row x="5" width="160" height="40" padding="10" gap="7">
          <rect width="50" fill="red"/><rect width="50" fill="red"/><rect width="50" fill="red"/>
        </row>
        """

    @Test func aRowWhoseChildrenNeedMoreThanItHasWarnsAtTheRow() throws {
        let (found, drawn) = warnings(Self.row)
        #expect(drawn)
        try #require(found.count == 1, "\(found)")
        #expect(found[0].message == "<row> overflows: its children and gaps need 164 pt, and the row's content box is 140 pt wide; "
                + "give it width=\"hug\", wrap=\"true\", a larger width, or clip=\"true\"")
        #expect(found[0].location.file == Self.file && found[0].location.line == 2 && found[0].location.column == 1, "\(found[0])")
        #expect(found[0].description.hasPrefix("\(Self.file):2:1: warning: <row> overflows"), "\(found[0])")
    }

    @Test func aColumnNamesItsHeight() throws {
        let (found, _) = warnings("""
            <group>
              <column width="50" height="100" gap="10"><rect height="60" fill="red"/><rect height="45.5" fill="red"/></column>
            </group>
            """)
        try #require(found.count == 1, "\(found)")
        #expect(found[0].message == "<column> overflows: its children and gaps need 115.5 pt, and the column's content box is 100 pt tall; "
                + "give it height=\"hug\", wrap=\"true\", a larger height, or clip=\"true\"")
        #expect(found[0].location.line == 3 && found[0].location.column == 3, "\(found[0])")
    }

    @Test(arguments: [#"clip="true""#, #"wrap="true""#])
    func aClippingOrWrappingRowDoesNotWarn(attribute: String) throws {
        let (found, drawn) = warnings(Self.row.replacingOccurrences(of: "gap=\"7\"", with: "gap=\"7\" \(attribute)"))
        #expect(drawn)
        #expect(found.isEmpty, "\(found)")
    }

    /// Exactly full is not an overflow; hidden and absolute children take no space, so they cannot make one.
    @Test func aRowThatFitsDoesNotWarn() throws {
        let (found, _) = warnings("""
            <row width="164" height="40" gap="7">
              <rect width="50" fill="red"/><rect width="50" fill="red"/><rect width="50" fill="red"/>
              <rect width="100" fill="red" hidden="true"/>
              <rect position="absolute" x="0" y="0" width="300" height="10" fill="red"/>
            </row>
            """)
        #expect(found.isEmpty, "\(found)")
    }

    /// Weights with minimums count at their minimums: two weights of at least 100 pt need 200 of 150.
    @Test func weightsCountAtTheirMinimums() throws {
        let (found, _) = warnings("""
            <row width="150" height="40"><rect width="*" min-width="100" fill="red"/><rect width="*" min-width="100" fill="red"/></row>
            """)
        try #require(found.count == 1, "\(found)")
        #expect(found[0].message.hasPrefix("<row> overflows: its children and gaps need 200 pt, and the row's content box is 150 pt wide"))
    }

    /// A row drawn twice (by two `<use>`s) warns once, at the row.
    @Test func aRowDrawnTwiceWarnsOnce() throws {
        let (found, _) = warnings("""
            <defs><row id="r" width="100" height="20"><rect width="80" fill="red"/><rect width="80" fill="red"/></row></defs>
            <use href="#r"/>
            <use href="#r" y="40"/>
            """)
        try #require(found.count == 1, "\(found)")
        #expect(found[0].location.line == 2, "\(found[0])")
    }

    /// A hugging row held back by its max-width does not have the room it needs: it warns (140 pt of 100).
    @Test func aHuggingRowHeldByMaxWidthWarns() throws {
        let (found, _) = warnings("""
            <row width="hug" max-width="100" height="40" gap="10"><rect width="60" fill="red"/><rect width="70" fill="red"/></row>
            """)
        try #require(found.count == 1, "\(found)")
        #expect(found[0].message.hasPrefix("<row> overflows: its children and gaps need 140 pt, and the row's content box is 100 pt wide"))
    }

    /// A hugging row has the room it needs: no warning.
    @Test func aHuggingRowDoesNotWarn() throws {
        let (found, _) = warnings("""
            <row width="hug" height="40" gap="7">
              <rect width="50" fill="red"/><rect width="50" fill="red"/><rect width="50" fill="red"/>
            </row>
            """)
        #expect(found.isEmpty, "\(found)")
    }
}
