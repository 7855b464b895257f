import Foundation
import ScenecCore
import ScenecTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `scenec` running in the background (serve, watch) until a test signals it, as from a terminal:
/// started with posix_spawn and an empty signal mask (Foundation's Process would pass on the test
/// thread's blocked signals), stdout and stderr captured in files.
final class BackgroundScenec: @unchecked Sendable {
    let pid: pid_t
    private let capture: URL
    private var exitStatus: Int32?

    /// `fileLimit`: the most file descriptors it may open (`ulimit -n`), to run it out of them.
    init(_ arguments: [String], in folder: URL, fileLimit: Int? = nil) throws {
        let binary: URL
        switch scenecBinary {
        case .success(let url): binary = url
        case .failure(let error): throw error
        }
        TestFonts.install()
        capture = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-bg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, capture.appendingPathComponent("stdout").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, capture.appendingPathComponent("stderr").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // Nothing else of the test process: with the whole suite running, its other tests' pipes and
        // sockets are open here, and a server started with a small `fileLimit` that inherited them
        // had no descriptors left (CI: the descriptor test failed only in the full run).
        InheritedDescriptors.closeAll(from: 3, in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "dumb"
        // The shell changes folder and execs scenec, which keeps its pid and the spawn's signal state.
        let limit = fileLimit.map { "ulimit -n \($0) && " } ?? ""
        let command = ["/bin/sh", "-c", limit + "cd \"$0\" && exec \"$@\"", folder.path, binary.path] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, envp)
        guard status == 0 else { throw TestFailure("cannot start scenec: \(String(cString: strerror(status)))") }
        pid = child
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(at: capture)
    }

    var stderr: String { (try? String(contentsOf: capture.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

    /// Sends `signal` and waits up to `timeout` for the exit; returns the exit status (nil: still running,
    /// then killed). A death by signal is 128 + the signal, like a shell reports it.
    func stop(with signal: Int32, timeout: Duration = .seconds(10)) -> Int32? {
        kill(pid, signal)
        return waitForExit(timeout: timeout)
    }

    func waitForExit(timeout: Duration) -> Int32? {
        if let exitStatus { return exitStatus }
        let clock = ContinuousClock(), start = clock.now
        while clock.now - start < timeout {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let signalled = status & 0x7F
                exitStatus = signalled == 0 ? (status >> 8) & 0xFF : 128 + signalled
                return exitStatus
            }
            usleep(10_000)
        }
        return nil
    }

    /// Polls stderr until it contains `text`; returns whether it did within `timeout`.
    func waitForStderr(_ text: String, timeout: Duration = .seconds(30)) -> Bool {
        let clock = ContinuousClock(), start = clock.now
        while clock.now - start < timeout {
            if stderr.contains(text) { return true }
            if waitForExit(timeout: .zero) != nil { return stderr.contains(text) }
            usleep(20_000)
        }
        return false
    }
}
