#if canImport(Glibc)
import Glibc
#endif
import ScenecCore

/// Runs a program and collects what it printed: the CLI's one way to start another program (the
/// library never does). Output is read fully; callers pass commands whose output is small.
enum Subprocess {
    struct Result {
        var status: Int32
        var standardOutput: [UInt8]
        var standardError: String
    }

    struct LaunchFailure: Error {
        var message: String
    }

    /// `arguments[0]` is looked up on PATH. Standard input is /dev/null.
    static func run(_ arguments: [String]) throws(LaunchFailure) -> Result {
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw LaunchFailure(message: "cannot create a pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        InheritedDescriptors.closeAll(from: 3, in: &actions)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        close(outPipe[1])
        close(errPipe[1])
        defer {
            close(outPipe[0])
            close(errPipe[0])
        }
        guard spawned == 0 else { throw LaunchFailure(message: "cannot run \(arguments[0]): \(String(cString: strerror(spawned)))") }
        // Standard error is drained after standard output; keep it small (git's messages are).
        let output = readAll(outPipe[0])
        let errors = readAll(errPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exit, standardOutput: output, standardError: String(decoding: errors, as: UTF8.self))
    }

    private static func readAll(_ fd: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
}
