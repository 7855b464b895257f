import ScenecCore

/// A PNG writer over libdeflate: 8-bit RGB when every pixel is opaque, 8-bit RGBA otherwise, one IDAT
/// chunk, no ancillary chunks. The bytes depend only on the pixels and the encoder's strategy (no
/// timestamps, no thread count, no clock), so equal images give equal files on any machine with the
/// same libdeflate.
///
/// It takes cairo's premultiplied ARGB32 words (the raster backend's surface) or a straight-alpha
/// `Bitmap` (the SVG writer's embedded images), and decodes back to exactly the pixels cairo's own PNG
/// writer would have stored: un-premultiplying rounds as cairo does.
public struct PNGEncoder: Sendable {
    public var strategy: PNGStrategy

    /// `.chosen` (the default): row filters tried on the image's own pixels.
    public init(strategy: PNGStrategy = .chosen) {
        self.strategy = strategy
    }

    /// One filter for every row at one level: the encoder's only mode before issue 41.
    public init(level: Int32, filter: ScanlineFilter) {
        self.strategy = .fixed(.every(filter), level: level)
    }

    /// Encodes a straight-alpha RGBA8 bitmap.
    public func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0 else { throw .emptyImage(width: bitmap.width, height: bitmap.height) }
        let opaque = Scanlines.isOpaque(rgba: bitmap.pixels)
        let layout = ImageLayout(width: bitmap.width, height: bitmap.height, opaque: opaque)
        return try bitmap.pixels.withUnsafeBufferPointer { pixels throws(PNGError) in
            try encode(RGBARows(pixels: pixels.baseAddress!, layout: layout), inPlace: nil)
        }
    }

    /// Encodes a premultiplied ARGB32 image (native-endian 32-bit words, alpha in the high byte: cairo's
    /// CAIRO_FORMAT_ARGB32) of `width × height` pixels whose rows are `stride` bytes apart.
    ///
    /// `consumingBuffer`: the pixels are not needed afterwards, so an opaque image is filtered in place
    /// (its filtered rows, 1 + 3·width bytes each, never overtake the 4·width-byte rows still to be read).
    /// That saves a second image-sized buffer, which is most of the peak memory of a large render.
    public func encode(premultipliedARGB32 pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
                       consumingBuffer: Bool) throws(PNGError) -> [UInt8] {
        guard width > 0, height > 0 else { throw .emptyImage(width: width, height: height) }
        guard stride >= width * 4 else { throw .invalidStride(stride: stride, width: width) }
        let rows = ARGB32Rows(base: UnsafeRawPointer(pixels), width: width, height: height, stride: stride)
        let layout = ImageLayout(width: width, height: height, opaque: Scanlines.isOpaque(rows))
        let inPlace = consumingBuffer && layout.opaque ? pixels.assumingMemoryBound(to: UInt8.self) : nil
        return try encode(ARGB32Samples(image: rows, layout: layout), inPlace: inPlace)
    }

    /// The filters and level this encoder uses for `bitmap` (what `encode` would write with).
    public func choice(for bitmap: Bitmap) throws(PNGError) -> PNGChoice {
        guard bitmap.width > 0, bitmap.height > 0 else { throw .emptyImage(width: bitmap.width, height: bitmap.height) }
        let layout = ImageLayout(width: bitmap.width, height: bitmap.height, opaque: Scanlines.isOpaque(rgba: bitmap.pixels))
        return try bitmap.pixels.withUnsafeBufferPointer { pixels throws(PNGError) in
            try choice(for: RGBARows(pixels: pixels.baseAddress!, layout: layout)).choice
        }
    }

    private func choice<Source: SampleRows>(for source: Source) throws(PNGError) -> (choice: PNGChoice, deflater: Deflater) {
        switch strategy {
        case .fixed(let filters, let level):
            return (PNGChoice(filters: filters, level: level), try Deflater(level: level))
        case .chosen:
            let deflater = try Deflater(level: PNGStrategy.chosenLevel)
            let outcome = FilterTrial.choose(source, deflater: deflater)
            return (PNGChoice(filters: outcome.filters, level: deflater.level, sampleSizes: outcome.sampleSizes), deflater)
        }
    }

    /// Filters every row (into `inPlace` when given, else a new buffer) and writes the file.
    private func encode<Source: SampleRows>(_ source: Source, inPlace: UnsafeMutablePointer<UInt8>?) throws(PNGError) -> [UInt8] {
        let layout = source.layout
        let (choice, deflater) = try choice(for: source)
        if let inPlace {
            Scanlines.filter(source, rows: 0..<layout.height, into: inPlace, filters: choice.filters)
            return try PNGChunks.file(layout: layout, compressing: UnsafeRawBufferPointer(start: inPlace, count: layout.filteredCount),
                                      with: deflater)
        }
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: layout.filteredCount)
        defer { filtered.deallocate() }
        Scanlines.filter(source, rows: 0..<layout.height, into: filtered, filters: choice.filters)
        return try PNGChunks.file(layout: layout, compressing: UnsafeRawBufferPointer(start: filtered, count: layout.filteredCount),
                                  with: deflater)
    }
}

/// How an encoder picks an image's row filters and deflate level.
public enum PNGStrategy: Sendable, Equatable {
    /// These filters at this libdeflate level (1 fastest … 12 smallest) for every image.
    case fixed(RowFilters, level: Int32)
    /// Filters chosen per image by `FilterTrial` (none, up or adaptive, whichever compresses a sample of
    /// the image's rows smallest), at `chosenLevel`.
    case chosen

    /// libdeflate's level 6: see docs/performance.md for the measurements behind it.
    public static let chosenLevel: Int32 = 6
}

/// What an encoder decided for one image.
public struct PNGChoice: Sendable, Equatable {
    public var filters: RowFilters
    public var level: Int32
    /// For a chosen strategy, each candidate's compressed sample (none, up, adaptive); empty when fixed.
    public var sampleSizes: [Int] = []
}

/// What can stop an encode.
public enum PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    case emptyImage(width: Int, height: Int)
    case invalidStride(stride: Int, width: Int)
    /// PNG stores sides below 2³¹ and one IDAT chunk below 2³¹ bytes.
    case tooLarge(String)
    /// libdeflate could not allocate its compressor or returned no output.
    case compression(String)

    public var description: String {
        switch self {
        case .emptyImage(let width, let height): return "cannot encode an empty \(width)×\(height) image"
        case .invalidStride(let stride, let width): return "row stride \(stride) is shorter than \(width) ARGB32 pixels"
        case .tooLarge(let message): return "image too large for PNG: \(message)"
        case .compression(let message): return "deflate failed: \(message)"
        }
    }
}

/// The PNG image header values and the size of the filtered scanline stream.
struct ImageLayout: Sendable {
    let width: Int
    let height: Int
    /// Every pixel opaque: stored as RGB (colour type 2), else RGBA (colour type 6).
    let opaque: Bool

    var bytesPerPixel: Int { opaque ? 3 : 4 }
    var colorType: UInt8 { opaque ? 2 : 6 }
    /// One filter-type byte, then the row's samples.
    var rowBytes: Int { 1 + width * bytesPerPixel }
    var filteredCount: Int { rowBytes * height }
}

/// A premultiplied ARGB32 image in memory (cairo's layout).
struct ARGB32Rows {
    let base: UnsafeRawPointer
    let width: Int
    let height: Int
    let stride: Int
}
extension PNGEncoder: BitmapEncoder {}
