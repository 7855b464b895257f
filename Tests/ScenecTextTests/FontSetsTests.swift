import Foundation
import ScenecCore
@testable import ScenecText
import ScenecTestSupport
import Testing

/// A process that meets a new font set again and again (`serve` while a project font is edited, the
/// fonts fuzzer) keeps only the recently used sets' fontconfig configurations and Pango contexts.
@Suite(.serialized) struct FontSetsTests {
    init() { TestFonts.install() }

    /// A DejaVu font (DejaVuSans.ttf unless named) copied to a folder of its own: a set no other test made.
    static func freshSet(in folder: TemporaryFolder, _ index: Int, font: String = "DejaVuSans.ttf") throws -> FontSet {
        let bytes = try #require(FileManager.default.contents(atPath: "/usr/share/fonts/truetype/dejavu/" + font))
        let file = try folder.write("set\(index)/" + font, bytes: Array(bytes))
        return FontSet(files: [file.path], systemFonts: false)
    }

    /// 120 sets used one after another on one thread: the configurations the process table keeps are at
    /// most its bound (8, kept twice), not one per set, and the thread set them all with its 4 contexts
    /// (given a new configuration each, not a new font map: Pango leaves ~6 KB per freed map). Before
    /// the bound every set's configuration and context stayed for the process (`live` grew by 120).
    @Test func configurationsOfSetsNoLongerUsedAreDestroyed() throws {
        let folder = try TemporaryFolder()
        let before = FontSets.live.load(ordering: .relaxed)
        var contexts = Set<Int>()
        for index in 0..<120 {
            let spec = FontSpec(families: ["DejaVu Sans"], size: 12, fonts: try Self.freshSet(in: folder, index))
            #expect(TextEngine.measureUncached("Hamburg", font: spec).width > 30)
            contexts.insert(Int(bitPattern: UnsafeRawPointer(try #require(PangoThreadContext.current(fonts: spec.fonts)))))
        }
        let grown = FontSets.live.load(ordering: .relaxed) - before
        // Other suites' threads may hold a few sets of their own meanwhile, hence the margin.
        #expect(grown <= 24, "\(grown) configurations more than before, for 120 sets")
        #expect(contexts.count == 4, "\(contexts.count) contexts for 120 sets on one thread")
    }

    /// A context handed to a new set draws that set's fonts, and a set whose context went to another is
    /// set again as before: DejaVu Sans and DejaVu Sans Mono alternate through recycled contexts, each
    /// as wide as the system's own face, every time.
    @Test func aRecycledContextSetsItsNewSetsFonts() throws {
        let folder = try TemporaryFolder()
        let sans = try Self.freshSet(in: folder, 0), mono = try Self.freshSet(in: folder, 1, font: "DejaVuSansMono.ttf")
        let families = ["DejaVu Sans Mono", "DejaVu Sans"]
        let systemSans = TextEngine.measureUncached("Hamburg", font: FontSpec(families: ["DejaVu Sans"], size: 20)).width
        let systemMono = TextEngine.measureUncached("Hamburg", font: FontSpec(families: ["DejaVu Sans Mono"], size: 20)).width
        #expect(systemSans != systemMono)
        for round in 0..<3 {
            for set in [sans, mono] {
                let width = TextEngine.measureUncached("Hamburg", font: FontSpec(families: families, size: 20, fonts: set)).width
                #expect(width == (set == sans ? systemSans : systemMono), "round \(round)")
            }
            // Four other sets take every context of this thread.
            for filler in 0..<4 {
                let other = try Self.freshSet(in: folder, 10 * round + filler + 2)
                _ = TextEngine.measureUncached("x", font: FontSpec(families: families, size: 20, fonts: other))
            }
        }
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
