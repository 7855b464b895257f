#if canImport(Glibc)
import Glibc
#endif

/// One file per resource name in an Android folder. Android names a resource by its file name up to
/// the first dot, so `ic_launcher.png` beside `ic_launcher.webp` (or `icon.png` beside a
/// VectorDrawable `icon.xml`) is one resource defined twice, which aapt refuses ("Resource entry
/// ic_launcher is already defined"). Before a build writes into an Android folder, every other file of
/// a name it writes is looked at: one scenec wrote (it carries scenec's up-to-date key, `OutputKey`)
/// is removed, as the new file replaces it; one it did not write is the user's, and the build stops
/// before writing anything, naming both (exit status 3: what is on disk, not the scene or the command
/// line, is in the way).
package enum AndroidResourceClash {
    /// The Android resource name of a file name: `ic_launcher.9.png` → `ic_launcher`.
    static func resourceName(_ file: String) -> String {
        file.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? file
    }

    /// Removes the files scenec wrote that share a resource name with one of `outputs` in its folder,
    /// and returns a note per file removed; throws, having removed nothing, when any such file is not
    /// scenec's.
    package static func clear(for outputs: [String]) throws(ScenecError) -> [String] {
        var byFolder: [String: [String: String]] = [:]
        for output in outputs {
            guard let slash = output.lastIndex(of: "/") else { continue }
            let file = String(output[output.index(after: slash)...])
            byFolder[String(output[..<slash]), default: [:]][resourceName(file)] = file
        }
        var ours: [(path: String, replacedBy: String)] = []
        var theirs: [(path: String, ours: String)] = []
        for (folder, names) in byFolder.sorted(by: { $0.key < $1.key }) {
            guard FileIO.isDirectory(folder), let entries = try? FileIO.names(in: folder) else { continue }
            for entry in entries.sorted() {
                guard let mine = names[resourceName(entry)], entry != mine else { continue }
                let path = folder + "/" + entry
                guard FileIO.kind(ofLink: path) == .regular else { continue }
                if isScenecs(path, file: entry) {
                    ours.append((path, folder + "/" + mine))
                } else {
                    theirs.append((path, folder + "/" + mine))
                }
            }
        }
        if let first = theirs.first {
            let more = theirs.count > 1
                ? " (and \(theirs.count - 1) more: " + theirs.dropFirst().map { "\($0.path) beside \($0.ours)" }.joined(separator: ", ") + ")"
                : ""
            let name = resourceName(first.path.split(separator: "/").last.map(String.init) ?? first.path)
            throw .io(path: first.path, message: "is resource \(name) too, and scenec did not write it; "
                + "\(first.ours) would define it twice (aapt: \"Resource entry … is already defined\"); remove or rename one\(more); nothing was written")
        }
        var notes: [String] = []
        for file in ours where unlink(file.path) == 0 {
            notes.append("\(file.path): note: removed: replaced by \(file.replacedBy) (one file per Android resource name)")
        }
        return notes
    }

    /// Whether the file at `path` carries scenec's up-to-date key (in any format scenec writes there).
    private static func isScenecs(_ path: String, file: String) -> Bool {
        let ext = file.split(separator: ".").last.map(String.init) ?? ""
        let format = ext.lowercased() == "xml" ? OutputFormat.vector : OutputFormat(fileExtension: ext)
        guard let format else { return false }
        return UpToDate.storedKey(path, format: format) != nil
    }
}
