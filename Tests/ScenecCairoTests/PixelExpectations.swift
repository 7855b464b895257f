import ScenecCore
import Testing

/// Checks every pixel of `bitmap`: `expected(x, y)` for each, reporting the first few mismatches.
func expectPixels(_ bitmap: Bitmap, sourceLocation: Testing.SourceLocation = #_sourceLocation,
                  _ expected: (Int, Int) -> RGBA8) {
    var mismatches: [String] = []
    var count = 0
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width {
            let want = expected(x, y), got = bitmap.pixel(x: x, y: y)
            if want != got {
                count += 1
                if mismatches.count < 5 { mismatches.append("(\(x),\(y)): got \(got), want \(want)") }
            }
        }
    }
    #expect(count == 0, "\(count) pixel(s) differ: \(mismatches.joined(separator: "; "))", sourceLocation: sourceLocation)
}

/// `value` within `tolerance` of `target`.
func near(_ value: UInt8, _ target: Int, _ tolerance: Int = 2) -> Bool {
    abs(Int(value) - target) <= tolerance
}
