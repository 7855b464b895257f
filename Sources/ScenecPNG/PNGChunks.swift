import CDeflate

/// The PNG file around the filtered scanlines: signature, IHDR, one IDAT (the zlib stream libdeflate
/// writes straight into the output array, so the compressed data is never copied), IEND.
enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func file(layout: ImageLayout, compressing data: UnsafeRawBufferPointer, with deflater: Deflater) throws(PNGError) -> [UInt8] {
        guard layout.width < Int(Int32.max), layout.height < Int(Int32.max) else {
            throw .tooLarge("\(layout.width)×\(layout.height) px")
        }
        let bound = deflater.bound(data.count)
        // signature 8, IHDR 25, IDAT length + type 8, data, IDAT CRC 4, IEND 12.
        let header = 8 + 25 + 8
        var failure: PNGError?
        let bytes = [UInt8](unsafeUninitializedCapacity: header + bound + 16) { out, count in
            var o = 0
            func put(_ bytes: [UInt8]) {
                for b in bytes { out[o] = b; o += 1 }
            }
            put(signature)
            var ihdr = be32(UInt32(layout.width)) + be32(UInt32(layout.height))
            ihdr += [8, layout.colorType, 0, 0, 0]  // bit depth, colour type, deflate, adaptive filters, no interlace
            put(chunk("IHDR", ihdr))
            let idatStart = o
            o += 8
            let written = deflater.compress(data, into: out.baseAddress! + o, capacity: bound)
            guard written > 0, written < Int(Int32.max) else {
                failure = .compression("libdeflate_zlib_compress wrote nothing for \(data.count) bytes")
                count = 0
                return
            }
            o = idatStart
            put(be32(UInt32(written)) + Array("IDAT".utf8))
            o += written
            let crc = libdeflate_crc32(0, out.baseAddress! + idatStart + 4, 4 + written)
            put(be32(crc))
            put(chunk("IEND", []))
            count = o
        }
        if let failure { throw failure }
        return bytes
    }

    /// length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        return be32(UInt32(data.count)) + body + be32(crc)
    }

    static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xff), UInt8((v >> 8) & 0xff), UInt8(v & 0xff)]
    }
}
