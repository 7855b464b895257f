import ScenecTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

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

    /// Like `exchange`, for a request the server refuses before reading all of it: it answers and
    /// closes with the rest unread, so the kernel resets the connection. Sending the rest then fails,
    /// and after the answer the read reports the reset instead of an end; both are expected here. (An
    /// answer the server wrote is still read: it reached this socket before the reset.)
    private func refusedExchange(_ port: UInt16, _ request: String) async throws -> String {
        try await Blocking.run {
            let socket = try LoopbackSocket(port: port)
            do { try socket.send(request) } catch let failure as LoopbackSocket.Failure where Self.isReset(failure) {}
            var bytes: [UInt8] = []
            while true {
                do {
                    let chunk = try socket.receive()
                    if chunk.isEmpty { break }
                    bytes += chunk
                } catch let failure as LoopbackSocket.Failure where Self.isReset(failure) {
                    break
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private static func isReset(_ failure: LoopbackSocket.Failure) -> Bool {
        failure.description.hasSuffix(String(cString: strerror(ECONNRESET))) || failure.description.hasSuffix(String(cString: strerror(EPIPE)))
    }

    @Test func headAnswersTheHeadersOfGetWithoutTheBody() async throws {
        let fixture = try await ServeFixture(files: Self.files)
        let get = try await fixture.get("/render/a.png")
        let head = try await exchange(fixture.port, "HEAD /render/a.png HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\nConnection: close\r\n\r\n")
        await fixture.stop()
        let response = try #require(LoopbackHTTP.parse(Array(head.utf8))).value
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "image/png")
        #expect(response.headers["content-length"] == String(get.body.count) && get.body.count > 100)
        #expect(response.body.isEmpty, "HEAD sent \(response.body.count) bytes of body")
    }

    @Test func otherMethodsAreNotAllowedAndEventsIsOnlyAWebSocket() async throws {
        let fixture = try await ServeFixture(files: Self.files)
        let post = try await exchange(fixture.port, "POST /state HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello")
        let events = try await fixture.get("/events")
        await fixture.stop()
        #expect(post.hasPrefix("HTTP/1.1 405 "), "\(post)")
        #expect(events.status == 400 && events.text == "/events is a WebSocket\n")
    }

    @Test func requestsOnOneConnectionAreAnsweredInOrder() async throws {
        let fixture = try await ServeFixture(files: Self.files)
        // Written at once (pipelined): the answers come back in the order asked, the last one closes.
        let text = try await exchange(fixture.port, "GET /nothing HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\n\r\n"
            + "GET /state HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\n\r\n"
            + "GET /render/a.svg HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\nConnection: close\r\n\r\n")
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
        let oversized = try await refusedExchange(fixture.port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\nX-Big: \(String(repeating: "a", count: 200_000))\r\n\r\n")
        let after = try await fixture.get("/")
        await fixture.stop()
        #expect(garbage.hasPrefix("HTTP/1.1 400 "), "\(garbage)")
        // A header over NIO's limit (80 KiB) is refused with 400 before the rest of it is read.
        #expect(oversized.hasPrefix("HTTP/1.1 400 "), "\(oversized.prefix(200))")
        #expect(after.status == 200)
    }
}
