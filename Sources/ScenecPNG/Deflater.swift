import CDeflate

/// One libdeflate compressor at one level, for the trials of `FilterTrial` and the image's IDAT data.
/// libdeflate's output depends only on the input and the level, so the bytes are the same on every run.
final class Deflater {
    let level: Int32
    private let compressor: OpaquePointer
    private var scratch: [UInt8] = []

    init(level: Int32) throws(PNGError) {
        let clamped = min(max(level, 0), 12)
        guard let compressor = libdeflate_alloc_compressor(clamped) else {
            throw .compression("libdeflate_alloc_compressor(\(level)) returned nothing")
        }
        self.level = clamped
        self.compressor = compressor
    }

    deinit { libdeflate_free_compressor(compressor) }

    func bound(_ count: Int) -> Int { libdeflate_zlib_compress_bound(compressor, count) }

    /// Compresses `data` into `out` (at least `bound(data.count)` bytes); 0 when it did not fit.
    func compress(_ data: UnsafeRawBufferPointer, into out: UnsafeMutableRawPointer, capacity: Int) -> Int {
        libdeflate_zlib_compress(compressor, data.baseAddress, data.count, out, capacity)
    }

    /// The size of `data`'s zlib stream, the stream itself thrown away.
    func compressedSize(_ data: UnsafeRawBufferPointer) -> Int {
        let needed = bound(data.count)
        if scratch.count < needed { scratch = [UInt8](repeating: 0, count: needed) }
        return scratch.withUnsafeMutableBytes { compress(data, into: $0.baseAddress!, capacity: needed) }
    }
}
