import CDeflate
import ScenecCore

/// A PNG writer over libdeflate: 8-bit RGB when every pixel is opaque, 8-bit RGBA otherwise, one IDAT
/// chunk, no ancillary chunks. The bytes depend only on the pixels and the encoder's settings (no
/// timestamps, no thread count), so equal images give equal files on any machine with the same libdeflate.
///
/// It takes cairo's premultiplied ARGB32 words (the raster backend's surface) or a straight-alpha
/// `Bitmap` (the SVG writer's embedded images), and decodes back to exactly the pixels cairo's own PNG
/// writer would have stored: un-premultiplying rounds as cairo does.
public struct PNGEncoder: Sendable {
    /// libdeflate's compression level, 1 (fastest) … 12 (smallest). See docs/performance.md for the
    /// measurements behind the default.
    public var level: Int32
    /// The filter every scanline uses.
    public var filter: ScanlineFilter

    public init(level: Int32 = 6, filter: ScanlineFilter = .up) {
        self.level = level
        self.filter = filter
    }

    /// Encodes a straight-alpha RGBA8 bitmap.
    public func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0 else { throw .emptyImage(width: bitmap.width, height: bitmap.height) }
        let opaque = Scanlines.isOpaque(rgba: bitmap.pixels)
        let layout = ImageLayout(width: bitmap.width, height: bitmap.height, opaque: opaque)
        return try bitmap.pixels.withUnsafeBufferPointer { source throws(PNGError) in
            var filtered = [UInt8](repeating: 0, count: layout.filteredCount)
            filtered.withUnsafeMutableBufferPointer { out in
                Scanlines.filterRGBA(source, into: out, layout: layout, filter: filter)
            }
            return try filtered.withUnsafeBufferPointer { data throws(PNGError) in
                try PNGChunks.file(layout: layout, compressing: UnsafeRawBufferPointer(data), level: level)
            }
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
        let source = ARGB32Rows(base: UnsafeRawPointer(pixels), width: width, height: height, stride: stride)
        let layout = ImageLayout(width: width, height: height, opaque: Scanlines.isOpaque(source))
        if consumingBuffer && layout.opaque {
            let out = UnsafeMutableRawBufferPointer(start: pixels, count: layout.filteredCount)
            Scanlines.filterARGB32(source, into: out.bindMemory(to: UInt8.self), layout: layout, filter: filter)
            return try PNGChunks.file(layout: layout, compressing: UnsafeRawBufferPointer(out), level: level)
        }
        var filtered = [UInt8](repeating: 0, count: layout.filteredCount)
        filtered.withUnsafeMutableBufferPointer { out in
            Scanlines.filterARGB32(source, into: out, layout: layout, filter: filter)
        }
        return try filtered.withUnsafeBufferPointer { data throws(PNGError) in
            try PNGChunks.file(layout: layout, compressing: UnsafeRawBufferPointer(data), level: level)
        }
    }
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
