import CCairo
import ScenecCairo
import ScenecCore
import ScenecPNG
import ScenecTestSupport
import Testing

/// A straight-alpha bitmap with every kind of pixel: opaque, clear, translucent, gradients.
func sampleBitmap(width: Int = 37, height: Int = 23, opaque: Bool) -> Bitmap {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let i = (y * width + x) * 4
            pixels[i] = UInt8((x * 7 + y * 3) & 0xff)
            pixels[i + 1] = UInt8((x * y) & 0xff)
            pixels[i + 2] = UInt8((255 - x * 5) & 0xff)
            pixels[i + 3] = opaque ? 255 : UInt8((x * 11 + y * 29) & 0xff)
        }
    }
    return Bitmap(width: width, height: height, pixels: pixels)
}

/// A premultiplied ARGB32 buffer holding every (premultiplied channel, alpha) pair, c ≤ a.
func everyPremultipliedPair() -> (words: [UInt32], width: Int, height: Int) {
    var words = [UInt32](repeating: 0, count: 256 * 256)
    for a in 0..<256 {
        for c in 0..<256 {
            let p = UInt32(min(c, a))
            words[a * 256 + c] = UInt32(a) << 24 | p << 16 | (p / 2) << 8 | (UInt32(a) - p)
        }
    }
    return (words, 256, 256)
}

/// Cairo's own PNG writer (the encoder scenec used before), for comparing decoded pixels.
func cairoPNG(_ words: [UInt32], width: Int, height: Int) -> [UInt8] {
    final class Sink { var bytes: [UInt8] = [] }
    var copy = words
    return copy.withUnsafeMutableBytes { raw -> [UInt8] in
        let surface = cairo_image_surface_create_for_data(raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                          CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
        defer { cairo_surface_destroy(surface) }
        let sink = Sink()
        _ = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return sink.bytes
    }
}

@Suite("PNG encoder")
struct PNGEncoderTests {
    @Test("A straight bitmap is stored exactly, as RGBA or (all opaque) RGB, with every filter and level",
          arguments: ScanlineFilter.allCases, [Int32(1), 4, 9])
    func storesBitmapExactly(filter: ScanlineFilter, level: Int32) throws {
        for opaque in [false, true] {
            let bitmap = sampleBitmap(opaque: opaque)
            let png = try PNGEncoder(level: level, filter: filter).encode(bitmap)
            let stored = try StoredImage(png)
            #expect(stored.chunkTypes == ["IHDR", "IDAT", "IEND"])
            #expect(stored.width == 37 && stored.height == 23 && stored.colorType == (opaque ? 2 : 6))
            #expect(stored.filters == Array(repeating: filter.rawValue, count: 23))
            let expected = opaque
                ? bitmap.pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
                : bitmap.pixels
            #expect(stored.samples == expected)
        }
    }

    @Test("Premultiplied ARGB32: every (channel, alpha) pair decodes to exactly what cairo's writer stores")
    func unpremultipliesLikeCairo() throws {
        let (words, width, height) = everyPremultipliedPair()
        var copy = words
        let ours = try copy.withUnsafeMutableBytes { raw in
            try PNGEncoder().encode(premultipliedARGB32: raw.baseAddress!, width: width, height: height, stride: width * 4,
                                    consumingBuffer: false)
        }
        #expect(copy == words, "consumingBuffer: false leaves the pixels alone")
        let theirs = cairoPNG(words, width: width, height: height)
        #expect(try StoredImage(ours).samples == (try StoredImage(theirs).samples))
        #expect(try Bitmap.decodePNG(ours) == (try Bitmap.decodePNG(theirs)))
    }

    @Test("Filtering in place (consumingBuffer) gives the same bytes, opaque or not, with row padding")
    func inPlaceEqualsCopy() throws {
        for opaque in [true, false] {
            let width = 19, height = 11, stride = 24 * 4
            var words = [UInt32](repeating: 0, count: stride / 4 * height)
            for y in 0..<height {
                for x in 0..<width {
                    let a: UInt32 = opaque ? 255 : UInt32((x * 13 + y * 7) & 0xff)
                    let c = a * UInt32(x) / UInt32(width)
                    words[y * stride / 4 + x] = a << 24 | c << 16 | (a - c) << 8 | c / 3
                }
            }
            var a = words, b = words
            let copied = try a.withUnsafeMutableBytes {
                try PNGEncoder().encode(premultipliedARGB32: $0.baseAddress!, width: width, height: height, stride: stride, consumingBuffer: false)
            }
            let consumed = try b.withUnsafeMutableBytes {
                try PNGEncoder().encode(premultipliedARGB32: $0.baseAddress!, width: width, height: height, stride: stride, consumingBuffer: true)
            }
            #expect(copied == consumed)
            #expect(try StoredImage(copied).colorType == (opaque ? 2 : 6))
        }
    }

    @Test("Equal pixels give equal bytes, whichever entry point and however often")
    func deterministic() throws {
        let bitmap = sampleBitmap(opaque: true)
        let first = try PNGEncoder().encode(bitmap)
        #expect(try PNGEncoder().encode(bitmap) == first)
        // The same pixels as premultiplied words (opaque: premultiplying changes nothing).
        var words = (0..<(bitmap.width * bitmap.height)).map { i -> UInt32 in
            let p = bitmap.pixels
            return 0xff00_0000 | UInt32(p[4 * i]) << 16 | UInt32(p[4 * i + 1]) << 8 | UInt32(p[4 * i + 2])
        }
        let fromWords = try words.withUnsafeMutableBytes {
            try PNGEncoder().encode(premultipliedARGB32: $0.baseAddress!, width: bitmap.width, height: bitmap.height,
                                    stride: bitmap.width * 4, consumingBuffer: true)
        }
        #expect(fromWords == first)
        #expect(PNGHeader(first) == PNGHeader(width: 37, height: 23, bitDepth: 8, colorType: 2))
    }

    @Test("Opaque ARGB32 rows of odd and even widths store each pixel's R, G, B in order", arguments: [1, 2, 3, 36, 37])
    func opaqueRowsOfEveryWidthParity(width: Int) throws {
        let height = 3
        func channels(_ i: Int) -> [UInt32] { [UInt32(i * 7 & 0xff), UInt32(i * 11 & 0xff), UInt32(i * 13 & 0xff)] }
        var words: [UInt32] = (0..<(width * height)).map { i -> UInt32 in
            let c = channels(i)
            return 0xff00_0000 | c[0] << 16 | c[1] << 8 | c[2]
        }
        let expected: [UInt8] = (0..<(width * height)).flatMap { i in channels(i).map { UInt8($0) } }
        let png = try words.withUnsafeMutableBytes {
            try PNGEncoder(level: 6, filter: .none).encode(premultipliedARGB32: $0.baseAddress!, width: width, height: height,
                                                           stride: width * 4, consumingBuffer: false)
        }
        #expect(try StoredImage(png).samples == expected)
    }

    @Test("Empty images and short strides throw")
    func errors() {
        #expect(throws: PNGError.emptyImage(width: 0, height: 0)) { try PNGEncoder().encode(Bitmap(width: 0, height: 0)) }
        var words = [UInt32](repeating: 0, count: 16)
        #expect(throws: PNGError.invalidStride(stride: 8, width: 4)) {
            try words.withUnsafeMutableBytes {
                try PNGEncoder().encode(premultipliedARGB32: $0.baseAddress!, width: 4, height: 4, stride: 8, consumingBuffer: false)
            }
        }
    }
}
