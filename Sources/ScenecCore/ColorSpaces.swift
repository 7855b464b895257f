#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The colour spaces of CSS Color 4 (and of the DTCG 2025.10 colour type), converted to the sRGB that
/// scenec draws in, the way CSS Color 4's sample conversions do: undo the space's transfer function,
/// go through CIE XYZ (Bradford-adapting D50 spaces to D65), apply sRGB's inverse matrix and transfer
/// function. The RGB↔XYZ matrices are derived here from each space's primaries and white point (as the
/// CSS specification derives them), so no table of magic numbers can be mistyped; OKLab uses Björn
/// Ottosson's published matrices. A result outside sRGB is clipped per channel (CSS's simplest gamut
/// mapping), and the caller is told so it can say so.
public enum ColorSpace: String, CaseIterable, Sendable {
    case srgb, srgbLinear = "srgb-linear", displayP3 = "display-p3", a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020
    case xyzD50 = "xyz-d50", xyzD65 = "xyz-d65", hsl, hwb, lab, lch, oklab, oklch

    private static let all = allCases

    /// The space `name` names (its raw value), comparing only the names of the same length: a design
    /// system's file names one for each of thousands of colours, and `init(rawValue:)`'s general
    /// string switch cost more than the rest of reading the colour's members.
    public init?(named name: String) {
        let length = name.utf8.count
        guard let space = Self.all.first(where: { $0.rawValue.utf8.count == length && $0.rawValue == name }) else { return nil }
        self = space
    }

    /// The valid range of each component, for messages and checks (hues are any angle).
    public var componentRanges: [ClosedRange<Double>] { (0..<3).map(componentRange) }

