import NIOCore
import NIOHTTP1
@testable import ScenecServe
import ScenecTestSupport
import Testing

/// DNS rebinding and cross-site pages: only requests that name the server as localhost, 127.0.0.1 or
/// [::1] with its port are answered, and the events WebSocket only opens for the server's own page.
@Suite(.serialized)
struct HostAllowListTests {
    static let files = ["a.xml": TestScenes.solid("#ff0000")]

    private func exchange(_ port: UInt16, _ request: String) async throws -> String {
        try await Blocking.run {
            let socket = try LoopbackSocket(port: port)
            try socket.send(request)
            return String(decoding: try socket.receiveUntilClosed(), as: UTF8.self)
        }
    }

    private func get(_ port: UInt16, host: String, extra: String = "") async throws -> String {
        try await exchange(port, "GET /state HTTP/1.1\r\nHost: \(host)\r\n\(extra)Connection: close\r\n\r\n")
    }

    @Test func onlyTheServersOwnNamesWithItsPortAreAnswered() async throws {
        let fixture = try await ServeFixture(files: Self.files)
        let port = fixture.port
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
            let text = try await get(port, host: host)
            #expect(text.hasPrefix("HTTP/1.1 200 ") && text.contains("\"generation\""), "\(host): \(text)")
        }
        // A rebound name, another port, no port, a name that merely starts like ours, two Host headers, none.
        for host in ["attacker.example:\(port)", "127.0.0.1:\(port + 1)", "127.0.0.1", "localhost.attacker.example:\(port)",
                     "127.0.0.1:\(port)\r\nHost: attacker.example"] {
            let text = try await get(port, host: host)
            #expect(text.hasPrefix("HTTP/1.1 403 ") && !text.contains("generation"), "\(host): \(text)")
        }
        let none = try await exchange(port, "GET /render/a.png HTTP/1.0\r\n\r\n")
        #expect(none.hasPrefix("HTTP/1.0 403 "), "\(none)")
        await fixture.stop()
    }

    @Test func anotherSitesOriginIsRefusedAndTheWebSocketNeedsThePagesOrigin() async throws {
        let fixture = try await ServeFixture(files: Self.files)
        let port = fixture.port
        let ours = try await get(port, host: "127.0.0.1:\(port)", extra: "Origin: http://localhost:\(port)\r\n")
        #expect(ours.hasPrefix("HTTP/1.1 200 "), "\(ours)")
        let theirs = try await get(port, host: "127.0.0.1:\(port)", extra: "Origin: https://attacker.example\r\n")
        #expect(theirs.hasPrefix("HTTP/1.1 403 "), "\(theirs)")

        let handshake = "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        for origin in ["Origin: http://attacker.example\r\n", "Origin: null\r\n", ""] {
            let text = try await exchange(port, handshake + origin + "Connection: close\r\n\r\n")
            #expect(text.hasPrefix("HTTP/1.1 403 "), "\(origin): \(text)")
        }
        // The page's own handshake still opens (its client sends Origin: http://127.0.0.1:PORT).
        let page = try await EventsWebSocketTests.openPage(fixture)
        try await Blocking.run { try page.send(opcode: 9, payload: [1]) }
        #expect(try await Blocking.run { try page.frame() }.opcode == 10)
        await fixture.stop()
    }

    @Test(arguments: [
        ("127.0.0.1:8040", true), ("[::1]:8040", true), ("localhost:8040", true), ("192.168.1.7:8040", true),
        ("192.168.1.8:8040", false), ("localhost", false), ("[::1]", false), (":8040", false), ("8040", false),
        ("example.com:8040", false), ("127.0.0.1:08040", false), ("127.0.0.1:8040:8040", false),
    ])
    func hostValues(host: String, allowed: Bool) throws {
        // A server bound to every interface, reached at 192.168.1.7: that address (a number nobody can rebind) is its name too.
        let check = AllowedHosts(localAddress: try SocketAddress(ipAddress: "192.168.1.7", port: 8040))
        #expect(check.allows(host: host) == allowed)
    }

    @Test func onPort80TheHostMayLeaveThePortOut() throws {
        let check = AllowedHosts(localAddress: try SocketAddress(ipAddress: "127.0.0.1", port: 80))
        #expect(check.allows(host: "localhost") && check.allows(host: "127.0.0.1:80") && check.allows(origin: "http://localhost"))
        #expect(!check.allows(origin: "https://localhost") && !check.allows(origin: "http://attacker.example"))
    }
}
