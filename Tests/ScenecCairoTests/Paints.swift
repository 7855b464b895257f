import ScenecCore

// Short names for the paints and pixels the raster tests use over and over.

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
