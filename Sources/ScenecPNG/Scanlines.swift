/// A PNG scanline filter (PNG 1.2, section 6): each filtered byte is the sample minus a prediction from
/// its neighbours (left `a`, above `b`, above-left `c`).
public enum ScanlineFilter: UInt8, Sendable, CaseIterable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4
}

/// Which filter each row of an image gets.
public enum RowFilters: Sendable, Equatable, CustomStringConvertible {
    /// The same filter for every row: one pass the compiler vectorises.
    case every(ScanlineFilter)
    /// Per row, the filter whose filtered bytes, read as signed, have the smallest sum of absolute values
    /// (libpng's heuristic; ties go to the lower filter type).
    case adaptive

    public var description: String {
        switch self {
        case .every(let filter): return "\(filter)"
        case .adaptive: return "adaptive"
        }
    }
}

/// Where the samples of a row come from: straight RGBA8 or RGB8, `layout.bytesPerPixel` bytes a pixel.
protocol SampleRows {
    var layout: ImageLayout { get }
    /// Writes row y's samples (width · bytesPerPixel bytes) to `into`, which has `Scanlines.rowSlack`
    /// bytes of room past them that it may overwrite. Reads only source row y.
    func load(row y: Int, into: UnsafeMutablePointer<UInt8>)
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

    /// Filters rows `rows` of `source` into `out`, one filtered row (`layout.rowBytes`) after another from
    /// `out`'s start. The row above the first is read from the source (zero above row 0). Row y is read
    /// completely before its output is written, and for an opaque ARGB32 image output row y ends before
    /// source row y + 1 begins, so `out` may be the source memory itself when `rows` starts at 0.
    static func filter<Source: SampleRows>(_ source: Source, rows: Range<Int>, into out: UnsafeMutablePointer<UInt8>,
                                           filters: RowFilters) {
        let layout = source.layout
        withRowBuffers(layout) { current, previous in
            if rows.lowerBound > 0 { source.load(row: rows.lowerBound - 1, into: previous) }
            for (i, y) in rows.enumerated() {
                source.load(row: y, into: current)
                let dst = out + i * layout.rowBytes
                switch filters {
                case .every(let filter): emit(filter, current, previous, into: dst, layout: layout)
                case .adaptive: emit(bestFilter(current, previous, layout: layout), current, previous, into: dst, layout: layout)
                }
                swap(&current, &previous)
            }
        }
    }

    /// Bytes a row buffer has past its samples: an opaque row is loaded with 4- and 8-byte stores that
    /// write a pixel's or a pair's 3 or 6 bytes and zeros after them, for the next store to overwrite.
    static let rowSlack = 4

    /// Two zeroed rows of samples: the row being filtered and the one above it (zero above row 0).
    private static func withRowBuffers(_ layout: ImageLayout,
                                       _ body: (inout UnsafeMutablePointer<UInt8>, inout UnsafeMutablePointer<UInt8>) -> Void) {
        let count = layout.width * layout.bytesPerPixel + rowSlack
        var current = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        var previous = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        current.initialize(repeating: 0, count: count)
        previous.initialize(repeating: 0, count: count)
        body(&current, &previous)
        current.deallocate()
        previous.deallocate()
    }

    /// Writes the filter-type byte and the row's filtered samples to `dst`.
    @inline(__always)
    static func emit(_ filter: ScanlineFilter, _ current: UnsafeMutablePointer<UInt8>, _ previous: UnsafeMutablePointer<UInt8>,
                     into dst: UnsafeMutablePointer<UInt8>, layout: ImageLayout) {
        let n = layout.width * layout.bytesPerPixel, bpp = layout.bytesPerPixel
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
        case .average:
            for i in 0..<bpp { samples[i] = current[i] &- (previous[i] >> 1) }
            for i in bpp..<n {
                samples[i] = current[i] &- UInt8((UInt16(current[i - bpp]) + UInt16(previous[i])) >> 1)
            }
        case .paeth:
            for i in 0..<bpp { samples[i] = current[i] &- previous[i] }
            for i in bpp..<n {
                samples[i] = current[i] &- paeth(current[i - bpp], previous[i], previous[i - bpp])
            }
        }
    }

    /// libpng's heuristic: the filter with the smallest sum of |filtered byte| (bytes read as signed).
    static func bestFilter(_ current: UnsafeMutablePointer<UInt8>, _ previous: UnsafeMutablePointer<UInt8>,
                           layout: ImageLayout) -> ScanlineFilter {
        FilterSums.of(current, previous, count: layout.width * layout.bytesPerPixel, bpp: layout.bytesPerPixel).smallest
    }

    /// The PNG Paeth predictor.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int16(a) + Int16(b) - Int16(c)
        let pa = abs(p - Int16(a)), pb = abs(p - Int16(b)), pc = abs(p - Int16(c))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }
}

/// Straight RGBA8 rows (4·width bytes each), stored as RGB when the image is opaque.
struct RGBARows: SampleRows {
    let pixels: UnsafePointer<UInt8>
    let layout: ImageLayout

    func load(row y: Int, into current: UnsafeMutablePointer<UInt8>) {
        let row = pixels + y * layout.width * 4
        if layout.opaque {
            // R, G, B, A stored at 3x: the next pixel's R overwrites the A, the last one's is slack.
            let words = UnsafeRawPointer(row), out = UnsafeMutableRawPointer(current)
            for x in 0..<layout.width {
                out.storeBytes(of: words.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self), toByteOffset: 3 * x, as: UInt32.self)
            }
        } else {
            current.update(from: row, count: layout.width * 4)
        }
    }
}

/// Premultiplied ARGB32 rows, un-premultiplied as cairo's PNG writer does.
struct ARGB32Samples: SampleRows {
    let image: ARGB32Rows
    let layout: ImageLayout

    func load(row y: Int, into current: UnsafeMutablePointer<UInt8>) {
        let row = (image.base + y * image.stride).assumingMemoryBound(to: UInt32.self)
        if layout.opaque {
            // 0xAARRGGBB byte-swapped and shifted is 0x00BBGGRR: R, G, B, 0 in memory. Two pixels go out
            // as one 8-byte store at 6 bytes a pair (R, G, B, R, G, B, 0, 0), the next pair overwriting
            // the zeros, the last pair's landing in the slack.
            let out = UnsafeMutableRawPointer(current)
            var x = 0
            while x + 1 < layout.width {
                let pair = UInt64(row[x].byteSwapped >> 8) | UInt64(row[x + 1].byteSwapped >> 8) << 24
                out.storeBytes(of: pair.littleEndian, toByteOffset: 3 * x, as: UInt64.self)
                x += 2
            }
            if x < layout.width {
                out.storeBytes(of: (row[x].byteSwapped >> 8).littleEndian, toByteOffset: 3 * x, as: UInt32.self)
            }
            return
        }
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
}

/// `(c · 255 + a / 2) / a`, clamped: cairo's PNG writer's un-premultiply, so decoded pixels match it.
@inline(__always)
func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
    UInt8(min((c * 255 + a / 2) / a, 255))
}