    /// The valid range of component `index` (0, 1 or 2), without making the list.
    public func componentRange(_ index: Int) -> ClosedRange<Double> {
        let ranges: (ClosedRange<Double>, ClosedRange<Double>, ClosedRange<Double>)
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: ranges = (0...1, 0...1, 0...1)
        case .xyzD50, .xyzD65: ranges = (-.infinity ... .infinity, -.infinity ... .infinity, -.infinity ... .infinity)
        case .hsl, .hwb: ranges = (-.infinity ... .infinity, 0...100, 0...100)
        case .lab: ranges = (0...100, -.infinity ... .infinity, -.infinity ... .infinity)
        case .lch: ranges = (0...100, 0 ... .infinity, -.infinity ... .infinity)
        case .oklab: ranges = (0...1, -.infinity ... .infinity, -.infinity ... .infinity)
        case .oklch: ranges = (0...1, 0 ... .infinity, -.infinity ... .infinity)
        }
        switch index {
        case 0: return ranges.0
        case 1: return ranges.1
        default: return ranges.2
        }
    }

    /// The sRGB channels (not clipped) of `components` in this space.
    public func unclippedSRGB(_ c: [Double]) -> (Double, Double, Double) {
        precondition(c.count == 3)
        let xyz: [Double]
        switch self {
        case .srgb: return (c[0], c[1], c[2])
        case .hsl: return ColorSpace.hslToSRGB(c[0], c[1] / 100, c[2] / 100)
        case .hwb:
            var white = c[1] / 100, black = c[2] / 100
            if white + black >= 1 {
                let gray = white / (white + black)
                return (gray, gray, gray)
            }
            let (r, g, b) = ColorSpace.hslToSRGB(c[0], 1, 0.5)
            let scale = 1 - white - black
            white = max(white, 0); black = max(black, 0)
            return (r * scale + white, g * scale + white, b * scale + white)
        case .srgbLinear: return ColorSpace.encodeSRGB(c)
        case .oklab: return ColorSpace.oklabToSRGB(c[0], c[1], c[2])
        case .oklch:
            let (a, b) = ColorSpace.polar(c[1], c[2])
            return ColorSpace.oklabToSRGB(c[0], a, b)
        case .displayP3: xyz = Matrices.shared.p3ToXYZ.apply(c.map(ColorSpace.decodeSRGBCurve))
        case .a98RGB: xyz = Matrices.shared.a98ToXYZ.apply(c.map { ColorSpace.signed($0) { pow($0, 563.0 / 256.0) } })
        case .rec2020: xyz = Matrices.shared.rec2020ToXYZ.apply(c.map(ColorSpace.decodeRec2020))
        case .prophotoRGB:
            let d50 = Matrices.shared.prophotoToXYZD50.apply(c.map { ColorSpace.signed($0) { $0 <= 16.0 / 512.0 ? $0 / 16 : pow($0, 1.8) } })
            xyz = Matrices.shared.d50ToD65.apply(d50)
        case .xyzD65: xyz = c
        case .xyzD50: xyz = Matrices.shared.d50ToD65.apply(c)
        case .lab: xyz = Matrices.shared.d50ToD65.apply(ColorSpace.labToXYZD50(c[0], c[1], c[2]))
        case .lch:
            let (a, b) = ColorSpace.polar(c[1], c[2])
            xyz = Matrices.shared.d50ToD65.apply(ColorSpace.labToXYZD50(c[0], a, b))
        }
        return ColorSpace.encodeSRGB(Matrices.shared.xyzToLinearSRGB.apply(xyz))
    }

    /// The colour in sRGB with each channel clipped to 0…1, and whether clipping moved a channel by
    /// more than half an 8-bit step (rounding in a file's components is not a colour out of gamut).
    public func srgb(_ components: [Double], alpha: Double) -> (color: RGBA, clipped: Bool) {
        let (r, g, b) = unclippedSRGB(components)
        let tolerance = 0.5 / 255
        let clipped = [r, g, b].contains { $0 < -tolerance || $0 > 1 + tolerance || $0.isNaN }
        func clip(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        return (RGBA(red: clip(r), green: clip(g), blue: clip(b), alpha: min(max(alpha, 0), 1)), clipped)
    }

    // MARK: Transfer functions

    private static func signed(_ value: Double, _ curve: (Double) -> Double) -> Double {
        value < 0 ? -curve(-value) : curve(value)
    }

    /// sRGB's (and Display P3's) curve to linear light, extended to negative values by symmetry.
    static func decodeSRGBCurve(_ value: Double) -> Double {
        signed(value) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    static func encodeSRGB(_ linear: [Double]) -> (Double, Double, Double) {
        let encoded = linear.map { signed($0) { $0 > 0.0031308 ? 1.055 * pow($0, 1 / 2.4) - 0.055 : 12.92 * $0 } }
        return (encoded[0], encoded[1], encoded[2])
    }

    private static func decodeRec2020(_ value: Double) -> Double {
        let alpha = 1.09929682680944, beta = 0.018053968510807
        return signed(value) { $0 < beta * 4.5 ? $0 / 4.5 : pow(($0 + alpha - 1) / alpha, 1 / 0.45) }
    }

    // MARK: Cylindrical and perceptual spaces

    private static func polar(_ chroma: Double, _ hueDegrees: Double) -> (Double, Double) {
        let radians = hueDegrees * .pi / 180
        return (chroma * cos(radians), chroma * sin(radians))
    }

    /// CSS Color 4's hslToRgb (saturation and lightness 0…1, any hue).
    private static func hslToSRGB(_ hue: Double, _ saturation: Double, _ lightness: Double) -> (Double, Double, Double) {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    /// CIE Lab (D50, L 0…100) to XYZ D50, with CIE's exact κ and ε.
    private static func labToXYZD50(_ l: Double, _ a: Double, _ b: Double) -> [Double] {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let fy = (l + 16) / 116, fx = a / 500 + fy, fz = fy - b / 200
        let x = pow(fx, 3) > epsilon ? pow(fx, 3) : (116 * fx - 16) / kappa
        let y = l > kappa * epsilon ? pow(fy, 3) : l / kappa
        let z = pow(fz, 3) > epsilon ? pow(fz, 3) : (116 * fz - 16) / kappa
        let white = Matrices.d50
        return [x * white[0], y * white[1], z * white[2]]
    }

    /// Ottosson's OKLab to linear sRGB, then sRGB's curve.
    private static func oklabToSRGB(_ l: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
        let l1 = pow(l + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m1 = pow(l - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s1 = pow(l - 0.0894841775 * a - 1.2914855480 * b, 3)
        return encodeSRGB([
            4.0767416621 * l1 - 3.3077115913 * m1 + 0.2309699292 * s1,
            -1.2684380046 * l1 + 2.6097574011 * m1 - 0.3413193965 * s1,
            -0.0041960863 * l1 - 0.7034186147 * m1 + 1.7076147010 * s1,
        ])
    }
}

/// A 3×3 matrix, row-major.
struct Matrix3: Sendable {
    var rows: [[Double]]

    func apply(_ v: [Double]) -> [Double] {
        rows.map { $0[0] * v[0] + $0[1] * v[1] + $0[2] * v[2] }
    }

    static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        Matrix3(rows: (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a.rows[i][$1] * b.rows[$1][j] } } })
    }

    static func diagonal(_ d: [Double]) -> Matrix3 {
        Matrix3(rows: [[d[0], 0, 0], [0, d[1], 0], [0, 0, d[2]]])
    }

    var inverse: Matrix3 {
        let m = rows
        let c00 = m[1][1] * m[2][2] - m[1][2] * m[2][1], c01 = m[1][2] * m[2][0] - m[1][0] * m[2][2], c02 = m[1][0] * m[2][1] - m[1][1] * m[2][0]
        let det = m[0][0] * c00 + m[0][1] * c01 + m[0][2] * c02
        return Matrix3(rows: [
            [c00 / det, (m[0][2] * m[2][1] - m[0][1] * m[2][2]) / det, (m[0][1] * m[1][2] - m[0][2] * m[1][1]) / det],
            [c01 / det, (m[0][0] * m[2][2] - m[0][2] * m[2][0]) / det, (m[0][2] * m[1][0] - m[0][0] * m[1][2]) / det],
            [c02 / det, (m[0][1] * m[2][0] - m[0][0] * m[2][1]) / det, (m[0][0] * m[1][1] - m[0][1] * m[1][0]) / det],
        ])
    }

    /// The matrix from linear RGB with these primaries (x, y chromaticities) to XYZ, white mapping to `white`.
    static func rgbToXYZ(red: (Double, Double), green: (Double, Double), blue: (Double, Double), white: [Double]) -> Matrix3 {
        func xyz(_ p: (Double, Double)) -> [Double] { [p.0 / p.1, 1, (1 - p.0 - p.1) / p.1] }
        let (r, g, b) = (xyz(red), xyz(green), xyz(blue))
        let primaries = Matrix3(rows: [[r[0], g[0], b[0]], [r[1], g[1], b[1]], [r[2], g[2], b[2]]])
        let scale = primaries.inverse.apply(white)
        return primaries * diagonal(scale)
    }
}

/// The conversion matrices, derived once.
private struct Matrices: Sendable {
    /// CSS Color 4's white points, from their chromaticities.
    static let d65: [Double] = [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290]
    static let d50: [Double] = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]

    let xyzToLinearSRGB: Matrix3
    let p3ToXYZ: Matrix3
    let a98ToXYZ: Matrix3
    let rec2020ToXYZ: Matrix3
    let prophotoToXYZD50: Matrix3
    let d50ToD65: Matrix3

    static let shared = Matrices()

    private init() {
        let d65 = Self.d65
        xyzToLinearSRGB = Matrix3.rgbToXYZ(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: d65).inverse
        p3ToXYZ = Matrix3.rgbToXYZ(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: d65)
        a98ToXYZ = Matrix3.rgbToXYZ(red: (0.64, 0.33), green: (0.21, 0.71), blue: (0.15, 0.06), white: d65)
        rec2020ToXYZ = Matrix3.rgbToXYZ(red: (0.708, 0.292), green: (0.170, 0.797), blue: (0.131, 0.046), white: d65)
        prophotoToXYZD50 = Matrix3.rgbToXYZ(red: (0.734699, 0.265301), green: (0.159597, 0.840403), blue: (0.036598, 0.000105), white: Self.d50)
        // Bradford chromatic adaptation, as CSS Color 4 adapts D50 to D65.
        let bradford = Matrix3(rows: [[0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296]])
        let source = bradford.apply(Self.d50), destination = bradford.apply(d65)
        d50ToD65 = bradford.inverse * Matrix3.diagonal([destination[0] / source[0], destination[1] / source[1], destination[2] / source[2]]) * bradford
    }
}
