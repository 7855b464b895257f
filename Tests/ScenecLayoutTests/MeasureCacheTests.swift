import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecTestSupport
import ScenecText
import Testing

// The measure pass remembers its answers per node and question: a hugging stack asks each child once
// per room, however deep the stacks nest, so Pango sets a label a bounded number of times.

@Suite(.serialized) struct MeasureCacheTests {
    /// Issue 23: a keyboard of 40 keys hugging their labels, in hugging rows in a hugging column, must
    /// not set a label more than twice (its natural size, then its lines in the final frame). The labels
    /// are unique to this test, so other suites running at the same time do not count.
    @Test func aHuggingKeyboardSetsEachLabelAtMostTwice() throws {
        TestFonts.install()
        let labels = (0..<40).map { "mc\($0)q" }
        var rows = ""
        for row in 0..<4 {
            rows += "<row width=\"hug\" height=\"hug\" gap=\"6\">"
            for key in 0..<10 { rows += "<key width=\"hug\" height=\"hug\" label=\"\(labels[row * 10 + key])\"/>" }
            rows += "</row>"
        }
        let xml = """
            <scene width="hug" height="hug"><keyboard x="0" y="0" width="hug" height="hug">
            <column width="hug" height="hug" padding="6" gap="6">\(rows)</column></keyboard></scene>
            """
        let parsed = SceneParser.parse(source: Array(xml.utf8), file: "keys.xml")
        let scene = try #require(parsed.scene, "\(parsed.diagnostics)")
        TextEngine.settingLog.withLock { $0 = [:] }
        let result = Layout.renderList(for: scene, scale: 2)
        let log = TextEngine.settingLog.withLock { log in
            defer { log = nil }
            return log ?? [:]
        }
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
        for label in labels {
            let count = log[label] ?? 0
            #expect((1...2).contains(count), "\(label) was set \(count) times")
        }
        // Ten keys per row, each its label plus 12 pt of padding at each side, 6 pt apart: the canvas
        // hugs the widest row.
        let list = try #require(result.renderList)
        #expect(list.width > 12 + 9 * 6 + 10 * 24)
    }

    /// Forty stacks nested in each other, each hugging both axes around a text and the next stack: every
    /// level is measured for its parent's content and again in its final frame, so without remembered
    /// answers the work doubles per level (2^40). A generous bound proves it does not.
    @Test func deeplyNestedHuggingStacksAreMeasuredOncePerRoom() throws {
        TestFonts.install()
        let depth = 40
        var xml = ""
        for level in 0..<depth {
            xml += "<\(level % 2 == 0 ? "row" : "column") width=\"hug\" height=\"hug\" padding=\"1\" gap=\"2\"><text font-size=\"8\">L\(level)</text>"
        }
        for level in (0..<depth).reversed() { xml += "</\(level % 2 == 0 ? "row" : "column")>" }
        let parsed = SceneParser.parse(source: Array("<scene width=\"hug\" height=\"hug\">\(xml)</scene>".utf8), file: "nested.xml")
        let scene = try #require(parsed.scene, "\(parsed.diagnostics)")
        let start = ContinuousClock.now
        let result = Layout.renderList(for: scene, scale: 1)
        #expect(ContinuousClock.now - start < .seconds(10))
        let list = try #require(result.renderList, "\(result.diagnostics)")
        // Each level adds its padding (2 pt) on both axes around the next one.
        #expect(list.width > 2 * Double(depth) && list.height > 2 * Double(depth))
    }
}
