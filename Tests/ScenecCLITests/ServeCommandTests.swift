import Foundation
import ScenecTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `scenec serve` as a process: it listens on 127.0.0.1, serves the page and the scenes and nothing
/// else, and stops cleanly on Ctrl-C (SIGINT) and SIGTERM.
@Suite(.serialized)
struct ServeCommandTests {
    /// Starts `scenec serve` on a free port (`--port 0`) and returns it with the port it printed.
    private func serve(_ folder: TemporaryFolder, _ extra: [String] = []) throws -> (BackgroundScenec, UInt16) {
        try folder.write("scenes/card.xml", Scenes.good)
        try folder.write("scenes/secret.txt", "not for the browser\n")
        return try startServe(["scenes", "--scale", "1"] + extra, in: folder)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func servesThePageAndStopsCleanlyOnSignal(_ signal: Int32) throws {
        let folder = try TemporaryFolder()
        let (server, port) = try serve(folder)
        let page = try httpGet(port: port, "/")
        #expect(page.status == 200 && page.body.contains("scenec preview"))
        let state = try waitForState(port: port) { $0.contains("\"hasPicture\":true") }
        #expect(state.contains("\"id\":\"card\""))
        let png = try httpGet(port: port, "/render/card.png")
        #expect(png.status == 200)
        for target in ["/../", "/%2e%2e/scenes/card.xml", "/card.xml", "/secret.txt", "/scenes/secret.txt", "/render/../card.xml",
                       "/etc/passwd", "//etc/passwd", "/render/%2e%2e/%2e%2e/etc/passwd.png"] {
            #expect(try httpGet(port: port, target).status == 404, "GET \(target)")
        }
        let clock = ContinuousClock(), start = clock.now
        let status = server.stop(with: signal)
        #expect(status == 0, "serve exited with \(status.map(String.init) ?? "nothing") on signal \(signal): \(server.stderr)")
        #expect(clock.now - start < .seconds(5))
        // The port is closed: nothing listens any more.
        #expect(throws: (any Error).self) { try httpGet(port: port, "/") }
    }

    @Test func listensOnLoopbackOnlyByDefault() throws {
        let folder = try TemporaryFolder()
        let (server, port) = try serve(folder)
        #expect(server.stderr.contains("on http://127.0.0.1:"))
        // The kernel's table of listening sockets: this port is bound to 127.0.0.1 (0100007F), nothing else.
        let table = (try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)) ?? ""
        let table6 = (try? String(contentsOfFile: "/proc/net/tcp6", encoding: .utf8)) ?? ""
        let suffix = ":" + String(format: "%04X", Int(port))
        let listening = (table + table6).split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: " ")
            guard fields.count > 3, fields[1].hasSuffix(suffix), fields[3] == "0A" else { return nil }
            return String(fields[1])
        }
        #expect(listening == ["0100007F" + suffix], "port \(port) listens on \(listening)")
        #expect(server.stop(with: SIGTERM) == 0)
    }

    @Test("--no-system-fonts: a served scene's text uses only the scene's fonts, as build's does")
    func noSystemFontsReachesTheScenes() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/label.xml", #"<scene width="80" height="30"><text font-family="Helvetica">Hi</text></scene>"#)
        let (server, port) = try startServe(["scenes", "--scale", "1", "--no-system-fonts"], in: folder)
        let state = try waitForState(port: port) { $0.contains("no font of the scene provides") }
        #expect(state.contains("font-family: no font of the scene provides 'Helvetica'"), "\(state)")
        #expect(server.stop(with: SIGTERM) == 0)
    }

    @Test func aTakenPortIsAnInputErrorAtOnce() throws {
        let folder = try TemporaryFolder()
        let (server, port) = try serve(folder)
        let second = try folder.run(["serve", "scenes", "--port", String(port)], timeout: .seconds(30))
        #expect(second.status == 3, "\(second.stderr)")
        #expect(second.stderr.contains("cannot listen on 127.0.0.1:\(port)"), "\(second.stderr)")
        #expect(second.duration < .seconds(5))
        #expect(server.stop(with: SIGTERM) == 0)
    }

    @Test func aHostThatIsNotAnAddressIsAUsageError() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.xml", Scenes.good)
        let result = try folder.run(["serve", "card.xml", "--host", "example.invalid", "--port", "0"], timeout: .seconds(30))
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--host"))
    }

    @Test func aMissingSceneIsAnInputError() throws {
        let folder = try TemporaryFolder()
        let result = try folder.run(["serve", "missing.xml", "--port", "0"], timeout: .seconds(30))
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("missing.xml: error:"))
    }

    /// Polls `/state` until `condition` holds (at most 20 s).
    private func waitForState(port: UInt16, _ condition: (String) -> Bool) throws -> String {
        let clock = ContinuousClock(), start = clock.now
        var last = ""
        while clock.now - start < .seconds(20) {
            last = try httpGet(port: port, "/state").body
            if condition(last) { return last }
            usleep(20_000)
        }
        throw TestFailure("the state never became ready: \(last)")
    }
}

/// Starts `scenec serve ARGUMENTS --port 0` in `folder` and returns it with the port it printed.
func startServe(_ arguments: [String], in folder: TemporaryFolder, fileLimit: Int? = nil) throws -> (BackgroundScenec, UInt16) {
    let server = try BackgroundScenec(["serve", "--port", "0"] + arguments, in: folder.url, fileLimit: fileLimit)
    guard server.waitForStderr("/ (Ctrl-C stops)"),
          let range = server.stderr.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression) else {
        throw TestFailure("serve printed no address: \(server.stderr)")
    }
    let url = server.stderr[range]
    guard let port = UInt16(url.dropFirst("http://127.0.0.1:".count).dropLast()) else { throw TestFailure("bad address \(url)") }
    return (server, port)
}

/// `GET target` on 127.0.0.1:`port` (the target sent as written, `../` and all).
func httpGet(port: UInt16, _ target: String) throws -> (status: Int, body: String) {
    let response = try LoopbackHTTP.get(port: port, target)
    return (response.status, response.text)
}
