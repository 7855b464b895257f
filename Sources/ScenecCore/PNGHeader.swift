/// The pixel size a PNG file declares in its IHDR chunk, read before anything is decoded, so a file
/// claiming 20000×20000 pixels is refused without allocating 1.6 GB first.
public enum PNGHeader {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Width and height, or nil when the bytes do not start like a PNG file.
    public static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    /// Nil when an image of this size may be decoded (`Limits.pixelSide`, `Limits.imagePixels`);
    /// otherwise the reason, for a message.
    public static func refusal(width: Int, height: Int) -> String? {
        guard width > Limits.pixelSide || height > Limits.pixelSide || width * height > Limits.imagePixels else { return nil }
        return "is \(width)×\(height) pixels; images are limited to \(Limits.imagePixels / 1_000_000) million pixels and \(Limits.pixelSide) pixels per side"
    }
}
