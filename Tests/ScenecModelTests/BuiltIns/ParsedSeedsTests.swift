import ScenecCore
@testable import ScenecModel
import ScenecSceneTestSupport
import Testing

@Suite struct ParsedSeedsTests {
    /// The table a component reads its seed colours and numbers from holds exactly what parsing the seed
    /// text gives, for every seed of those kinds, so reading it instead of parsing changes nothing.
    @Test(arguments: BuiltInComponent.allCases)
    func parsedSeedsAreTheSeedTextsParsed(component: BuiltInComponent) throws {
        var colors: [String: RGBA] = [:], numbers: [String: Double] = [:]
        for seed in Theme.values(of: component) {
            switch seed.kind {
            case .color: colors[seed.name] = try ColorParser.parse(seed.text) ?? .transparent
            case .number: numbers[seed.name] = try NumberParser.parse(seed.text)
            case .fourNumbers, .cornerRadii, .bool, .families: continue
            }
        }
        #expect(ParsedSeeds.colors[component] == colors)
        #expect(ParsedSeeds.numbers[component] == numbers)
        #expect(component != .key || colors["shadow-color"] == RGBA(red: 0, green: 0, blue: 0, alpha: 0.7))
    }
}

@Suite struct ComponentColourErrorTests {
    /// With the seeds parsed once, a bad colour is still reported once, where it is written: on the
    /// element at its attribute (that component falls back to the seed), in `<defaults>` at the
    /// default (not again at each component in its scope, which use the seed).
    @Test func badColoursAreReportedOnceWhereWritten() throws {
        let result = InlineScene.parse("""
            <scene xmlns="urn:scenec:scene:1" width="300" height="100">
              <keyboard width="10" height="10" top-color="#12"/>
              <defaults><keyboard bottom-color="rgb(1,2,3"/></defaults>
              <keyboard width="10" height="10"/>
              <keyboard width="10" height="10"/>
            </scene>
            """)
        let errors = result.diagnostics.errors.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(errors == [
            "2:36: top-color: invalid colour \"#12\": a hex colour has 3, 4, 6 or 8 digits",
            "3:23: bottom-color: invalid colour \"rgb(1,2,3\": missing \")\"",
        ])
    }
}
