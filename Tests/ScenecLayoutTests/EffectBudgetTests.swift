import ScenecCore
import ScenecSceneTestSupport
import Testing

/// Issue 27's effects have costs that grow with the canvas, not with the scene's bytes: each layer blur
/// blurs a canvas-sized layer, each backdrop redraws the canvas beneath it, and a conic gradient
/// computes one colour per pixel it covers. A small scene of many such nodes is refused at the node
/// that passes the budget, before anything is drawn.
@Suite struct EffectBudgetTests {
    static func scene(_ lines: [String]) -> String {
        "<scene width=\"1000\" height=\"1000\">\n" + lines.joined(separator: "\n") + "\n</scene>"
    }

    static let layerBlur = "<rect width=\"10\" height=\"10\" fill=\"red\" blur=\"2\"/>"
    static let backdrop = "<rect width=\"10\" height=\"10\" backdrop-blur=\"2\"/>"

    private static func expectRefusal(_ xml: String, line: Int) {
        do {
            _ = try InlineScene.renderList(xml: xml, file: "blurs.xml")
            Issue.record("blurs past the budget were accepted")
        } catch {
            #expect("\(error)".contains("blurs.xml:\(line):1: error: the scene's layer and backdrop blurs would process more than 268435456 canvas pixels at this scale (each blurs or redraws the whole canvas; copies made by <use> and <reflection> included); this is refused"),
                    "\(error)")
        }
    }

    @Test func layerBlursPastTheCanvasPixelBudgetAreRefusedAtTheNodeThatPassesIt() throws {
        // 1 000 × 1 000 pt at @1x: 268 layer blurs fit in 256 Mi pixels; the 269th, on line 270, does not.
        Self.expectRefusal(Self.scene(Array(repeating: Self.layerBlur, count: 300)), line: 270)
        #expect(throws: Never.self) { _ = try InlineScene.renderList(xml: Self.scene(Array(repeating: Self.layerBlur, count: 268)), file: "blurs.xml") }
    }

    @Test func eachBackdropCostsTheLayerBlursBeforeItAgain() throws {
        // After 100 layer blurs (100 Mi pixels) each backdrop redraws them: 101 M. The second passes the budget.
        Self.expectRefusal(Self.scene(Array(repeating: Self.layerBlur, count: 100) + [Self.backdrop, Self.backdrop]), line: 103)
    }

    @Test func conicGradientsPastTheSampledPixelBudgetAreRefusedAtTheShape() throws {
        // Two fills of a 5 800 pt square canvas at @1x: 33.6 M pixels each, 67.3 M together.
        let xml = """
            <scene width="5800" height="5800">
            <defs><conic-gradient id="w"><stop offset="0" color="red"/><stop offset="1" color="blue"/></conic-gradient></defs>
            <rect width="5800" height="5800" fill="url(#w)"/>
            <rect width="5800" height="5800" fill="url(#w)"/>
            </scene>
            """
        do {
            _ = try InlineScene.renderList(xml: xml, file: "conic.xml")
            Issue.record("two canvas-sized conic fills past the budget were accepted")
        } catch {
            #expect("\(error)".contains("conic.xml:4:1: error: the scene's conic gradients would sample more than 67108864 pixels at this scale (copies made by <use> and <reflection> included); this is refused"),
                    "\(error)")
        }
    }
}
