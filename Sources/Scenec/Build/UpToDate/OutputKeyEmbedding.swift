import ScenecPNG

/// Adding and finding an ancillary chunk in PNG bytes, independent of the encoder that made them: a
/// PNG is the 8-byte signature, then `IHDR` (13 data bytes) at a fixed place, then further chunks.
enum PNGChunks {
    /// Signature (8) + IHDR length, type, data and CRC (4 + 4 + 13 + 4).
    static let afterHeader = 33

    /// `png` with a chunk of `type` holding `data` inserted right after IHDR; bytes that are not a
    /// PNG with IHDR first come back unchanged.
    static func insertingAfterHeader(_ png: [UInt8], type: String, data: [UInt8]) -> [UInt8] {
        guard startsWithHeader(png) else { return png }
        return Array(png[..<afterHeader]) + PNGChunk.bytes(type: type, data: data) + Array(png[afterHeader...])
    }

    /// The data of the chunk right after IHDR when it is of `type` (and whole within `png`).
    static func firstChunkAfterHeader(_ png: [UInt8], type: String) -> ArraySlice<UInt8>? {
        guard startsWithHeader(png), png.count >= afterHeader + 8 else { return nil }
        let length = png[afterHeader..<afterHeader + 4].reduce(0) { $0 << 8 | Int($1) }
        guard Array(png[afterHeader + 4..<afterHeader + 8]) == Array(type.utf8),
              afterHeader + 8 + length <= png.count else { return nil }
        return png[afterHeader + 8..<afterHeader + 8 + length]
    }

    private static func startsWithHeader(_ png: [UInt8]) -> Bool {
        png.count >= afterHeader && png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            && Array(png[8..<16]) == [0, 0, 0, 13] + Array("IHDR".utf8)
    }
}

/// The key's line in SVG text: the second line, between the XML declaration and the root.
enum SVGComment {
    /// `svg` with `line` inserted after its first line (the XML declaration scenec always writes).
    static func insertingAfterPrologue(_ svg: [UInt8], line: String) -> [UInt8] {
        guard let newline = svg.firstIndex(of: UInt8(ascii: "\n")) else { return svg }
        return Array(svg[...newline]) + Array(line.utf8) + [UInt8(ascii: "\n")] + Array(svg[svg.index(after: newline)...])
    }

    /// The second line of `head`, if it ends within it.
    static func secondLine(_ head: [UInt8]) -> String? {
        guard let first = head.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let rest = head[(first + 1)...]
        guard let second = rest.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        return String(decoding: rest[..<second], as: UTF8.self)
    }
}
