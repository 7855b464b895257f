import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

// `angle` on a linear gradient (issue 27): CSS's box-spanning rule, compared with the from/to it equals.

@Suite struct GradientAngleTests {
    /// The gradient the first fill of a 200 × 100 rect at (10, 20) resolves to.
    private func line(_ gradient: String) throws -> LinearGradient {
        let xml = #"<scene width="300" height="200"><rect x="10" y="20" width="200" height="100">\#(gradient)</rect></scene>"#
        let parsed = InlineScene.parse(xml)
        let scene = try #require(parsed.scene, "\(parsed.diagnostics)")
        let list = try #require(Layout.renderList(for: scene, scale: 1).renderList)
        for item in list.items {
            if case .fill(let fill) = item.op, case .linearGradient(let gradient) = fill.paint { return gradient }
        }
        throw TestFailure("no linear gradient in \(list.items)")
    }

    private static let stops = #"<stop offset="0" color="red"/><stop offset="1" color="blue"/>"#

    @Test(arguments: [("90", "left", "right"), ("180", "top", "bottom"), ("0", "bottom", "top"), ("270", "right", "left")])
    func aRightAngleIsTheMatchingFromAndTo(angle: String, from: String, to: String) throws {
        let angled = try line(#"<linear-gradient angle="\#(angle)">\#(Self.stops)</linear-gradient>"#)
        let written = try line(#"<linear-gradient from="\#(from)" to="\#(to)">\#(Self.stops)</linear-gradient>"#)
        #expect(abs(angled.start.x - written.start.x) < 1e-9 && abs(angled.start.y - written.start.y) < 1e-9, "\(angled) \(written)")
        #expect(abs(angled.end.x - written.end.x) < 1e-9 && abs(angled.end.y - written.end.y) < 1e-9, "\(angled) \(written)")
    }

    /// 135° on 200 × 100: through the centre (110, 70), direction (√½, √½), length (200 + 100)·√½, so
    /// the perpendiculars through the top-left and bottom-right corners meet the line's ends.
    @Test func aDiagonalSpansTheBoxFromCornerToCorner() throws {
        let g = try line(#"<linear-gradient angle="135">\#(Self.stops)</linear-gradient>"#)
        let half = 150 * 0.5.squareRoot() * 0.5.squareRoot()
        #expect(abs(g.start.x - (110 - half)) < 1e-9 && abs(g.start.y - (70 - half)) < 1e-9, "\(g)")
        #expect(abs(g.end.x - (110 + half)) < 1e-9 && abs(g.end.y - (70 + half)) < 1e-9, "\(g)")
        // The top-left corner projects onto the start: (corner − start) · direction = 0.
        let dot = ((10 - g.start.x) + (20 - g.start.y)) * 0.5.squareRoot()
        #expect(abs(dot) < 1e-9)
    }

    @Test func angleAndFromToTogetherIsAnErrorAtFromAndTo() {
        let xml = #"<scene width="40" height="40"><rect width="10" height="10"><linear-gradient angle="45" from="left"><stop offset="0" color="red"/></linear-gradient></rect></scene>"#
        #expect(InlineScene.errorMessages(xml) == ["from: a gradient with an angle runs across its box; write angle or from/to, not both"])
    }
}
