import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// The listening socket of the preview server (SwiftNIO): one event-loop thread does the socket I/O
/// and the HTTP/1.1 and WebSocket framing; each connection is then served by a task that awaits the
/// store, so a request never blocks the loop.
final class PreviewListener: Sendable {
    /// What a new connection became once its first request was read.
    private enum Connection: Sendable {
        /// A WebSocket to `/events`.
        case events(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>)
        /// Plain HTTP requests (keep-alive: one after the other on the same connection).
        case requests(NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>)
    }

    /// The port bound (the one the kernel picked, for port 0).
    let port: UInt16?
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let accepting: Task<Void, Never>

    private init(port: UInt16?, group: MultiThreadedEventLoopGroup, channel: any Channel, accepting: Task<Void, Never>) {
        self.port = port
        self.group = group
        self.channel = channel
        self.accepting = accepting
    }

    /// Binds `address` and starts accepting connections. Throws NIO's error when the address cannot be
    /// bound (taken, not local).
    static func start(address: SocketAddress, routes: PreviewRoutes) async throws -> PreviewListener {
        // One thread is plenty for a preview's few connections; the work is rendering, done elsewhere.
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let listening: NIOAsyncChannel<EventLoopFuture<Connection>, Never>
        do {
            listening = try await ServerBootstrap(group: group)
                // A restarted server can take its port again while old connections are in TIME_WAIT;
                // a port another process listens on is still refused.
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .bind(to: address) { channel in
                    channel.eventLoop.makeCompletedFuture { try Self.configure(channel) }
                }
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
        let accepting = Task<Void, Never> {
            await withDiscardingTaskGroup { connections in
                try? await listening.executeThenClose { inbound in
                    for try await connection in inbound {
                        connections.addTask { await Self.serve(connection, routes: routes) }
                    }
                }
            }
        }
        let port = listening.channel.localAddress?.port.flatMap(UInt16.init(exactly:))
        return PreviewListener(port: port, group: group, channel: listening.channel, accepting: accepting)
    }

    /// Closes the listening socket, gives requests in flight `grace` to finish, then ends every
    /// connection (idle keep-alive ones would otherwise wait for a next request forever) and the thread.
    func stop(grace: Duration) async {
        try? await channel.close()
        let accepting = accepting
        let timeout = Task {
            try? await Task.sleep(for: grace)
            accepting.cancel()
        }
        await accepting.value
        timeout.cancel()
        try? await group.shutdownGracefully()
    }

    /// The HTTP/1.1 pipeline with one possible upgrade: a WebSocket, for `/events` only.
    private static func configure(_ channel: any Channel) throws -> EventLoopFuture<Connection> {
        let events = NIOTypedWebSocketServerUpgrader<Connection>(
            shouldUpgrade: { channel, head in
                channel.eventLoop.makeSucceededFuture(Route(target: head.uri) == .events ? HTTPHeaders() : nil)
            },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    .events(try NIOAsyncChannel(wrappingChannelSynchronously: channel))
                }
            }
        )
        let upgrade = NIOTypedHTTPServerUpgradeConfiguration<Connection>(
            upgraders: [events],
            notUpgradingCompletionHandler: { channel in
                channel.eventLoop.makeCompletedFuture {
                    .requests(try NIOAsyncChannel(wrappingChannelSynchronously: channel))
                }
            }
        )
        return try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(
            configuration: .init(upgradeConfiguration: upgrade))
    }

    private static func serve(_ connection: EventLoopFuture<Connection>, routes: PreviewRoutes) async {
        // A connection that fails (a malformed request, a peer that went away) ends alone; the error
        // handler of the pipeline has already answered what it could (400 for a malformed request).
        switch try? await connection.get() {
        case .events(let channel): await ChangeEvents.serve(channel, store: routes.store)
        case .requests(let channel): try? await serveRequests(channel, routes: routes)
        case nil: break
        }
    }

    /// Answers the requests of one connection in order; request bodies are read and dropped (only GET
    /// and HEAD are answered).
    private static func serveRequests(_ channel: NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>,
                                      routes: PreviewRoutes) async throws {
        try await channel.executeThenClose { inbound, outbound in
            var request: HTTPRequestHead?
            for try await part in inbound {
                switch part {
                case .head(let head):
                    request = head
                case .body:
                    continue
                case .end:
                    guard let head = request else { continue }
                    request = nil
                    let response = await routes.respond(method: head.method, target: head.uri)
                    try await outbound.write(contentsOf: response.parts(for: head))
                    if !head.isKeepAlive { return }
                }
            }
        }
    }
}

extension PreviewResponse {
    /// The response as NIO's parts: its head (with `Content-Length`, and `Connection: close` when the
    /// request asked for it), its body unless the request was HEAD, and the end.
    func parts(for request: HTTPRequestHead) -> [HTTPServerResponsePart] {
        var headers = HTTPHeaders()
        for (name, value) in self.headers { headers.add(name: name, value: value) }
        headers.add(name: "Content-Length", value: String(body.count))
        if !request.isKeepAlive { headers.add(name: "Connection", value: "close") }
        let head = HTTPResponseHead(version: request.version, status: HTTPResponseStatus(statusCode: status), headers: headers)
        guard request.method != .HEAD else { return [.head(head), .end(nil)] }
        return [.head(head), .body(.byteBuffer(ByteBuffer(bytes: body))), .end(nil)]
    }
}
