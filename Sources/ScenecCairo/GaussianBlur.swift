import Glibc  // exp; Foundation is not needed here
import ScenecCore

/// A Gaussian blur of one channel, as SVG 1.1's feGaussianBlur computes it: three successive box
/// blurs for a standard deviation of 2 device pixels and more, the Gaussian itself below (each tap the
/// Gaussian's value at the tap's distance, like Skia's exact blur and resvg's). Values outside the
/// buffer are 0. Works on plain `[Float]` rows (row-major, `width × height`), no per-pixel objects.
enum GaussianBlur {
    /// At and above this sigma (device pixels) the three-box approximation is used.
    static let boxThreshold = 2.0

    /// Blurs `values` in place with standard deviation `sigma` device pixels in both directions.
    static func blur(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
        blur(&values, width: width, height: height, sigmaX: sigma, sigmaY: sigma)
    }

    /// Blurs rows with `sigmaX`, then columns with `sigmaY` (a σ that is 0 or not finite skips its axis).
    /// Columns on the exact kernel run along whole rows (`convolveColumns`, vectorised, no transpose);
    /// columns on boxes transpose, blur rows and transpose back.
    static func blur(_ values: inout [Float], width: Int, height: Int, sigmaX: Double, sigmaY: Double) {
        guard width > 0, height > 0 else { return }
        precondition(values.count == width * height)
        var scratch = [Float](repeating: 0, count: values.count)
        if sigmaX > 0, sigmaX.isFinite {
            blurRows(&values, scratch: &scratch, width: width, height: height, sigma: sigmaX)
        }
        guard sigmaY > 0, sigmaY.isFinite else { return }
        if sigmaY < boxThreshold {
            convolveColumns(values, into: &scratch, width: width, height: height, kernel: gaussianKernel(sigma: sigmaY))
            swap(&values, &scratch)
        } else {
            transpose(values, into: &scratch, width: width, height: height)
            swap(&values, &scratch)
            blurRows(&values, scratch: &scratch, width: height, height: width, sigma: sigmaY)
            transpose(values, into: &scratch, width: height, height: width)
            swap(&values, &scratch)
        }
    }

