#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Whether an output can be kept: it is newer than everything it was made from (like make, so a new
/// scenec binary or a touched scene rebuilds) *and* it carries the key of the build being asked for
/// (so a change of `--scale`, format, options, scenec version or input contents rebuilds even when
/// the times say otherwise). Plumbing of the batch builder and the command line, not library API.
package enum UpToDate {
    /// A file's modification time in nanoseconds since the epoch, or nil when it does not exist.
    package static func modificationTime(_ path: String) -> Int64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    }

    /// True when `output` exists and is strictly newer than every dependency. A missing dependency,
    /// or one with the same time stamp (coarse clocks), counts as changed: when in doubt, rebuild.
    package static func isNewer(output: String, than dependencies: [String]) -> Bool {
        guard let built = modificationTime(output) else { return false }
        for dependency in dependencies {
            guard let changed = modificationTime(dependency), changed < built else { return false }
        }
        return true
    }

    /// True when `output` is newer than its dependencies and stores `key`.
    package static func isUpToDate(output: String, format: OutputFormat, key: OutputKey, dependencies: [String]) -> Bool {
        isNewer(output: output, than: dependencies) && storedKey(output, format: format) == key
    }

    /// The key stored in the output at `path` (in its first bytes, or its last for a format that keeps
    /// its stamp at the tail), or nil (no file, not a regular file, no key: a
    /// placeholder, a foreign file or an output of an older scenec, all of which are rebuilt).
    package static func storedKey(_ path: String, format: OutputFormat) -> OutputKey? {
        guard FileIO.kind(ofLink: path) == .regular else { return nil }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        switch format.descriptor.stamp.end {
        case .head:
            break
        case .tail:
            let end = lseek(fd, 0, SEEK_END)
            guard end > 0, lseek(fd, max(0, end - off_t(OutputKey.headBytes)), SEEK_SET) >= 0 else { return nil }
        }
        var head = [UInt8](repeating: 0, count: OutputKey.headBytes)
        let n = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return nil }
        return OutputKey.stored(in: Array(head[0..<n]), format: format)
    }

    /// The running executable (`/proc/self/exe` resolved), so a new scenec rebuilds everything.
    package static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
