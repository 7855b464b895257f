#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading inputs with a size cap and writing outputs atomically: a temporary file in the target's
/// folder, renamed over the target, so a reader sees the old file or the new one and a failed or
/// interrupted build never leaves a truncated file. Not forced to disk (no `fsync`), like the outputs
/// of compilers and make: that cost 0.5–3 ms per file here, a third of a small scene's drawing. What
/// that gives up: an error the disk reports only when the data is written back (an I/O error, a full
/// thin-provisioned volume) is no longer seen by the build, and after a power failure files written
/// just before it may be empty; a plain build rebuilds those (an empty file is not up to date).
/// Only regular files are ever read or replaced: a FIFO would block a read forever, and renaming over a
/// device node (`/dev/full`) or a FIFO would destroy it. Plumbing of the library and the command line,
/// not library API.
package enum FileIO {
    /// The bytes of a regular file, at most `limit + 1` of them: one byte over the limit is enough for
    /// the caller to refuse the file without reading an endless one to its end.
    package static func read(_ path: String, limit: Int) throws(ScenecError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO for reading waits for a writer; with it the open returns at once,
        // and the type check below refuses it. Regular files ignore the flag.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .io(path: path, message: "cannot read: \(errorText())") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .io(path: path, message: "cannot read: \(errorText())") }
        if let kind = FileKind(mode: info.st_mode).notRegular {
            throw .io(path: path, message: "is \(kind), not a regular file")
        }
        var bytes: [UInt8] = []
        // Room for the whole file at once (a megabyte of design tokens grew through a dozen copies).
        bytes.reserveCapacity(min(max(Int(info.st_size), 0), limit) + 1)
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
    /// folders leading to `path` are made first. A target that exists and is not a regular file (a
    /// device, a FIFO, a folder, a symbolic link) is refused before anything is created.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, creatingFolders: Bool = false) throws(ScenecError) {
        guard !path.isEmpty else { throw .io(path: path, message: "an output path cannot be empty") }
        try requireReplaceable(path)
        let folder = PathResolver.folder(of: path)
        if creatingFolders, folder != ".", folder != "/", !isDirectory(folder) { try makeDirectories(folder) }
        let temporary = try TemporaryFiles.create(in: folder, for: path)
        var ok = false
        defer {
            if !ok { unlink(temporary.path) }
            TemporaryFiles.forget(temporary)
        }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Glibc.write(temporary.descriptor, $0 + written, buffer.count - written) } ?? -1
            }
            if n <= 0 {
                let message = errorText()
                close(temporary.descriptor)
                throw .io(path: path, message: "cannot write: \(message)")
            }
            written += n
        }
        // Files are readable like any build output (the temporary is created 0600).
        fchmod(temporary.descriptor, 0o644)
        // close reports a write error the file system deferred (NFS, a full quota).
        guard close(temporary.descriptor) == 0 else { throw .io(path: path, message: "cannot write: \(errorText())") }
        // Checked again right before the rename: the target may have changed while we rendered.
        try requireReplaceable(path)
        guard rename(temporary.path, path) == 0 else { throw .io(path: path, message: "cannot write: \(errorText())") }
        ok = true
    }

    /// Throws unless `path` is missing or a regular file (not followed if it is a symbolic link).
    package static func requireReplaceable(_ path: String) throws(ScenecError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if let kind = FileKind(mode: info.st_mode).notRegular {
            throw .io(path: path, message: "is \(kind); scenec replaces only regular files, so it leaves it alone")
        }
    }

    /// The device and inode of the file at `path` (following symbolic links), or nil when it does
    /// not exist: two paths name the same file when these are equal.
    package static func identity(_ path: String) -> FileIdentity? {
        var info = stat()
        guard !path.isEmpty, stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// What is at `path` without following a final symbolic link, or nil when nothing is.
    package static func kind(ofLink path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileKind(mode: info.st_mode)
    }

    /// What is at `path`, following symbolic links, or nil when nothing is (or a link is dangling).
    package static func kind(of path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileKind(mode: info.st_mode)
    }

    /// Whether `path` is a folder (following symbolic links).
    package static func isDirectory(_ path: String) -> Bool {
        kind(of: path) == .directory
    }

    /// Whether anything exists at `path`.
    package static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Creates a folder and its parents. A part of the path that exists and is not a folder (a
    /// file, a device) is named in the error.
    package static func makeDirectories(_ path: String) throws(ScenecError) {
        var current = path.hasPrefix("/") ? "" : "."
        var shown: [Substring] = []
        for component in path.split(separator: "/") {
            current += "/" + component
            shown.append(component)
            if isDirectory(current) { continue }
            if mkdir(current, 0o755) != 0 {
                let failure = errno
                // Another job of the same build may have made it between the check and mkdir.
                if failure == EEXIST, isDirectory(current) { continue }
                if failure == EEXIST {
                    let kind = kind(of: current).flatMap(\.notRegular) ?? "a file"
                    throw .io(path: (path.hasPrefix("/") ? "/" : "") + shown.joined(separator: "/"), message: "is \(kind), not a folder")
                }
                errno = failure
                throw .io(path: path, message: "cannot create folder: \(errorText())")
            }
        }
    }

    /// The text of the current `errno`.
    package static func errorText() -> String {
        String(cString: strerror(errno))
    }
}

/// A file's identity on this machine: the same file whatever path (or hard link) names it.
package struct FileIdentity: Sendable, Hashable {
    package var device: UInt64
    package var inode: UInt64
}

/// The type of a file system entry, as `stat` reports it.
package enum FileKind: Sendable, Hashable {
    case regular, directory, symbolicLink, fifo, socket, characterDevice, blockDevice, unknown

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .unknown
        }
    }

    /// "a FIFO", "a folder", …: the kind in a message, or nil for a regular file.
    package var notRegular: String? {
        switch self {
        case .regular: return nil
        case .directory: return "a folder"
        case .symbolicLink: return "a symbolic link"
        case .fifo: return "a FIFO (named pipe)"
        case .socket: return "a socket"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .unknown: return "not a file scenec knows"
        }
    }

}

extension FileIO {
    /// The entries of a folder, hidden ones left out, sorted.
    package static func names(in path: String) throws(ScenecError) -> [String] {
        guard let directory = opendir(path) else { throw .io(path: path, message: "cannot list folder: \(errorText())") }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            names.append(name)
        }
        return names.sorted()
    }
}
