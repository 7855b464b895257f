import CJPEGShim
import ScenecCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A JPEG writer over libjpeg-turbo: baseline JFIF, 4:2:0 chroma, optimised Huffman tables, the
/// exact integer DCT. JPEG has no alpha, so every pixel is first composited over `background` (opaque):
/// a transparent corner becomes the background colour, not black. The bytes depend only on the pixels,
/// the quality, the background and the libjpeg-turbo version.
public struct JPEGEncoder: Sendable {
    /// libjpeg's quality scale, 0–100 (`--quality`; scenec's default is 90).
    public var quality: Int
    /// What transparent pixels are flattened over; its alpha is ignored.
    public var background: RGBA8

    /// The largest side a JPEG stores (its header holds 16-bit sides; libjpeg refuses above 65,500).
    public static let maximumSide = 65_500

    public init(quality: Int = 90, background: RGBA8 = RGBA8(r: 255, g: 255, b: 255, a: 255)) {
        self.quality = quality
        self.background = background
    }

    /// Encodes a straight-alpha RGBA8 bitmap.
    public func encode(_ bitmap: Bitmap) throws(JPEGError) -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0 else { throw .emptyImage(width: bitmap.width, height: bitmap.height) }
        guard bitmap.width <= Self.maximumSide, bitmap.height <= Self.maximumSide else {
            throw .tooLarge(width: bitmap.width, height: bitmap.height)
        }
        guard (0...100).contains(quality) else { throw .quality(quality) }
        let rgb = Self.flattened(bitmap, over: background)
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = rgb.withUnsafeBufferPointer { pixels in
            scenec_jpeg_encode(pixels.baseAddress, Int32(bitmap.width), Int32(bitmap.height), Int32(quality), &out, &size, &message)
        }
        guard status == 0, let out else { throw .library(Self.text(message)) }
        defer { free(out) }
        return Array(UnsafeBufferPointer(start: out, count: Int(size)))
    }

    /// RGB8 of `bitmap` composited over the opaque `background`: `(c·a + b·(255 − a)) / 255`, rounded.
    static func flattened(_ bitmap: Bitmap, over background: RGBA8) -> [UInt8] {
        let count = bitmap.width * bitmap.height
        var rgb = [UInt8](repeating: 0, count: count * 3)
        let under = [UInt32(background.r), UInt32(background.g), UInt32(background.b)]
        bitmap.pixels.withUnsafeBufferPointer { source in
            rgb.withUnsafeMutableBufferPointer { target in
                for index in 0..<count {
                    let alpha = UInt32(source[index * 4 + 3])
                    for channel in 0..<3 {
                        let value = UInt32(source[index * 4 + channel]) * alpha + under[channel] * (255 - alpha)
                        target[index * 3 + channel] = UInt8((value + 127) / 255)
                    }
                }
            }
        }
        return rgb
    }

    static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return bytes.isEmpty ? "libjpeg failed" : String(decoding: bytes, as: UTF8.self)
    }
}

/// Reading a JPEG back (the tests, and any tool that compares outputs): RGB8 as libjpeg-turbo decodes it.
public enum JPEGDecoder {
    /// The decoded image as an opaque RGBA8 bitmap.
    public static func decode(_ bytes: [UInt8]) throws(JPEGError) -> Bitmap {
        var out: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { input in
            scenec_jpeg_decode(input.baseAddress, UInt(input.count), &out, &width, &height, &message)
        }
        guard status == 0, let out else { throw .library(JPEGEncoder.text(message)) }
        defer { free(out) }
        let count = Int(width) * Int(height)
        var pixels = [UInt8](repeating: 255, count: count * 4)
        for index in 0..<count {
            pixels[index * 4] = out[index * 3]
            pixels[index * 4 + 1] = out[index * 3 + 1]
            pixels[index * 4 + 2] = out[index * 3 + 2]
        }
        return Bitmap(width: Int(width), height: Int(height), pixels: pixels)
    }
}

/// The names and limits in a JPEG error's words.
public enum JPEGCodec: BitmapCodecNames {
    public static let format = "JPEG"
    public static let library = "libjpeg"
    public static let maximumSide = JPEGEncoder.maximumSide
}

/// What can stop a JPEG encode or decode.
public typealias JPEGError = BitmapCodecError<JPEGCodec>

extension JPEGEncoder: BitmapEncoder {}
