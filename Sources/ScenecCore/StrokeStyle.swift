/// How a stroke ends and turns: SVG's `stroke-linecap` and `stroke-linejoin` (defaults butt and miter).
public enum LineCap: String, Sendable, Hashable, CaseIterable {
    case butt, round, square
}

public enum LineJoin: String, Sendable, Hashable, CaseIterable {
    case miter, round, bevel
}

/// A dash pattern in points, normalised the way SVG renders `stroke-dasharray`: an odd count is
/// repeated once (`5` → `5 5`, `5 3 2` → `5 3 2 5 3 2`), and a list whose sum is zero (or `none`)
/// draws a solid stroke, so `lengths` is either empty or an even count with a positive sum.
public struct DashPattern: Sendable, Hashable {
    public private(set) var lengths: [Double]
    /// How far into the pattern the stroke starts (SVG `stroke-dashoffset`; negative moves the other way).
    public var offset: Double

    public init(lengths: [Double], offset: Double = 0) {
        let period = lengths.reduce(0, +)
        if lengths.isEmpty || !(period > 0) {
            self.lengths = []
        } else {
            self.lengths = lengths.count.isMultiple(of: 2) ? lengths : lengths + lengths
        }
        self.offset = self.lengths.isEmpty ? 0 : offset
    }

    public static let solid = DashPattern(lengths: [])

    public var isSolid: Bool { lengths.isEmpty }

    /// One repetition of the pattern in points (0 when solid).
    public var period: Double { lengths.reduce(0, +) }

    /// The same pattern with every length and the offset multiplied by `factor`.
    public func scaled(by factor: Double) -> DashPattern {
        DashPattern(lengths: lengths.map { $0 * factor }, offset: offset * factor)
    }

    /// `stroke-dasharray`: `none`, or non-negative numbers (points) separated by commas or spaces.
    public static func parseLengths(_ text: String) throws(ValueError) -> [Double] {
        if text.trimmingWhitespace() == "none" { return [] }
        let lengths = try NumberList.parse(text)
        guard lengths.count <= Limits.dashLengths else {
            throw ValueError("at most \(Limits.dashLengths) dash lengths are allowed, got \(lengths.count)")
        }
        for length in lengths {
            guard length >= 0 else { throw ValueError("a dash length cannot be negative, got \(NumberFormat.svg(length))") }
            guard length <= Limits.magnitude else {
                throw ValueError("a dash length is at most \(NumberFormat.svg(Limits.magnitude)) pt, got \(NumberFormat.svg(length))")
            }
        }
        return lengths
    }
}
