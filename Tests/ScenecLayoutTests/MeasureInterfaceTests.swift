import ScenecCore
@testable import ScenecLayout
import ScenecModel
import ScenecTestSupport
import Testing

// The measure interface every layout mode asks its children through (`FramePass.measure`): known
// lengths, available space that is definite, min-content or max-content, answers remembered per node,
// and a count of the answers computed so a test can pin layout linear in the scene's size.

@Suite(.serialized) struct MeasureInterfaceTests {
    private func scene(_ xml: String) throws -> Scene {
        let parsed = SceneParser.parse(source: Array(xml.utf8), file: "measure.xml")
        return try #require(parsed.scene, "\(parsed.diagnostics)")
    }

    /// A wrapping paragraph: as wide as its widest word under min-content, one line under max-content,
    /// broken at a definite width, and exactly the known width when the parent decided it.
    @Test func aParagraphAnswersEachKindOfAvailableSpace() throws {
        TestFonts.install()
        let scene = try scene("""
            <scene width="400" height="200"><text id="t" font-size="20" wrap="word" width="hug">mmmm mmmm mmmm</text></scene>
            """)
        var pass = FramePass(scene: scene)
        let node = try #require(pass.scene.nodes.first)
        let max = pass.measure(node, known: (width: nil, height: nil), available: (width: .maxContent, height: .maxContent))
        let min = pass.measure(node, known: (width: nil, height: nil), available: (width: .minContent, height: .maxContent))
        let word = TextPlacement.naturalSize(of: try #require(textSpec(node)), width: nil, in: pass.text)
        #expect(abs(max.width - word.width) < 1e-9)
        // Three lines of one word each.
        #expect(min.width < max.width / 2 && min.width > 0)
        #expect(abs(min.height - 3 * max.height) < 1, "\(min) \(max)")
        let definite = pass.measure(node, known: (width: nil, height: nil), available: (width: .definite(min.width + 1), height: .maxContent))
        #expect(abs(definite.width - min.width - 1) < 1e-9 && abs(definite.height - min.height) < 1e-9)
        let known = pass.measure(node, known: (width: 300, height: nil), available: (width: .definite(100), height: .maxContent))
        #expect(known.width == 300 && abs(known.height - max.height) < 1e-9)
    }

    /// A second question already asked is answered from the cache: no new measure is counted.
    @Test func answersAreRememberedPerNodeAndQuestion() throws {
        TestFonts.install()
        let scene = try scene("""
            <scene width="400" height="200"><row id="r" width="hug" height="hug" gap="4"><rect width="10" height="10"/><text>ab</text></row></scene>
            """)
        var pass = FramePass(scene: scene)
        let node = try #require(pass.scene.nodes.first)
        let first = pass.measure(node, known: (width: nil, height: nil), available: (width: .definite(400), height: .definite(200)))
        let counted = pass.statistics.measured
        let again = pass.measure(node, known: (width: nil, height: nil), available: (width: .definite(400), height: .definite(200)))
        #expect(first == again && pass.statistics.measured == counted && counted > 0)
        #expect(pass.statistics.nodes == 3)
    }

    /// Layout of a 10,000-node scene of nested hugging stacks measures no node more than a constant
    /// number of times, and the total grows linearly with the scene (a scene ten times smaller measures
    /// about a tenth as much).
    /// Also with every row aligning its columns to the baseline: each column is asked its first
    /// baseline, which asks its first child's, through the same counted, remembered interface.
    @Test(arguments: ["stretch", "baseline"])
    func layoutOfTenThousandNodesIsLinear(align: String) throws {
        func nested(_ outer: Int) -> String {
            var xml = "<scene width=\"hug\" height=\"hug\"><column width=\"hug\" height=\"hug\" gap=\"2\">"
            for _ in 0..<outer {
                xml += "<row width=\"hug\" height=\"hug\" gap=\"1\" padding=\"1\" align=\"\(align)\">"
                for _ in 0..<20 {
                    xml += "<column width=\"hug\" height=\"hug\" gap=\"1\">"
                    for item in 0..<23 { xml += "<rect width=\"\(item % 5 + 2)\" height=\"3\" fill=\"#123\"/>" }
                    xml += "</column>"
                }
                xml += "</row>"
            }
            return xml + "</column></scene>"
        }
        let large = Layout.renderList(for: try scene(nested(21)), scale: 1)
        let small = Layout.renderList(for: try scene(nested(2)), scale: 1)
        #expect(large.renderList != nil && small.renderList != nil)
        let stats = large.statistics
        #expect(stats.nodes > 10_000)
        // Eight questions of size at most, and under baseline one of the baseline.
        #expect(stats.mostMeasuredNode <= (align == "baseline" ? 9 : 8), "a node was measured \(stats.mostMeasuredNode) times")
        #expect(stats.measured <= 3 * stats.nodes, "\(stats.measured) measures for \(stats.nodes) nodes")
        let perNodeLarge = Double(stats.measured) / Double(stats.nodes)
        let perNodeSmall = Double(small.statistics.measured) / Double(small.statistics.nodes)
        #expect(abs(perNodeLarge - perNodeSmall) < 0.2)
    }

    private func textSpec(_ node: Node) -> TextSpec? {
        if case .text(let spec) = node.kind { return spec }
        return nil
    }
}
