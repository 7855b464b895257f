@testable import ScenecCairo
import Testing

/// The integer three-box blur against the float one it replaces, and the properties exact sums give.
@Suite struct IntegerBlurTests {
    /// An antialiased-looking A8 mask: a filled disc with soft edge values and a few isolated pixels.
    private func mask(width: Int, height: Int, stride: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x) - Double(width) / 2, dy = Double(y) - Double(height) / 2
                let edge = 0.3 * Double(min(width, height)) - (dx * dx + dy * dy).squareRoot()
                bytes[y * stride + x] = UInt8(max(0, min(255, (edge + 0.5) * 255)))
            }
        }
        bytes[1 * stride + 2] = 255
        bytes[(height - 2) * stride + width - 3] = 77
        return bytes
    }

    /// `GaussianBlur`'s float path over the same bytes, rounded as `blurMask` rounds.
    private func floatBlur(_ bytes: [UInt8], width: Int, height: Int, stride: Int, sigma: Double) -> [UInt8] {
        var values = [Float](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { values[y * width + x] = Float(bytes[y * stride + x]) / 255 } }
        GaussianBlur.blur(&values, width: width, height: height, sigma: sigma)
        var out = bytes
        for y in 0..<height {
            for x in 0..<width {
                let v = values[y * width + x] * 255 + 0.5
                out[y * stride + x] = v <= 0 ? 0 : v >= 255 ? 255 : UInt8(v)
            }
        }
        return out
    }

    @Test("Equal to the float box blur, byte for byte", arguments: [2.0, 2.5, 3.0, 4.0, 6.3])
    func matchesFloat(sigma: Double) {
        let width = 53, height = 41, stride = 56
        let input = mask(width: width, height: height, stride: stride)
        var ours = input
        ours.withUnsafeMutableBufferPointer {
            IntegerBoxBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, sigmaX: sigma, sigmaY: sigma)
        }
        let theirs = floatBlur(input, width: width, height: height, stride: stride, sigma: sigma)
        var differing = 0
        for y in 0..<height { for x in 0..<width where ours[y * stride + x] != theirs[y * stride + x] { differing += 1 } }
        #expect(differing == 0)
        #expect(ours != input, "the blur changed something")
        // Padding bytes past the width are left alone.
        #expect(ours[stride - 1] == input[stride - 1])
    }

    @Test("A pixel's value does not depend on where its mask starts (given the 3σ margin maskBox keeps)")
    func translationInvariant() {
        let width = 40, height = 30
        // Content only 10 px (more than the three boxes' reach at σ 2.5) inside the edges, as in a real mask.
        var input = mask(width: width, height: height, stride: width)
        for y in 0..<height {
            for x in 0..<width where x < 10 || y < 10 || x >= width - 10 || y >= height - 10 { input[y * width + x] = 0 }
        }
        input[11 * width + 12] = 255
        // The same content with 7 empty columns and 5 empty rows in front.
        let bigWidth = width + 7, bigHeight = height + 5
        var shifted = [UInt8](repeating: 0, count: bigWidth * bigHeight)
        for y in 0..<height { for x in 0..<width { shifted[(y + 5) * bigWidth + x + 7] = input[y * width + x] } }
        var small = input
        small.withUnsafeMutableBufferPointer { IntegerBoxBlur.blur($0.baseAddress!, width: width, height: height, stride: width, sigmaX: 2.5, sigmaY: 2.5) }
        shifted.withUnsafeMutableBufferPointer { IntegerBoxBlur.blur($0.baseAddress!, width: bigWidth, height: bigHeight, stride: bigWidth, sigmaX: 2.5, sigmaY: 2.5) }
        var differing = 0
        for y in 0..<height {
            for x in 0..<width where small[y * width + x] != shifted[(y + 5) * bigWidth + x + 7] { differing += 1 }
        }
        #expect(differing == 0)
        #expect(small != input)
    }

    @Test("Only both σ ≥ 2 take the integer path")
    func threshold() {
        #expect(IntegerBoxBlur.fits(sigmaX: 2, sigmaY: 2))
        #expect(IntegerBoxBlur.fits(sigmaX: 2, sigmaY: 5))
        #expect(!IntegerBoxBlur.fits(sigmaX: 1.99, sigmaY: 2))
        #expect(!IntegerBoxBlur.fits(sigmaX: .infinity, sigmaY: 2))
        #expect(!IntegerBoxBlur.fits(sigmaX: 200, sigmaY: 200), "sums past 32 bits use the float path")
        #expect(!IntegerBoxBlur.fits(sigmaX: 9e5, sigmaY: 9e5), "no overflow for absurd σ")
    }
}
