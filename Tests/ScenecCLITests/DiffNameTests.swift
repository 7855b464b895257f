import Foundation
import ScenecTestSupport
import Testing

/// File names and ids that hold line breaks or terminal escapes are printed escaped by `scenec diff`,
/// so a scene's name cannot forge a line of a CI log (`changed: …`, `error: …`).
@Suite("scenec diff: names on one line")
struct DiffNameTests {
    @Test("a scene whose name holds a line break and an escape is one escaped line in each place diff names it")
    func escapedNames() throws {
        let folder = try TemporaryFolder()
        let name = "k\nchanged: \u{1B}[2Kforged.xml"
        try folder.write("before/\(name)", rowScene(third: "#3366cc").replacingOccurrences(of: "id=\"k3\"", with: "id=\"k3&#10;error: forged id\""))
        try folder.write("after/\(name)", rowScene(third: "#cc3333").replacingOccurrences(of: "id=\"k3\"", with: "id=\"k3&#10;error: forged id\""))
        for side in ["before", "after"] { try folder.write("\(side)/bad\nerror: forged too.xml", "<scene width=\"10\" height=\"10\"><nope/></scene>") }
        let result = try folder.run(["diff", "before", "after"])
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false) + result.stderr.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("changed: forged") || $0.hasPrefix("error: forged") || $0.hasPrefix("error: forged too") },
                "\(result.stdout)\n\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}") && !result.stderr.contains("\u{1B}"))
        #expect(result.stdout.contains("changed: k\\nchanged: \\u{1B}[2Kforged.xml ("), "\(result.stdout)")
        #expect(result.stdout.contains("--- before/k\\nchanged: \\u{1B}[2Kforged.xml"), "\(result.stdout)")
        #expect(result.stdout.contains("id=\"k3\\nerror: forged id\">"), "\(result.stdout)")
        #expect(result.stderr.contains("before/bad\\nerror: forged too.xml:1:"), "\(result.stderr)")
    }
}
