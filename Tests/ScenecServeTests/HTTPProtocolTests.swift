import ScenecTestSupport
import Testing

/// The HTTP side of the server spoken by hand: methods, HEAD, keep-alive, malformed requests.
@Suite(.serialized)
struct HTTPProtocolTests {
    static let files = ["a.xml": TestScenes.solid("#ff0000")]

    /// Sends `request` as written on a new connection and returns everything until the server closes it.
    private func exchange(_ port: UInt16, _ request: String) async throws -> String {
        try await Blocking.run {
            let socket = try LoopbackSocket(port: port)
            try socket.send(request)
            return String(decoding: try socket.receiveUntilClosed(), as: UTF8.self)
        }
    }

    @Test func headAnswersTheHeadersOfGetWithoutTheBody() async throws {
        let fixture = try await ServeFixture(files: Self.files)
        let get = try await fixture.get("/render/a.png")
        let head = try await exchange(fixture.port, "HEAD /render/a.png HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        await fixture.stop()
        let response = try #require(LoopbackHTTP.parse(Array(head.utf8))).value
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "image/png")
        #expect(response.headers["content-length"] == String(get.body.count) && get.body.count > 100)
        #expect(response.body.isEmpty, "HEAD sent \(response.body.count) bytes of body")
    }

    @Test func otherMethodsAreNotAllowedAndEventsIsOnlyAWebSocket() async throws {
        let fixture = try await ServeFixture(files: Self.files)
        let post = try await exchange(fixture.port, "POST /state HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello")
        let events = try await fixture.get("/events")
        await fixture.stop()
        #expect(post.hasPrefix("HTTP/1.1 405 "), "\(post)")
        #expect(events.status == 400 && events.text == "/events is a WebSocket\n")
    }

    @Test func requestsOnOneConnectionAreAnsweredInOrder() async throws {
        let fixture = try await ServeFixture(files: Self.files)
        // Written at once (pipelined): the answers come back in the order asked, the last one closes.
        let text = try await exchange(fixture.port, "GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n"
            + "GET /state HTTP/1.1\r\nHost: x\r\n\r\n"
            + "GET /render/a.svg HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        await fixture.stop()
        let statusLines = text.matches(of: /HTTP\/1\.1 [0-9]{3} [A-Za-z ]+/).map { String(text[$0.range]) }
        #expect(statusLines == ["HTTP/1.1 404 Not Found", "HTTP/1.1 200 OK", "HTTP/1.1 200 OK"], "\(text)")
        let notFound = try #require(text.range(of: "not found\n")), state = try #require(text.range(of: "{\"generation\":"))
        let svg = try #require(text.range(of: "<svg"))
        #expect(notFound.upperBound <= state.lowerBound && state.upperBound <= svg.lowerBound)
    }

    @Test func aMalformedRequestIsABadRequestAndTheServerGoesOn() async throws {
        let fixture = try await ServeFixture(files: Self.files)
        let garbage = try await exchange(fixture.port, "NOT HTTP AT ALL\r\n\r\n")
        // The server may close before reading all of it, and the reset may then arrive before its 400.
        let oversized = try? await exchange(fixture.port, "GET / HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "a", count: 200_000))\r\n\r\n")
        let after = try await fixture.get("/")
        await fixture.stop()
        #expect(garbage.hasPrefix("HTTP/1.1 400 "), "\(garbage)")
        #expect(oversized.map { $0.hasPrefix("HTTP/1.1 4") } ?? true, "\(oversized?.prefix(200) ?? "")")
        #expect(after.status == 200)
    }
}
