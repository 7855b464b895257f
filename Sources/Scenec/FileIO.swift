#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading inputs with a size cap and writing outputs atomically: a temporary file in the target's
/// folder, flushed, then renamed over the target, so a failed build never leaves a truncated file.
/// Plumbing of the library and the command line, not library API.
package enum FileIO {
    /// The bytes of a file, at most `limit + 1` of them: one byte over the limit is enough for the
    /// caller to refuse the file without reading an endless one to its end.
    package static func read(_ path: String, limit: Int) throws(ScenecError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .io(path: path, message: "cannot read: \(errorText())") }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw .io(path: path, message: "is a folder, not a file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 { throw .io(path: path, message: "cannot read: \(errorText())") }
            if n == 0 { break }
            bytes += chunk[0..<n]
            // One byte over the limit is enough to refuse; never read an endless file to the end.
            if bytes.count > limit { break }
        }
        return bytes
    }

    /// Writes `bytes` to `path` through a temporary file renamed over it; with `creatingFolders`, the
    /// folders leading to `path` are made first.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, creatingFolders: Bool = false) throws(ScenecError) {
        if creatingFolders, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            let folder = String(path[..<slash])
            if !isDirectory(folder) { try makeDirectories(folder) }
        }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(folder.isEmpty ? "/" : folder)/.\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { throw .io(path: path, message: "cannot write: \(errorText())") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Glibc.write(fd, $0 + written, buffer.count - written) } ?? -1
            }
            if n <= 0 {
                let message = errorText()
                close(fd)
                throw .io(path: path, message: "cannot write: \(message)")
            }
            written += n
        }
        // Files are readable like any build output (mkstemp creates them 0600).
        fchmod(fd, 0o644)
        guard fsync(fd) == 0, close(fd) == 0 else { throw .io(path: path, message: "cannot write: \(errorText())") }
        guard rename(temporary, path) == 0 else { throw .io(path: path, message: "cannot write: \(errorText())") }
        ok = true
    }

    /// Whether `path` is a folder (following symbolic links).
    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether anything exists at `path`.
    package static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Creates a folder and its parents.
    package static func makeDirectories(_ path: String) throws(ScenecError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if isDirectory(current) { continue }
            if mkdir(current, 0o755) != 0, errno != EEXIST {
                throw .io(path: path, message: "cannot create folder: \(errorText())")
            }
        }
    }

    /// The text of the current `errno`.
    package static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
