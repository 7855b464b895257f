import Foundation
import ScenecTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `scenec serve` against slow clients (issue 42, a slowloris): connections that trickle a request a
/// byte at a time must not keep the server from answering a normal request.
@Suite(.serialized)
struct ServeSlowClientTests {
    /// Opens `count` connections that each send the start of a request and then one more byte of a
    /// header every 50 ms, never finishing it, while `body` runs.
    private func withSlowClients(_ count: Int, port: UInt16, _ body: () throws -> Void) throws {
        var sockets: [LoopbackSocket] = []
        for _ in 0..<count {
            // A server that stopped accepting leaves a connect waiting in the kernel's backlog: a
            // client that cannot connect within 1 s is not a slow client, and is not counted.
            guard let socket = try? LoopbackSocket(port: port, timeout: 1) else { continue }
            try? socket.send("GET /state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ")
            sockets.append(socket)
        }
        let trickling = ConditionFlag(), clients = SlowClients(sockets)
        let trickle = Thread {
            while !trickling.isSet {
                for socket in clients.sockets { try? socket.send("a") }
                usleep(50_000)
            }
        }
        trickle.start()
        defer { trickling.set(); while !trickle.isFinished { usleep(10_000) } }
        usleep(500_000)
        try body()
    }

    @Test("200 slow clients connected (on a server with descriptors for about 60 connections): a normal request is answered within 1 s")
    func slowClientsDoNotBlockANormalRequest() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/card.xml", Scenes.good)
        // A descriptor limit that leaves the server about 60 connections: the slow clients would take them all.
        let (server, port) = try startServe(["scenes", "--scale", "1"], in: folder, fileLimit: 128)
        _ = try LoopbackHTTP.get(port: port, "/state")
        try withSlowClients(200, port: port) {
            // The one deadline measured: the request may wait for nothing the slow clients hold.
            let clock = ContinuousClock(), start = clock.now
            let response = try LoopbackHTTP.get(port: port, "/state", timeout: 5)
            let waited = clock.now - start
            #expect(response.status == 200)
            #expect(waited < .seconds(1), "answered after \(waited)")
        }
        #expect(server.stop(with: SIGTERM) == 0, "\(server.stderr)")
    }
}

/// A flag set once by one thread and read by another.
final class ConditionFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// The slow clients' sockets, written to by the trickling thread only while the test waits.
final class SlowClients: @unchecked Sendable {
    let sockets: [LoopbackSocket]
    init(_ sockets: [LoopbackSocket]) { self.sockets = sockets }
}
