import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// The listening socket of the preview server (SwiftNIO): one event-loop thread does the socket I/O
/// and the HTTP/1.1 and WebSocket framing; answers are computed by tasks that await the store, so a
/// request never blocks the loop.
final class PreviewListener: Sendable {
    /// The port bound (the one the kernel picked, for port 0).
    let port: UInt16?
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let sessions: EventSessions

    private init(port: UInt16?, group: MultiThreadedEventLoopGroup, channel: any Channel, sessions: EventSessions) {
        self.port = port
        self.group = group
        self.channel = channel
        self.sessions = sessions
    }

    /// Binds `address` and starts accepting connections; an HTTP connection that sends nothing for
    /// `idleTimeout`, or has not sent a whole request within `requestTimeout`, is closed. Throws NIO's
    /// error when the address cannot be bound (taken, not local).
    static func start(address: SocketAddress, routes: PreviewRoutes, idleTimeout: Duration,
                      requestTimeout: Duration) async throws -> PreviewListener {
        // One thread is plenty for a preview's few connections; the work is rendering, done elsewhere.
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let sessions = EventSessions()
        let connectionLimit = ConnectionLimit.forThisProcess()
        let slots = ConnectionSlots(perClient: Self.connectionsPerClient)
        do {
            let channel = try await ServerBootstrap(group: group)
                // A restarted server can take its port again while old connections are in TIME_WAIT;
                // a port another process listens on is still refused.
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .serverChannelInitializer { channel in
                    // Out of file descriptors (EMFILE), accept would fail while the listening socket stays
                    // readable, and NIO would retry at full speed: `ConnectionLimit` stops accepting before
                    // that. Should something else have taken the descriptors, the back-off still spaces the
                    // errors it is told of (NIO's async bind adds it; the classic one does not).
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(
                            AcceptBackoffHandler(shouldForwardIOErrorCaught: false) { _ in Self.acceptBackoff })
                        try channel.pipeline.syncOperations.addHandler(ConnectionLimit(limit: connectionLimit, slots: slots))
                    }
                }
                .childChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try Self.configure(channel, routes: routes, sessions: sessions, slots: slots, idleTimeout: idleTimeout, requestTimeout: requestTimeout)
                    }
                }
                .bind(to: address)
                .get()
            let port = channel.localAddress?.port.flatMap(UInt16.init(exactly:))
            return PreviewListener(port: port, group: group, channel: channel, sessions: sessions)
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    /// How long accepting pauses after it failed (a full descriptor table): short enough that a freed
    /// descriptor is used soon, long enough that the failing retries cost nothing.
    static let acceptBackoff = TimeAmount.milliseconds(250)

    /// Connections one client address may keep waiting for their requests; past it, its oldest waiting
    /// one is closed (`ConnectionSlots`). A browser opens about 6 per host.
    static let connectionsPerClient = 32

    /// Closes the listening socket, lets the open pages' WebSockets send their close (the store has
    /// ended their subscriptions) for up to `grace`, then closes every connection and the thread.
    func stop(grace: Duration) async {
        try? await channel.close()
        await sessions.finish(within: grace)
        try? await group.shutdownGracefully()
    }

    /// The HTTP/1.1 pipeline (pipelined requests answered in order, malformed ones answered 400 and
    /// closed) with one possible upgrade: a WebSocket, for `/events` only. NIO's classic upgrade
    /// handler is used because it hands a refused upgrade request on as a plain request (the typed one
    /// drops it, leaving the client waiting).
    ///
    /// Until the upgrade, a connection that sends nothing for `idleTimeout` is closed: otherwise a
    /// client that stops halfway through a request line holds its socket forever, and enough of them
    /// (from another machine, with `--host`) use up the server's file descriptors. The events
    /// WebSocket is exempt: the page keeps it open, silent, for as long as it is shown.
    ///
    /// Every request, the WebSocket handshake included, must name this server in `Host` (and a page of
    /// its own in `Origin`): `AllowedHosts`. A refused handshake is answered 403 as a plain request.
    private static func configure(_ channel: any Channel, routes: PreviewRoutes, sessions: EventSessions, slots: ConnectionSlots,
                                  idleTimeout: Duration, requestTimeout: Duration) throws {
        let allowed = AllowedHosts(localAddress: channel.localAddress)
        let events = NIOWebSocketServerUpgrader(
            shouldUpgrade: { channel, head in
                let accepted = Route(target: head.uri) == .events && allowed.refusal(of: head, upgrade: true) == nil
                return channel.eventLoop.makeSucceededFuture(accepted ? HTTPHeaders() : nil)
            },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    let events = try NIOAsyncChannel<WebSocketFrame, WebSocketFrame>(wrappingChannelSynchronously: channel)
                    sessions.run { await ChangeEvents.serve(events, store: routes.store) }
                }
            }
        )
        let requests = "scenec-requests", idle = "scenec-idle", idleClose = "scenec-idle-close", deadline = "scenec-deadline"
        try channel.pipeline.syncOperations.addHandler(IdleStateHandler(readTimeout: TimeAmount(idleTimeout)), name: idle)
        try channel.pipeline.syncOperations.addHandler(IdleConnectionCloser(), name: idleClose)
        try channel.pipeline.syncOperations.configureHTTPServerPipeline(
            withServerUpgrade: (upgraders: [events], completionHandler: { context in
                // Upgraded: the connection carries WebSocket frames now, no more HTTP requests, and
                // may stay silent.
                for name in [requests, idle, idleClose, deadline] { context.pipeline.syncOperations.removeHandler(name: name, promise: nil) }
            }))
        try channel.pipeline.syncOperations.addHandler(RequestDeadline(limit: TimeAmount(requestTimeout), slots: slots), name: deadline)
        try channel.pipeline.syncOperations.addHandler(RequestHandler(routes: routes, allowed: allowed), name: requests)
    }
}

