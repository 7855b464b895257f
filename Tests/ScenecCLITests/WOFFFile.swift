import CDeflate

/// A WOFF 1.0 file (W3C, "WOFF File Format 1.0") wrapping a TrueType font, made here because Debian has
/// no tool that writes one: each table zlib-compressed with libdeflate, or stored as it is where that
/// is no smaller (as the format requires), after a 44-byte header and a directory sorted by tag.
enum WOFFFile {
    struct Malformed: Error {}

    static func wrapping(_ font: [UInt8]) throws -> [UInt8] {
        guard font.count >= 12 else { throw Malformed() }
        let count = Int(u16(font, 4))
        guard font.count >= 12 + 16 * count else { throw Malformed() }
        var tables: [(tag: [UInt8], checksum: UInt32, data: [UInt8])] = []
        for k in 0..<count {
            let record = 12 + 16 * k
            let offset = Int(u32(font, record + 8)), length = Int(u32(font, record + 12))
            guard offset + length <= font.count else { throw Malformed() }
            tables.append((Array(font[record..<record + 4]), u32(font, record + 4), Array(font[offset..<offset + length])))
        }
        tables.sort { $0.tag.lexicographicallyPrecedes($1.tag) }
        let stored = tables.map { table -> [UInt8] in
            let compressed = zlib(table.data)
            return compressed.count < table.data.count ? compressed : table.data
        }
        let sfntSize = 12 + 16 * tables.count + tables.reduce(0) { $0 + padded($1.data.count) }
        var directory: [UInt8] = [], body: [UInt8] = []
        var offset = 44 + 20 * tables.count
        for (table, data) in zip(tables, stored) {
            directory += table.tag
            put32(&directory, UInt32(offset))
            put32(&directory, UInt32(data.count))
            put32(&directory, UInt32(table.data.count))
            put32(&directory, table.checksum)
            body += data + [UInt8](repeating: 0, count: padded(data.count) - data.count)
            offset += padded(data.count)
        }
        var header: [UInt8] = Array("wOFF".utf8)
        put32(&header, u32(font, 0))
        put32(&header, UInt32(offset))
        put16(&header, UInt16(tables.count))
        put16(&header, 0)
        put32(&header, UInt32(sfntSize))
        put16(&header, 1)
        put16(&header, 0)
        for _ in 0..<5 { put32(&header, 0) }
        return header + directory + body
    }

    private static func zlib(_ data: [UInt8]) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(9) else { return data }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, data.count)
        var out = [UInt8](repeating: 0, count: bound)
        let written = data.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, data.count, output.baseAddress, bound)
            }
        }
        return written > 0 ? Array(out.prefix(written)) : data
    }

    private static func padded(_ count: Int) -> Int { (count + 3) / 4 * 4 }
    private static func u16(_ data: [UInt8], _ at: Int) -> UInt16 { UInt16(data[at]) << 8 | UInt16(data[at + 1]) }
    private static func u32(_ data: [UInt8], _ at: Int) -> UInt32 { UInt32(u16(data, at)) << 16 | UInt32(u16(data, at + 2)) }
    private static func put16(_ data: inout [UInt8], _ value: UInt16) { data += [UInt8(value >> 8), UInt8(value & 0xFF)] }
    private static func put32(_ data: inout [UInt8], _ value: UInt32) {
        put16(&data, UInt16(value >> 16))
        put16(&data, UInt16(value & 0xFFFF))
    }
}
