import Scenec

#if canImport(Glibc)
import Glibc
#endif

/// One spelling per file, so a path from inotify (watched folder + name) matches a path from a scene
/// (`scenes/../images/a.png`, a symbolic link to a folder): the folder resolved with `realpath`, the
/// file name kept (the file itself may be gone or not yet renamed into place).
enum PathName {
    /// `path` with every symbolic link and `.`/`..` resolved, or nil when it does not exist.
    static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The canonical spelling of a file's path: its folder resolved, its name as is.
    static func canonical(_ path: String) -> String {
        let folder = folder(of: path)
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        guard let resolvedFolder = resolve(folder) else { return path }
        return resolvedFolder == "/" ? "/" + name : resolvedFolder + "/" + name
    }

    /// The folder holding `path` (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The folders directly below `folder`, hidden ones skipped (like `SceneFinder`).
    static func subfolders(of folder: String) -> [String] {
        let names = (try? SceneFinder.names(in: folder)) ?? []
        return names.map { folder + "/" + $0 }.filter { child in
            var info = stat()
            return stat(child, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        }
    }
}
