import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

// Issue 29, geometry past the libraries' ranges: bounds are checked with the transforms around them
// composed, once, in layout, so the PNG and PDF never silently miss what the SVG draws.

@Suite struct TransformedGeometryLimitTests {
    private func errors(_ body: String) throws -> [String] {
        let parsed = InlineScene.parse("<scene width=\"100\" height=\"100\">\(body)</scene>")
        let scene = try #require(parsed.scene, "\(parsed.diagnostics)")
        return InlineScene.layout(scene, options: LayoutOptions(scale: 1)).diagnostics.errors.map(\.description)
    }

    /// Sixty nested scale(1e6) groups: one error, at the group where the composed scale leaves what can
    /// be drawn, and nothing more from inside it (the SVG used to be written while Cairo failed).
    @Test func nestedScalesAreRefusedOnceAtTheFirstGroupPastTheLimit() throws {
        let open = String(repeating: #"<group transform="scale(1000000)">"#, count: 60)
        let messages = try errors(open + #"<rect width="1" height="1" fill="red"/>"# + String(repeating: "</group>", count: 60))
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasPrefix("inline.xml:1:67: error: the transforms around <group> scale it beyond what can be drawn") == true, "\(messages)")
    }

    /// A rect inside the canvas as written, moved far away by a scale about the group's centre (50, 50).
    @Test func aShapeMovedFarByATransformIsLocatedAtTheShape() throws {
        let messages = try errors(#"<group transform="scale(100000)"><rect x="90" y="90" width="1" height="1" fill="red"/></group>"#)
        #expect(messages == ["inline.xml:1:66: error: <rect> lies too far outside the canvas once transformed (beyond 1000000 pt)"])
    }

    /// Text and images are checked too (they used to be skipped).
    @Test func textMovedFarIsRefused() throws {
        let messages = try errors(#"<group transform="scale(100000)"><text x="90" y="90">far</text></group>"#)
        #expect(messages == ["inline.xml:1:66: error: <text> lies too far outside the canvas once transformed (beyond 1000000 pt)"])
    }

    /// A modest transform and the gallery's rotations stay fine.
    @Test func everydayTransformsPass() throws {
        #expect(try errors(#"<group transform="rotate(30 50 50) scale(2)"><rect width="40" height="40" stroke="black"/></group>"#).isEmpty)
    }
}
