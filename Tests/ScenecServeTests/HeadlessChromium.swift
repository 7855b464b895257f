import Foundation
import ScenecCore
import ScenecTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A real headless Chromium showing one page, driven over the DevTools protocol through
/// `--remote-debugging-pipe` (fd 3 in, fd 4 out, NUL-separated JSON): no debugging port is opened,
/// and the browser is told to resolve no host name and to make no background requests, so the only
/// address it talks to is the server on 127.0.0.1.
// @unchecked: a test drives its browser from one task, one awaited call at a time; each call runs on
// a thread of its own (`Blocking`), never two at once.
final class HeadlessChromium: @unchecked Sendable {
    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: TemporaryFolder
    private var buffer: [UInt8] = []
    private var nextID = 1
    private var session = ""
    private var closed = false

    /// Opens `url` in a window of `width` × `height` (at least 500 × 500: new headless mode paints only
    /// the top H−88 px of short windows).
    init(url: String, width: Int = 800, height: Int = 600) throws {
        let binary = try Executables.require("chromium", install: "run scripts/setup (Debian package chromium)")
        profile = try TemporaryFolder(prefix: "chromium")
        let arguments = [
            binary, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
            "--user-data-dir=\(profile.path)", "--window-size=\(max(500, width)),\(max(500, height))",
            "--hide-scrollbars", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-domain-reliability", "--no-pings", "--disable-default-apps", "--mute-audio",
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
            url,
        ]
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw TestFailure("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 3)
        posix_spawn_file_actions_adddup2(&actions, output[1], 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Chromium lives through a test: it must not hold another test's server connections open.
        InheritedDescriptors.closeAll(from: 5, in: &actions)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, binary, &actions, nil, &argv, environ)
        close(input[0])
        close(output[1])
        guard status == 0 else {
            close(input[1]); close(output[0])
            throw TestFailure("cannot start chromium: \(String(cString: strerror(status)))")
        }
        pid = child
        toBrowser = input[1]
        fromBrowser = output[0]
        do {
            try attach()
        } catch {
            quit()
            throw error
        }
    }

    deinit { quit() }

    /// Opens `url` in a browser started off the cooperative pool.
    static func open(url: String, width: Int = 800, height: Int = 600) async throws -> HeadlessChromium {
        try await Blocking.run { try HeadlessChromium(url: url, width: width, height: height) }
    }

    /// The value of a JavaScript expression in the page, as a string (nil for undefined or null).
    func evaluate(_ expression: String) async throws -> String? {
        try await Blocking.run { [self] in
            try evaluateNow("(() => { const v = (\(expression)); return v === undefined || v === null ? null : String(v); })()") as? String
        }
    }

    /// A PNG screenshot of the window.
    func screenshot() async throws -> [UInt8] {
        try await Blocking.run { [self] in try screenshotNow() }
    }

    /// Polls `expression` every 20 ms until it is true or `timeout` passes; returns whether it became true.
    func waitFor(_ expression: String, timeout: Duration) async throws -> Bool {
        let clock = ContinuousClock(), start = clock.now
        while clock.now - start < timeout {
            if try await evaluate(expression) == "true" { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        // Once more after the deadline, for a waiting task that a loaded machine did not run in time.
        return try await evaluate(expression) == "true"
    }

    private func evaluateNow(_ expression: String) throws -> Any? {
        let reply = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        let result = reply["result"] as? [String: Any]
        if let exception = reply["exceptionDetails"] { throw TestFailure("page script failed: \(exception)") }
        return result?["value"]
    }

    private func screenshotNow() throws -> [UInt8] {
        let reply = try send("Page.captureScreenshot", ["format": "png"])
        guard let text = reply["data"] as? String, let data = Data(base64Encoded: text) else {
            throw TestFailure("no screenshot in \(reply)")
        }
        return [UInt8](data)
    }

    func quit() {
        guard !closed else { return }
        closed = true
        Glibc.close(toBrowser)
        Glibc.close(fromBrowser)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    private func attach() throws {
        let clock = ContinuousClock(), start = clock.now
        while clock.now - start < .seconds(20) {
            let targets = try send("Target.getTargets", [:], inSession: false)
            let infos = targets["targetInfos"] as? [[String: Any]] ?? []
            if let page = infos.first(where: { $0["type"] as? String == "page" }), let id = page["targetId"] as? String {
                let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true], inSession: false)
                guard let sessionID = attached["sessionId"] as? String else { throw TestFailure("attach failed: \(attached)") }
                session = sessionID
                return
            }
            usleep(50_000)
        }
        throw TestFailure("chromium opened no page")
    }

    /// Sends one command and waits (at most 20 s) for its reply, skipping events.
    @discardableResult
    private func send(_ method: String, _ parameters: [String: Any], inSession: Bool = true) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if inSession { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            guard n > 0 else { throw TestFailure("chromium closed its pipe") }
            written += n
        }
        let clock = ContinuousClock(), start = clock.now
        while clock.now - start < .seconds(20) {
            while let end = buffer.firstIndex(of: 0) {
                let frame = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let reply = try JSONSerialization.jsonObject(with: frame) as? [String: Any],
                      reply["id"] as? Int == id else { continue }
                if let error = reply["error"] { throw TestFailure("\(method) failed: \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            var fds = [pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 1, 200) >= 0 || errno == EINTR else { break }
            if fds[0].revents == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            guard n > 0 else { throw TestFailure("chromium closed its pipe") }
            buffer += chunk[..<n]
        }
        throw TestFailure("no reply to \(method) within 20 s")
    }
}
