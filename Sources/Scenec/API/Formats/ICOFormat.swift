import ScenecCairo
import ScenecCore
import ScenecPNG

extension OutputFormatDescriptor {
    /// A favicon: an ICO holding PNG images of 16, 32 and 48 px (PNG entries are read by every browser
    /// and by Windows since Vista). Each is the scene laid out again at the scale that makes its longer
    /// side that many pixels, centred on a transparent square, so small sizes get layout's own pixel
    /// snapping rather than a downsampled large image. The build's scale does not apply. The up-to-date
    /// key is a `tEXt` chunk in the first image's PNG, within the file's first bytes.
    static let ico = OutputFormatDescriptor(
        mimeType: "image/x-icon",
        render: { request in
            let longer = max(request.list.width, request.list.height)
            var images: [[UInt8]] = []
            for side in ICOFile.sides {
                let list = try request.layout(Double(side) / longer)
                let square = ICOFile.centred(try CairoRenderer.render(list), side: side)
                images.append(try PNGEncoder().encode(square))
            }
            return ICOFile.file(images: zip(ICOFile.sides, images).map { ($0, $1) })
        },
        stamp: Stamp(end: .head,
                     insert: { bytes, name, value in ICOFile.stampingFirstImage(bytes, data: Array("\(name)\u{0}\(value)".utf8)) },
                     find: { head, name in
                         guard let png = ICOFile.firstImage(head), let data = PNGTextChunk.firstAfterHeader(Array(png)) else { return nil }
                         let prefix = Array("\(name)\u{0}".utf8)
                         guard data.starts(with: prefix) else { return nil }
                         return Substring(String(decoding: data.dropFirst(prefix.count), as: UTF8.self))
                     }),
        catalog: .notHeld,
        scalable: false)
}

/// The ICO container: a 6-byte header (reserved 0, type 1, count), one 16-byte directory entry per
/// image (width and height with 0 for 256, colours 0, reserved 0, planes 1, 32 bits per pixel, the
/// data's size and offset, little-endian), then each image's bytes.
enum ICOFile {
    /// The favicon sizes browsers and Windows pick from.
    static let sides = [16, 32, 48]
    static let headerBytes = 6
    static let entryBytes = 16

    static func file(images: [(side: Int, png: [UInt8])]) -> [UInt8] {
        var out = le16(0) + le16(1) + le16(images.count)
        var offset = headerBytes + entryBytes * images.count
        for image in images {
            let side = UInt8(truncatingIfNeeded: image.side >= 256 ? 0 : image.side)
            out += [side, side, 0, 0] + le16(1) + le16(32) + le32(image.png.count) + le32(offset)
            offset += image.png.count
        }
        for image in images { out += image.png }
        return out
    }

    /// `bitmap` in the middle of a transparent `side × side` square (cropped if a rounded-up canvas
    /// came out a pixel larger).
    static func centred(_ bitmap: Bitmap, side: Int) -> Bitmap {
        if bitmap.width == side && bitmap.height == side { return bitmap }
        var square = Bitmap(width: side, height: side)
        let dx = (side - bitmap.width) / 2, dy = (side - bitmap.height) / 2
        for y in 0..<side {
            for x in 0..<side where (0..<bitmap.width).contains(x - dx) && (0..<bitmap.height).contains(y - dy) {
                square.setPixel(x: x, y: y, bitmap.pixel(x: x - dx, y: y - dy))
            }
        }
        return square
    }

    /// The entries' (size, offset) pairs, when the directory is whole within `bytes`.
    static func directory(_ bytes: [UInt8]) -> [(size: Int, offset: Int)]? {
        guard bytes.count >= headerBytes, le16(bytes, 0) == 0, le16(bytes, 2) == 1 else { return nil }
        let count = le16(bytes, 4)
        guard count > 0, bytes.count >= headerBytes + count * entryBytes else { return nil }
        return (0..<count).map { index in
            let entry = headerBytes + index * entryBytes
            return (le32(bytes, entry + 8), le32(bytes, entry + 12))
        }
    }

    /// The bytes from the first image's start (all of them there are in `bytes`).
    static func firstImage(_ bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard let first = directory(bytes)?.first, first.offset < bytes.count else { return nil }
        return bytes[first.offset...]
    }

    /// The file with a `tEXt` chunk of `data` in its first image's PNG, and the directory's sizes and
    /// offsets moved to match.
    static func stampingFirstImage(_ bytes: [UInt8], data: [UInt8]) -> [UInt8] {
        guard let entries = directory(bytes), let first = entries.first, first.offset + first.size <= bytes.count else { return bytes }
        let png = Array(bytes[first.offset..<first.offset + first.size])
        let stamped = PNGTextChunk.insertingAfterHeader(png, data: data)
        let growth = stamped.count - png.count
        guard growth > 0 else { return bytes }
        var out = Array(bytes[..<first.offset]) + stamped + Array(bytes[(first.offset + first.size)...])
        for (index, entry) in entries.enumerated() {
            let at = headerBytes + index * entryBytes
            if index == 0 { out.replaceSubrange(at + 8..<at + 12, with: le32(entry.size + growth)) }
            if entry.offset > first.offset { out.replaceSubrange(at + 12..<at + 16, with: le32(entry.offset + growth)) }
        }
        return out
    }

    static func le16(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)] }
    static func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    static func le16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    static func le32(_ bytes: [UInt8], _ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
}
