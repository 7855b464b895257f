import ScenecCairo
import ScenecPNG

extension OutputFormatDescriptor {
    /// PNG from Cairo's image surface through scenec's own encoder. The up-to-date key is a `tEXt`
    /// chunk right after `IHDR`, inserted into the finished bytes, whatever encoder made them.
    static let png = OutputFormatDescriptor(
        mimeType: "image/png",
        render: { request in try CairoRenderer.renderPNG(request.list, over: request.drawnPrefix?(request.list)) },
        stamp: Stamp(end: .head,
                     insert: { bytes, name, value in
                         PNGTextChunk.insertingAfterHeader(bytes, data: Array("\(name)\u{0}\(value)".utf8))
                     },
                     find: { bytes, name in
                         guard let data = PNGTextChunk.firstAfterHeader(bytes) else { return nil }
                         let prefix = Array("\(name)\u{0}".utf8)
                         guard data.starts(with: prefix) else { return nil }
                         return Substring(String(decoding: data.dropFirst(prefix.count), as: UTF8.self))
                     }),
        catalog: .perScale)
}

/// Adding and finding a `tEXt` chunk in PNG bytes, independent of the encoder that made them: a PNG is
/// the 8-byte signature, then `IHDR` (13 data bytes) at a fixed place, then further chunks.
enum PNGTextChunk {
    /// Signature (8) + IHDR length, type, data and CRC (4 + 4 + 13 + 4).
    static let afterHeader = 33
    static let type = "tEXt"

    /// `png` with a `tEXt` chunk holding `data` inserted right after IHDR; bytes that are not a PNG
    /// with IHDR first come back unchanged.
    static func insertingAfterHeader(_ png: [UInt8], data: [UInt8]) -> [UInt8] {
        guard startsWithHeader(png) else { return png }
        return Array(png[..<afterHeader]) + PNGChunk.bytes(type: type, data: data) + Array(png[afterHeader...])
    }

    /// The data of the chunk right after IHDR when it is a `tEXt` chunk (and whole within `png`).
    static func firstAfterHeader(_ png: [UInt8]) -> ArraySlice<UInt8>? {
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
