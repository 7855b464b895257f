import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// CSS numeric weights: any whole number 1–1000, matched as CSS matches them among the family's faces
/// (Nimbus Sans has 400 and 700; DejaVu Sans 200, 400 and 700 here), with a warning when the family has
/// nothing within 100 of the weight.
@Suite struct FontWeightTests {
    static func drawn(_ weight: String, family: String = "Helvetica") throws -> (weight: Int, png: [UInt8], warnings: [String]) {
        let xml = #"<scene width="200" height="40" background="white"><text x="4" y="4" font-size="24" font-family="\#(family)" font-weight="\#(weight)">Hamburg</text></scene>"#
        let op = try #require(TextPixelTests.textOp(try InlineScene.renderList(xml: xml, scale: 1)))
        let output = try InlineScene.output(xml, format: .png, scale: 1)
        let scene = try #require(InlineScene.parse(xml).scene)
        let warnings = InlineScene.layout(scene).diagnostics.filter { $0.severity == .warning }.map(\.message)
        return (op.font.weight, output, warnings)
    }

    @Test(arguments: [("600", 700), ("700", 700), ("500", 400), ("450", 400), ("300", 400), ("1", 400), ("1000", 700)])
    func cssMatchingPicksTheFace(written: String, expected: Int) throws {
        let drawn = try Self.drawn(written)
        #expect(drawn.weight == expected)
        #expect(drawn.png == (try Self.drawn(String(expected))).png, "the same face draws the same pixels")
    }

    @Test(arguments: [("150", 200), ("250", 200), ("350", 200), ("650", 700)])
    func aThreeWeightFamily(written: String, expected: Int) throws {
        #expect(try Self.drawn(written, family: "DejaVu Sans").weight == expected)
    }

    @Test func aWeightFarFromEveryFaceWarns() throws {
        #expect(try Self.drawn("900").warnings == ["font-weight: 900 is more than 100 from every weight 'Nimbus Sans' has (400, 700); 700 is drawn"])
        #expect(try Self.drawn("600").warnings.isEmpty)
    }
}
