import ScenecWebP

extension OutputFormatDescriptor {
    /// WebP from Cairo's image surface through libwebp: lossless unless `--quality` makes it lossy. The
    /// up-to-date key is a chunk of its own at the end of the RIFF container (WebP's "unknown chunk",
    /// which readers skip); the file becomes WebP's extended format (a `VP8X` header) to carry it.
    /// Xcode's asset catalogs do not take WebP.
    static let webp = OutputFormatDescriptor(
        mimeType: "image/webp",
        render: raster { request in WebPEncoder(quality: request.quality) },
        stamp: Stamp(end: .tail,
                     insert: { bytes, name, value in WebPChunks.appending(bytes, data: Array("\(name)\u{0}\(value)".utf8)) },
                     find: { tail, name in
                         guard let data = WebPChunks.lastNote(tail) else { return nil }
                         let prefix = Array("\(name)\u{0}".utf8)
                         guard data.starts(with: prefix) else { return nil }
                         return Substring(String(decoding: data.dropFirst(prefix.count), as: UTF8.self))
                     }),
        catalog: .notHeld,
        takesQuality: true)
}

/// Adding scenec's note chunk to a WebP file and finding it at the end. A WebP is `RIFF` size `WEBP`
/// and chunks (FourCC, little-endian size, data, a pad byte when the size is odd). A simple file
/// (one `VP8 ` or `VP8L` chunk) may hold no other chunk, so a `VP8X` header giving the canvas size
/// and whether there is alpha goes first; an extended file (libwebp's lossy output with alpha) just
/// gets the chunk appended, where the format allows unknown chunks.
enum WebPChunks {
    static let noteType = Array("SCNK".utf8)

    static func appending(_ webp: [UInt8], data: [UInt8]) -> [UInt8] {
        guard webp.count >= 20, Array(webp[0..<4]) == Array("RIFF".utf8), Array(webp[8..<12]) == Array("WEBP".utf8) else { return webp }
        let first = String(decoding: webp[12..<16], as: UTF8.self)
        var out: [UInt8]
        switch first {
        case "VP8X":
            out = webp
        case "VP8 ", "VP8L":
            guard let canvas = canvas(of: webp, lossless: first == "VP8L") else { return webp }
            var header = Array("VP8X".utf8) + le32(10)
            header += [canvas.alpha ? 0x10 : 0, 0, 0, 0] + le24(canvas.width - 1) + le24(canvas.height - 1)
            out = Array(webp[0..<12]) + header + Array(webp[12...])
        default:
            return webp
        }
        out += chunk(noteType, data)
        let riffSize = le32(out.count - 8)
        out.replaceSubrange(4..<8, with: riffSize)
        return out
    }

    /// The data of the last chunk of `tail` (a file's last bytes) when it is scenec's note chunk.
    static func lastNote(_ tail: [UInt8]) -> ArraySlice<UInt8>? {
        var index = tail.count - 8
        while index >= 0 {
            if Array(tail[index..<index + 4]) == noteType {
                let size = tail[index + 4..<index + 8].reversed().reduce(0) { $0 << 8 | Int($1) }
                if index + 8 + size + size % 2 == tail.count { return tail[index + 8..<index + 8 + size] }
            }
            index -= 1
        }
        return nil
    }

    /// The canvas of a simple file's bitstream: VP8L's 14-bit sides and alpha bit after its signature
    /// byte; VP8's sides after the 3-byte frame tag and the start code.
    static func canvas(of webp: [UInt8], lossless: Bool) -> (width: Int, height: Int, alpha: Bool)? {
        let data = 20
        if lossless {
            guard webp.count >= data + 5, webp[data] == 0x2F else { return nil }
            let bits = webp[data + 1..<data + 5].reversed().reduce(0) { $0 << 8 | Int($1) }
            return ((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1, bits >> 28 & 1 == 1)
        }
        guard webp.count >= data + 10, Array(webp[data + 3..<data + 6]) == [0x9D, 0x01, 0x2A] else { return nil }
        let width = (Int(webp[data + 6]) | Int(webp[data + 7]) << 8) & 0x3FFF
        let height = (Int(webp[data + 8]) | Int(webp[data + 9]) << 8) & 0x3FFF
        return (width, height, false)
    }

    static func chunk(_ type: [UInt8], _ data: [UInt8]) -> [UInt8] {
        type + le32(data.count) + data + (data.count % 2 == 1 ? [0] : [])
    }

    static func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    static func le24(_ value: Int) -> [UInt8] { (0..<3).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
}
