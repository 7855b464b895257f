import CDeflate

/// An independent reading of a PNG (ours, or libpng's through cairo): the IHDR values and the stored samples after
/// inflating (libdeflate's decompressor) and undoing each row's filter. No premultiplication is
/// involved, so the samples are exactly what the file holds.
struct StoredImage: Equatable {
    var width = 0, height = 0, colorType = 0
    var samples: [UInt8] = []
    /// The filter-type byte of every row.
    var filters: [UInt8] = []
    var chunkTypes: [String] = []

    init(_ png: [UInt8]) throws {
        guard png.count > 8, Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw Bad.signature }
        var idat: [UInt8] = []
        var o = 8
        func be32(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        while o + 12 <= png.count {
            let length = be32(o)
            let type = String(decoding: png[(o + 4)..<(o + 8)], as: UTF8.self)
            let data = Array(png[(o + 8)..<(o + 8 + length)])
            let crc = png[(o + 4)..<(o + 8 + length)].withContiguousStorageIfAvailable { libdeflate_crc32(0, $0.baseAddress, $0.count) }
                ?? Array(png[(o + 4)..<(o + 8 + length)]).withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, $0.count) }
            guard crc == UInt32(be32(o + 8 + length)) else { throw Bad.crc(type) }
            chunkTypes.append(type)
            if type == "IHDR" {
                width = be32(o + 8); height = be32(o + 12); colorType = Int(png[o + 17])
            } else if type == "IDAT" {
                idat += data
            }
            o += 12 + length
        }
        let bpp = colorType == 2 ? 3 : 4
        let rowBytes = 1 + width * bpp
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        var actual = 0
        let result = raw.withUnsafeMutableBytes { out in
            idat.withUnsafeBytes { input in
                let d = libdeflate_alloc_decompressor()
                defer { libdeflate_free_decompressor(d) }
                return libdeflate_zlib_decompress(d, input.baseAddress, input.count, out.baseAddress, out.count, &actual)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, actual == raw.count else { throw Bad.inflate }
        samples = [UInt8](repeating: 0, count: width * bpp * height)
        let n = width * bpp
        for y in 0..<height {
            let filter = raw[y * rowBytes]
            filters.append(filter)
            for i in 0..<n {
                let x = raw[y * rowBytes + 1 + i]
                let left = i >= bpp ? samples[y * n + i - bpp] : 0
                let up = y > 0 ? samples[(y - 1) * n + i] : 0
                let upLeft = y > 0 && i >= bpp ? samples[(y - 1) * n + i - bpp] : 0
                switch filter {
                case 0: samples[y * n + i] = x
                case 1: samples[y * n + i] = x &+ left
                case 2: samples[y * n + i] = x &+ up
                case 3: samples[y * n + i] = x &+ UInt8((Int(left) + Int(up)) / 2)
                case 4: samples[y * n + i] = x &+ paeth(left, up, upLeft)
                default: throw Bad.filter(filter)
                }
            }
        }
    }

    /// The PNG Paeth predictor (libpng uses it; scenec's encoder does not).
    private func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    enum Bad: Error { case signature, crc(String), inflate, filter(UInt8) }
}
