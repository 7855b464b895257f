/// The three-box blur of `GaussianBlur` (SVG 1.1's box sizes and offsets) on integers: the A8 mask's
/// bytes are summed exactly through all six passes, and each result is rounded once, half up, by the
/// product of the box sizes. Exact sums make a pixel's value independent of where its mask starts,
/// and the column passes run along whole rows (one running sum per column), so the compiler
/// vectorises them and no transpose is needed. Used when both σ are at least 2 device pixels;
/// below that `GaussianBlur`'s exact kernel applies.
enum IntegerBoxBlur {
    /// The passes for σ: (box size, offset of the output pixel in the box), as `GaussianBlur.blurRows`.
    static func passes(sigma: Double) -> [(size: Int, target: Int)] {
        let d = GaussianBlur.boxSize(sigma: sigma)
        guard d > 1 else { return [] }
        return d % 2 == 1 ? [(d, d / 2), (d, d / 2), (d, d / 2)] : [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
    }

    /// Whether the exact sums of a blur with these σ fit in 32 bits (255 · all box sizes multiplied).
    static func fits(sigmaX: Double, sigmaY: Double) -> Bool {
        guard sigmaX >= GaussianBlur.boxThreshold, sigmaY >= GaussianBlur.boxThreshold,
              sigmaX < 1e6, sigmaY < 1e6 else { return false }
        // Stops at the first factor past the limit, so huge σ cannot overflow the multiplication.
        var product = 255
        for pass in passes(sigma: sigmaX) + passes(sigma: sigmaY) {
            product *= pass.size
            if product > Int(UInt32.max) { return false }
        }
        return true
    }

    /// Blurs the `width × height` A8 bytes at `data` (rows `stride` bytes apart) in place.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigmaX: Double, sigmaY: Double) {
        let rowPasses = passes(sigma: sigmaX), columnPasses = passes(sigma: sigmaY)
        let divisor = (rowPasses + columnPasses).reduce(1) { $0 * $1.size }
        guard divisor > 1, width > 0, height > 0 else { return }
        let count = width * height
        let a = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        let b = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        defer { a.deallocate(); b.deallocate() }
        for y in 0..<height {
            let row = data + y * stride, out = a + y * width
            for x in 0..<width { out[x] = UInt32(row[x]) }
        }
        var source = a, target = b
        for pass in rowPasses {
            for y in 0..<height { boxRow(source + y * width, into: target + y * width, count: width, pass: pass) }
            swap(&source, &target)
        }
        for pass in columnPasses {
            boxColumns(source, into: target, width: width, height: height, pass: pass)
            swap(&source, &target)
        }
        // round(sum / divisor), half up: floor((2·sum + divisor) / (2·divisor)). Both sides are exact
        // in a Double and the quotient is at most 255, so the division's rounding cannot cross an integer.
        let twice = Double(2 * divisor)
        for y in 0..<height {
            let sums = source + y * width, row = data + y * stride
            for x in 0..<width {
                row[x] = UInt8((Double(2 * UInt64(sums[x]) + UInt64(divisor)) / twice).rounded(.down))
            }
        }
    }

    /// out[i] = Σ in[i − target ..< i − target + size] along one row (values outside are 0).
    private static func boxRow(_ input: UnsafeMutablePointer<UInt32>, into output: UnsafeMutablePointer<UInt32>,
                               count: Int, pass: (size: Int, target: Int)) {
        var sum: UInt32 = 0
        var j = 0
        while j <= min(pass.size - 1 - pass.target, count - 1) {
            sum &+= input[j]
            j += 1
        }
        for i in 0..<count {
            output[i] = sum
            let add = i - pass.target + pass.size, drop = i - pass.target
            if add < count { sum &+= input[add] }
            if drop >= 0 { sum &-= input[drop] }
        }
    }

    /// The same along columns, a whole row at a time: `running` holds every column's window sum.
    private static func boxColumns(_ input: UnsafeMutablePointer<UInt32>, into output: UnsafeMutablePointer<UInt32>,
                                   width: Int, height: Int, pass: (size: Int, target: Int)) {
        let running = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { running.deallocate() }
        running.initialize(repeating: 0, count: width)
        var j = 0
        while j <= min(pass.size - 1 - pass.target, height - 1) {
            add(input + j * width, to: running, count: width)
            j += 1
        }
        for y in 0..<height {
            (output + y * width).update(from: running, count: width)
            let enter = y - pass.target + pass.size, leave = y - pass.target
            if enter < height { add(input + enter * width, to: running, count: width) }
            if leave >= 0 { subtract(input + leave * width, from: running, count: width) }
        }
    }

    @inline(__always)
    private static func add(_ row: UnsafeMutablePointer<UInt32>, to sums: UnsafeMutablePointer<UInt32>, count: Int) {
        for x in 0..<count { sums[x] &+= row[x] }
    }

    @inline(__always)
    private static func subtract(_ row: UnsafeMutablePointer<UInt32>, from sums: UnsafeMutablePointer<UInt32>, count: Int) {
        for x in 0..<count { sums[x] &-= row[x] }
    }
}
