import ScenecTestSupport
import Testing

/// The live-reload WebSocket spoken by hand (RFC 6455): the handshake, a generation number per
/// change, a reply to the page's close, and a close from the server when it stops.
@Suite(.serialized)
struct EventsWebSocketTests {
    /// A WebSocket client on one connection: the handshake's response and the frames after it.
    // @unchecked: a test drives its client from one task, one awaited call at a time; each call runs on
    // a thread of its own (`Blocking`), never two at once.
    final class Client: @unchecked Sendable {
        let socket: LoopbackSocket
        private var buffer: [UInt8] = []

        /// Connects and sends the handshake of RFC 6455's example key; returns the response head.
        init(port: UInt16, target: String = "/events") throws {
            socket = try LoopbackSocket(port: port)
            try socket.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n")
        }

        func responseHead() throws -> String {
            while true {
                if let end = buffer.indices.dropLast(3).first(where: { buffer[$0..<($0 + 4)].elementsEqual([13, 10, 13, 10]) }) {
                    let head = String(decoding: buffer[..<end], as: UTF8.self)
                    buffer.removeFirst(end + 4)
                    return head
                }
                try fill()
            }
        }

        /// The next frame from the server (unmasked, at most 125 bytes of payload here): its opcode and payload.
        func frame() throws -> (opcode: UInt8, payload: [UInt8]) {
            while buffer.count < 2 || buffer.count < 2 + Int(buffer[1] & 0x7F) { try fill() }
            #expect(buffer[1] & 0x80 == 0, "a server frame is never masked")
            let length = Int(buffer[1] & 0x7F)
            let frame = (buffer[0] & 0x0F, Array(buffer[2..<(2 + length)]))
            buffer.removeFirst(2 + length)
            return frame
        }

        /// Sends a masked frame, as a browser does (`rsv`: the three reserved bits, in place).
        func send(opcode: UInt8, payload: [UInt8], fin: Bool = true, rsv: UInt8 = 0) throws {
            let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
            try socket.send([(fin ? 0x80 : 0) | rsv | opcode, 0x80 | UInt8(payload.count)] + mask + payload.enumerated().map { $1 ^ mask[$0 % 4] })
        }

        /// Sends an unmasked frame, as only a server may.
        func sendUnmasked(opcode: UInt8, payload: [UInt8]) throws {
            try socket.send([0x80 | opcode, UInt8(payload.count)] + payload)
        }

        private func fill() throws {
            let chunk = try socket.receive()
            guard !chunk.isEmpty else { throw TestFailure("the server closed the connection") }
            buffer += chunk
        }
    }

    @Test func aChangeSendsTheNewGenerationAndStoppingClosesTheSocket() async throws {
        let fixture = try await ServeFixture(files: ["a.xml": TestScenes.solid("#ff0000")])
        let client = try await Blocking.run { try Client(port: fixture.port) }
        let head = try await Blocking.run { try client.responseHead() }
        #expect(head.hasPrefix("HTTP/1.1 101 "), "\(head)")
        #expect(head.lowercased().contains("sec-websocket-accept: s3pplmbitxaq9kygzzhzrbk+xoo="), "\(head)")
        // On connecting, the page is told the current generation.
        let first = try await Blocking.run { try client.frame() }
        #expect(first.opcode == 1)
        let generation = try #require(Int(String(decoding: first.payload, as: UTF8.self)))

        try fixture.save("a.xml", TestScenes.solid("#0000ff"))
        // The render starting and ending may each be announced; the last one is a newer generation.
        let next = try await Blocking.run { try client.frame() }
        #expect(next.opcode == 1 && (Int(String(decoding: next.payload, as: UTF8.self)) ?? 0) > generation)
        try await waitUntil("the save rendered", timeout: .seconds(10)) { await fixture.server.store.isSettled() }

        await fixture.stop()
        // Stopping sends a close frame with 1000 (normal closure), then closes the connection.
        var close = try await Blocking.run { try client.frame() }
        while close.opcode == 1 { close = try await Blocking.run { try client.frame() } }
        #expect(close.opcode == 8 && close.payload == [0x03, 0xE8], "\(close)")
        #expect(try await Blocking.run { try client.socket.receiveUntilClosed() }.isEmpty)
    }

