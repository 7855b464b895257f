import ScenecCore

/// Standard base64 (RFC 4648, with `=` padding), for `data:` URIs in SVG and in the review report.
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    public static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 3 <= bytes.count {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)], alphabet[Int(n & 63)]]
            i += 3
        }
        let rest = bytes.count - i
        if rest == 1 {
            let n = UInt32(bytes[i]) << 16
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], UInt8(ascii: "="), UInt8(ascii: "=")]
        } else if rest == 2 {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)], UInt8(ascii: "=")]
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// A minimal, dependency-free PNG writer for embedding bitmaps: 8-bit RGBA (straight alpha, as
/// `Bitmap` stores it), filter 0 on every row, zlib stream of stored (uncompressed) deflate blocks.
/// Deterministic; larger than a compressed PNG, but needs no zlib.
enum PNGEncoder {
    static func encode(_ bitmap: Bitmap) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(bitmap.height * (bitmap.width * 4 + 1))
        let rowBytes = bitmap.width * 4
        for y in 0..<bitmap.height {
            raw.append(0)
            raw += bitmap.pixels[(y * rowBytes)..<((y + 1) * rowBytes)]
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65535, raw.count - offset)
            let final: UInt8 = offset + length == raw.count ? 1 : 0
            zlib += [final, UInt8(length & 0xff), UInt8(length >> 8), UInt8(~length & 0xff), UInt8((~length >> 8) & 0xff)]
            zlib += raw[offset..<(offset + length)]
            offset += length
        } while offset < raw.count
        zlib += bigEndian(adler32(raw))

        var png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        var header = bigEndian(UInt32(bitmap.width)) + bigEndian(UInt32(bitmap.height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        png += chunk("IHDR", header)
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return png
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xff)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var i = 0
        while i < bytes.count {
            // 5552 bytes at most between reductions keeps the sums inside 32 bits.
            let end = min(i + 5552, bytes.count)
            while i < end {
                a &+= UInt32(bytes[i])
                b &+= a
                i += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }
}
