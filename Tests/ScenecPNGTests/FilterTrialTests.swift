import ScenecCore
@testable import ScenecPNG
import Testing

/// An opaque image whose samples are `value(x, y, channel)`.
func opaqueImage(width: Int, height: Int, _ value: (Int, Int, Int) -> Int) -> Bitmap {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            for c in 0..<3 { pixels[(y * width + x) * 4 + c] = UInt8(truncatingIfNeeded: value(x, y, c)) }
        }
    }
    return Bitmap(width: width, height: height, pixels: pixels)
}

/// A vertical gradient over fixed column texture: each row is the one above plus a constant, so Up
/// leaves a run of equal bytes while the rows themselves never repeat.
let verticalGradient = opaqueImage(width: 1200, height: 240) { x, y, c in (x * 37 + c * 11) % 23 + y }
/// A 135° gradient, as on an Open Graph card: each row is the one above shifted by one pixel, which
/// LZ77 finds in the rows as they are; Up turns it into rows of irregular 0/1 steps (an irrational slope,
/// as a real gradient's rounding gives).
let diagonalGradient = opaqueImage(width: 1200, height: 240) { x, y, c in Int(Double(x + y) * (0.41421356 + 0.1 * Double(c))) + c * 13 }

@Suite("PNG filter choice")
struct FilterTrialTests {
    func size(_ bitmap: Bitmap, _ filters: RowFilters) throws -> Int {
        try PNGEncoder(strategy: .fixed(filters, level: PNGStrategy.chosenLevel)).encode(bitmap).count
    }

    @Test("a vertical gradient chooses Up, and its file is Up's")
    func verticalChoosesUp() throws {
        let choice = try PNGEncoder().choice(for: verticalGradient)
        #expect(choice.filters == .every(.up))
        #expect(choice.level == 6)
        let chosen = try PNGEncoder().encode(verticalGradient)
        #expect(chosen == (try PNGEncoder(level: 6, filter: .up).encode(verticalGradient)))
        #expect(chosen.count * 3 < (try size(verticalGradient, .every(.none))), "Up is several times smaller than no filter")
    }

    @Test("a diagonal gradient chooses no filter, and its file is under two thirds of Up's")
    func diagonalChoosesNone() throws {
        let choice = try PNGEncoder().choice(for: diagonalGradient)
        #expect(choice.filters == .every(.none))
        // The sample's sizes rank the candidates as the whole image does.
        #expect(choice.sampleSizes.count == 3 && choice.sampleSizes[0] < choice.sampleSizes[1])
        let chosen = try PNGEncoder().encode(diagonalGradient).count
        #expect(chosen == (try size(diagonalGradient, .every(.none))))
        #expect(chosen * 3 < (try size(diagonalGradient, .every(.up))) * 2)
        #expect(chosen * 3 < (try size(diagonalGradient, .adaptive)) * 2)
    }

    @Test("an image of at most 64 rows or 768 KiB of rows is tried whole: its file is the smallest of the three")
    func smallImagesTriedWhole() throws {
        for image in [sampleBitmap(opaque: true), sampleBitmap(opaque: false),
                      opaqueImage(width: 50, height: 64) { x, y, _ in x * y }, opaqueImage(width: 64, height: 40) { x, y, _ in (x + y) * 3 },
                      opaqueImage(width: 300, height: 240) { x, y, c in (x * 37 + c * 11) % 23 + y }] {
            #expect(FilterTrial.sampleBands(height: image.height, rowBytes: 1 + image.width * 3) == [0..<image.height])
            let sizes = try [RowFilters.every(.none), .every(.up), .adaptive].map { try size(image, $0) }
            #expect(try PNGEncoder().encode(image).count == sizes.min())
        }
    }

