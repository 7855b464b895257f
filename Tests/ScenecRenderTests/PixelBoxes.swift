import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Sizes and positions read back from a rendering: scenes draw each box they measure in a colour of
/// its own on white, and a box is where the pixels of that colour are. Edges on whole points fall on
/// pixel edges at @1x and @2x, so the pixels that are exactly the colour span the box exactly.
struct PixelBoxes: CustomStringConvertible {
    let bitmap: Bitmap
    let scale: Double

    /// `xml` (a whole scene) drawn at `scale`.
    init(_ xml: String, scale: Double) throws {
        bitmap = try InlineScene.bitmap(xml, scale: scale)
        self.scale = scale
    }

    /// A rendering made some other way (a scene file with its images, a render list).
    init(_ bitmap: Bitmap, scale: Double) {
        self.bitmap = bitmap
        self.scale = scale
    }

    var description: String { "\(bitmap.width)×\(bitmap.height) px @\(NumberFormat.svg(scale))x" }

    /// The box, in points, spanned by the opaque pixels within `tolerance` of `hex` ("#ff0000"); nil when none is.
    func box(_ hex: String, tolerance: Int = 4) -> Rect? {
        let color = Self.rgba(hex)
        return box { $0.isClose(to: color, within: tolerance) }
    }

    /// The box, in points, spanned by the pixels `matches` accepts (only those in `region`, in points, if given).
    func box(in region: Rect? = nil, where matches: (RGBA8) -> Bool) -> Rect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let rows = region.map { max(Int($0.minY * scale), 0)..<min(Int($0.maxY * scale), bitmap.height) } ?? 0..<bitmap.height
        let columns = region.map { max(Int($0.minX * scale), 0)..<min(Int($0.maxX * scale), bitmap.width) } ?? 0..<bitmap.width
        for y in rows {
            for x in columns where matches(bitmap.pixel(x: x, y: y)) {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return Rect(x: Double(minX) / scale, y: Double(minY) / scale,
                    width: Double(maxX - minX + 1) / scale, height: Double(maxY - minY + 1) / scale)
    }

    /// The pixel at the point (x, y).
    func pixel(_ x: Double, _ y: Double) -> RGBA8 {
        bitmap.pixel(x: Int((x * scale).rounded(.down)), y: Int((y * scale).rounded(.down)))
    }

    /// Whether the pixel at the point (x, y) is `hex`.
    func isColor(_ hex: String, at x: Double, _ y: Double, tolerance: Int = 4) -> Bool {
        pixel(x, y).isClose(to: Self.rgba(hex), within: tolerance)
    }

    static func rgba(_ hex: String) -> RGBA8 {
        let digits = Array(hex.dropFirst())
        func byte(_ index: Int) -> UInt8 { UInt8(String(digits[index..<index + 2]), radix: 16) ?? 0 }
        return RGBA8(r: byte(0), g: byte(2), b: byte(4), a: 255)
    }
}

/// Both ends of a measured length: a box whose edges are not on pixel edges loses at most one
/// partly covered pixel at each end, so its fully covered pixels span between `true − 2 px` and `true`.
func expectSpan(_ measured: Double?, about expected: Double, scale: Double, _ comment: Comment? = nil,
                sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let measured else {
        Issue.record("nothing measured: \(comment?.rawValue ?? "")", sourceLocation: sourceLocation)
        return
    }
    #expect(measured <= expected + 1e-9 && measured >= expected - 2 / scale,
            "measured \(measured) pt, expected about \(expected) pt @\(scale)x \(comment?.rawValue ?? "")", sourceLocation: sourceLocation)
}
