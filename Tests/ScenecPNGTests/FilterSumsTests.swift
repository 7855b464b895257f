@testable import ScenecPNG
import Testing

/// The adaptive heuristic's sums, computed the plain way: one byte at a time, the predictors as the PNG
/// specification writes them.
private func referenceSums(_ current: [UInt8], _ previous: [UInt8], bpp: Int) -> FilterSums {
    func magnitude(_ v: UInt8) -> Int { Int(abs(Int(Int8(bitPattern: v)))) }
    func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }
    var sums = FilterSums()
    for i in current.indices {
        let x = current[i], b = previous[i]
        let a: UInt8 = i >= bpp ? current[i - bpp] : 0, c: UInt8 = i >= bpp ? previous[i - bpp] : 0
        sums.none += magnitude(x)
        sums.sub += magnitude(x &- a)
        sums.up += magnitude(x &- b)
        sums.average += magnitude(x &- UInt8((Int(a) + Int(b)) / 2))
        sums.paeth += magnitude(x &- paeth(a, b, c))
    }
    return sums
}

private func sums(_ current: [UInt8], _ previous: [UInt8], bpp: Int) -> FilterSums {
    current.withUnsafeBufferPointer { c in
        previous.withUnsafeBufferPointer { p in FilterSums.of(c.baseAddress!, p.baseAddress!, count: c.count, bpp: bpp) }
    }
}

/// A deterministic byte stream (a 64-bit LCG's high bytes).
private func noise(_ count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return UInt8(truncatingIfNeeded: state >> 56)
    }
}

@Suite("Adaptive filter sums")
struct FilterSumsTests {
    @Test("sixteen bytes at a time give the plain sums, for RGB and RGBA rows of every length around the vector width")
    func vectorSumsEqualPlainSums() {
        for bpp in [3, 4] {
            for count in [bpp, 15, 16, 17, 19, 31, 32, 33, 48, 100, 3 * 1200] where count % bpp == 0 || count < 16 {
                let row = count - count % bpp
                let current = noise(row, seed: UInt64(row * 10 + bpp)), previous = noise(row, seed: UInt64(row * 7 + bpp))
                #expect(sums(current, previous, bpp: bpp) == referenceSums(current, previous, bpp: bpp), "bpp \(bpp), \(row) bytes")
            }
        }
    }

    @Test("every pair of byte values for the row and the row above, predictor ties included")
    func everyValuePair() {
        // Row bytes cover every (current, left) pair; the row above is another pattern, so a, b and c
        // take every relation, ties included (Paeth's order of a, b, c decides those).
        var current: [UInt8] = [], previous: [UInt8] = []
        for x in 0..<256 {
            for y in 0..<256 {
                current.append(UInt8(x)); previous.append(UInt8(y))
            }
        }
        for bpp in [3, 4] {
            #expect(sums(current, previous, bpp: bpp) == referenceSums(current, previous, bpp: bpp))
        }
    }

    @Test("a row longer than 256 vector steps of the largest magnitudes does not overflow the 16-bit lanes")
    func longRowOfLargestMagnitudes() {
        // 0x80 is |−128|, the largest magnitude a byte has: 16,384 pixels of 4 bytes is 4,096 steps.
        let current = [UInt8](repeating: 0x80, count: 4 * 16_384), previous = [UInt8](repeating: 0, count: 4 * 16_384)
        let result = sums(current, previous, bpp: 4)
        #expect(result.none == 128 * 4 * 16_384)
        #expect(result == referenceSums(current, previous, bpp: 4))
    }

    @Test("the smallest sum picks the filter, a tie going to the lower type")
    func smallestPicksLowerTypeOnTies() {
        #expect(FilterSums(none: 5, sub: 5, up: 5, average: 5, paeth: 5).smallest == .none)
        #expect(FilterSums(none: 9, sub: 4, up: 4, average: 7, paeth: 4).smallest == .sub)
        #expect(FilterSums(none: 9, sub: 8, up: 3, average: 7, paeth: 3).smallest == .up)
        #expect(FilterSums(none: 9, sub: 8, up: 7, average: 6, paeth: 1).smallest == .paeth)
    }
}
