#if canImport(Glibc)
import Glibc
#endif
import ScenecCore

/// The helper processes that run librsvg for us (`RsvgHelper`), at most `capacity` at once, each
/// reused for request after request over a Unix socket pair.
///
/// librsvg is Rust: a panic cannot unwind through its C API, so it aborts whatever process it is in.
/// A helper that dies takes only the request it was answering with it: the caller gets
/// `.helperEnded` naming the signal, the helper is reaped, and the next request starts a new one.
/// A helper that takes longer than `timeout` is killed the same way.
final class RsvgHelperPool: @unchecked Sendable {
    /// One running helper: its process and the parent's end of its socket.
    struct Helper {
        var pid: pid_t
        var socket: Int32
    }

    private struct State {
        var idle: [Helper] = []
        var running = 0
    }

    let executable: String
    let capacity: Int
    let timeoutMilliseconds: Int32
    private let state = ConditionLocked(State())

    init(executable: String, capacity: Int, timeoutMilliseconds: Int32 = 60_000) {
        self.executable = executable
        self.capacity = max(1, capacity)
        self.timeoutMilliseconds = timeoutMilliseconds
    }

    /// Sends `request` to an idle helper (starting one when fewer than `capacity` run, waiting
    /// otherwise) and returns its answer; a helper that dies or hangs is an `.helperEnded` failure.
    func call(_ request: RsvgHelperRequest) -> RsvgHelperResponse {
        let reserved: Helper? = state.withLock(waitingWhile: { $0.idle.isEmpty && $0.running >= capacity }) { state in
            if let helper = state.idle.popLast() { return helper }
            state.running += 1
            return nil
        }
        let helper: Helper
        if let reserved {
            helper = reserved
        } else {
            switch spawn() {
            case .success(let started): helper = started
            case .failure(let failure):
                state.withLock(wakingWaiters: true) { $0.running -= 1 }
                return .failed(failure)
            }
        }
        let frame = RsvgHelperFrames.frame(request.encoded())
        let clock = ContinuousClock(), start = clock.now
        // Its exit status, once it has ended: a process it started (a sanitizer's symbolizer) may hold
        // its socket open after it died, so its end is watched for, not only the socket's.
        var exited: Int32?
        let alive = {
            var status: Int32 = 0
            guard waitpid(helper.pid, &status, WNOHANG) == helper.pid else { return true }
            exited = status
            return false
        }
        guard RsvgHelperFrames.send(frame, to: helper.socket),
              let answer = RsvgHelperFrames.receive(from: helper.socket, timeoutMilliseconds: timeoutMilliseconds, while: alive),
              let response = RsvgHelperResponse.decode(answer) else {
            let reason = end(helper, exited: exited, timedOut: clock.now - start >= .milliseconds(Int(timeoutMilliseconds)))
            state.withLock(wakingWaiters: true) { $0.running -= 1 }
            return .failed(.helperEnded(reason))
        }
        state.withLock(wakingWaiters: true) { $0.idle.append(helper) }
        return response
    }

    /// Starts `executable RsvgHelper.argument` with one end of a new socket pair as its standard input
    /// and output and /dev/null as its standard error (librsvg's panic message and Pango's warnings
    /// would otherwise reach the user's terminal; the failure names the signal instead).
    private func spawn() -> Result<Helper, SVGRasterizer.Failure> {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            return .failure(.helperEnded("could not be started: socketpair failed (errno \(errno))"))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // A helper lives for many icons: it must not keep the server's connections or our files open.
        InheritedDescriptors.closeAll(from: 3, in: &actions)
        let arguments = [executable, RsvgHelper.argument]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // No Rust backtrace: nobody reads the helper's standard error, and symbolizing one in a large
        // binary takes seconds before the abort ends the helper.
        var environment: [UnsafeMutablePointer<CChar>?] = [strdup("RUST_BACKTRACE=0")]
        var index = 0
        while let entry = environ[index] {
            if strncmp(entry, "RUST_BACKTRACE=", 15) != 0, strncmp(entry, "RUST_LIB_BACKTRACE=", 19) != 0 { environment.append(strdup(entry)) }
            index += 1
        }
        environment.append(nil)
        defer { for pointer in environment { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, &argv, &environment)
        close(ends[1])
        guard status == 0 else {
            close(ends[0])
            return .failure(.helperEnded("could not be started: \(executable) (errno \(status))"))
        }
        return .success(Helper(pid: pid, socket: ends[0]))
    }

    /// Kills (if it still runs) and reaps a helper that failed a request, and says how it ended. One
    /// that closed its socket is ending: it gets a moment to, then it is killed all the same.
    private func end(_ helper: Helper, exited: Int32?, timedOut: Bool) -> String {
        close(helper.socket)
        var status: Int32 = exited ?? 0
        var waited = 0
        while exited == nil, !timedOut, waited < 200, waitpid(helper.pid, &status, WNOHANG) == 0 {
            usleep(10_000)
            waited += 1
        }
        if exited == nil, timedOut || waited == 200 {
            kill(helper.pid, SIGKILL)
            _ = waitpid(helper.pid, &status, 0)
            return timedOut ? "did not finish within \(timeoutMilliseconds / 1000) s and was stopped" : "stopped answering and was stopped"
        }
        let signal = status & 0x7f
        if signal != 0 {
            let name = signal == SIGABRT ? " (SIGABRT: a librsvg panic)" : signal == SIGSEGV ? " (SIGSEGV)" : ""
            return "ended its drawing process with signal \(signal)\(name)"
        }
        return "ended its drawing process with exit status \((status >> 8) & 0xff)"
    }
}

/// A message on a helper's socket: its length as 8 little-endian bytes, then its bytes.
enum RsvgHelperFrames {
    /// Messages larger than this are refused on both sides (a bitmap of `Limits.canvasPixels` fits).
    static let largest = Limits.canvasPixels * 4 + (1 << 20)

    static func frame(_ payload: [UInt8]) -> [UInt8] {
        var writer = ByteWriter()
        writer.bytes(payload)
        return writer.buffer
    }

    /// Writes all of `bytes`; false when the other side is gone (never SIGPIPE: MSG_NOSIGNAL).
    static func send(_ bytes: [UInt8], to socket: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// One message's payload, or nil at end of stream, on an error, a bad length, after
    /// `timeoutMilliseconds` of silence (negative: wait forever) or once `alive` says the other side is
    /// gone (asked every 50 ms while waiting).
    static func receive(from socket: Int32, timeoutMilliseconds: Int32 = -1, while alive: () -> Bool = { true }) -> [UInt8]? {
        guard let header = readExactly(8, from: socket, timeoutMilliseconds: timeoutMilliseconds, alive) else { return nil }
        var length = 0
        for index in (0..<8).reversed() { length = length << 8 | Int(header[index]) }
        guard length >= 0, length <= largest else { return nil }
        return readExactly(length, from: socket, timeoutMilliseconds: timeoutMilliseconds, alive)
    }

    private static func readExactly(_ count: Int, from socket: Int32, timeoutMilliseconds: Int32, _ alive: () -> Bool) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            if timeoutMilliseconds >= 0 {
                var waited: Int32 = 0, ready: Int32 = 0
                while ready == 0, waited < timeoutMilliseconds {
                    var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                    ready = poll(&descriptor, 1, min(50, timeoutMilliseconds - waited))
                    if ready < 0, errno == EINTR { ready = 0 }
                    if ready == 0 {
                        guard alive() else { return nil }
                        waited += 50
                    }
                }
                guard ready > 0 else { return nil }
            }
            let got = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress! + filled, count - filled, 0) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            filled += got
        }
        return buffer
    }
}
