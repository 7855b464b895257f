@testable import Scenec
import Testing

@Suite("TextDiff")
struct TextDiffTests {
    @Test("a changed line in the middle is a removal then an addition between equal lines")
    func changedLine() {
        let edits = TextDiff.diff(["a", "b", "c"], ["a", "x", "c"])
        #expect(edits == [.same(before: 0, after: 0), .removed(before: 1), .added(after: 1), .same(before: 2, after: 2)])
        #expect(TextDiff.hasChanges(edits))
    }

    @Test("equal texts have no changes")
    func equal() {
        let edits = TextDiff.diff(["a", "b"], ["a", "b"])
        #expect(edits == [.same(before: 0, after: 0), .same(before: 1, after: 1)])
        #expect(!TextDiff.hasChanges(edits))
    }

    @Test("insertions and deletions keep the common lines matched")
    func insertAndDelete() {
        let edits = TextDiff.diff(["a", "b", "c", "d"], ["b", "c", "e", "d"])
        #expect(edits == [.removed(before: 0), .same(before: 1, after: 0), .same(before: 2, after: 1),
                          .added(after: 2), .same(before: 3, after: 3)])
    }

    @Test("a middle too large for the LCS table is shown replaced wholesale")
    func tooLarge() {
        let edits = TextDiff.diff(["p", "a", "b", "s"], ["p", "b", "a", "s"], maximumCells: 4)
        #expect(edits == [.same(before: 0, after: 0), .removed(before: 1), .removed(before: 2),
                          .added(after: 1), .added(after: 2), .same(before: 3, after: 3)])
    }
}
