import ScenecTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A client that is never silent but never finishes its request (a byte at a time, slowloris) is
/// closed when its request's time is up, however busy it keeps the connection.
@Suite(.serialized)
struct SlowClientTests {
    @Test func aRequestTrickledAByteAtATimeIsCutOff() async throws {
        let fixture = try await ServeFixture(files: ["a.xml": TestScenes.solid("#ff0000")], idleTimeout: .seconds(60),
                                             requestTimeout: .milliseconds(800))
        let port = fixture.port
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = try await Blocking.run { () -> (cutOff: Bool, sent: Int, answer: [UInt8]) in
            let socket = try LoopbackSocket(port: port)
            let request = Array("GET /state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: \(String(repeating: "a", count: 400))\r\n\r\n".utf8)
            var sent = 0
            // One byte every 50 ms: never idle for the 60 s idle timeout, done after 22 s if never cut off.
            // Given up after 8 s, so a server without the deadline fails the test instead of hanging it;
            // a loaded machine may be late with the 0.8 s deadline, never by that much.
            for byte in request {
                do { try socket.send([byte]) } catch { return (true, sent, []) }
                sent += 1
                usleep(50_000)
                if clock.now - start > .seconds(8) { break }
            }
            return (false, sent, (try? socket.receiveUntilClosed()) ?? [])
        }
        await fixture.stop()
        #expect(outcome.cutOff, "the server should have closed the connection after about 0.8 s; \(outcome.sent) bytes sent")
        let answer = String(decoding: outcome.answer, as: UTF8.self)
        #expect(answer.isEmpty, "\(answer)")
    }

    @Test func aKeepAliveClientGetsAFreshDeadlineForEachRequest() async throws {
        let fixture = try await ServeFixture(files: ["a.xml": TestScenes.solid("#ff0000")], requestTimeout: .milliseconds(800))
        let port = fixture.port
        let text = try await Blocking.run { () -> String in
            let socket = try LoopbackSocket(port: port)
            var answers = ""
            // Three requests 500 ms apart on one connection: 1.5 s in all, each within its own 0.8 s.
            for index in 0..<3 {
                let close = index == 2 ? "Connection: close\r\n" : ""
                try socket.send("GET /state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(close)\r\n")
                usleep(500_000)
                if index < 2 { answers += String(decoding: try socket.receive(), as: UTF8.self) }
            }
            return answers + String(decoding: try socket.receiveUntilClosed(), as: UTF8.self)
        }
        await fixture.stop()
        #expect(text.components(separatedBy: "HTTP/1.1 200 ").count == 4, "\(text)")
    }
}
