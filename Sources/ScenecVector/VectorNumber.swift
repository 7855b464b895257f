import ScenecCore
import ScenecSVG

/// Numbers as a VectorDrawable holds them: the forms Android's `PathParser` and `Float.parseFloat`
/// both read, digits, one optional `-` and one optional `.`, never an exponent (`1e-05`) nor `-0`.
/// Coordinates to 1/1000 point as in the SVG output; rotations and scales to 1e-6.
enum VectorNumber {
    /// Past this a value would print with an exponent (NumberFormat's exact range for thousandths).
    static let limit = 1e12

    static func coordinate(_ value: Double) -> String {
        NumberFormat.svg(clamped(value))
    }

    static func fine(_ value: Double) -> String {
        NumberFormat.svgText(clamped(value), fractionDigits: 6)
    }

    /// A fraction 0…1 (alphas, offsets, trims).
    static func fraction(_ value: Double) -> String {
        NumberFormat.svgText(value.isFinite ? min(max(value, 0), 1) : 0, fractionDigits: 4)
    }

    /// Layout keeps every coordinate within `Limits.magnitude`; a hand-built list past `limit` is
    /// clamped rather than written with an exponent Android would misread.
    private static func clamped(_ value: Double) -> Double {
        value.isFinite ? min(max(value, -limit), limit) : 0
    }

    /// `#RRGGBB` (alpha goes to `fillAlpha`/`strokeAlpha`, which keep it unquantised).
    static func opaqueColor(_ color: RGBA) -> String {
        let b = color.bytes
        return "#" + [b.r, b.g, b.b].map(hexByte).joined()
    }

    /// `#AARRGGBB`, Android's colour with alpha (gradient stops).
    static func color(_ color: RGBA) -> String {
        let b = color.bytes
        return "#" + [b.a, b.r, b.g, b.b].map(hexByte).joined()
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
