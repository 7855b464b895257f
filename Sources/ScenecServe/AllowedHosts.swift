import NIOCore
import NIOHTTP1

/// Which `Host` and `Origin` a request may carry: the server's own names with its port, nothing else.
///
/// A web page on any site can make the browser send requests to 127.0.0.1, and with DNS rebinding
/// (a name of the attacker's that first resolves to their server, then to 127.0.0.1) it can even read
/// the answers, as the same origin. Such a request still names the attacker's host in `Host`, so
/// answering only `localhost`, `127.0.0.1`, `[::1]` or the address the connection arrived at (the
/// `--host` address, or the machine's own when bound to every interface; a numeric address is no name
/// anyone can rebind), each with the server's port, closes that door. A WebSocket is not bound by the
/// same-origin policy at all, so `/events` also needs an `Origin` of one of these hosts.
struct AllowedHosts {
    /// The port the connection arrived at (with `--port 0`, the one the kernel picked).
    let port: Int
    /// The names a `Host` may give before its port, lower case; IPv6 in brackets.
    let names: Set<String>

    init(localAddress: SocketAddress?) {
        port = localAddress?.port ?? 0
        var names: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
        if let ip = localAddress?.ipAddress {
            // An IPv4 client of a dual-stack socket arrives at ::ffff:a.b.c.d and names a.b.c.d.
            let plain = ip.hasPrefix("::ffff:") && ip.contains(".") ? String(ip.dropFirst("::ffff:".count)) : ip
            names.insert(plain.contains(":") ? "[\(plain.lowercased())]" : plain)
        }
        self.names = names
    }

    /// Whether `value` (a `Host` header, or an origin's authority) names this server with its port;
    /// the port may be left out only where it is HTTP's own, 80.
    func allows(host value: String) -> Bool {
        let lower = value.lowercased()
        if names.contains(lower) { return port == 80 }
        guard let colon = lower.lastIndex(of: ":"), lower[lower.index(after: colon)...] == String(port)[...] else { return false }
        return names.contains(String(lower[..<colon]))
    }

    /// Whether `value` is the origin of a page this server served: `http://` and an allowed host.
    func allows(origin value: String) -> Bool {
        value.hasPrefix("http://") && allows(host: String(value.dropFirst("http://".count)))
    }

    /// Why `head` is refused (the body of a 403), or nil when it may be answered. `upgrade` asks for
    /// the WebSocket rule: an `Origin` must be there (every browser sends one with a handshake).
    func refusal(of head: HTTPRequestHead, upgrade: Bool = false) -> String? {
        let hosts = head.headers["Host"]
        guard hosts.count == 1, let host = hosts.first, allows(host: host) else {
            return "forbidden: the Host header must name this server as localhost, 127.0.0.1 or [::1] with its port "
                + "(\(port)); a page under another name cannot read the preview\n"
        }
        let origins = head.headers["Origin"]
        if upgrade, origins.isEmpty { return "forbidden: a WebSocket handshake needs the Origin of the preview page\n" }
        guard origins.allSatisfy(allows(origin:)) else {
            return "forbidden: requests from another site's page (its Origin) are refused\n"
        }
        return nil
    }
}
