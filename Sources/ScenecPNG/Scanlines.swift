/// The PNG scanline filter applied to every row. One fixed filter (rather than libpng's per-row
/// heuristic) keeps filtering a single vectorisable pass; docs/performance.md has the measurements.
public enum ScanlineFilter: UInt8, Sendable, CaseIterable {
    case none = 0
    case sub = 1
    case up = 2
}

/// Pixels to filtered PNG scanlines: straight-alpha samples, a filter-type byte per row.
enum Scanlines {
    static func isOpaque(rgba pixels: [UInt8]) -> Bool {
        pixels.withUnsafeBufferPointer { p in
            var all: UInt8 = 0xff
            var i = 3
            while i < p.count {
                all &= p[i]
                i += 4
            }
            return all == 0xff
        }
    }

    static func isOpaque(_ image: ARGB32Rows) -> Bool {
        for y in 0..<image.height {
            let row = (image.base + y * image.stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xff00_0000
            for x in 0..<image.width { all &= row[x] }
            if all != 0xff00_0000 { return false }
        }
        return true
    }

    /// Straight RGBA8 rows (4·width bytes each) to filtered scanlines.
    static func filterRGBA(_ source: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>,
                           layout: ImageLayout, filter: ScanlineFilter) {
        guard let src = source.baseAddress else { return }
        withRowBuffers(layout) { current, previous in
            for y in 0..<layout.height {
                let row = src + y * layout.width * 4
                if layout.opaque {
                    for x in 0..<layout.width {
                        current[3 * x] = row[4 * x]
                        current[3 * x + 1] = row[4 * x + 1]
                        current[3 * x + 2] = row[4 * x + 2]
                    }
                } else {
                    current.update(from: row, count: layout.width * 4)
                }
                emit(current, previous, into: out, row: y, layout: layout, filter: filter)
                swap(&current, &previous)
            }
        }
    }

    /// Premultiplied ARGB32 rows to filtered scanlines. Row y is read completely before its output is
    /// written, and output row y ends before source row y + 1 begins when the image is opaque, so `out`
    /// may be the source memory itself.
    static func filterARGB32(_ image: ARGB32Rows, into out: UnsafeMutableBufferPointer<UInt8>,
                             layout: ImageLayout, filter: ScanlineFilter) {
        withRowBuffers(layout) { current, previous in
            for y in 0..<layout.height {
                let row = (image.base + y * image.stride).assumingMemoryBound(to: UInt32.self)
                if layout.opaque {
                    for x in 0..<layout.width {
                        let word = row[x]
                        current[3 * x] = UInt8(truncatingIfNeeded: word >> 16)
                        current[3 * x + 1] = UInt8(truncatingIfNeeded: word >> 8)
                        current[3 * x + 2] = UInt8(truncatingIfNeeded: word)
                    }
                } else {
                    for x in 0..<layout.width {
                        let word = row[x], a = word >> 24
                        let o = 4 * x
                        switch a {
                        case 0xff:
                            current[o] = UInt8(truncatingIfNeeded: word >> 16)
                            current[o + 1] = UInt8(truncatingIfNeeded: word >> 8)
                            current[o + 2] = UInt8(truncatingIfNeeded: word)
                        case 0:
                            current[o] = 0; current[o + 1] = 0; current[o + 2] = 0
                        default:
                            current[o] = unpremultiply((word >> 16) & 0xff, a)
                            current[o + 1] = unpremultiply((word >> 8) & 0xff, a)
                            current[o + 2] = unpremultiply(word & 0xff, a)
                        }
                        current[o + 3] = UInt8(truncatingIfNeeded: a)
                    }
                }
                emit(current, previous, into: out, row: y, layout: layout, filter: filter)
                swap(&current, &previous)
            }
        }
    }

    /// Two zeroed rows of samples: the row being filtered and the one above it (zero above row 0).
    private static func withRowBuffers(_ layout: ImageLayout,
                                       _ body: (inout UnsafeMutablePointer<UInt8>, inout UnsafeMutablePointer<UInt8>) -> Void) {
        let count = layout.width * layout.bytesPerPixel
        var current = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        var previous = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        current.initialize(repeating: 0, count: count)
        previous.initialize(repeating: 0, count: count)
        body(&current, &previous)
        current.deallocate()
        previous.deallocate()
    }

    @inline(__always)
    private static func emit(_ current: UnsafeMutablePointer<UInt8>, _ previous: UnsafeMutablePointer<UInt8>,
                             into out: UnsafeMutableBufferPointer<UInt8>, row y: Int, layout: ImageLayout,
                             filter: ScanlineFilter) {
        guard let base = out.baseAddress else { return }
        let n = layout.width * layout.bytesPerPixel, bpp = layout.bytesPerPixel
        let dst = base + y * layout.rowBytes
        dst[0] = filter.rawValue
        let samples = dst + 1
        switch filter {
        case .none:
            samples.update(from: current, count: n)
        case .sub:
            for i in 0..<bpp { samples[i] = current[i] }
            for i in bpp..<n { samples[i] = current[i] &- current[i - bpp] }
        case .up:
            for i in 0..<n { samples[i] = current[i] &- previous[i] }
        }
    }
}

/// `(c · 255 + a / 2) / a`, clamped: cairo's PNG writer's un-premultiply, so decoded pixels match it.
@inline(__always)
func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
    UInt8(min((c * 255 + a / 2) / a, 255))
}
