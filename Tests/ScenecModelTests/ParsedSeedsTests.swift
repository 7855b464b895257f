import ScenecCore
@testable import ScenecModel
import Testing

@Suite struct ParsedSeedsTests {
    /// The table a component reads its seed colours and numbers from holds exactly what parsing the seed
    /// text gives, for every seed of those kinds, so reading it instead of parsing changes nothing.
    @Test(arguments: ComponentKind.allCases)
    func parsedSeedsAreTheSeedTextsParsed(component: ComponentKind) throws {
        var colors: [String: RGBA] = [:], numbers: [String: Double] = [:]
        for seed in Theme.values(of: component) {
            switch seed.kind {
            case .color: colors[seed.name] = try ColorParser.parse(seed.text) ?? .transparent
            case .number: numbers[seed.name] = try NumberParser.parse(seed.text)
            case .fourNumbers, .bool, .families: continue
            }
        }
        #expect(ParsedSeeds.colors[component] == colors)
        #expect(ParsedSeeds.numbers[component] == numbers)
        #expect(component != .key || colors["shadow-color"] == RGBA(red: 0, green: 0, blue: 0, alpha: 0.7))
    }
}
