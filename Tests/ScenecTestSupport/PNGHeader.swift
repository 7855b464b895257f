/// The start of a PNG file: the 8-byte signature and the IHDR chunk that must follow it.
public struct PNGHeader: Sendable, Hashable {
    /// Every PNG file starts with these bytes.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public var width: Int
    public var height: Int
    /// Bits per sample (8 for scenec's output).
    public var bitDepth: Int
    /// 6 is RGBA, 2 is RGB (cairo writes opaque images as RGB).
    public var colorType: Int

    public init(width: Int, height: Int, bitDepth: Int = 8, colorType: Int = 6) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
    }

    /// Reads the header of `bytes`; nil unless they start with the signature and an IHDR chunk.
    public init?(_ bytes: [UInt8]) {
        guard bytes.count >= 26, Array(bytes[0..<8]) == Self.signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func bigEndian32(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        self.init(width: bigEndian32(16), height: bigEndian32(20), bitDepth: Int(bytes[24]), colorType: Int(bytes[25]))
    }

    /// The signature and the IHDR chunk's length, type and 13 data bytes, without the chunk's CRC:
    /// the start of a hand-made PNG file whose remaining bytes (valid or not) the test chooses.
    public var bytes: [UInt8] {
        func bigEndian32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return Self.signature + bigEndian32(13) + Array("IHDR".utf8) + bigEndian32(width) + bigEndian32(height)
            + [UInt8(bitDepth), UInt8(colorType), 0, 0, 0]
    }
}
