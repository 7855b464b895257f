/// A number of at most 15 digits without an exponent (`400`, `-0.25`, `1.4`: most of a design-token
/// file's JSON numbers, and a polyline's `points`), read without the C library's general conversion
/// (`strtod`), which cost more than the rest of reading such a number.
enum ShortDecimal {
    /// Exact powers of ten a Double holds.
    static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    /// The value of `digits` (a number by JSON's grammar, already checked): its digits as an integer
    /// are exact in a Double, as is the power of ten it is divided by, and one division rounds
    /// correctly, so this is the value `Double(text)` gives. nil for more digits or an exponent.
    static func value<Digits: Collection<UInt8>>(_ digits: Digits) -> Double? {
        var mantissa: UInt64 = 0, count = 0, fraction = 0, negative = false, inFraction = false
        for byte in digits {
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                count += 1
                guard count <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if inFraction { fraction += 1 }
            default: return nil  // an exponent
            }
        }
        let value = Double(mantissa) / powersOfTen[fraction]
        return negative ? -value : value
    }
}
