import ScenecCore
import Testing

// `LengthInsets`: a padding as written, percentages resolved against one width on all four sides (CSS).
@Suite struct LengthInsetsTests {
    @Test func percentagesOnEverySideAreOfTheOneWidth() {
        let insets = LengthInsets(top: .percent(10), right: .points(4), bottom: .percent(5), left: .points(0))
        #expect(insets.hasPercentage)
        #expect(insets.resolved(against: 300) == EdgeInsets(top: 30, right: 4, bottom: 15, left: 0))
    }

    @Test func anUnknownWidthResolvesPercentagesAsZero() {
        let insets = LengthInsets([.percent(10), .percent(10), .points(2), .percent(10)])
        #expect(insets.resolved(against: nil) == EdgeInsets(top: 0, right: 0, bottom: 2, left: 0))
    }

    @Test func pointsAreKeptWhateverTheWidth() {
        let insets = LengthInsets(EdgeInsets(top: 1, right: 2, bottom: 3, left: 4))
        #expect(!insets.hasPercentage && !LengthInsets.zero.hasPercentage)
        #expect(insets.resolved(against: 1000) == EdgeInsets(top: 1, right: 2, bottom: 3, left: 4))
        #expect(insets.resolved(against: nil) == EdgeInsets(top: 1, right: 2, bottom: 3, left: 4))
    }
}
