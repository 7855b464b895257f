
/// One straight (non-premultiplied) 8-bit RGBA pixel.
public struct RGBA8: Sendable, Hashable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let transparent = RGBA8(r: 0, g: 0, b: 0, a: 0)

    public var description: String { "rgba(\(r),\(g),\(b),\(a))" }
}

/// A raster image: `height` rows of `width` straight (non-premultiplied) RGBA8 pixels, top row first,
/// 4 bytes per pixel in the order r, g, b, a, no row padding.
public struct Bitmap: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    /// `pixels` must hold exactly `width * height * 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "Bitmap: \(pixels.count) bytes for \(width)×\(height) pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A fully transparent bitmap.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// The pixel at column `x`, row `y` (0-based, y down).
    public func pixel(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return RGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }

    public mutating func setPixel(x: Int, y: Int, _ p: RGBA8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        pixels[i] = p.r
        pixels[i + 1] = p.g
        pixels[i + 2] = p.b
        pixels[i + 3] = p.a
    }
}
