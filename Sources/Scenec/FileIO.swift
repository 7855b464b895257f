#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading inputs with a size cap and writing outputs atomically: a temporary file in the target's
/// folder, flushed, then renamed over the target, so a failed build never leaves a truncated file.
public enum FileIO {
    public static func read(_ path: String, limit: Int) throws(ScenecError) -> [UInt8] {
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

    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(ScenecError) {
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

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Creates a folder and its parents.
    public static func makeDirectories(_ path: String) throws(ScenecError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if isDirectory(current) { continue }
            if mkdir(current, 0o755) != 0, errno != EEXIST {
                throw .io(path: path, message: "cannot create folder: \(errorText())")
            }
        }
    }

    static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
