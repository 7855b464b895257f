import Foundation
import Scenec
import ScenecTestSupport
import Testing

/// Issue 28: the review shows text as text. A scene's SVG writes each glyph stretch of a run as a nested
/// `<tspan x>`, so the words of a changed label never appeared in the diff; `scenec diff`'s text diff
/// (and the report, which shows it) now reads each run as its string, one run per line, annotated with
/// the element and line it came from.
@Suite struct ReviewTextTests {
    /// The `-`/`+` lines of a diff of `before` and `after` (each a scene body on line 2).
    static func changedLines(before: String, after: String) throws -> [String] {
        TestFonts.install()
        let folder = try TemporaryFolder(prefix: "review-text")
        let scene = { (body: String) in "<scene width=\"200\" height=\"80\" background=\"white\">\n  \(body)\n</scene>\n" }
        try folder.write("before/x.xml", scene(before))
        try folder.write("after/x.xml", scene(after))
        let report = try DiffRunner.run(before: folder.path("before/x.xml"), after: folder.path("after/x.xml"), options: DiffRunner.Options())
        let diff = try #require(report.files.first).textDiff
        return diff.split(separator: "\n").map(String.init)
            .filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
            .map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    static let font = ##"font-family="&#39;Nimbus Sans&#39;, Helvetica, sans-serif""##

    @Test("a label changed from Save to Save all shows both words, with the element and its line")
    func label() throws {
        let lines = try Self.changedLines(before: ##"<text id="save" x="10" y="10" font-size="14">Save</text>"##,
                                          after: ##"<text id="save" x="10" y="10" font-size="14">Save all</text>"##)
        #expect(lines == [
            ##"-  <text x="10" y="20" \##(Self.font) font-size="14" fill="#000000">Save</text>    ← <text id="save"> at before/x.xml:2"##,
            ##"+  <text x="10" y="20" \##(Self.font) font-size="14" fill="#000000">Save all</text>    ← <text id="save"> at after/x.xml:2"##,
        ])
    }

    @Test("a span's colour change shows the run's words with the old and new fill")
    func spanColour() throws {
        let lines = try Self.changedLines(before: ##"<text id="t" x="10" y="10" font-size="12">Keep <span color="red">all</span> of it</text>"##,
                                          after: ##"<text id="t" x="10" y="10" font-size="12">Keep <span color="blue">all</span> of it</text>"##)
        #expect(lines == [
            ##"-    <tspan x="41" fill="#ff0000">all</tspan>    ← <text id="t"> at before/x.xml:2"##,
            ##"+    <tspan x="41" fill="#0000ff">all</tspan>    ← <text id="t"> at after/x.xml:2"##,
        ])
    }

    @Test("an edit in a wrapped paragraph shows the old and new words of the lines it changed")
    func wrappedParagraph() throws {
        let paragraph = { (animal: String) in
            ##"<text id="p" x="10" y="10" width="120" wrap="word" font-size="11">The quick brown \##(animal) jumps over the lazy dog</text>"##
        }
        let lines = try Self.changedLines(before: paragraph("fox"), after: paragraph("cat"))
        // Only the first line of the paragraph changed; its words are on one line on each side.
        #expect(lines == [
            ##"-    <tspan x="10" y="18">The quick brown fox</tspan>    ← <text id="p"> at before/x.xml:2"##,
            ##"+    <tspan x="10" y="18">The quick brown cat</tspan>    ← <text id="p"> at after/x.xml:2"##,
        ])
    }
}
