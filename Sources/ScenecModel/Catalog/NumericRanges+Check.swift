import ScenecCore

/// The range checks shared by attributes and component values (a `<key corner-radius>` written on the
/// key, in `<defaults>` or on a `<rect>` is checked the same way and fails with the same message).
extension NumericRanges {
    /// `value` if it lies in `range`, else an "is out of range" error.
    static func checked(_ value: Double, in range: ClosedRange<Double>) throws(ValueError) -> Double {
        guard range.contains(value) else {
            throw ValueError("\(NumberFormat.svg(value)) is out of range \(NumberFormat.svg(range.lowerBound))–\(NumberFormat.svg(range.upperBound))")
        }
        return value
    }

    /// One to four numbers in CSS shorthand order (`NumberList.cssFour`), each in `range`, expanded to four.
    static func cssFour(_ text: String, in range: ClosedRange<Double>) throws(ValueError) -> [Double] {
        let four = try NumberList.cssFour(text)
        for value in four { _ = try checked(value, in: range) }
        return four
    }
}
