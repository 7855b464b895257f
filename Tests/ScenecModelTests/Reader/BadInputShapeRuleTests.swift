import ScenecCore
import ScenecModel
import ScenecSceneTestSupport
import ScenecTestSupport
import ScenecXML
import Testing

// Bad input (see BadInputSupport.swift for the rules and helpers).

@Suite("Bad input: shape rules")
struct ShapeRuleTests {
    private func diagnostics(_ xml: String) -> [Diagnostic] {
        InlineScene.parse(xml, file: "rules.xml").diagnostics
    }

    @Test func aPointInARowCannotHaveAnX() {
        let found = diagnostics(#"<scene width="10" height="10"><row width="10" height="10"><point x="3"/></row></scene>"#)
        #expect(found.contains { $0.severity == .error && $0.message.contains("a row computes the x") })
    }

    @Test func negativePercentageSizesAreRefused() {
        let found = diagnostics(#"<scene width="10" height="10"><rect width="-10%" height="5" fill="red"/></scene>"#)
        #expect(found.contains { $0.severity == .error && $0.message == "width: a size cannot be negative" })
    }

    @Test(arguments: ["line", "use"])
    func fillLayersOnStrokeOnlyOrCopiedNodesAreRefused(element: String) {
        let attributes = element == "use" ? "href='#r'" : "x2='5'"
        let found = diagnostics("<scene width='10' height='10'><rect id='r' width='1' height='1'/><\(element) \(attributes)>"
            + "<fill color='red'/></\(element)></scene>")
        #expect(found.contains { $0.severity == .error && $0.message == "<\(element)> takes no fill layers" })
    }

    @Test func crispOnACircleIsAWarning() {
        let found = diagnostics(#"<scene width="10" height="10"><circle r="3" stroke="black" crisp="true"/></scene>"#)
        #expect(found.contains { $0.severity == .warning && $0.message.hasPrefix("crisp: only rectangular outlines") })
        #expect(!found.hasErrors)
    }

    @Test func sceneSizeAcceptsPointsButNotPercentages() {
        #expect(!diagnostics(#"<scene width="480pt" height="320"/>"#).hasErrors)
        #expect(diagnostics(#"<scene width="50%" height="320"/>"#).contains { $0.message.contains("is in points, not a percentage") })
    }
}
