import Foundation
import ScenecTestSupport
import ScenecText
import ScenecWOFF2
import Testing

/// The WOFF2 encoder over libwoff2 (`--svg-fonts embed`): a font becomes a smaller WOFF2 that FreeType
/// reads back, the same bytes every time; what is not a font is refused, not crashed on.
@Suite struct WOFF2EncoderTests {
    static func dejaVu() throws -> [UInt8] {
        Array(try #require(FileManager.default.contents(atPath: PackagePaths.url("scenes/fonts/DejaVuSans.ttf").path)))
    }

    @Test func aTrueTypeFontBecomesAWOFF2ThatDecodesBack() throws {
        let ttf = try Self.dejaVu()
        let woff2 = try #require(WOFF2Encoder.encode(ttf))
        #expect(Array(woff2.prefix(4)) == Array("wOF2".utf8))
        // DejaVu Sans: 759 720 bytes as TTF, about 330 KB as WOFF2 at Brotli's best quality.
        #expect(woff2.count < ttf.count / 2, "\(woff2.count) of \(ttf.count)")
        let decoded = try #require(WebFontDecoder.sfnt(from: woff2, limit: 64 << 20))
        #expect(Array(decoded.prefix(4)) == [0, 1, 0, 0])
        // The glyph table is transformed and rebuilt, so the bytes differ; the table count is kept.
        #expect(decoded[4...5] == ttf[4...5])
        #expect(WOFF2Encoder.encode(ttf) == woff2)
    }

    @Test func whatIsNotAFontIsRefused() {
        #expect(WOFF2Encoder.encode([]) == nil)
        #expect(WOFF2Encoder.encode(Array("not a font at all, just some words".utf8)) == nil)
        #expect(WOFF2Encoder.encode([0, 1, 0, 0] + [UInt8](repeating: 0xff, count: 200)) == nil)
    }
}
