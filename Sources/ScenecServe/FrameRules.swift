import NIOCore
import NIOWebSocket

/// What RFC 6455 lets a client send on the events WebSocket, frame by frame: a frame that breaks a
/// rule fails the connection (§7.1.7: close with the code given, then drop it) instead of being
/// ignored, so a confused or hostile client learns at once and holds nothing open.
///
/// No extension is negotiated, so every RSV bit must be clear (§5.2); opcodes 3–7 and 11–15 are
/// reserved (§5.2); a control frame is never fragmented (NIO's decoder checks that and its length);
/// a continuation belongs to a message that was started, and a new message waits for the last one to
/// end (§5.4); a text message is UTF-8 (§8.1, 1007), checked when it is whole since a character may
/// span fragments; and a close frame's body is empty or a code and a UTF-8 reason (§5.5.1).
struct FrameRules {
    /// A message the page never sends anything long in: past this, 1009 ("message too big").
    static let messageLimit = 64 * 1024

    /// The data message in progress: whether it is text, and its bytes so far.
    private var message: (isText: Bool, bytes: [UInt8])?

    /// Checks `frame` (already unmasked into `payload`); nil when it may be taken, else the code to
    /// close with.
    mutating func check(_ frame: WebSocketFrame, payload: ByteBuffer) -> WebSocketErrorCode? {
        if frame.rsv1 || frame.rsv2 || frame.rsv3 { return .protocolError }
        switch UInt8(webSocketOpcode: frame.opcode) {
        case 0x0:
            guard var current = message else { return .protocolError }
            current.bytes += payload.readableBytesView
            guard current.bytes.count <= Self.messageLimit else { return .messageTooLarge }
            message = current
            return frame.fin ? finish() : nil
        case 0x1, 0x2:
            guard message == nil else { return .protocolError }
            guard payload.readableBytes <= Self.messageLimit else { return .messageTooLarge }
            message = (frame.opcode == .text, Array(payload.readableBytesView))
            return frame.fin ? finish() : nil
        case 0x8:
            return Self.checkClose(payload)
        case 0x9, 0xA:
            return nil
        default:
            return .protocolError
        }
    }

    private mutating func finish() -> WebSocketErrorCode? {
        defer { message = nil }
        guard let message, message.isText else { return nil }
        return String(validating: message.bytes, as: UTF8.self) == nil ? .dataInconsistentWithMessage : nil
    }

    /// A close body of one byte cannot hold a code; a reason must be UTF-8.
    private static func checkClose(_ payload: ByteBuffer) -> WebSocketErrorCode? {
        if payload.readableBytes == 1 { return .protocolError }
        let reason = payload.readableBytesView.dropFirst(2)
        return reason.isEmpty || String(validating: reason, as: UTF8.self) != nil ? nil : .dataInconsistentWithMessage
    }
}
