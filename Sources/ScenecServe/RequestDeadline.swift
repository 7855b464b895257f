import NIOCore
import NIOHTTP1

/// Closes a connection whose next request has not fully arrived within `limit` of the server starting
/// to wait for it (the connection opening, or the previous answer being sent).
///
/// The idle timeout only notices silence: a client that sends one byte a second (slowloris) is never
/// silent, and would hold its socket, and with enough of them the server's file descriptors, forever.
/// A browser sends a whole request at once, so a few seconds is plenty. Removed when the connection
/// becomes the page's WebSocket, which may stay open as long as the page is shown.
final class RequestDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let limit: TimeAmount
    /// Told when the connection waits for a request and when it is answered (`ConnectionSlots`).
    private let slots: ConnectionSlots?
    private var timer: Scheduled<Void>?

    init(limit: TimeAmount, slots: ConnectionSlots? = nil) {
        self.limit = limit
        self.slots = slots
    }

    func handlerAdded(context: ChannelHandlerContext) {
        arm(context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        // Removed for the WebSocket: a page's event stream is never closed to make room.
        slots?.answering(context.channel)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // The whole request is here: answering it is the server's time, not the client's.
        if case .end = Self.unwrapInboundIn(data) {
            timer?.cancel()
            timer = nil
            slots?.answering(context.channel)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // The answer is complete: the client's time for the next request starts.
        if case .end = Self.unwrapOutboundIn(data) { arm(context) }
        context.write(data, promise: promise)
    }

    private func arm(_ context: ChannelHandlerContext) {
        slots?.waiting(context.channel)
        timer?.cancel()
        let channel = context.channel
        timer = context.eventLoop.scheduleTask(in: limit) { channel.close(promise: nil) }
    }
}
