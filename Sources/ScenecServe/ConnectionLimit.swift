import NIOCore
import ScenecCore

#if canImport(Glibc)
import Glibc
#endif

/// Accepts at most `limit` connections at a time; past it, the listening socket is not read until one
/// closes (the kernel keeps the next ones waiting in its backlog).
///
/// Why not NIO's `AcceptBackoffHandler` alone: when accept fails for want of a descriptor (EMFILE),
/// NIO keeps its read pending, so the listening socket stays in epoll's interest and the event loop
/// retries accept at full speed however long the handler delays the next read (measured: a whole core).
/// Only a successful accept clears that, so the limit has to hold the reads before the table is full.
/// The idle and request timeouts (`PreviewListener`) free the slots of clients that hold them.
final class ConnectionLimit: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = Channel
    typealias InboundOut = Channel
    typealias OutboundIn = Never

    let limit: Int
    /// The open connections, which make room for new ones by closing slow ones (`ConnectionSlots`).
    let slots: ConnectionSlots?
    private var open = 0
    private var heldRead = false

    init(limit: Int, slots: ConnectionSlots? = nil) {
        self.limit = max(1, limit)
        self.slots = slots
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let child = Self.unwrapInboundIn(data)
        open += 1
        let loop = context.eventLoop
        slots?.admit(child, limit: limit)
        child.closeFuture.whenComplete { _ in
            loop.execute {
                self.slots?.closed(child)
                self.closed(context)
            }
        }
        context.fireChannelRead(data)
    }

    func read(context: ChannelHandlerContext) {
        if open >= limit {
            heldRead = true
        } else {
            context.read()
        }
    }

    private func closed(_ context: ChannelHandlerContext) {
        open -= 1
        if heldRead, open < limit {
            heldRead = false
            context.read()
        }
    }

    /// Descriptors kept free for everything else a render opens (the scene, its images and includes,
    /// fonts, temporary files) and for the watcher.
    static let reserve = 32
    /// A machine with a generous limit still needs no more for a preview.
    static let most = 1024

    /// The limit for this process: the descriptors its soft limit leaves once those open now and the
    /// reserve are taken, at most `most`.
    static func forThisProcess() -> Int {
        var limits = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limits) == 0 else { return most }
        let soft = Int(clamping: limits.rlim_cur)
        return max(1, min(most, soft - InheritedDescriptors.openDescriptors().count - reserve))
    }
}
