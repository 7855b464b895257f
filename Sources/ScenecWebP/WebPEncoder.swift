import CWebP
import ScenecCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A WebP writer over libwebp: lossless (VP8L, every pixel exact, transparent ones included) unless a
/// quality is given, then lossy (VP8, with the alpha channel stored losslessly). libwebp runs on the
/// calling thread only (`thread_level` 0), so the bytes depend only on the pixels, the settings and the
/// libwebp version.
public struct WebPEncoder: Sendable {
    /// nil: lossless. 0–100: lossy at libwebp's quality factor.
    public var quality: Int?
    /// libwebp's effort, 0 (fastest) … 6 (smallest). See docs/performance.md for the measurements
    /// behind the default.
    public var method: Int

    /// The largest side a WebP stores (14-bit sides in the bitstream).
    public static let maximumSide = 16_383

    public init(quality: Int? = nil, method: Int = 4) {
        self.quality = quality
        self.method = method
    }

    /// Encodes a straight-alpha RGBA8 bitmap.
    public func encode(_ bitmap: Bitmap) throws(WebPError) -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0 else { throw .emptyImage(width: bitmap.width, height: bitmap.height) }
        guard bitmap.width <= Self.maximumSide, bitmap.height <= Self.maximumSide else {
            throw .tooLarge(width: bitmap.width, height: bitmap.height)
        }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw .library("libwebp version mismatch") }
        if let quality {
            guard (0...100).contains(quality) else { throw .quality(quality) }
            config.lossless = 0
            config.quality = Float(quality)
        } else {
            config.lossless = 1
            // Lossless means the pixels as drawn, so keep the colour under fully transparent pixels
            // (libwebp otherwise rewrites it to compress better).
            config.exact = 1
            config.quality = 75
        }
        config.method = Int32(method)
        config.thread_level = 0
        guard WebPValidateConfig(&config) != 0 else { throw .library("invalid configuration") }

        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw .library("libwebp version mismatch") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(bitmap.width)
        picture.height = Int32(bitmap.height)
        let imported = bitmap.pixels.withUnsafeBufferPointer { pixels in
            WebPPictureImportRGBA(&picture, pixels.baseAddress, Int32(bitmap.width * 4))
        }
        guard imported != 0 else { throw .library("could not import the pixels (out of memory)") }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let encoded = withUnsafeMutablePointer(to: &writer) { writerPointer in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(writerPointer)
            return WebPEncode(&config, &picture)
        }
        guard encoded != 0, let data = writer.mem else { throw .library("encoding failed (error \(picture.error_code.rawValue))") }
        return Array(UnsafeBufferPointer(start: data, count: writer.size))
    }
}

/// Reading a WebP back (the tests, and any tool that compares outputs): straight RGBA8 as libwebp decodes it.
public enum WebPDecoder {
    public static func decode(_ bytes: [UInt8]) throws(WebPError) -> Bitmap {
        var width: Int32 = 0, height: Int32 = 0
        let decoded = bytes.withUnsafeBufferPointer { input in WebPDecodeRGBA(input.baseAddress, input.count, &width, &height) }
        guard let decoded else { throw .library("not a WebP image libwebp can decode") }
        defer { WebPFree(decoded) }
        let count = Int(width) * Int(height) * 4
        return Bitmap(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: decoded, count: count)))
    }
}

/// The names and limits in a WebP error's words.
public enum WebPCodec: BitmapCodecNames {
    public static let format = "WebP"
    public static let library = "libwebp"
    public static let maximumSide = WebPEncoder.maximumSide
}

/// What can stop a WebP encode or decode.
public typealias WebPError = BitmapCodecError<WebPCodec>

extension WebPEncoder: BitmapEncoder {}
