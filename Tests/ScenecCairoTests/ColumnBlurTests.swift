@testable import ScenecCairo
import Testing

/// The column pass of the exact kernel, run along rows, against the transpose-convolve-transpose it
/// replaced: the floats must be bit-identical, or the PNGs would change.
@Suite struct ColumnBlurTests {
    @Test("convolveColumns == transpose, convolveRows, transpose, bit for bit", arguments: [0.4, 0.5, 1.0, 1.7, 1.99])
    func matchesTransposedRows(sigma: Double) {
        let width = 29, height = 37
        var values = [Float](repeating: 0, count: width * height)
        for i in values.indices { values[i] = Float((i * 7919) % 255) / 255 }
        let kernel = GaussianBlur.gaussianKernel(sigma: sigma)

        var ours = [Float](repeating: 0, count: values.count)
        GaussianBlur.convolveColumns(values, into: &ours, width: width, height: height, kernel: kernel)

        var transposed = [Float](repeating: 0, count: values.count), convolved = transposed, theirs = transposed
        GaussianBlur.transpose(values, into: &transposed, width: width, height: height)
        GaussianBlur.convolveRows(transposed, into: &convolved, width: height, height: width, kernel: kernel)
        GaussianBlur.transpose(convolved, into: &theirs, width: height, height: width)

        #expect(ours.map(\.bitPattern) == theirs.map(\.bitPattern))
        #expect(ours != values)
    }
}
