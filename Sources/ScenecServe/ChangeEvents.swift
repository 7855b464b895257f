import NIOCore
import NIOWebSocket

/// The live-reload channel: each open page holds a WebSocket to `/events` and is sent the store's
/// generation number whenever a scene changed; the page then fetches `/state` and reloads pictures.
enum ChangeEvents {
    /// Serves one page's WebSocket until the page closes it or the store shuts down (then the server
    /// closes it with "normal closure", so the server can stop).
    static func serve(_ channel: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, store: PreviewStore) async {
        let changes = await store.subscribe()
        try? await channel.executeThenClose { inbound, outbound in
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await generation in changes {
                        try await outbound.write(WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: String(generation))))
                    }
                    try await outbound.write(Self.closeFrame(.normalClosure))
                }
                group.addTask {
                    // The page never sends anything that matters; its closing ends the subscription.
                    for try await frame in inbound {
                        switch frame.opcode {
                        case .ping:
                            try await outbound.write(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData))
                        case .connectionClose:
                            var data = frame.unmaskedData
                            try await outbound.write(Self.closeFrame(data.readWebSocketErrorCode() ?? .normalClosure))
                            return
                        default:
                            continue
                        }
                    }
                }
                // Whichever side ends first ends the other (cancelling the wait for changes ends the
                // subscription); the channel is closed on the way out.
                try await group.next()
                group.cancelAll()
            }
        }
    }

    private static func closeFrame(_ code: WebSocketErrorCode) -> WebSocketFrame {
        var data = ByteBuffer()
        data.write(webSocketErrorCode: code)
        return WebSocketFrame(fin: true, opcode: .connectionClose, data: data)
    }
}
