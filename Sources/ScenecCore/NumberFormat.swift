/// Numbers as the SVG writer prints them: rounded to 1/1000 and with the fewest digits,
/// so `12`, `0.5`, `-3.125` and never `-0` or `1e-05`. Deterministic across runs and machines.
/// Any finite value prints, however large: diagnostics quote the values a scene wrote, and those
/// are checked against their ranges only after the message is built.
public enum NumberFormat {
    /// Beyond this the thousandths no longer fit exactly in a Double (2^53), so the value is printed
    /// as Swift's shortest round-trip text (`1e+20`), which SVG and a reader both understand.
    static let exactLimit = 9_007_199_254_740.0

    public static func svg(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        guard abs(value) < exactLimit else { return value.description }
        let thousandths = (value * 1000).rounded()
        if thousandths == 0 { return "0" }
        let negative = thousandths < 0
        // Below 2^53 by the guard above, so the conversion is exact and cannot trap.
        let magnitude = Int64(abs(thousandths))
        let whole = magnitude / 1000
        let fraction = magnitude % 1000
        var text = negative ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }
}
