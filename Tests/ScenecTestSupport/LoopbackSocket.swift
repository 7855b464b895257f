#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to 127.0.0.1 for tests that speak a protocol by hand (HTTP exactly as written,
/// several requests on one connection, WebSocket frames): blocking sends and reads, each read bounded
/// by `timeout` seconds.
public final class LoopbackSocket {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let fd: Int32

    public init(port: UInt16, timeout: Int = 10) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket failed") }
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
        guard connected == 0 else {
            // No close here: every stored property is set, so a throwing init still runs `deinit`,
            // which closes `fd`. Closing it twice closed whatever descriptor the number had been
            // given to meanwhile: under load, a preview server's socket, and SwiftNIO stopped the
            // whole test process on the EBADF from epoll_ctl.
            throw Failure(description: "cannot connect to 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// Sends all of `bytes`. A peer that closed the connection is an error (never SIGPIPE).
    public func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure(description: "send failed: \(String(cString: strerror(errno)))") }
            sent += n
        }
    }

    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// The bytes one read returns: empty when the peer closed the connection; throws when nothing
    /// arrived within the timeout or the connection was reset.
    public func receive() throws -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard n >= 0 else { throw Failure(description: "receive failed: \(String(cString: strerror(errno)))") }
        return Array(chunk[..<n])
    }

    /// Everything until the peer closes the connection.
    public func receiveUntilClosed() throws -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            let chunk = try receive()
            if chunk.isEmpty { return bytes }
            bytes += chunk
        }
    }
}
