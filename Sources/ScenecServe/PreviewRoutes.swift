import NIOHTTP1
import Scenec

/// Every request of the preview server goes through here. It answers only from the store and its own
/// page: a request path is looked up in a table of scene ids, never joined to a folder, so `../`,
/// `%2e%2e/`, absolute paths and the folder's own files (`/a.xml`, `/images/x.png`) are all 404.
struct PreviewRoutes: Sendable {
    let store: PreviewStore

    /// The answer to `method target`, where `target` is the request target exactly as sent (never a
    /// normalised path: `/a/../b` must not become `/b`).
    func respond(method: HTTPMethod, target: String) async -> PreviewResponse {
        guard method == .GET || method == .HEAD else {
            return .text(405, "only GET and HEAD\n")
        }
        switch Route(target: target) {
        case .page:
            return PreviewResponse(status: 200, body: Array(PreviewPage.html.utf8), type: "text/html; charset=utf-8", page: true)
        case .state:
            return PreviewResponse(status: 200, body: Array(await store.state().json.text.utf8), type: "application/json")
        case .events:
            // Reached only when the request was not a WebSocket upgrade (those never get here).
            return .text(400, "/events is a WebSocket\n")
        case .picture(let id, let format):
            guard let variant = PreviewVariant(target: target),
                  let bytes = await store.picture(id: id, format: format, variant: variant) else { return .notFound }
            return PreviewResponse(status: 200, body: bytes, type: format.descriptor.mimeType)
        case .notFound:
            return .notFound
        }
    }
}

/// One answer of the server: status, headers (without `Content-Length`, which the connection adds)
/// and body.
struct PreviewResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    /// Nothing is cached (a picture changes under the same id) and nothing is sniffed; the page may
    /// run only its own inline script and load only from this server.
    init(status: Int, body: [UInt8], type: String, page: Bool = false) {
        self.status = status
        self.body = body
        headers = [
            ("Content-Type", type),
            ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"),
            ("Content-Security-Policy", page
                ? "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'"
                // An SVG opened on its own runs no script and loads nothing.
                : "default-src 'none'; img-src data:; style-src 'unsafe-inline'"),
        ]
    }

    static var notFound: PreviewResponse { text(404, "not found\n") }

    static func text(_ status: Int, _ text: String) -> PreviewResponse {
        PreviewResponse(status: status, body: Array(text.utf8), type: "text/plain; charset=utf-8")
    }
}

/// The URL space: `/`, `/state`, `/events` (WebSocket) and `/render/ID.png|svg`.
enum Route: Equatable {
    case page
    case state
    case events
    case picture(id: String, format: OutputFormat)
    case notFound

    /// The route of a request target: its path, the query (`?v=3`, the page's cache key) ignored.
    init(target: String) {
        self.init(rawPath: target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? "")
    }

    /// Decodes the path strictly: any `.`/`..` segment, empty segment, backslash or NUL (raw or
    /// percent-encoded) is not found, before the id is looked up at all.
    init(rawPath: String) {
        switch rawPath {
        case "/", "/index.html": self = .page
        case "/state": self = .state
        case "/events": self = .events
        default:
            guard rawPath.hasPrefix("/render/"), let decoded = PercentDecoding.decode(rawPath.dropFirst("/render/".count)),
                  let dot = decoded.lastIndex(of: "."), let format = OutputFormat(rawValue: String(decoded[decoded.index(after: dot)...])) else {
                self = .notFound
                return
            }
            let id = String(decoded[..<dot])
            let segments = id.split(separator: "/", omittingEmptySubsequences: false)
            let unsafe = id.isEmpty || id.contains("\\") || id.contains("\0")
                || segments.contains { $0.isEmpty || $0 == "." || $0 == ".." }
            self = unsafe ? .notFound : .picture(id: id, format: format)
        }
    }
}
