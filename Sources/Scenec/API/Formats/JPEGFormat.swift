import ScenecCore
import ScenecJPEG

extension OutputFormatDescriptor {
    /// JPEG from Cairo's image surface through libjpeg-turbo at `--quality` (default 90), every pixel
    /// flattened over the scene's background colour (its alpha ignored; an invisible one counts as
    /// none), else white. The up-to-date key
    /// is a comment segment (`COM`) right after the JFIF header (`APP0`, which must come first). An
    /// asset catalog holds JPEG images per scale, like PNG.
    static let jpg = OutputFormatDescriptor(
        mimeType: "image/jpeg",
        render: raster { request in
            // An invisible background (`transparent`) is no background: white, as on a web page.
            let under = request.background.flatMap { $0.isInvisible ? nil : JPEGFlattening.opaque($0) }
                ?? RGBA8(r: 255, g: 255, b: 255, a: 255)
            return JPEGEncoder(quality: request.quality ?? JPEGFlattening.defaultQuality, background: under)
        },
        stamp: Stamp(end: .head,
                     insert: { bytes, name, value in JPEGComment.inserting(bytes, text: "\(name): \(value)") },
                     find: { head, name in JPEGComment.value(in: head, name: name) }),
        catalog: .perScale,
        takesQuality: true)
}

enum JPEGFlattening {
    /// libjpeg's scale; 90 keeps text and edges clean at about a fifth of the PNG's size.
    static let defaultQuality = 90

    /// The background as an opaque 8-bit colour.
    static func opaque(_ color: RGBA) -> RGBA8 {
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        return RGBA8(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: 255)
    }
}

/// A comment segment (`FF FE`, big-endian length, text) in JPEG bytes, placed after `SOI` and the
/// `APP0` JFIF header when there is one, and found again by walking the segments before the scan.
enum JPEGComment {
    static func inserting(_ jpeg: [UInt8], text: String) -> [UInt8] {
        guard jpeg.count >= 4, jpeg[0] == 0xFF, jpeg[1] == 0xD8 else { return jpeg }
        var at = 2
        if jpeg.count >= 6, jpeg[2] == 0xFF, jpeg[3] == 0xE0 {
            at = 4 + (Int(jpeg[4]) << 8 | Int(jpeg[5]))
            guard at <= jpeg.count else { return jpeg }
        }
        let payload = Array(text.utf8)
        let length = payload.count + 2
        guard length <= 0xFFFF else { return jpeg }
        return Array(jpeg[..<at]) + [0xFF, 0xFE, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + Array(jpeg[at...])
    }

    static func value(in head: [UInt8], name: String) -> Substring? {
        guard head.count >= 2, head[0] == 0xFF, head[1] == 0xD8 else { return nil }
        let prefix = "\(name): "
        var index = 2
        while index + 4 <= head.count, head[index] == 0xFF {
            let marker = head[index + 1]
            // Start of scan or end of image: no more header segments.
            if marker == 0xDA || marker == 0xD9 { return nil }
            let length = Int(head[index + 2]) << 8 | Int(head[index + 3])
            guard length >= 2, index + 2 + length <= head.count else { return nil }
            if marker == 0xFE {
                let text = String(decoding: head[index + 4..<index + 2 + length], as: UTF8.self)
                if text.hasPrefix(prefix) { return Substring(text.dropFirst(prefix.count)) }
            }
            index += 2 + length
        }
        return nil
    }
}
