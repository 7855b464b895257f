import ScenecCairo
import ScenecCore
import ScenecPNG

extension OutputFormatDescriptor {
    /// A macOS icon file: an ICNS container of PNG entries for the ten sizes of a macOS app icon
    /// (16–512 pt at @1x and @2x: 16, 32, 64, 128, 256, 512 and 1024 px). Each is the scene laid out
    /// again at the scale of its side, centred on a transparent square like the ICO's, so small
    /// sizes get layout's own pixel snapping. The up-to-date key is a `tEXt` chunk in the first (32 px)
    /// entry's PNG, within the file's first bytes.
    static let icns = OutputFormatDescriptor(
        mimeType: "image/icns",
        render: { request in
            let longer = max(request.list.width, request.list.height)
            var pngs: [Int: [UInt8]] = [:]
            for side in Set(ICNSFile.entries.map(\.side)).sorted() {
                let list = try request.layout(Double(side) / longer)
                pngs[side] = try PNGEncoder().encode(ICOFile.centred(try CairoRenderer.render(list), side: side))
            }
            return ICNSFile.file(ICNSFile.entries.map { ($0.type, pngs[$0.side] ?? []) })
        },
        stamp: Stamp(end: .head,
                     insert: { bytes, name, value in ICNSFile.stampingFirstEntry(bytes, data: Array("\(name)\u{0}\(value)".utf8)) },
                     find: { head, name in
                         guard let png = ICNSFile.firstEntry(head), let data = PNGTextChunk.firstAfterHeader(Array(png)) else { return nil }
                         let prefix = Array("\(name)\u{0}".utf8)
                         guard data.starts(with: prefix) else { return nil }
                         return Substring(String(decoding: data.dropFirst(prefix.count), as: UTF8.self))
                     }),
        catalog: .notHeld,
        scalable: false)
}

/// The ICNS container: `icns` and the file's length (big-endian), then entries of a four-letter type,
/// the entry's length including its 8-byte header, and the data — here a PNG (macOS 10.7 and later
/// read PNG data in every type from `ic07` on).
enum ICNSFile {
    /// The PNG entry types and their pixel sides, the 32 px entry first (it carries the key).
    static let entries: [(type: String, side: Int)] = [
        ("ic11", 32), ("ic12", 64), ("ic07", 128), ("ic13", 256), ("ic08", 256), ("ic14", 512), ("ic09", 512), ("ic10", 1024),
    ]
    static let headerBytes = 8

    static func file(_ entries: [(type: String, data: [UInt8])]) -> [UInt8] {
        var body: [UInt8] = []
        for entry in entries { body += Array(entry.type.utf8) + be32(entry.data.count + headerBytes) + entry.data }
        return Array("icns".utf8) + be32(body.count + headerBytes) + body
    }

    /// The first entry's data (as much of it as `bytes` holds).
    static func firstEntry(_ bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard bytes.count >= 2 * headerBytes, bytes.starts(with: Array("icns".utf8)) else { return nil }
        return bytes[(2 * headerBytes)...]
    }

    /// The file with a `tEXt` chunk of `data` in its first entry's PNG, the lengths grown to match.
    static func stampingFirstEntry(_ bytes: [UInt8], data: [UInt8]) -> [UInt8] {
        guard bytes.count >= 2 * headerBytes, bytes.starts(with: Array("icns".utf8)) else { return bytes }
        let length = be32(bytes, headerBytes + 4)
        let start = 2 * headerBytes, end = headerBytes + length
        guard length >= headerBytes, end <= bytes.count else { return bytes }
        let png = Array(bytes[start..<end])
        let stamped = PNGTextChunk.insertingAfterHeader(png, data: data)
        let growth = stamped.count - png.count
        guard growth > 0 else { return bytes }
        var out = Array(bytes[..<start]) + stamped + Array(bytes[end...])
        out.replaceSubrange(4..<8, with: be32(bytes.count + growth))
        out.replaceSubrange(headerBytes + 4..<headerBytes + 8, with: be32(length + growth))
        return out
    }

    static func be32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * (3 - $0))) } }
    static func be32(_ bytes: [UInt8], _ at: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) } }
}