    @Test func thePagesCloseIsAnsweredAndPingsArePonged() async throws {
        let fixture = try await ServeFixture(files: ["a.xml": TestScenes.solid("#ff0000")])
        let client = try await Self.openPage(fixture)
        try await Blocking.run { try client.send(opcode: 9, payload: Array("hi".utf8)) }
        let pong = try await Blocking.run { try client.frame() }
        #expect(pong.opcode == 10 && pong.payload == Array("hi".utf8))
        // 1001 "going away", as a browser sends when the tab closes: echoed, then the connection ends.
        try await Blocking.run { try client.send(opcode: 8, payload: [0x03, 0xE9]) }
        let close = try await Blocking.run { try client.frame() }
        #expect(close.opcode == 8 && close.payload == [0x03, 0xE9])
        #expect(try await Blocking.run { try client.socket.receiveUntilClosed() }.isEmpty)
        await fixture.stop()
    }

    /// A page's WebSocket to a fresh server, past its handshake and the first frame (the generation).
    static func openPage(_ fixture: ServeFixture) async throws -> Client {
        let client = try await Blocking.run { try Client(port: fixture.port) }
        let head = try await Blocking.run { try client.responseHead() }
        #expect(head.hasPrefix("HTTP/1.1 101 "), "\(head)")
        _ = try await Blocking.run { try client.frame() }
        return client
    }

    /// No code (an empty close) and codes that must never be sent (1005 "no code", 1006 "abnormal",
    /// 1015 "TLS") or are not defined (1004, 2000, 5000) are answered with 1000; a code an endpoint
    /// may send is echoed. Either way the connection then ends.
    @Test(arguments: [(nil, 1000), (1005, 1000), (1006, 1000), (1015, 1000), (1004, 1000), (2000, 1000), (999, 1000),
                      (1000, 1000), (1002, 1002), (1011, 1011), (1012, 1012), (3000, 3000), (4999, 4999), (5000, 1000)])
    func theCloseIsAnsweredWithACodeThatMayBeSent(sent: Int?, answered: Int) async throws {
        let fixture = try await ServeFixture(files: ["a.xml": TestScenes.solid("#ff0000")])
        let client = try await Self.openPage(fixture)
        let payload = sent.map { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } ?? []
        try await Blocking.run { try client.send(opcode: 8, payload: payload) }
        let close = try await Blocking.run { try client.frame() }
        #expect(close.opcode == 8 && close.payload == [UInt8(answered >> 8), UInt8(answered & 0xFF)], "\(close)")
        #expect(try await Blocking.run { try client.socket.receiveUntilClosed() }.isEmpty)
        await fixture.stop()
    }

    /// RFC 6455 §5.1: a frame from a client that is not masked closes the connection with 1002.
    @Test func anUnmaskedFrameIsAProtocolError() async throws {
        let fixture = try await ServeFixture(files: ["a.xml": TestScenes.solid("#ff0000")])
        let client = try await Self.openPage(fixture)
        try await Blocking.run { try client.sendUnmasked(opcode: 9, payload: Array("hi".utf8)) }
        let close = try await Blocking.run { try client.frame() }
        #expect(close.opcode == 8 && close.payload == [0x03, 0xEA], "no pong, a close with 1002: \(close)")
        #expect(try await Blocking.run { try client.socket.receiveUntilClosed() }.isEmpty)
        await fixture.stop()
    }

    @Test func onlyEventsUpgrades() async throws {
        let fixture = try await ServeFixture(files: ["a.xml": TestScenes.solid("#ff0000")])
        let client = try await Blocking.run { try Client(port: fixture.port, target: "/state") }
        let head = try await Blocking.run { try client.responseHead() }
        await fixture.stop()
        #expect(head.hasPrefix("HTTP/1.1 200 "), "a WebSocket handshake to /state is answered as a plain request: \(head)")
    }
}
