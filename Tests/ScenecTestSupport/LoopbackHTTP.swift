import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 GET over a socket to 127.0.0.1, for tests: the request target is sent exactly
/// as given (`/../x`, `%2e%2e`), which URL-based clients would normalise away, and no proxy setting of
/// the environment can send it anywhere but this machine.
public enum LoopbackHTTP {
    public struct Response: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `GET target` on 127.0.0.1:`port`, with `Connection: close`, reading at most `timeout` seconds.
    public static func get(port: UInt16, _ target: String, timeout: Int = 10) throws -> Response {
        let socket = try LoopbackSocket(port: port, timeout: timeout)
        try socket.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        var bytes: [UInt8] = []
        while true {
            let chunk: [UInt8]
            do { chunk = try socket.receive() } catch { throw Failure(description: "no complete response to GET \(target) within \(timeout) s") }
            if chunk.isEmpty { break }
            bytes += chunk
            if let response = parse(bytes), response.complete { return response.value }
        }
        guard let response = parse(bytes) else { throw Failure(description: "malformed response to GET \(target)") }
        return response.value
    }

    /// The first response in `bytes` and whether its body is complete (by Content-Length).
    public static func parse(_ bytes: [UInt8]) -> (value: Response, complete: Bool)? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0...(max(0, bytes.count - 4))).first(where: { bytes.count >= 4 && Array(bytes[$0..<($0 + 4)]) == separator }) else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        guard let statusLine = head.first, statusLine.hasPrefix("HTTP/1."),
              let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let body = Array(bytes[(end + 4)...])
        let expected = headers["content-length"].flatMap(Int.init)
        return (Response(status: status, headers: headers, body: body), expected.map { body.count >= $0 } ?? false)
    }
}
