import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Watches folders with inotify and reports changed files in coalesced batches.
///
/// Folders are watched rather than files: editors save by writing a new file and renaming it over the
/// old one, which ends an inotify watch on the old file's inode, while the folder's watch sees the rename.
/// A burst of events (a save is often create, write, close, rename) is delivered once, when the folder
/// has been quiet for `quiet`, and never later than `maximumDelay` after its first event. When the last
/// event completed a file (closed after writing, or renamed into place: the end of an editor's save),
/// `completedQuiet` is waited instead, so a save is not held up by a quiet window meant for writes in
/// progress; a write after it still joins the batch, or starts the next.
public final class FileWatcher: Sendable {
    /// Paths as `PathName.canonical` gives them: the folder resolved, the file name as is.
    public typealias Batch = Set<String>

    private struct State {
        var folders: [Int32: String] = [:]
        var watched: Set<String> = []
        var recursiveRoots: [String] = []
        var stopped = false
    }

    private let descriptor: Int32
    private let wake: (read: Int32, write: Int32)
    private let state = Mutex(State())
    private let quiet: Duration
    private let completedQuiet: Duration
    private let maximumDelay: Duration
    private let onChange: @Sendable (Batch) -> Void
    private let finished = DispatchSemaphore(value: 0)

    /// Starts the watcher's thread; `onChange` is called on it, one batch at a time. `completedQuiet`
    /// (at most `quiet`; nil: `quiet`) is the quiet window after an event that completed a file.
    public init(quiet: Duration = .milliseconds(60), completedQuiet: Duration? = nil, maximumDelay: Duration = .milliseconds(300),
                onChange: @escaping @Sendable (Batch) -> Void) throws(WatchError) {
        let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else { throw WatchError(message: "cannot start watching files: \(String(cString: strerror(errno)))") }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            close(fd)
            throw WatchError(message: "cannot start watching files: \(String(cString: strerror(errno)))")
        }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        descriptor = fd
        wake = (pipeEnds[0], pipeEnds[1])
        self.quiet = quiet
        self.completedQuiet = min(completedQuiet ?? quiet, quiet)
        self.maximumDelay = maximumDelay
        self.onChange = onChange
        do throws(DetachedThread.StartError) {
            try DetachedThread.start("the file watcher") { [self] in run() }
        } catch {
            // Marked stopped, so `deinit` (which runs for an initializer that throws) waits for no thread.
            state.withLock { $0.stopped = true }
            for end in [fd, pipeEnds[0], pipeEnds[1]] { close(end) }
            throw WatchError(message: "cannot start watching files: \(error.message)")
        }
    }

    /// Watches `folder` (and, with `recursive`, every folder below it, including ones created later).
    /// Watching a folder twice is harmless; a folder that cannot be watched is skipped.
    public func watch(folder: String, recursive: Bool = false) {
        guard let canonical = PathName.resolve(folder) else { return }
        if recursive {
            state.withLock { if !$0.recursiveRoots.contains(canonical) { $0.recursiveRoots.append(canonical) } }
        }
        add(canonical, recursive: recursive)
    }

    /// Watches the folders holding `files` (not recursively).
    public func watch(filesIn files: some Sequence<String>) {
        for file in files {
            watch(folder: PathName.folder(of: file))
        }
    }

    /// Stops the thread and closes the descriptors; no batch is delivered after this returns.
    public func stop() {
        let alreadyStopped = state.withLock { state in
            defer { state.stopped = true }
            return state.stopped
        }
        guard !alreadyStopped else { return }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        finished.wait()
        close(descriptor)
        close(wake.read)
        close(wake.write)
    }

    deinit {
        stop()
    }

    private func add(_ folder: String, recursive: Bool) {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                           | IN_DELETE_SELF | IN_MOVE_SELF)
        let isNew = state.withLock { !$0.watched.contains(folder) }
        if isNew {
            let wd = inotify_add_watch(descriptor, folder, mask)
            guard wd >= 0 else { return }
            state.withLock { state in
                state.folders[wd] = folder
                state.watched.insert(folder)
            }
        }
        guard recursive else { return }
        for child in PathName.subfolders(of: folder) {
            add(child, recursive: true)
        }
    }

    /// The thread: poll inotify and the wake pipe, gather events into a batch, deliver it when quiet.
    private func run() {
        defer { finished.signal() }
        let clock = ContinuousClock()
        var pending: Batch = []
        var firstEvent: ContinuousClock.Instant?
        var lastCompletedAFile = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            var timeout: Int32 = -1
            if let firstEvent {
                let untilCap = maximumDelay - (clock.now - firstEvent)
                timeout = Int32(max(0, min(lastCompletedAFile ? completedQuiet : quiet, untilCap).milliseconds))
            }
            let ready = poll(&fds, 2, timeout)
            if ready < 0 && errno == EINTR { continue }
            if fds[1].revents != 0 || state.withLock(\.stopped) { return }
            if ready > 0, fds[0].revents != 0 {
                let (found, completed) = readEvents(into: &buffer)
                if !found.isEmpty {
                    pending.formUnion(found)
                    lastCompletedAFile = completed
                    if firstEvent == nil { firstEvent = clock.now }
                    // Keep gathering while the burst goes on, up to the cap.
                    if let firstEvent, clock.now - firstEvent < maximumDelay { continue }
                }
            }
            if let start = firstEvent, ready == 0 || clock.now - start >= maximumDelay, !pending.isEmpty {
                onChange(pending)
                pending = []
                firstEvent = nil
            }
        }
    }

    /// Reads every queued event; returns the paths they name and whether the last one completed a file
    /// (`IN_CLOSE_WRITE`, or `IN_MOVED_TO` of a file), and watches new folders below recursive roots.
    private func readEvents(into buffer: inout [UInt8]) -> (paths: Batch, lastCompletedAFile: Bool) {
        var paths: Batch = []
        var completed = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let headerSize = MemoryLayout<Int32>.size + 3 * MemoryLayout<UInt32>.size
            while offset + headerSize <= count {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw in
                    (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + headerSize)..<min(count, offset + headerSize + length)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += headerSize + length
                handle(wd: wd, mask: mask, name: name, into: &paths)
                completed = mask & UInt32(IN_ISDIR) == 0 && mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0
            }
        }
        return (paths, completed)
    }

    private func handle(wd: Int32, mask: UInt32, name: String, into paths: inout Batch) {
        let folder: String? = state.withLock { state in
            if mask & UInt32(IN_IGNORED) != 0, let gone = state.folders.removeValue(forKey: wd) {
                state.watched.remove(gone)
                return nil
            }
            return state.folders[wd]
        }
        guard let folder else { return }
        let path = name.isEmpty ? folder : folder + "/" + name
        paths.insert(path)
        let isNewFolder = mask & UInt32(IN_ISDIR) != 0 && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0
        if isNewFolder, state.withLock({ $0.recursiveRoots.contains { path.hasPrefix($0 + "/") } }) {
            add(path, recursive: true)
        }
    }
}

/// Why the watcher could not start.
public struct WatchError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension Duration {
    /// Whole milliseconds, rounded down.
    var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
