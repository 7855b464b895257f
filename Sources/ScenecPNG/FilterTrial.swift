/// Chooses an image's row filters from its own pixels: the sample rows are filtered with each candidate
/// and compressed at the image's level, and the candidate with the smallest stream wins. Only sizes
/// decide (no clock), so equal pixels give the same choice, and the same bytes, on any machine and
/// thread. docs/performance.md has the measurements behind the candidates and the sample.
enum FilterTrial {
    /// Cheapest to filter first: an exact tie keeps the cheaper one. `.up` was the only filter before
    /// (vertical gradients and flat fills); `.none` wins where rows repeat shifted (a diagonal gradient:
    /// LZ77 finds the previous row one pixel along, which Up's residues hide); `.adaptive` where neither
    /// fits every row.
    static let candidates: [RowFilters] = [.every(.none), .every(.up), .adaptive]
    /// The sample: `bands` bands of `bandRows` rows spread evenly down the image. An image of at most
    /// `wholeImageRows` rows is tried whole, so its choice is the smallest of the candidates' files.
    static let bandRows = 8
    static let bands = 4
    static let wholeImageRows = 64

    /// The rows tried: disjoint, in order, depending only on the height.
    static func sampleBands(height: Int) -> [Range<Int>] {
        if height <= wholeImageRows { return [0..<height] }
        return (0..<bands).map { i in
            let centre = (2 * i + 1) * height / (2 * bands)
            let start = min(max(centre - bandRows / 2, 0), height - bandRows)
            return start..<(start + bandRows)
        }
    }

    struct Outcome: Equatable {
        var filters: RowFilters
        /// Each candidate's compressed sample, in `candidates` order.
        var sampleSizes: [Int]
    }

    static func choose<Source: SampleRows>(_ source: Source, deflater: Deflater) -> Outcome {
        let layout = source.layout
        let bands = sampleBands(height: layout.height)
        let rows = bands.reduce(0) { $0 + $1.count }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: rows * layout.rowBytes)
        defer { buffer.deallocate() }
        var sizes: [Int] = []
        for candidate in candidates {
            var o = buffer
            for band in bands {
                Scanlines.filter(source, rows: band, into: o, filters: candidate)
                o += band.count * layout.rowBytes
            }
            sizes.append(deflater.compressedSize(UnsafeRawBufferPointer(start: buffer, count: rows * layout.rowBytes)))
        }
        var best = 0
        for i in sizes.indices where sizes[i] < sizes[best] { best = i }
        return Outcome(filters: candidates[best], sampleSizes: sizes)
    }
}
