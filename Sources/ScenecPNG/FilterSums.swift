/// The sums behind the adaptive filter choice (libpng's heuristic): for one row, each PNG filter's
/// sum of |filtered byte|, the bytes read as signed. Sixteen bytes at a time in SIMD registers: the
/// scalar loops cost about 15 cycles a byte, most of a card's filter trial (issue 41); the sums are
/// exact integers either way, so the choice, and the file, do not change.
struct FilterSums: Equatable {
    var none = 0, sub = 0, up = 0, average = 0, paeth = 0

    /// The filter with the smallest sum; a tie goes to the lower filter type.
    var smallest: ScanlineFilter {
        var best = ScanlineFilter.none, least = none
        for (filter, sum) in [(ScanlineFilter.sub, sub), (.up, up), (.average, average), (.paeth, paeth)] where sum < least {
            best = filter
            least = sum
        }
        return best
    }

    /// The sums for `n` bytes of `current` under `previous` (the row above, zero above row 0), pixels
    /// of `bpp` bytes.
    static func of(_ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, count n: Int, bpp: Int) -> FilterSums {
        var sums = FilterSums()
        // The first pixel: no left neighbour (a = c = 0), so Sub is None and Paeth is Up.
        for i in 0..<min(bpp, n) {
            let x = current[i], b = previous[i]
            sums.add(none: x, sub: x, up: x &- b, average: x &- (b >> 1), paeth: x &- b)
        }
        var i = bpp
        // 16-bit lanes take at most 128 a step: flushed every 256 steps, before they could overflow.
        while i + 16 <= n {
            var lanes = Lanes()
            var steps = 0
            while steps < 256, i + 16 <= n {
                lanes.add(current: load(current + i), left: load(current + i - bpp),
                          up: load(previous + i), upLeft: load(previous + i - bpp))
                i += 16
                steps += 1
            }
            sums.none += lanes.none.total
            sums.sub += lanes.sub.total
            sums.up += lanes.up.total
            sums.average += lanes.average.total
            sums.paeth += lanes.paeth.total
        }
        while i < n {
            let x = current[i], a = current[i - bpp], b = previous[i], c = previous[i - bpp]
            sums.add(none: x, sub: x &- a, up: x &- b, average: x &- UInt8((UInt16(a) + UInt16(b)) >> 1),
                     paeth: x &- Scanlines.paeth(a, b, c))
            i += 1
        }
        return sums
    }

    private mutating func add(none n: UInt8, sub s: UInt8, up u: UInt8, average a: UInt8, paeth p: UInt8) {
        none += Self.magnitude(n); sub += Self.magnitude(s); up += Self.magnitude(u)
        average += Self.magnitude(a); paeth += Self.magnitude(p)
    }

    /// |v| of a byte read as a signed 8-bit value.
    @inline(__always)
    static func magnitude(_ v: UInt8) -> Int { Int(min(v, 0 &- v)) }

    @inline(__always)
    private static func load(_ p: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// Per-lane partial sums of 16 bytes at a time.
    private struct Lanes {
        var none = SIMD16<UInt16>(), sub = SIMD16<UInt16>(), up = SIMD16<UInt16>()
        var average = SIMD16<UInt16>(), paeth = SIMD16<UInt16>()

        @inline(__always)
        mutating func add(current x: SIMD16<UInt8>, left a: SIMD16<UInt8>, up b: SIMD16<UInt8>, upLeft c: SIMD16<UInt8>) {
            none &+= Self.magnitude(x)
            sub &+= Self.magnitude(x &- a)
            up &+= Self.magnitude(x &- b)
            // ⌊(a + b) / 2⌋ without widening.
            average &+= Self.magnitude(x &- ((a & b) &+ ((a ^ b) &>> 1)))
            paeth &+= Self.magnitude(x &- Self.paeth(a, b, c))
        }

        /// The Paeth predictor lane by lane: pa = |b − c|, pb = |a − c|, pc = |a + b − 2c|; a when pa is
        /// the least, else b when pb ≤ pc, else c (the order `Scanlines.paeth` decides in).
        @inline(__always)
        static func paeth(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>) -> SIMD16<UInt8> {
            let wa = SIMD16<Int16>(truncatingIfNeeded: a), wb = SIMD16<Int16>(truncatingIfNeeded: b)
            let wc = SIMD16<Int16>(truncatingIfNeeded: c)
            let bc = wb &- wc, ac = wa &- wc
            let pa = absolute(bc), pb = absolute(ac), pc = absolute(bc &+ ac)
            var predicted = wc
            predicted.replace(with: wb, where: pb .<= pc)
            predicted.replace(with: wa, where: (pa .<= pb) .& (pa .<= pc))
            return SIMD16<UInt8>(truncatingIfNeeded: predicted)
        }

        @inline(__always)
        static func absolute(_ v: SIMD16<Int16>) -> SIMD16<Int16> { pointwiseMax(v, 0 &- v) }

        @inline(__always)
        static func magnitude(_ v: SIMD16<UInt8>) -> SIMD16<UInt16> {
            SIMD16<UInt16>(truncatingIfNeeded: pointwiseMin(v, 0 &- v))
        }
    }
}

private extension SIMD16<UInt16> {
    /// Widened first: 16 lanes of up to 32,768 overflow 16 bits.
    var total: Int { Int(SIMD16<UInt32>(truncatingIfNeeded: self).wrappedSum()) }
}
