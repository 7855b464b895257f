import ScenecCairo
import ScenecCore
import Testing

/// Builds render lists by hand for the raster tests.
struct RenderListBuilder {
    var width: Double
    var height: Double
    var scale: Double
    private(set) var items: [RenderItem] = []

    init(width: Double, height: Double, scale: Double = 1) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    mutating func fill(_ geometry: Geometry, _ paint: Paint, rule: FillRule = .nonzero) {
        items.append(RenderItem(.fill(FillOp(geometry: geometry, rule: rule, paint: paint))))
    }

    mutating func stroke(_ geometry: Geometry, _ paint: Paint, width: Double, clip: Clip? = nil) {
        items.append(RenderItem(.stroke(StrokeOp(geometry: geometry, paint: paint, width: width, clip: clip))))
    }

    mutating func group(opacity: Double = 1, clip: Clip? = nil, _ body: (inout RenderListBuilder) -> Void) {
        items.append(RenderItem(.beginGroup(GroupStyle(opacity: opacity, clip: clip))))
        body(&self)
        items.append(RenderItem(.endGroup))
    }

    mutating func append(_ op: RenderOp) {
        items.append(RenderItem(op))
    }

    var list: RenderList { RenderList(width: width, height: height, scale: scale, items: items) }

    func render() throws -> Bitmap { try CairoRenderer.render(list) }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double = 0) -> Geometry {
    .rect(Rect(x: x, y: y, width: w, height: h), cornerRadius: radius)
}

func solid(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Paint {
    .solid(RGBA(red: r, green: g, blue: b, alpha: a))
}

func stop(_ offset: Double, _ color: RGBA) -> GradientStop {
    GradientStop(offset: offset, color: color)
}

let red = solid(1, 0, 0)
let black = solid(0, 0, 0)

extension RGBA8 {
    static let opaqueRed = RGBA8(r: 255, g: 0, b: 0, a: 255)
    static let opaqueBlack = RGBA8(r: 0, g: 0, b: 0, a: 255)
}

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
