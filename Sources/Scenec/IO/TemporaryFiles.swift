#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// The temporary files of atomic writes, and their removal when the process is interrupted.
///
/// Every temporary is registered *before* it is created, in a fixed table of C strings allocated
/// once, so a signal handler can unlink them with nothing but `unlink` (async-signal-safe): no
/// allocation, no locks, no Swift runtime. `installSignalCleanup()` (the command line calls it) makes
/// SIGINT, SIGTERM and SIGHUP remove them and then die of the same signal, as if unhandled.
///
/// Names are short (`.scenec-XXXXXX`, 14 bytes), so an output name at the file system's 255-byte limit
/// still has a temporary beside it, in the same folder and so on the same file system for `rename`.
package enum TemporaryFiles {
    /// A created temporary file: its path, open descriptor, and the table slot that lists it.
    package struct Handle {
        package var path: String
        package var descriptor: Int32
        fileprivate var slot: Int?
    }

    /// Creates an empty temporary file (mode 0600) in `folder`; `target` names the output in errors.
    package static func create(in folder: String, for target: String) throws(ScenecError) -> Handle {
        for _ in 0..<64 {
            let path = (folder == "/" ? "" : folder) + "/.scenec-" + randomSuffix()
            // Announced, then checked: the handler marks the process as terminating and then waits for
            // announced creations, so either this thread sees the mark and creates nothing, or the
            // handler waits until this file is listed (both sides use sequentially consistent atomics).
            table.beginCreation()
            if table.isTerminating {
                table.endCreation()
                while true { pause() }  // the process is dying of a signal
            }
            // Listed first: a signal between open and registration would otherwise leave it behind.
            let slot = table.register(path)
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            table.endCreation()
            if fd >= 0 {
                return Handle(path: path, descriptor: fd, slot: slot)
            }
            let failure = errno
            table.release(slot)
            if failure == EEXIST { continue }
            errno = failure
            throw .io(path: target, message: "cannot write: \(FileIO.errorText())")
        }
        throw .io(path: target, message: "cannot write: no free temporary file name in \(folder)")
    }

    /// Removes the temporary from the table (after it was renamed or unlinked).
    package static func forget(_ handle: Handle) {
        table.release(handle.slot)
    }

    /// Installs handlers that remove every listed temporary on SIGINT, SIGTERM and SIGHUP, then
    /// re-raise the signal with its default action (so the exit status says which signal it was).
    /// A signal the parent set to be ignored (`nohup` ignores SIGHUP) stays ignored. The three are
    /// unblocked: a parent's blocked mask is inherited (Foundation's `Process` passes its thread's
    /// on), and a blocked SIGTERM would neither stop the build nor clean up.
    package static func installSignalCleanup() {
        _ = table  // initialised here, outside any handler
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var previous = sigaction()
            sigaction(signal, nil, &previous)
            if Self.address(previous.__sigaction_handler.sa_handler) == Self.address(SIG_IGN) { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = cleanupHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(signal, &action, nil)
            sigaddset(&unblock, signal)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// A handler as a number (C function pointers are not Equatable in Swift); SIG_IGN is 1.
    private static func address(_ handler: (@convention(c) (Int32) -> Void)?) -> Int {
        handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }

    /// Six characters from [A-Za-z0-9], like mkstemp's.
    private static func randomSuffix() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<6).map { _ in alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))] })
    }

    static let table = TemporaryTable()
}

/// The handler: mark the process as terminating, so other threads create no more temporaries; wait
/// (briefly, bounded) for creations already under way, which then see the mark or are listed; unlink
/// each listed path; then die of the signal (SA_RESETHAND restored the default).
private func cleanupHandler(_ signal: Int32) {
    TemporaryFiles.table.beginTermination()
    TemporaryFiles.table.waitForCreations()
    TemporaryFiles.table.unlinkAll()
    raise(signal)
}

/// Fixed-size storage the signal handler can read: `capacity` slots of `PATH_MAX` bytes each, and a
/// flag per slot. Slots are claimed and released under a mutex (never in the handler); the handler
/// only reads flags and bytes. A path too long for a slot, or a full table, is simply not listed (its
/// write still works; only an interruption could leave it behind).
final class TemporaryTable: Sendable {
    static let capacity = 64
    static let slotBytes = Int(PATH_MAX)

    private nonisolated(unsafe) let paths: UnsafeMutablePointer<CChar>
    private nonisolated(unsafe) let used: UnsafeMutablePointer<sig_atomic_t>
    private let lock = Mutex(())
    /// Set by the signal handler before it unlinks (lock-free atomics: async-signal-safe).
    private let terminating = Atomic<Bool>(false)
    /// Threads between deciding on a temporary's name and checking `terminating` after creating it.
    private let creating = Atomic<Int>(0)

    init() {
        paths = .allocate(capacity: Self.capacity * Self.slotBytes)
        paths.initialize(repeating: 0, count: Self.capacity * Self.slotBytes)
        used = .allocate(capacity: Self.capacity)
        used.initialize(repeating: 0, count: Self.capacity)
    }

    func register(_ path: String) -> Int? {
        let bytes = Array(path.utf8CString)
        guard bytes.count <= Self.slotBytes else { return nil }
        return lock.withLock { _ in
            guard let slot = (0..<Self.capacity).first(where: { used[$0] == 0 }) else { return nil }
            let start = paths + slot * Self.slotBytes
            for (index, byte) in bytes.enumerated() { start[index] = byte }
            // The flag last, so the handler never sees a half-written path.
            used[slot] = 1
            return slot
        }
    }

    func release(_ slot: Int?) {
        guard let slot else { return }
        lock.withLock { _ in used[slot] = 0 }
    }

    /// Async-signal-safe.
    func beginTermination() {
        terminating.store(true, ordering: .sequentiallyConsistent)
    }

    var isTerminating: Bool { terminating.load(ordering: .sequentiallyConsistent) }

    func beginCreation() { creating.add(1, ordering: .sequentiallyConsistent) }

    func endCreation() { creating.subtract(1, ordering: .sequentiallyConsistent) }

    /// Async-signal-safe: sleeps in 1 ms steps while creations are under way, at most 2 s (the
    /// handler may be running on a thread that is itself inside `create`).
    func waitForCreations() {
        var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
        var waited = 0
        while creating.load(ordering: .sequentiallyConsistent) > 0, waited < 2000 {
            nanosleep(&pause, nil)
            waited += 1
        }
    }

    /// Async-signal-safe: reads and `unlink`s only.
    func unlinkAll() {
        for slot in 0..<Self.capacity where used[slot] != 0 {
            unlink(paths + slot * Self.slotBytes)
        }
    }
}