    @Test("a sample leaves Up only for a candidate 5 % smaller on it; a whole image takes the smallest")
    func margin() {
        #expect(FilterTrial.pick([950, 1000, 990], wholeImage: false) == 0)
        #expect(FilterTrial.pick([951, 1000, 990], wholeImage: false) == 1)
        #expect(FilterTrial.pick([1200, 1000, 940], wholeImage: false) == 2)
        #expect(FilterTrial.pick([999, 1000, 1001], wholeImage: true) == 0)
        #expect(FilterTrial.pick([1000, 1000, 1000], wholeImage: true) == 0, "a tie keeps the cheaper filter")
    }

    @Test("the sample: four bands of eight rows spread down a large image, inside it")
    func bands() {
        #expect(FilterTrial.sampleBands(height: 65, rowBytes: 20_000) == [4..<12, 20..<28, 36..<44, 52..<60])
        #expect(FilterTrial.sampleBands(height: 630, rowBytes: 3601) == [74..<82, 232..<240, 389..<397, 547..<555])
        #expect(FilterTrial.sampleBands(height: 200, rowBytes: 3601) == [0..<200], "720 KB: whole")
        for height in 65..<300 {
            let bands = FilterTrial.sampleBands(height: height, rowBytes: 20_000)
            #expect(bands.count == 4 && bands.allSatisfy { $0.count == 8 && $0.lowerBound >= 0 && $0.upperBound <= height })
            #expect(zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound })
        }
    }

    @Test("adaptive rows use every filter where it is smallest, and decode to the exact samples",
          arguments: [true, false])
    func adaptiveDecodesExactly(opaque: Bool) throws {
        // Bands of rows made for each filter: flat, repeated rows, horizontal ramps, texture, noise.
        let width = 48, height = 60
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                for c in 0..<4 {
                    let value: Int
                    switch y / 12 {
                    case 0: value = x * 5 + c          // a ramp along the row: Sub
                    case 1: value = (x * 31 + c * 7) % 251 + y * 2  // texture moving down: Up
                    case 2: value = (x + y) * 4 + c * 9  // diagonal: Average / Paeth
                    case 3: value = Int(seed >> 24)   // noise
                    default: value = 200
                    }
                    pixels[(y * width + x) * 4 + c] = c == 3 && opaque ? 255 : UInt8(truncatingIfNeeded: value | (c == 3 ? 1 : 0))
                }
            }
        }
        let bitmap = Bitmap(width: width, height: height, pixels: pixels)
        let png = try PNGEncoder(strategy: .fixed(.adaptive, level: 6)).encode(bitmap)
        let stored = try StoredImage(png)
        #expect(Set(stored.filters).count >= 3, "filters used: \(stored.filters)")
        let expected = opaque ? bitmap.pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element) : bitmap.pixels
        #expect(stored.samples == expected)
    }

    @Test("the chosen encoding of premultiplied words, filtered in place or copied, decodes to the same pixels as the bitmap's")
    func chosenInPlace() throws {
        for bitmap in [diagonalGradient, verticalGradient] {
            var words = (0..<(bitmap.width * bitmap.height)).map { i -> UInt32 in
                let p = bitmap.pixels
                return 0xff00_0000 | UInt32(p[4 * i]) << 16 | UInt32(p[4 * i + 1]) << 8 | UInt32(p[4 * i + 2])
            }
            var copy = words
            let consumed = try words.withUnsafeMutableBytes {
                try PNGEncoder().encode(premultipliedARGB32: $0.baseAddress!, width: bitmap.width, height: bitmap.height,
                                        stride: bitmap.width * 4, consumingBuffer: true)
            }
            let copied = try copy.withUnsafeMutableBytes {
                try PNGEncoder().encode(premultipliedARGB32: $0.baseAddress!, width: bitmap.width, height: bitmap.height,
                                        stride: bitmap.width * 4, consumingBuffer: false)
            }
            #expect(consumed == copied)
            #expect(consumed == (try PNGEncoder().encode(bitmap)))
            #expect(try StoredImage(consumed).samples == bitmap.pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element))
        }
    }
}
