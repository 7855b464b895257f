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
    /// The sample: `bands` bands of `bandRows` rows spread evenly down the image, each measured after
    /// the row above it. An image of at most `wholeImageRows` rows or `wholeImageBytes` filtered bytes
    /// is tried whole, so its choice is the smallest of the candidates' files (a sample misjudged
    /// blend-modes@2x and image-fit@2x, 192 and 224 rows, by 1–2 %).
    static let bandRows = 8
    static let bands = 4
    static let wholeImageRows = 64
    static let wholeImageBytes = 768 * 1024

    /// The rows tried: disjoint, in order, depending only on the height.
    static func sampleBands(height: Int, rowBytes: Int) -> [Range<Int>] {
        if height <= wholeImageRows || height * rowBytes <= wholeImageBytes { return [0..<height] }
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
        let bands = sampleBands(height: layout.height, rowBytes: layout.rowBytes)
        // Each band with the row above it, whose cost is taken off again: in the whole image a band's
        // first row has the row above to match (what makes no filter win on a diagonal gradient), so a
        // sample that started every band cold would charge no filter a raw row per band.
        let withContext = bands.map { $0.lowerBound > 0 ? ($0.lowerBound - 1)..<$0.upperBound : $0 }
        let contexts = bands.compactMap { $0.lowerBound > 0 ? ($0.lowerBound - 1)..<$0.lowerBound : nil }
        let rows = withContext.reduce(0) { $0 + $1.count }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: rows * layout.rowBytes)
        defer { buffer.deallocate() }
        func compressed(_ ranges: [Range<Int>], _ candidate: RowFilters) -> Int {
            var o = buffer
            for range in ranges {
                Scanlines.filter(source, rows: range, into: o, filters: candidate)
                o += range.count * layout.rowBytes
            }
            let count = o - buffer
            return count == 0 ? 0 : deflater.compressedSize(UnsafeRawBufferPointer(start: buffer, count: count))
        }
        var sizes: [Int] = []
        for candidate in candidates {
            sizes.append(compressed(withContext, candidate) - compressed(contexts, candidate))
        }
        return Outcome(filters: candidates[pick(sizes, wholeImage: bands == [0..<layout.height])], sampleSizes: sizes)
    }

    /// A sampled image leaves Up (the filter before issue 41) only for a candidate at least this many
    /// per cent smaller on the sample: a sample can misjudge a near tie (effects-1-2@2x: adaptive 4.1 % smaller
    /// on the sample, 0.6 % larger whole), never a large gap.
    static let marginPercent = 5

    /// The index in `candidates` of the smallest size (an exact tie: the earlier, cheaper one); for a
    /// sample, Up unless the smallest beats it by `marginPercent`.
    static func pick(_ sizes: [Int], wholeImage: Bool) -> Int {
        var best = 0
        for i in sizes.indices where sizes[i] < sizes[best] { best = i }
        let up = candidates.firstIndex(of: .every(.up)) ?? best
        if !wholeImage, best != up, sizes[best] * 100 > sizes[up] * (100 - marginPercent) { return up }
        return best
    }
}
