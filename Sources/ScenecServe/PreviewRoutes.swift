import FlyingFox
import Foundation
import Scenec

/// Every request of the preview server goes through here. It answers only from the store and its own
/// page: a request path is looked up in a table of scene ids, never joined to a folder, so `../`,
/// `%2e%2e/`, absolute paths and the folder's own files (`/a.xml`, `/images/x.png`) are all 404.
struct PreviewRoutes: HTTPHandler {
    let store: PreviewStore
    let events: WebSocketHTTPHandler

    init(store: PreviewStore) {
        self.store = store
        events = .webSocket(ChangeEvents(store: store))
    }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return Self.text(.methodNotAllowed, "only GET and HEAD\n")
        }
        // The raw target, not FlyingFox's standardised path: `/a/../b` must not become `/b`.
        let raw = request.target.rawValue.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        switch Route(rawPath: raw) {
        case .page:
            return Self.response(.ok, Array(PreviewPage.html.utf8), type: "text/html; charset=utf-8", page: true)
        case .state:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let body = (try? encoder.encode(await store.state())) ?? Data("{}".utf8)
            return Self.response(.ok, Array(body), type: "application/json")
        case .events:
            return try await events.handleRequest(request)
        case .picture(let id, let format):
            guard let bytes = await store.picture(id: id, format: format) else { return Self.notFound }
            let type: String
            switch format {
            case .png: type = "image/png"
            case .svg: type = "image/svg+xml"
            case .pdf: type = "application/pdf"
            }
            return Self.response(.ok, bytes, type: type)
        case .notFound:
            return Self.notFound
        }
    }

    static var notFound: HTTPResponse { text(.notFound, "not found\n") }

    static func text(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        response(status, Array(text.utf8), type: "text/plain; charset=utf-8")
    }

    /// Nothing is cached (a picture changes under the same id) and nothing is sniffed; the page may
    /// run only its own inline script and load only from this server.
    static func response(_ status: HTTPStatusCode, _ body: [UInt8], type: String, page: Bool = false) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        headers[HTTPHeader("Content-Security-Policy")] = page
            ? "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'"
            // An SVG opened on its own runs no script and loads nothing.
            : "default-src 'none'; img-src data:; style-src 'unsafe-inline'"
        return HTTPResponse(statusCode: status, headers: headers, body: Data(body))
    }
}

/// The URL space: `/`, `/state`, `/events` (WebSocket) and `/render/ID.png|svg`.
enum Route: Equatable {
    case page
    case state
    case events
    case picture(id: String, format: OutputFormat)
    case notFound

    /// Decodes the path strictly: any `.`/`..` segment, empty segment, backslash or NUL (raw or
    /// percent-encoded) is not found, before the id is looked up at all.
    init(rawPath: String) {
        switch rawPath {
        case "/", "/index.html": self = .page
        case "/state": self = .state
        case "/events": self = .events
        default:
            guard rawPath.hasPrefix("/render/"), let decoded = String(rawPath.dropFirst("/render/".count)).removingPercentEncoding,
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
