import Scenec

#if canImport(Glibc)
import Glibc
#endif

/// A side of `scenec diff` written `REV:PATH` (`main:scenes`, `HEAD~1:scenes/key.xml`): PATH relative to
/// the repository's root, as in `git show`, read from git's object store.
struct RevisionSide: Equatable {
    var revision: String
    var path: String

    /// A side names a revision when it has a colon after something and is not a file or folder that
    /// exists (a scene may be called `a:b.xml`).
    static func parse(_ argument: String) -> RevisionSide? {
        guard !FileIO.exists(argument), let colon = argument.firstIndex(of: ":"), colon != argument.startIndex else { return nil }
        var path = String(argument[argument.index(after: colon)...])
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        if path.isEmpty { path = "." }  // `main:` is the whole tree
        return RevisionSide(revision: String(argument[..<colon]), path: path)
    }

    /// How the side is named in messages and the report.
    var label: String { "\(revision):\(path)" }
}

/// Reads revisions with `git` as a subprocess of the command line (never of the library).
enum GitTree {
    /// The top folder of the repository that contains `path` (a file or a folder).
    static func repository(containing path: String) throws(ScenecError) -> String {
        let folder = FileIO.isDirectory(path) ? path : PathResolver.folder(of: path)
        let result = try git(["-C", folder, "rev-parse", "--show-toplevel"], path: path)
        guard result.status == 0 else {
            throw .io(path: path, message: "is not inside a git repository, so the other side's revision cannot be read")
        }
        return String(decoding: result.standardOutput, as: UTF8.self).trimmingWhitespace()
    }

    /// Writes the files of `side` below `folder` — the whole folder it names, or the folder of the
    /// file it names, so the images beside a scene come along — and returns the side's path there,
    /// with a note for each symbolic link that led out of the copy (removed: `RevisionLinks`). A side
    /// that is itself such a link is an error.
    static func extract(_ side: RevisionSide, repository: String, into folder: String) throws(ScenecError) -> (path: String, notes: [String]) {
        let commit = try git(["-C", repository, "rev-parse", "--verify", "--quiet", side.revision + "^{commit}"], path: side.label)
        guard commit.status == 0 else {
            throw .io(path: side.label, message: "'\(side.revision)' is not a revision of the repository at \(repository)")
        }
        let object = side.path == "." ? "tree" : try objectType(side, repository: repository)
        let tree = object == "tree" ? side.path : PathResolver.folder(of: side.path)
        let archive = folder + "/revision.tar"
        var arguments = ["-C", repository, "archive", "--format=tar", "-o", archive, side.revision]
        if !tree.isEmpty, tree != "." { arguments += ["--", tree] }
        let archived = try git(arguments, path: side.label)
        guard archived.status == 0 else { throw .io(path: side.label, message: "cannot be read: \(firstLine(archived.standardError))") }
        let unpacked = try run(["tar", "-xf", archive, "-C", folder], path: side.label)
        guard unpacked.status == 0 else { throw .io(path: side.label, message: "cannot be unpacked: \(firstLine(unpacked.standardError))") }
        let removed = RevisionLinks.removeLeadingOut(below: folder)
        if removed.contains(side.path) {
            throw .io(path: side.label, message: "is a symbolic link to a file outside revision '\(side.revision)'; scenec does not follow it")
        }
        let notes = removed.map { "\(side.revision):\($0.replacingLineBreaks()): note: skipped: a symbolic link to outside the revision's files" }
        return (folder + "/" + side.path, notes)
    }

    /// `tree` or `blob`; an error naming the revision when the path is not in it.
    private static func objectType(_ side: RevisionSide, repository: String) throws(ScenecError) -> String {
        let type = try git(["-C", repository, "cat-file", "-t", side.revision + ":" + side.path], path: side.label)
        guard type.status == 0 else {
            throw .io(path: side.label, message: "'\(side.path)' is not in revision '\(side.revision)' (paths are relative to the repository's root, \(repository))")
        }
        return String(decoding: type.standardOutput, as: UTF8.self).trimmingWhitespace()
    }

    private static func git(_ arguments: [String], path: String) throws(ScenecError) -> Subprocess.Result {
        try run(["git"] + arguments, path: path)
    }

    private static func run(_ arguments: [String], path: String) throws(ScenecError) -> Subprocess.Result {
        do {
            return try Subprocess.run(arguments)
        } catch {
            throw .io(path: path, message: error.message)
        }
    }

    private static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n").first ?? "").trimmingWhitespace()
    }
}

/// The two sides of `scenec diff` as local paths: a side that names a revision is copied out of git
/// into a temporary folder, and the report names it `REV:PATH` again.
struct DiffSides {
    var before: String
    var after: String
    /// Temporary path prefixes and the `REV:` each stands for.
    var labels: [(prefix: String, label: String)] = []
    /// What was left out of the revisions' copies, for stderr.
    var notes: [String] = []
    var temporaryFolder: String?

    /// Revisions are read from the repository that contains the other side, or the working
    /// directory's when both sides are revisions.
    static func resolve(before: String, after: String) throws(ScenecError) -> DiffSides {
        let revisions = (RevisionSide.parse(before), RevisionSide.parse(after))
        var sides = DiffSides(before: before, after: after)
        if revisions.0 == nil, revisions.1 == nil { return sides }
        let anchor = revisions.0 == nil ? before : revisions.1 == nil ? after : "."
        let repository = try GitTree.repository(containing: anchor)
        var template = Array("/tmp/scenec-diff-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } }) else {
            throw .io(path: "/tmp", message: "cannot make a temporary folder: \(FileIO.errorText())")
        }
        let temporary = String(cString: made)
        sides.temporaryFolder = temporary
        do throws(ScenecError) {
            for (index, side) in [revisions.0, revisions.1].enumerated() {
                guard let side else { continue }
                let folder = temporary + (index == 0 ? "/before" : "/after")
                guard mkdir(folder, 0o700) == 0 else { throw .io(path: folder, message: "cannot make a temporary folder: \(FileIO.errorText())") }
                let (local, notes) = try GitTree.extract(side, repository: repository, into: folder)
                sides.notes += notes
                if index == 0 { sides.before = local } else { sides.after = local }
                sides.labels.append((folder + "/", side.revision + ":"))
            }
        } catch {
            sides.removeTemporaryFolder()
            throw error
        }
        return sides
    }

    /// Removes the revisions' copies.
    func removeTemporaryFolder() {
        guard let temporaryFolder else { return }
        _ = try? Subprocess.run(["rm", "-rf", "--", temporaryFolder])
    }
}
