#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Modification times, and whether an output is newer than everything it was made from (like make).
/// Plumbing of the batch builder and the command line, not library API.
package enum UpToDate {
    /// A file's modification time in nanoseconds since the epoch, or nil when it does not exist.
    package static func modificationTime(_ path: String) -> Int64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    }

    /// True when `output` exists and is strictly newer than every dependency. A missing dependency,
    /// or one with the same time stamp (coarse clocks), counts as changed: when in doubt, rebuild.
    package static func isUpToDate(output: String, dependencies: [String]) -> Bool {
        guard let built = modificationTime(output) else { return false }
        for dependency in dependencies {
            guard let changed = modificationTime(dependency), changed < built else { return false }
        }
        return true
    }

    /// Whether `path` starts the way scenec writes `format` (PNG signature; SVG prologue and root), so a
    /// placeholder or foreign file that happens to be newer than the scene is still replaced.
    package static func looksLikeOutput(_ path: String, format: OutputFormat) -> Bool {
        let expected: [UInt8]
        switch format {
        case .png: expected = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        case .svg: expected = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ".utf8)
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: expected.count)
        let n = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        return n == expected.count && head == expected
    }

    /// The running executable (`/proc/self/exe` resolved), so a new scenec rebuilds everything.
    package static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
