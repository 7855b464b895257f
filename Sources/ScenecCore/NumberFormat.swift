/// Numbers as the SVG writer prints them: rounded to 1/1000 and with the fewest digits,
/// so `12`, `0.5`, `-3.125` and never `-0` or `1e-05`. Deterministic across runs and machines.
/// Any finite value prints, however large: diagnostics quote the values a scene wrote, and those
/// are checked against their ranges only after the message is built.
public enum NumberFormat {
    /// Beyond this the thousandths no longer fit exactly in a Double (2^53), so the value is printed
    /// as Swift's shortest round-trip text (`1e+20`), which SVG and a reader both understand.
    static let exactLimit = 9_007_199_254_740.0

    /// A value quoted in a message: as `svg`, except that a value `svg` would round to 0 keeps its
    /// digits (`1e-320`, never "a period of 0 pt" for a pattern that is not empty).
    public static func message(_ value: Double) -> String {
        value != 0 && value.isFinite && abs(value) < 0.0005 ? value.description : svg(value)
    }

    public static func svg(_ value: Double) -> String {
        svgText(value, fractionDigits: 3)
    }

    /// The same with up to `decimals` (1…9) fraction digits: rotation and skew matrices, whose entries
    /// are irrational, need more than thousandths for far points to land within a small fraction of a pixel.
    public static func svgText(_ value: Double, fractionDigits decimals: Int) -> String {
        let decimals = min(max(decimals, 1), 9)
        var unit: Int64 = 1
        for _ in 0..<decimals { unit *= 10 }
        guard value.isFinite else { return "0" }
        guard abs(value) < exactLimit * 1000 / Double(unit) else { return value.description }
        let scaled = (value * Double(unit)).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        // Below 2^53 by the guard above, so the conversion is exact and cannot trap.
        let magnitude = Int64(abs(scaled))
        let whole = magnitude / unit
        let fraction = magnitude % unit
        var text = negative ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }
}
