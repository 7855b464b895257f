import ScenecTestSupport
import Testing

/// Connections that send nothing: an unfinished request is closed after the idle timeout (here half a
/// second), a page's events WebSocket is not.
@Suite(.serialized)
struct IdleTimeoutTests {
    static let files = ["a.xml": TestScenes.solid("#ff0000")]

    @Test func aHalfSentRequestIsClosedWhileTheEventsWebSocketStaysOpen() async throws {
        let fixture = try await ServeFixture(files: Self.files, idleTimeout: .milliseconds(500))
        let page = try await EventsWebSocketTests.openPage(fixture)

        // Half a request line, then nothing: the server ends the connection without an answer (the
        // socket's own read limit is 10 s, so a server that never closes fails the read instead).
        let stalled = try await Blocking.run {
            let socket = try LoopbackSocket(port: fixture.port)
            try socket.send("GET /sta")
            return try socket.receiveUntilClosed()
        }
        #expect(stalled.isEmpty, "\(String(decoding: stalled, as: UTF8.self))")

        // The page's WebSocket has been as quiet for longer than the timeout, and still answers.
        try await Task.sleep(for: .milliseconds(600))
        try await Blocking.run { try page.send(opcode: 9, payload: Array("still".utf8)) }
        let pong = try await Blocking.run { try page.frame() }
        #expect(pong.opcode == 10 && pong.payload == Array("still".utf8))
        await fixture.stop()
    }

    @Test func aQuietKeepAliveConnectionIsClosedAfterItsAnswer() async throws {
        let fixture = try await ServeFixture(files: Self.files, idleTimeout: .milliseconds(500))
        let text = try await Blocking.run {
            let socket = try LoopbackSocket(port: fixture.port)
            try socket.send("GET /state HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\n\r\n")
            return String(decoding: try socket.receiveUntilClosed(), as: UTF8.self)
        }
        await fixture.stop()
        // Answered in full, then closed for the silence that followed (not for the request).
        #expect(text.hasPrefix("HTTP/1.1 200 "), "\(text)")
        #expect(text.contains("{\"generation\":") && !text.lowercased().contains("connection: close"), "\(text)")
    }
}
