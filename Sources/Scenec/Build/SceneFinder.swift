#if canImport(Glibc)
import Glibc
#endif

/// Expands command-line scene arguments: files as they are, folders recursively to their `*.xml`
/// files in sorted order (so output never depends on directory listing order). Plumbing of the
/// command line and of folder diffs, not library API.
///
/// A folder walk takes only regular files: a FIFO would block the build forever, a socket or a
/// device is no scene. It follows symbolic links only to what lies inside the folder walked (resolved
/// by the kernel), so a link committed in a repository cannot make `build`, `diff` or `serve` read a
/// file of the machine (`/etc/passwd`, a CI runner's files) into its outputs, report or page; and it
/// never goes into a folder it is already inside or has walked (tracked by device and inode), so a
/// link loop cannot make it build the same scene again and again. An `.xml` file whose root element is not `<scene>` (an editor's
/// `schemas.xml`, an `<include>`d `<library>`) is not a scene to build. Each skipped entry gets a
/// note. A file named on the command line is taken as it is, and fails if it is not a scene.
package enum SceneFinder {
    /// The scenes found, and a note for each entry of a folder that was skipped.
    package struct Found: Sendable {
        package var inputs: [BuildPlanner.Input] = []
        /// `scenes/pipe.xml: note: skipped: a FIFO (named pipe), not a regular file`, …
        package var notes: [String] = []
    }

    /// The scenes named by `arguments`; a missing file is `.io`.
    package static func inputs(for arguments: [String]) throws(ScenecError) -> [BuildPlanner.Input] {
        try find(arguments).inputs
    }

    /// The scenes named by `arguments`, with notes about what folder walks skipped.
    package static func find(_ arguments: [String]) throws(ScenecError) -> Found {
        var found = Found()
        for argument in arguments {
            if FileIO.isDirectory(argument) {
                let root = argument.hasSuffix("/") && argument.count > 1 ? String(argument.dropLast()) : argument
                var walk = FolderWalk(root: root, extensions: ["xml"], scenesOnly: true)
                try walk.visit("")
                found.inputs += walk.found.map { BuildPlanner.Input(path: "\(root)/\($0)", relativePath: $0) }
                found.notes += walk.notes
            } else {
                guard FileIO.exists(argument) else { throw .io(path: argument, message: "no such scene file") }
                let name = argument.split(separator: "/").last.map(String.init) ?? argument
                found.inputs.append(BuildPlanner.Input(path: argument, relativePath: name))
            }
        }
        return found
    }

    /// Every regular file below `folder` whose extension is one of `extensions` (lower case), as
    /// sorted paths relative to `folder`. Hidden files and folders are skipped.
    package static func files(in folder: String, extensions: [String]) throws(ScenecError) -> [String] {
        try filesAndNotes(in: folder, extensions: extensions).files
    }

    /// `files(in:extensions:)` with a note for each entry skipped (a link out of the folder, a FIFO).
    package static func filesAndNotes(in folder: String, extensions: [String]) throws(ScenecError) -> (files: [String], notes: [String]) {
        var walk = FolderWalk(root: folder, extensions: extensions, scenesOnly: false)
        try walk.visit("")
        return (walk.found, walk.notes)
    }
}

/// One recursive walk below `root`.
private struct FolderWalk {
    let root: String
    let extensions: [String]
    /// Skip `.xml` files whose root element is not `<scene>`.
    let scenesOnly: Bool
    var found: [String] = []
    var notes: [String] = []
    /// Folders entered so far, so a symbolic link back into one is not followed.
    var visited: Set<FileIdentity> = []
    /// The root with every link resolved: a link is followed only to a path below it.
    let realRoot: String?

    init(root: String, extensions: [String], scenesOnly: Bool) {
        self.root = root
        self.extensions = extensions
        self.scenesOnly = scenesOnly
        realRoot = PathResolver.real(root)
    }

    /// Whether `path` is a symbolic link whose target (resolved all the way) lies outside the root.
    private func leadsOut(_ path: String) -> Bool {
        guard FileIO.kind(ofLink: path) == .symbolicLink, let target = PathResolver.real(path) else { return false }
        guard let realRoot else { return true }
        return !PathResolver.isInside(target, realRoot)
    }

    mutating func visit(_ relative: String) throws(ScenecError) {
        let path = relative.isEmpty ? root : "\(root)/\(relative)"
        if let identity = FileIO.identity(path) { visited.insert(identity) }
        for name in try SceneFinder.names(in: path) {
            let child = relative.isEmpty ? name : "\(relative)/\(name)"
            let childPath = "\(root)/\(child)"
            if leadsOut(childPath) {
                if FileIO.isDirectory(childPath) || isCandidate(name) {
                    notes.append("\(childPath): note: skipped: a symbolic link to outside the folder")
                }
                continue
            }
            // Following links inside the folder: a link to a scene is a scene; a dangling link is skipped with a note.
            switch FileIO.kind(of: childPath) {
            case .directory:
                guard let identity = FileIO.identity(childPath), !visited.contains(identity) else {
                    notes.append("\(childPath): note: skipped: a symbolic link to a folder already walked (a link loop)")
                    continue
                }
                try visit(child)
            case .regular:
                guard let dot = name.lastIndex(of: "."), extensions.contains(name[name.index(after: dot)...].lowercased()) else { continue }
                if scenesOnly, let root = RootElement.name(ofFile: childPath), root != "scene" {
                    notes.append("\(childPath): note: skipped: its root element is <\(root)>, not <scene>")
                    continue
                }
                found.append(child)
            case .symbolicLink, .fifo, .socket, .characterDevice, .blockDevice, .unknown:
                guard isCandidate(name) else { continue }
                let kind = FileIO.kind(of: childPath)?.notRegular ?? "not a regular file"
                notes.append("\(childPath): note: skipped: \(kind), not a regular file")
            case nil:
                guard isCandidate(name) else { continue }
                notes.append("\(childPath): note: skipped: a symbolic link to nothing")
            }
        }
    }

    private func isCandidate(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }
}

extension SceneFinder {
    /// The entries of a folder, hidden ones left out, sorted (also the file watcher's folder walk).
    package static func names(in path: String) throws(ScenecError) -> [String] {
        try FileIO.names(in: path)
    }
}
