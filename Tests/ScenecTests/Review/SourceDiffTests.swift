@testable import Scenec
import Testing

/// The scene source diff of the review: files paired by their path below the scene's folder, a library
/// only one side includes shown whole, and paths normalised so an image named `../images/x.png` is
/// found among the compared files.
@Suite struct SourceDiffTests {
    @Test("paths lose their . and .. components and repeated slashes", arguments: [
        ("a/./b/../c", "a/c"), ("scenes/keys/../images/x.png", "scenes/images/x.png"), ("/tmp//a/b", "/tmp/a/b"),
        ("../x", "../x"), ("a/../../x", "../x"), ("./a", "a"),
    ])
    func normalized(path: String, expected: String) {
        #expect(SourceDiff.normalized(path) == expected)
    }

    @Test("the scene pairs with the scene, libraries by their path; one only AFTER includes is shown whole")
    func pairing() {
        let before = [DiffRunner.SourceFile(path: "a/x.xml", key: "", lines: ["<scene>", "</scene>"])]
        let after = [DiffRunner.SourceFile(path: "b/x.xml", key: "", lines: ["<scene>", "</scene>"]),
                     DiffRunner.SourceFile(path: "b/lib/new.xml", key: "lib/new.xml", lines: ["<library/>"])]
        #expect(SourceDiff.differs(before: before, after: after))
        #expect(SourceDiff.format(before: before, after: after) == "--- /dev/null\n+++ b/lib/new.xml\n@@ line 0 → 1 @@\n+<library/>\n")
        #expect(!SourceDiff.differs(before: before, after: Array(after.prefix(1))), "the scene's own name does not matter")
    }
}
