import ScenecCore

#if canImport(Glibc)
import Glibc
#endif

/// A program started for a test that inherits none of the test process's descriptors.
///
/// Why not Foundation's `Process`: its child inherits every descriptor open without FD_CLOEXEC at that
/// moment, and the tests run in parallel in one process. A `swift build` or a `scenec serve` started
/// while another test's in-process preview server held a connection kept that socket open for minutes,
/// so the server's close never reached its client (seen in CI: the slow-client test saw no close).
public struct ChildProcess {
    public let pid: pid_t

    /// Starts `arguments[0]` (looked up in `PATH` when it has no slash) in `directory`, with standard
    /// input from /dev/null and standard output and error appended to the files at `output` and
    /// `errors` (created if missing; the same path for both interleaves them).
    public static func start(_ arguments: [String], directory: String, environment: [String: String]? = nil,
                             output: String, errors: String) throws -> ChildProcess {
        guard let program = arguments.first else { throw TestFailure("no program to start") }
        guard let changeDirectory = Self.addChangeDirectory else { throw TestFailure("posix_spawn cannot change directory here") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        if errors == output {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        }
        InheritedDescriptors.closeAll(from: 3, in: &actions)
        guard changeDirectory(&actions, directory) == 0 else { throw TestFailure("cannot change to \(directory)") }

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var variables: [UnsafeMutablePointer<CChar>?] = []
        if let environment {
            variables = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        } else {
            var index = 0
            while let entry = environ[index] {
                variables.append(strdup(entry))
                index += 1
            }
        }
        variables.append(nil)
        defer { for pointer in variables { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, program, &actions, nil, &argv, &variables)
        guard status == 0 else { throw TestFailure("cannot start \(program): \(String(cString: strerror(status)))") }
        return ChildProcess(pid: pid)
    }

    /// Runs `arguments` to the end with output and errors in one file; returns the exit status.
    public static func run(_ arguments: [String], directory: String, log: String) throws -> Int32 {
        try start(arguments, directory: directory, output: log, errors: log).wait()
    }

    /// The exit status once the child has ended, or nil while it runs (reaps it when it has ended).
    public func poll() -> Int32? {
        var status: Int32 = 0
        let reaped = waitpid(pid, &status, WNOHANG)
        return reaped == pid ? Self.outcome(status) : nil
    }

    /// Waits for the child to end: its exit status, or the number of the signal that ended it (as
    /// Foundation's `terminationStatus` reports it).
    public func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return Self.outcome(status)
    }

    public func kill(_ signal: Int32 = SIGKILL) {
        _ = Glibc.kill(pid, signal)
    }

    private static func outcome(_ status: Int32) -> Int32 {
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : signal
    }

    private typealias AddChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// glibc 2.29's `posix_spawn_file_actions_addchdir_np`, declared only under _GNU_SOURCE.
    private static let addChangeDirectory: AddChangeDirectory? = {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: AddChangeDirectory.self)
    }()
}
