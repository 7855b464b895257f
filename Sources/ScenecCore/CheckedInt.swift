/// The one way a Double that came (however indirectly) from a scene becomes an Int. `Int(x)` traps on
/// NaN, infinity and values beyond ±2^63; every conversion of input-derived values goes through here
/// and gets nil instead, so the caller reports a located error or clamps, never crashes.
public enum CheckedInt {
    /// `value` rounded by `rule`, or nil when it is not finite or lies outside `range`.
    public static func from(_ value: Double, rounding rule: FloatingPointRoundingRule = .towardZero,
                            in range: ClosedRange<Int> = -(1 << 52)...(1 << 52)) -> Int? {
        guard value.isFinite else { return nil }
        let rounded = value.rounded(rule)
        guard rounded >= Double(range.lowerBound), rounded <= Double(range.upperBound) else { return nil }
        return Int(rounded)
    }

    /// `value` rounded by `rule` and clamped into `range`; NaN gives the lower bound.
    public static func clamped(_ value: Double, rounding rule: FloatingPointRoundingRule = .towardZero,
                               to range: ClosedRange<Int>) -> Int {
        guard !value.isNaN else { return range.lowerBound }
        let rounded = value.rounded(rule)
        if rounded <= Double(range.lowerBound) { return range.lowerBound }
        if rounded >= Double(range.upperBound) { return range.upperBound }
        return Int(rounded)
    }
}
