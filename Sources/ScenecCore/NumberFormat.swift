/// Numbers as the SVG writer prints them: rounded to 1/1000 and with the fewest digits,
/// so `12`, `0.5`, `-3.125` and never `-0` or `1e-05`. Deterministic across runs and machines.
public enum NumberFormat {
    public static func svg(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (value * 1000).rounded()
        if thousandths == 0 { return "0" }
        let negative = thousandths < 0
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