/// Closes the connection when `IdleStateHandler` reports that nothing was read for its timeout.
private final class IdleConnectionCloser: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard let idle = event as? IdleStateHandler.IdleStateEvent else { return context.fireUserInboundEventTriggered(event) }
        switch idle {
        case .read:
            context.close(promise: nil)
        case .write, .all:
            // Not asked for (only a read timeout is set); passed on like any other event.
            context.fireUserInboundEventTriggered(event)
        }
    }
}

/// Answers the plain HTTP requests of one connection. Request bodies are dropped (only GET and HEAD
/// are answered); NIO's pipelining handler holds a next request until this one's answer is written.
private final class RequestHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let routes: PreviewRoutes
    private let allowed: AllowedHosts
    private var request: HTTPRequestHead?

    init(routes: PreviewRoutes, allowed: AllowedHosts) {
        self.routes = routes
        self.allowed = allowed
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch Self.unwrapInboundIn(data) {
        case .head(let head):
            request = head
        case .body:
            break
        case .end:
            guard let head = request else { return }
            request = nil
            let answer = context.eventLoop.makePromise(of: PreviewResponse.self)
            let handshake = head.headers.contains(name: "Upgrade") && Route(target: head.uri) == .events
            if let refusal = allowed.refusal(of: head, upgrade: handshake) {
                answer.succeed(.text(403, refusal))
            } else {
                let routes = routes
                answer.completeWithTask { await routes.respond(method: head.method, target: head.uri) }
            }
            // Back on the event loop (the handler and its context belong to it).
            answer.futureResult.assumeIsolated().whenSuccess { response in
                for part in response.parts(for: head) { context.write(Self.wrapOutboundOut(part), promise: nil) }
                let written = context.writeAndFlush(Self.wrapOutboundOut(.end(nil)))
                if !head.isKeepAlive { written.assumeIsolated().whenComplete { _ in context.close(promise: nil) } }
            }
        }
    }

    /// A malformed request (already answered 400 by NIO's protocol error handler) or a broken
    /// connection: nothing more can be read from it, so close it. A refused WebSocket upgrade (not to
    /// `/events`) is reported here too, but its request comes next as a plain one and is answered.
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if error is NIOWebSocketUpgradeError { return }
        context.close(promise: nil)
    }
}

extension PreviewResponse {
    /// The response as NIO's parts before the end: its head (with `Content-Length`, and
    /// `Connection: close` when the request asked for it) and its body unless the request was HEAD.
    func parts(for request: HTTPRequestHead) -> [HTTPServerResponsePart] {
        var headers = HTTPHeaders()
        for (name, value) in self.headers { headers.add(name: name, value: value) }
        headers.add(name: "Content-Length", value: String(body.count))
        if !request.isKeepAlive { headers.add(name: "Connection", value: "close") }
        let head = HTTPResponseHead(version: request.version, status: HTTPResponseStatus(statusCode: status), headers: headers)
        guard request.method != .HEAD else { return [.head(head)] }
        return [.head(head), .body(.byteBuffer(ByteBuffer(bytes: body)))]
    }
}
