import ScenecCore
import ScenecJPEG
import ScenecTestSupport
import Testing

// The JPEG encoder over libjpeg-turbo, read back with libjpeg-turbo.
@Suite("JPEG encoder")
struct JPEGEncoderTests {
    @Test("a JFIF file that decodes close to the pixels; a lower quality is smaller")
    func qualityChangesSize() throws {
        let bitmap = SampleBitmaps.gradient(opaque: true)
        let high = try JPEGEncoder(quality: 90).encode(bitmap)
        #expect(Array(high.prefix(4)) == [0xFF, 0xD8, 0xFF, 0xE0], "SOI, then the JFIF APP0 header")
        #expect(Array(high.suffix(2)) == [0xFF, 0xD9])
        let difference = try #require(BitmapDifference(try JPEGDecoder.decode(high), bitmap))
        #expect(difference.mean < 2 && difference.maximum <= 24, "\(difference)")
        let low = try JPEGEncoder(quality: 20).encode(bitmap)
        let best = try JPEGEncoder(quality: 100).encode(bitmap)
        #expect(low.count < high.count && high.count < best.count, "q20 \(low.count), q90 \(high.count), q100 \(best.count) bytes")
    }

    @Test("transparent pixels are flattened over the background: white by default, or the colour given")
    func flattening() throws {
        let bitmap = SampleBitmaps.gradient()
        let white = try JPEGDecoder.decode(JPEGEncoder(quality: 95).encode(bitmap))
        #expect(white.pixel(x: 0, y: 0).isClose(to: RGBA8(r: 255, g: 255, b: 255, a: 255), within: 6), "\(white.pixel(x: 0, y: 0))")
        let navy = RGBA8(r: 20, g: 30, b: 90, a: 255)
        let over = try JPEGDecoder.decode(JPEGEncoder(quality: 95, background: navy).encode(bitmap))
        #expect(over.pixel(x: 1, y: 1).isClose(to: navy, within: 6), "\(over.pixel(x: 1, y: 1))")
        let expected = SampleBitmaps.flattened(bitmap, over: navy)
        let difference = try #require(BitmapDifference(over, expected))
        #expect(difference.mean < 2, "the translucent band is mixed with the background: \(difference)")
    }

    @Test("the same pixels give the same bytes", arguments: [0, 50, 90, 100])
    func deterministic(quality: Int) throws {
        let bitmap = SampleBitmaps.gradient()
        #expect(try JPEGEncoder(quality: quality).encode(bitmap) == JPEGEncoder(quality: quality).encode(bitmap))
    }

    @Test("refused: a quality outside 0–100, an empty image, a side past 65500 px; a broken file does not end the process")
    func refusals() {
        #expect(throws: JPEGError.quality(-1)) { try JPEGEncoder(quality: -1).encode(SampleBitmaps.gradient()) }
        #expect(throws: JPEGError.emptyImage(width: 2, height: 0)) { try JPEGEncoder().encode(Bitmap(width: 2, height: 0)) }
        #expect(throws: JPEGError.tooLarge(width: 65_501, height: 1)) { try JPEGEncoder().encode(Bitmap(width: 65_501, height: 1)) }
        #expect(throws: JPEGError.self) { try JPEGDecoder.decode([0xFF, 0xD8, 0xFF, 0xDB, 0, 4, 1, 2]) }
    }
}
