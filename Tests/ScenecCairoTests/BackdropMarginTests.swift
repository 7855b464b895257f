@testable import ScenecCairo
import Testing

/// The margin a backdrop's blur reads around its box is bounded so the padded box stays within its
/// pixel budget (twice the canvas): a huge σ on a big canvas cannot ask for gigabytes.
@Suite struct BackdropMarginTests {
    @Test(arguments: [(100, 50, 20_000), (1, 1, 9), (4000, 4000, 2 * 4000 * 4000), (3, 7, 1_000_000)])
    func theLargestMarginWithinTheBudget(width: Int, height: Int, budget: Int) {
        let m = BackdropResolver.margin(width: width, height: height, within: budget)
        #expect((width + 2 * m) * (height + 2 * m) <= budget)
        #expect((width + 2 * (m + 1)) * (height + 2 * (m + 1)) > budget)
    }

    @Test func aBoxAlreadyPastTheBudgetGetsNoMargin() {
        #expect(BackdropResolver.margin(width: 100, height: 100, within: 5_000) == 0)
    }
}
