import Scenec

#if canImport(Glibc)
import Glibc
#endif

/// Symbolic links in a revision copied out of git: a tree can hold a link to any path of the machine
/// (`/etc/passwd`, `../../runner/secrets.xml`), and `git archive` writes it as a link. Reading through
/// it would render a file outside the repository into the diff and its published report, so every
/// link whose target, resolved by the kernel, is not inside the copy is removed before anything reads
/// the copy. Links between the revision's own files stay.
enum RevisionLinks {
    /// Removes the links below `folder` (itself resolved) that lead out of it or nowhere; returns their
    /// paths relative to `folder`, sorted.
    static func removeLeadingOut(below folder: String) -> [String] {
        guard let root = real(folder) else { return [] }
        var removed: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            for name in entries(of: path) {
                let child = relative.isEmpty ? name : relative + "/" + name
                let childPath = folder + "/" + child
                switch FileIO.kind(ofLink: childPath) {
                case .directory?:
                    pending.append(child)
                case .symbolicLink?:
                    let target = real(childPath)
                    guard target.map({ $0 == root || $0.hasPrefix(root + "/") }) != true else { continue }
                    if unlink(childPath) == 0 { removed.append(child) }
                default:
                    continue
                }
            }
        }
        return removed.sorted()
    }

    /// Every entry of a folder, hidden ones included (a hidden link is read by a scene's href too).
    private static func entries(of path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    private static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
