import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

// Baseline alignment (format 1.3): `align="baseline"` on a row and `align-self="baseline"` on its
// children line up the first baselines of their text, as Chrome does; pinned to the pixel row each
// line is drawn on, so a later change cannot move them unnoticed.

@Suite struct BaselineAlignmentTests {
    private static func result(_ body: String, scale: Double = 1) throws -> Layout.Result {
        TestFonts.install()
        let xml = #"<scene width="400" height="300" version="1.3">"# + body + "</scene>"
        let parsed = InlineScene.parse(xml, file: "test.xml")
        let scene = try #require(parsed.scene, "\(parsed.diagnostics)")
        return InlineScene.layout(scene, scale: scale)
    }

    /// The baseline each text with an id is drawn on (its first line's), by id.
    private static func baselines(_ list: RenderList?) -> [String: Double] {
        var found: [String: Double] = [:]
        for item in list?.items ?? [] {
            guard case .text(let op) = item.op, let id = item.origin?.id, let line = op.lines.first else { continue }
            found[id] = line.origin.y
        }
        return found
    }

    static let prices = """
        <row id="row" x="10" y="10" width="380" height="hug" align="baseline" gap="6" fill="#eef1f5">
          <text id="big" font-size="36">$42</text>
          <text id="small" font-size="14">per month</text>
          <row id="badge" width="hug" height="hug" padding="3 7" fill="#4a6cf7"><text id="label" font-size="11">NEW</text></row>
          <rect id="swatch" width="14" height="14" fill="#3ec4a0"/>
        </row>
        """

    /// Texts of three sizes, one inside a padded badge, share the baseline of the tallest, which sits at
    /// the row's top; a rect's bottom edge is its baseline; the row hugs the tallest reach.
    @Test(arguments: [1.0, 2.0, 3.0])
    func textsOfThreeSizesAndABadgeShareOneBaseline(scale: Double) throws {
        let result = try Self.result(Self.prices, scale: scale)
        let list = try #require(result.renderList)
        let lines = Self.baselines(list)
        let big = try #require(lines["big"])
        // The row's top (10) and the 36 pt face's ascent down, on the nearest device pixel.
        #expect(big == (Self.pricesBaseline * scale).rounded() / scale, "the 36 pt text's baseline at @\(scale)")
        #expect(lines["small"] == big && lines["label"] == big, "\(lines)")
        // On a whole device pixel, all of them (one pixel row).
        #expect(abs((big * scale).rounded() - big * scale) < 1e-9)
        let swatch = try #require(list.frame(id: "swatch"))
        #expect(abs(swatch.maxY - Self.pricesBaseline) < 1e-6, "the rect's bottom edge is on the baseline: \(swatch)")
        // Nothing reaches above or below the big text further than it does: the row is its height.
        let row = try #require(list.frame(id: "row"))
        #expect(row.minY == 10)
        #expect(abs(row.height - Self.pricesHeight) < 1e-6, "\(row)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    static let pricesBaseline = 36.244140625
    static let pricesHeight = 36.0

    /// `align-self="baseline"` on two children lines those two up; the others keep the row's `align`.
    @Test func alignSelfAlignsOnlyTheChildrenThatWriteIt() throws {
        let list = try #require(try Self.result("""
            <row x="0" y="0" width="400" height="100" align="end">
              <text id="a" font-size="30" align-self="baseline">Aa</text>
              <text id="b" font-size="12" align-self="baseline">Bb</text>
              <rect id="c" width="10" height="10" fill="red"/>
            </row>
            """).renderList)
        let lines = Self.baselines(list)
        #expect(lines["a"] != nil && lines["a"] == lines["b"], "\(lines)")
        #expect(list.frame(id: "c") == Rect(x: try #require(list.frame(id: "c")).x, y: 90, width: 10, height: 10))
    }

    /// In a wrapping row each line has its own baseline, and lines stack by their own reach.
    @Test func eachWrappedLineHasItsOwnBaseline() throws {
        let list = try #require(try Self.result("""
            <row x="0" y="0" width="100" height="hug" align="baseline" wrap="true" gap="4">
              <text id="a1" width="50" font-size="24">One</text><text id="a2" width="40" font-size="12">two</text>
              <text id="b1" width="40" font-size="12">three</text><text id="b2" width="50" font-size="30">Four</text>
            </row>
            """).renderList)
        let lines = Self.baselines(list)
        let first = try #require(lines["a1"]), second = try #require(lines["b2"])
        #expect(lines["a2"] == first && lines["b1"] == second, "\(lines)")
        #expect(first == Self.wrappedBaselines.first && second == Self.wrappedBaselines.second, "\(lines)")
    }

    static let wrappedBaselines = (first: 17.0, second: 50.0)

    /// A child with an auto margin across is placed by its margins, not by the baseline; with a single
    /// participant left on the line, it sits at the line's top.
    @Test func anAutoMarginTakesTheChildOutOfBaselineAlignment() throws {
        let list = try #require(try Self.result("""
            <row x="0" y="0" width="400" height="100" align="baseline">
              <rect id="a" width="20" height="30" fill="red"/>
              <rect id="b" width="20" height="10" margin="auto 0 0 0" fill="red"/>
            </row>
            """).renderList)
        #expect(list.frame(id: "a") == Rect(x: 0, y: 0, width: 20, height: 30))
        #expect(list.frame(id: "b") == Rect(x: 20, y: 90, width: 20, height: 10))
    }

    /// Under wrap="reverse" the aligned group sits against the line's bottom.
    @Test func wrapReverseSitsTheGroupAtTheLinesFarEdge() throws {
        let list = try #require(try Self.result("""
            <row x="0" y="0" width="100" height="100" align="baseline" wrap="reverse">
              <rect id="a" width="50" height="20" fill="red"/>
              <rect id="b" width="50" height="40" fill="red"/>
            </row>
            """).renderList)
        #expect(list.frame(id: "a") == Rect(x: 0, y: 80, width: 50, height: 20))
        #expect(list.frame(id: "b") == Rect(x: 50, y: 60, width: 50, height: 40))
    }

    /// A column has no baselines across it: `baseline` is its start (the reader warns: FlexItemReaderTests).
    @Test func aColumnAlignsBaselineAtTheStart() throws {
        let result = try Self.result("""
            <column x="0" y="0" width="100" height="100" align="baseline">
              <rect id="a" width="50" height="20" fill="red"/>
            </column>
            """)
        #expect(result.renderList?.frame(id: "a") == Rect(x: 0, y: 0, width: 50, height: 20))
    }
}
