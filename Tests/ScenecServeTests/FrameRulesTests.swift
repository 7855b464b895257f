import NIOCore
import NIOWebSocket
@testable import ScenecServe
import ScenecTestSupport
import Testing

/// RFC 6455's failures on the events WebSocket: reserved bits and opcodes, continuations out of
/// place, and text that is not UTF-8 close the connection with the code the RFC names.
@Suite(.serialized)
struct FrameRulesTests {
    /// Sends `frames` (fin, rsv bits, opcode, payload) on a fresh page's WebSocket and returns the
    /// server's next frame (a server that ignores the frames sends none, and the read times out), then
    /// waits for the connection to end when that frame is a close.
    private func answer(to frames: [(fin: Bool, rsv: UInt8, opcode: UInt8, payload: [UInt8])]) async throws -> (opcode: UInt8, payload: [UInt8]) {
        let fixture = try await ServeFixture(files: ["a.xml": TestScenes.solid("#ff0000")])
        let client = try await EventsWebSocketTests.openPage(fixture)
        for frame in frames {
            try await Blocking.run { try client.send(opcode: frame.opcode, payload: frame.payload, fin: frame.fin, rsv: frame.rsv) }
        }
        let answer = try await Blocking.run { try client.frame() }
        if answer.opcode == 8 {
            let ended = try await Blocking.run { try client.socket.receiveUntilClosed() }
            #expect(ended.isEmpty)
        }
        await fixture.stop()
        return answer
    }

    /// The code of the server's answer when it is a close, else nil.
    private func closeCode(after frames: [(fin: Bool, rsv: UInt8, opcode: UInt8, payload: [UInt8])]) async throws -> Int? {
        let frame = try await answer(to: frames)
        guard frame.opcode == 8, frame.payload.count == 2 else { return nil }
        return Int(frame.payload[0]) << 8 | Int(frame.payload[1])
    }

    @Test(arguments: [0x40, 0x20, 0x10] as [UInt8])
    func aReservedBitIsAProtocolError(rsv: UInt8) async throws {
        #expect(try await closeCode(after: [(true, rsv, 1, Array("1".utf8))]) == 1002)
    }

    @Test(arguments: [3, 7, 0xB, 0xF] as [UInt8])
    func aReservedOpcodeIsAProtocolError(opcode: UInt8) async throws {
        #expect(try await closeCode(after: [(true, 0, opcode, [])]) == 1002)
    }

    @Test func textThatIsNotUTF8Is1007() async throws {
        #expect(try await closeCode(after: [(true, 0, 1, [0x68, 0xC3, 0x28])]) == 1007)
    }

    @Test func aContinuationWithNoMessageIsAProtocolError() async throws {
        #expect(try await closeCode(after: [(true, 0, 0, Array("x".utf8))]) == 1002)
    }

    @Test func aCharacterSplitAcrossFragmentsIsFine() async throws {
        // "é" is C3 A9: one byte in each fragment; the whole message is UTF-8, so the ping after it gets its pong.
        let frame = try await answer(to: [(false, 0, 1, [0x61, 0xC3]), (true, 0, 0, [0xA9]), (true, 0, 9, [7])])
        #expect(frame.opcode == 10 && frame.payload == [7], "\(frame)")
    }

    @Test func theRulesFrameByFrame() {
        var rules = FrameRules()
        func frame(_ opcode: WebSocketOpcode, fin: Bool = true, _ bytes: [UInt8]) -> (WebSocketFrame, ByteBuffer) {
            let data = ByteBuffer(bytes: bytes)
            return (WebSocketFrame(fin: fin, opcode: opcode, data: data), data)
        }
        let (start, startData) = frame(.text, fin: false, [0xE2, 0x82])
        #expect(rules.check(start, payload: startData) == nil)
        // A new message before the last ended.
        let (binary, binaryData) = frame(.binary, [1])
        #expect(rules.check(binary, payload: binaryData) == .protocolError)
        var fresh = FrameRules()
        #expect(fresh.check(start, payload: startData) == nil)
        let (end, endData) = frame(.continuation, [0xAC])
        #expect(fresh.check(end, payload: endData) == nil, "E2 82 AC is the euro sign")
        let (badClose, badCloseData) = frame(.connectionClose, [0x03])
        #expect(fresh.check(badClose, payload: badCloseData) == .protocolError, "a one-byte close body holds no code")
        let (badReason, badReasonData) = frame(.connectionClose, [0x03, 0xE8, 0xFF])
        #expect(fresh.check(badReason, payload: badReasonData) == .dataInconsistentWithMessage)
        let (big, bigData) = frame(.binary, Array(repeating: 0, count: FrameRules.messageLimit + 1))
        #expect(fresh.check(big, payload: bigData) == .messageTooLarge)
    }
}
