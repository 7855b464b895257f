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
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket failed") }
        defer { close(fd) }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to 127.0.0.1:\(port): \(String(cString: strerror(errno)))") }
        let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, 0) }) == request.count else {
            throw Failure(description: "send failed")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0 { throw Failure(description: "no complete response to GET \(target) within \(timeout) s") }
            if n == 0 { break }
            bytes += chunk[..<n]
            if let response = parse(bytes), response.complete { return response.value }
        }
        guard let response = parse(bytes) else { throw Failure(description: "malformed response to GET \(target)") }
        return response.value
    }

    /// The response in `bytes` and whether its body is complete (by Content-Length).
    private static func parse(_ bytes: [UInt8]) -> (value: Response, complete: Bool)? {
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
