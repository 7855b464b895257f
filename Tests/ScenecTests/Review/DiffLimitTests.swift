import Foundation
import Scenec
import ScenecCore
import ScenecTestSupport
import Testing

/// `scenec diff` of a 20000×20000 PNG with itself aborted on a 1.6 GB allocation: the header is
/// checked against the image limits before anything is decoded.
@Suite struct DiffLimitTests {
    /// A PNG whose IHDR claims `width`×`height`; nothing after the header is needed to refuse it.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
        return [137, 80, 78, 71, 13, 10, 26, 10] + be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0] + be(0)
    }

    @Test func aHugePNGIsRefusedBeforeDecoding() throws {
        let folder = try TemporaryFolder(prefix: "diff-limit")
        let file = try folder.write("big.png", bytes: Self.header(width: 20_000, height: 20_000))
        do {
            _ = try DiffRunner.load(file.path, options: DiffRunner.Options())
            Issue.record("a 20000×20000 PNG was loaded")
        } catch {
            #expect("\(error)".contains("is 20000×20000 pixels; images are limited to 25 million pixels and 32767 pixels per side"), "\(error)")
        }
    }

    @Test func theHeaderIsReadWithoutTheRest() {
        let header = Self.header(width: 7, height: 3)
        #expect(PNGHeader.size(of: header)?.width == 7)
        #expect(PNGHeader.size(of: header)?.height == 3)
        #expect(PNGHeader.size(of: Array(header.prefix(20))) == nil)
        #expect(PNGHeader.refusal(width: 5000, height: 5000) == nil)
        #expect(PNGHeader.refusal(width: 40_000, height: 1) != nil)
        #expect(PNGHeader.refusal(width: 5001, height: 5000) != nil)
    }
}