    /// Blurs every row of a `width × height` buffer along x.
    static func blurRows(_ values: inout [Float], scratch: inout [Float], width: Int, height: Int, sigma: Double) {
        if sigma >= boxThreshold {
            let d = boxSize(sigma: sigma)
            guard d > 1 else { return }
            // SVG 1.1: odd d, three boxes of size d centred on the output pixel; even d, two boxes of
            // size d centred on the pixel boundaries left and right of it, then one of size d + 1 centred.
            let passes: [(size: Int, target: Int)] = d % 2 == 1
                ? [(d, d / 2), (d, d / 2), (d, d / 2)]
                : [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
            for pass in passes {
                boxPass(values, into: &scratch, width: width, height: height, size: pass.size, target: pass.target)
                swap(&values, &scratch)
            }
        } else {
            let kernel = gaussianKernel(sigma: sigma)
            convolveRows(values, into: &scratch, width: width, height: height, kernel: kernel)
            swap(&values, &scratch)
        }
    }

    /// The SVG 1.1 box size: d = floor(s · 3 · √(2π) / 4 + 0.5).
    static func boxSize(sigma: Double) -> Int {
        CheckedInt.clamped(sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5, rounding: .down, to: 0...(1 << 30))
    }

    /// A normalised kernel of radius ceil(3σ) (at least 1): tap k is the Gaussian at k, e^(−k²/2σ²).
    /// The mask being blurred is already area-sampled (each pixel is its coverage, the shape averaged
    /// over the pixel), so convolving it with the Gaussian's point samples is the discrete form of
    /// blurring the shape. Integrating each tap over its pixel instead would average over the pixel a
    /// second time, adding 1/12 px² of variance: σ 0.5 would blur like σ 0.58, and unlike the box path
    /// from σ 2 up (variance σ²) and every other renderer of the same SVG (measured in
    /// docs/svg-agreement.md).
    static func gaussianKernel(sigma: Double) -> [Float] {
        let radius = CheckedInt.clamped(3 * sigma, rounding: .up, to: 1...(1 << 20))
        var taps = [Double](repeating: 0, count: 2 * radius + 1)
        for k in -radius...radius {
            let distance = Double(k)
            // The centre tap is 1 by definition: computed, it would be 0/0 = NaN once σ² underflows to 0
            // (a valid blur of 1e-200 pt), and NaN would poison the whole normalised kernel.
            taps[k + radius] = k == 0 ? 1 : exp(-distance * distance / (2 * sigma * sigma))
        }
        let sum = taps.reduce(0, +)
        return taps.map { Float($0 / sum) }
    }

    /// One box blur of every row: out[i] = mean of in[i − target ... i − target + size − 1].
    static func boxPass(_ input: [Float], into output: inout [Float], width: Int, height: Int, size: Int, target: Int) {
        let scale = 1 / Float(size)
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                for row in 0..<height {
                    let base = row * width
                    // Window of output 0: [−target, size − 1 − target].
                    var sum: Float = 0
                    var j = 0
                    while j <= min(size - 1 - target, width - 1) {
                        if j >= 0 { sum += src[base + j] }
                        j += 1
                    }
                    for i in 0..<width {
                        dst[base + i] = sum * scale
                        let add = i - target + size, drop = i - target
                        if add >= 0 && add < width { sum += src[base + add] }
                        if drop >= 0 && drop < width { sum -= src[base + drop] }
                    }
                }
            }
        }
    }

    /// Convolves every row with a symmetric odd-length kernel, one row at a time through a copy padded
    /// with `radius` zeros on each side. Each output pixel sums the products in tap order from the left,
    /// as a loop over the taps inside the row would; the taps in the padding add +0 (a finite tap times
    /// 0), which changes no sum (one that starts at +0 never becomes −0), so the floats are the same.
    /// The inner loop runs along the row over all pixels at once (no per-pixel reduction) and
    /// vectorises, like `convolveColumns`.
    static func convolveRows(_ input: [Float], into output: inout [Float], width: Int, height: Int, kernel: [Float]) {
        let radius = kernel.count / 2
        var padded = [Float](repeating: 0, count: width + 2 * radius)
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                padded.withUnsafeMutableBufferPointer { pad in
                    guard let s = src.baseAddress, let d = dst.baseAddress, let p = pad.baseAddress else { return }
                    for row in 0..<height {
                        (p + radius).update(from: s + row * width, count: width)
                        let out = d + row * width
                        out.update(repeating: 0, count: width)
                        for (tap, k) in kernel.enumerated() {
                            let shifted = UnsafePointer(p + tap)
                            for x in 0..<width { out[x] += shifted[x] * k }
                        }
                    }
                }
            }
        }
    }

    /// Convolves every column with a symmetric odd-length kernel, one output row at a time: each
    /// output pixel sums the same products in the same order (taps from the top, 0 outside the buffer)
    /// as `convolveRows` does over a transposed buffer, so the floats are bit-identical, but the inner
    /// loop runs along a row and vectorises.
    static func convolveColumns(_ input: [Float], into output: inout [Float], width: Int, height: Int, kernel: [Float]) {
        let radius = kernel.count / 2
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                guard let s = src.baseAddress, let d = dst.baseAddress else { return }
                for y in 0..<height {
                    let out = d + y * width
                    out.update(repeating: 0, count: width)
                    let lo = max(0, y - radius), hi = min(height - 1, y + radius)
                    for j in lo...hi {
                        let k = kernel[j - y + radius], row = s + j * width
                        for x in 0..<width { out[x] += row[x] * k }
                    }
                }
            }
        }
    }

    /// `output` (height × width) = transpose of `input` (width × height), in cache-friendly tiles.
    static func transpose(_ input: [Float], into output: inout [Float], width: Int, height: Int) {
        let tile = 32
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                var y0 = 0
                while y0 < height {
                    let y1 = min(y0 + tile, height)
                    var x0 = 0
                    while x0 < width {
                        let x1 = min(x0 + tile, width)
                        for y in y0..<y1 {
                            for x in x0..<x1 { dst[x * height + y] = src[y * width + x] }
                        }
                        x0 = x1
                    }
                    y0 = y1
                }
            }
        }
    }
}
