import ScenecCore
import ScenecTestSupport
import Testing

@Suite struct DashPatternTests {
    @Test(arguments: [
        ("4 2", [4.0, 2]),
        ("4,2", [4.0, 2]),
        (" 4 , 2 ", [4.0, 2]),
        ("5", [5.0, 5]),
        ("5 3 2", [5.0, 3, 2, 5, 3, 2]),
        ("0 0", []),
        ("0", []),
        ("none", []),
        ("0 4", [0.0, 4]),
    ])
    func normalisedAsSVGRendersIt(text: String, lengths: [Double]) throws {
        #expect(DashPattern(lengths: try DashPattern.parseLengths(text)).lengths == lengths)
    }

    @Test func aSolidPatternHasNoOffset() {
        let solid = DashPattern(lengths: [0, 0], offset: 3)
        #expect(solid.isSolid)
        #expect(solid.offset == 0)
        #expect(DashPattern(lengths: [2, 1], offset: 3).offset == 3)
    }

    @Test(arguments: [
        ("4 -2", "a dash length cannot be negative, got -2"),
        ("4,,2", "expected a number between commas in \"4,,2\""),
        ("4 x", "invalid number \"x\""),
        ("2e7", "a dash length is at most 1000000 pt, got 20000000"),
    ])
    func badListsAreRefused(text: String, message: String) {
        #expect(valueErrorMessage { try DashPattern.parseLengths(text) } == message)
    }

    @Test func tooManyLengthsAreRefused() {
        let text = Array(repeating: "1", count: Limits.dashLengths + 1).joined(separator: " ")
        #expect(valueErrorMessage { try DashPattern.parseLengths(text) } == "at most \(Limits.dashLengths) dash lengths are allowed, got \(Limits.dashLengths + 1)")
    }

    @Test(arguments: [("1 2 3 4", [1.0, 2, 3, 4]), ("1 2 3", [1.0, 2, 3, 2]), ("1 2", [1.0, 2, 1, 2]), ("7", [7.0, 7, 7, 7])])
    func cssFourExpandsShorthands(text: String, four: [Double]) throws {
        #expect(try NumberList.cssFour(text) == four)
    }

    @Test func cssFourRefusesFiveValues() {
        #expect(valueErrorMessage { try NumberList.cssFour("1 2 3 4 5") } == "expected one to four numbers, got 5")
    }

    @Test func controlPolygonBoundsTheLength() {
        let square = Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 0)
        #expect(square.lengthBound == 40)
        let circle = Path.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(circle.lengthBound >= 2 * Double.pi * 10)
        #expect(circle.lengthBound < 2 * Double.pi * 10 * 1.2)
    }
}
