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
                    var rules = FrameRules()
                    for try await frame in inbound {
                        // RFC 6455 §5.1: a client masks every frame, and a server closes on one unmasked.
                        guard frame.maskKey != nil else {
                            try await outbound.write(Self.closeFrame(.protocolError))
                            return
                        }
                        if let failure = rules.check(frame, payload: frame.unmaskedData) {
                            try await outbound.write(Self.closeFrame(failure))
                            return
                        }
                        switch frame.opcode {
                        case .ping:
                            try await outbound.write(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData))
                        case .connectionClose:
                            var data = frame.unmaskedData
                            try await outbound.write(Self.closeFrame(Self.reply(to: data.readWebSocketErrorCode())))
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

    /// The code answering the page's close: its own code echoed when that is one an endpoint may
    /// send (RFC 6455 §7.4), else 1000. 1005, 1006 and 1015 stand for "no code", "no close frame" and
    /// "TLS failed" and never go on the wire; 1004 and the rest below 3000 are not (yet) defined.
    static func reply(to code: WebSocketErrorCode?) -> WebSocketErrorCode {
        guard let code else { return .normalClosure }
        switch code {
        case .normalClosure, .goingAway, .protocolError, .unacceptableData, .dataInconsistentWithMessage,
             .policyViolation, .messageTooLarge, .missingExtension, .unexpectedServerError:
            return code
        case .unknown(let number):
            // 1012–1014 were registered after the RFC (service restart, try again later, bad gateway);
            // 3000–4999 belong to libraries and applications.
            return (1012...1014).contains(number) || (3000...4999).contains(number) ? code : .normalClosure
        }
    }

    private static func closeFrame(_ code: WebSocketErrorCode) -> WebSocketFrame {
        var data = ByteBuffer()
        data.write(webSocketErrorCode: code)
        return WebSocketFrame(fin: true, opcode: .connectionClose, data: data)
    }
}
