import Foundation
import ScenecTestSupport
import Testing

// `scenec diff REV:PATH PATH` (issue 15): a side read from git's object store, in a real repository.

/// A repository in `folder/repo` whose first commit (branch `main`) has `scenes/keys.xml` (four keys) and
/// `scenes/icons/dot.png` used by it; the working tree then changes the third key's fill.
private func repositoryWithOneChangedKey(_ folder: TemporaryFolder) throws {
    try folder.write("repo/scenes/keys.xml", rowScene(third: "#3366cc"))
    try folder.write("repo/scenes/other.xml", rowScene(third: "#00aa00"))
    for command in [["init", "-q", "-b", "main"], ["add", "-A"],
                    ["-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-q", "-m", "keys"]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", folder.path("repo")] + command
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(command)")
    }
    try folder.write("repo/scenes/keys.xml", rowScene(third: "#cc3333"))
}

@Suite("scenec diff REV:PATH")
struct DiffRevisionTests {
    @Test("main:scenes against the working tree finds the one changed key, named by its revision")
    func folderAgainstRevision() throws {
        let folder = try TemporaryFolder()
        try repositoryWithOneChangedKey(folder)
        let result = try runScenec(["diff", "main:scenes", "scenes", "--report", "review.html"], in: folder.file("repo"))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("--- main:scenes/keys.xml\n+++ scenes/keys.xml"), "\(result.stdout)")
        #expect(result.stdout.contains("changed: keys.xml ("), "\(result.stdout)")
        #expect(!result.stdout.contains("other.xml"), "an unchanged scene is not reported")
        #expect(result.stdout.contains("<rect id=\"k3\"") || result.stdout.contains("at main:scenes/keys.xml:5"), "\(result.stdout)")
        // No temporary path reaches the user, and the copy is gone.
        let report = String(decoding: folder.bytes("repo/review.html") ?? [], as: UTF8.self)
        #expect(report.contains("main:scenes"))
        for text in [result.stdout, result.stderr, report] { #expect(!text.contains("scenec-diff-")) }
    }

    @Test("a file at a revision against the same file in the working tree; both sides as revisions")
    func files() throws {
        let folder = try TemporaryFolder()
        try repositoryWithOneChangedKey(folder)
        let changed = try runScenec(["diff", "HEAD:scenes/keys.xml", "scenes/keys.xml", "-q"], in: folder.file("repo"))
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("changed: scenes/keys.xml"), "\(changed.stdout)")
        let same = try runScenec(["diff", "main:scenes/other.xml", "HEAD:scenes/other.xml"], in: folder.file("repo"))
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout == "no changes beyond the threshold\n")
    }

    @Test("an unknown revision or a path not in it is a clear error naming both, exit 3")
    func errors() throws {
        let folder = try TemporaryFolder()
        try repositoryWithOneChangedKey(folder)
        let revision = try runScenec(["diff", "nope:scenes", "scenes"], in: folder.file("repo"))
        #expect(revision.status == 3)
        #expect(revision.stderrLines.first?.hasPrefix("nope:scenes: error: 'nope' is not a revision of the repository at ") == true, "\(revision.stderr)")
        let path = try runScenec(["diff", "main:scene", "scenes"], in: folder.file("repo"))
        #expect(path.status == 3)
        #expect(path.stderr.contains("'scene' is not in revision 'main'"), "\(path.stderr)")
        let outside = try TemporaryFolder()
        try outside.write("a.xml", rowScene(third: "#3366cc"))
        let noRepository = try runScenec(["diff", "main:a.xml", "a.xml"], in: outside.url)
        #expect(noRepository.status == 3)
        #expect(noRepository.stderr.contains("is not inside a git repository"), "\(noRepository.stderr)")
    }

    @Test("a symbolic link committed in the repository to a file outside it is never read: skipped with a note in a folder, an error as a side")
    func linksOutOfTheRepository() throws {
        let folder = try TemporaryFolder()
        try repositoryWithOneChangedKey(folder)
        try folder.write("secret.xml", #"<scene width="40" height="20"><text>runner-secret</text></scene>"#)
        try FileManager.default.createSymbolicLink(atPath: folder.path("repo/scenes/absolute.xml"), withDestinationPath: folder.path("secret.xml"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("repo/scenes/relative.xml"), withDestinationPath: "../../secret.xml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("repo/scenes/inside.xml"), withDestinationPath: "other.xml")
        for command in [["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-q", "-m", "links"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            process.arguments = ["-C", folder.path("repo")] + command
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(command)")
        }
        let result = try runScenec(["diff", "main:scenes", "HEAD:scenes", "--report", "review.html"], in: folder.file("repo"))
        let report = String(decoding: folder.bytes("repo/review.html") ?? [], as: UTF8.self)
        for text in [result.stdout, result.stderr, report] { #expect(!text.contains("runner-secret"), "\(text)") }
        #expect(result.stderrLines.contains("HEAD:scenes/absolute.xml: note: skipped: a symbolic link to outside the revision's files"), "\(result.stderr)")
        #expect(result.stderrLines.contains("HEAD:scenes/relative.xml: note: skipped: a symbolic link to outside the revision's files"), "\(result.stderr)")
        #expect(!result.stderr.contains("inside.xml"), "a link between the revision's own files stays: \(result.stderr)")

        // The working tree's folder against a revision: its links out of the folder are warnings that
        // name them (issue 42: they went unmentioned), and are never read.
        let worktree = try runScenec(["diff", "HEAD:scenes", "scenes"], in: folder.file("repo"))
        #expect(!worktree.stdout.contains("runner-secret") && !worktree.stderr.contains("runner-secret"))
        #expect(worktree.stderrLines.contains("scenes/absolute.xml: warning: not compared: a symbolic link to outside the folder"), "\(worktree.stderr)")
        #expect(worktree.stderrLines.contains("scenes/relative.xml: warning: not compared: a symbolic link to outside the folder"), "\(worktree.stderr)")
        #expect(!worktree.stderr.contains("inside.xml"), "\(worktree.stderr)")

        for side in ["HEAD:scenes/absolute.xml", "HEAD:scenes/relative.xml"] {
            let file = try runScenec(["diff", side, "scenes/other.xml"], in: folder.file("repo"))
            #expect(file.status == 3, "\(file.stderr)")
            #expect(file.stderr.contains("\(side): error: is a symbolic link to a file outside revision 'HEAD'; scenec does not follow it"), "\(file.stderr)")
            #expect(!file.stdout.contains("runner-secret") && !file.stderr.contains("runner-secret"))
        }
    }
}
