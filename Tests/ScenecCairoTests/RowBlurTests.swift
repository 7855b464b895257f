@testable import ScenecCairo
import Testing

/// The row pass of the exact kernel, run over all pixels of a row at once, against the per-pixel sum it
/// replaced (kept here as the reference): the floats must be bit-identical, or the PNGs would change.
@Suite struct RowBlurTests {
    /// The replaced implementation: each output pixel sums its taps inside the row, from the left.
    static func referenceRows(_ input: [Float], width: Int, height: Int, kernel: [Float]) -> [Float] {
        let radius = kernel.count / 2
        var output = [Float](repeating: 0, count: input.count)
        for row in 0..<height {
            let base = row * width
            for i in 0..<width {
                var sum: Float = 0
                var j = max(0, i - radius)
                while j <= min(width - 1, i + radius) {
                    sum += input[base + j] * kernel[j - i + radius]
                    j += 1
                }
                output[base + i] = sum
            }
        }
        return output
    }

    @Test("convolveRows == the per-pixel sum, bit for bit, rows wider and narrower than the kernel",
          arguments: [0.4, 0.5, 1.0, 1.7, 1.99], [1, 2, 5, 13, 67])
    func matchesPerPixelSum(sigma: Double, width: Int) {
        let height = 7
        var values = [Float](repeating: 0, count: width * height)
        // Coverage-like values, with runs of exact 0 and 1 as a mask has.
        for i in values.indices { values[i] = i % 5 == 0 ? 0 : i % 7 == 0 ? 1 : Float((i * 7919) % 255) / 255 }
        let kernel = GaussianBlur.gaussianKernel(sigma: sigma)

        var ours = [Float](repeating: 0, count: values.count)
        GaussianBlur.convolveRows(values, into: &ours, width: width, height: height, kernel: kernel)
        let theirs = Self.referenceRows(values, width: width, height: height, kernel: kernel)

        #expect(ours.map(\.bitPattern) == theirs.map(\.bitPattern))
        #expect(ours != values)
    }
}
