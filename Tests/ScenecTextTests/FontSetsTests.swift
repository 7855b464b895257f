import Foundation
import ScenecCore
@testable import ScenecText
import ScenecTestSupport
import Testing

/// A process that meets a new font set again and again (`serve` while a project font is edited, the
/// fonts fuzzer) keeps only the recently used sets' fontconfig configurations and Pango contexts.
@Suite(.serialized) struct FontSetsTests {
    init() { TestFonts.install() }

    /// DejaVu Sans copied to a folder of its own: a font set no other test has made.
    static func freshSet(in folder: TemporaryFolder, _ index: Int) throws -> FontSet {
        let bytes = try #require(FileManager.default.contents(atPath: ColorLayerFont.dejaVuSans))
        let file = try folder.write("set\(index)/DejaVuSans.ttf", bytes: Array(bytes))
        return FontSet(files: [file.path], systemFonts: false)
    }

    /// 120 sets used one after another on one thread: the configurations alive afterwards are at most
    /// the process table's and this thread's bounds (each twice its capacity), not one per set. Before
    /// the bound every set's configuration and context stayed for the process (`live` grew by 120).
    @Test func configurationsOfSetsNoLongerUsedAreDestroyed() throws {
        let folder = try TemporaryFolder()
        let before = FontSets.live.load(ordering: .relaxed)
        for index in 0..<120 {
            let spec = FontSpec(families: ["DejaVu Sans"], size: 12, fonts: try Self.freshSet(in: folder, index))
            #expect(TextEngine.measureUncached("Hamburg", font: spec).width > 30)
        }
        let grown = FontSets.live.load(ordering: .relaxed) - before
        // The bounds (8 and 4, each kept twice) allow 24; other suites' threads may hold a few sets of
        // their own meanwhile, hence the margin, far below 120.
        #expect(grown <= 40, "\(grown) configurations more than before, for 120 sets")
    }

    /// A set whose configuration and context were dropped is made again when asked for, and sets its
    /// text as before: DejaVu Sans's digits share one advance, so "Hamburg1" before and "Hamburg2"
    /// after (neither in the measurement cache) are equally wide, and as wide as the system's DejaVu.
    @Test func aDroppedSetIsMadeAgainAndMeasuresAsBefore() throws {
        let folder = try TemporaryFolder()
        let first = FontSpec(families: ["DejaVu Sans"], size: 20, fonts: try Self.freshSet(in: folder, 0))
        let before = TextEngine.measureUncached("Hamburg1", font: first).width
        for index in 1...40 {
            let other = FontSpec(families: ["DejaVu Sans"], size: 20, fonts: try Self.freshSet(in: folder, index))
            _ = TextEngine.measureUncached("x", font: other)
        }
        let after = TextEngine.measureUncached("Hamburg2", font: first).width
        let system = TextEngine.measureUncached("Hamburg3", font: FontSpec(families: ["DejaVu Sans"], size: 20)).width
        #expect(before > 90)
        #expect(after == before)
        #expect(system == before)
        #expect(FontSets.families(of: try #require(first.fonts)) == ["DejaVu Sans"])
    }
}
