import ScenecCore
import ScenecTestSupport
import ScenecWebP
import Testing

// The WebP encoder over libwebp, read back with libwebp's own decoder (the one browsers embed).
@Suite("WebP encoder")
struct WebPEncoderTests {
    @Test("lossless: decodes to exactly the pixels, the colour under transparent pixels included")
    func losslessRoundTrip() throws {
        let bitmap = SampleBitmaps.gradient()
        let bytes = try WebPEncoder().encode(bitmap)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<16]) == Array("WEBPVP8L".utf8), "a simple lossless file")
        #expect(try WebPDecoder.decode(bytes) == bitmap)
    }

    @Test("lossy (a quality): decodes within a bound, alpha kept, and a lower quality is smaller")
    func lossyWithinBound() throws {
        let bitmap = SampleBitmaps.gradient(opaque: true)
        let high = try WebPEncoder(quality: 90).encode(bitmap)
        let decoded = try WebPDecoder.decode(high)
        let difference = try #require(BitmapDifference(decoded, bitmap))
        #expect(difference.mean < 2 && difference.maximum <= 24, "\(difference)")
        let low = try WebPEncoder(quality: 10).encode(bitmap)
        #expect(low.count < high.count, "q10 \(low.count) bytes, q90 \(high.count)")
        let translucent = try WebPDecoder.decode(WebPEncoder(quality: 90).encode(SampleBitmaps.gradient()))
        #expect(translucent.pixel(x: 0, y: 0).a == 0 && translucent.pixel(x: 20, y: 5).a == 128 && translucent.pixel(x: 20, y: 40).a == 255,
                "lossy WebP stores alpha losslessly")
    }

    @Test("the same pixels give the same bytes", arguments: [nil, 0, 75, 100] as [Int?])
    func deterministic(quality: Int?) throws {
        let bitmap = SampleBitmaps.gradient()
        #expect(try WebPEncoder(quality: quality).encode(bitmap) == WebPEncoder(quality: quality).encode(bitmap))
    }

    @Test("refused: a quality outside 0–100, an empty image, a side past WebP's 16383 px")
    func refusals() {
        #expect(throws: WebPError.quality(101)) { try WebPEncoder(quality: 101).encode(SampleBitmaps.gradient()) }
        #expect(throws: WebPError.emptyImage(width: 0, height: 3)) { try WebPEncoder().encode(Bitmap(width: 0, height: 3)) }
        #expect(throws: WebPError.tooLarge(width: 16_384, height: 1)) { try WebPEncoder().encode(Bitmap(width: 16_384, height: 1)) }
        #expect(throws: WebPError.self) { try WebPDecoder.decode(Array("RIFF....WEBPVP8L".utf8)) }
    }
}
