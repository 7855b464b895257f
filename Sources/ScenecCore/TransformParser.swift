// sin, cos and tan come from the C library: ScenecCore imports no Foundation (see PathDataParser).
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `transform="…"`: a list of SVG/CSS transform functions — `translate(x [y])`, `rotate(deg [cx cy])`,
/// `scale(s [sy])`, `skewX(deg)`, `skewY(deg)`, `matrix(a b c d e f)` — separated by whitespace or
/// commas, arguments by commas or whitespace. Angles are degrees (a `deg` suffix is accepted, as CSS
/// writes it); lengths are points. As in SVG, the list applies right to left: `translate(10) rotate(45)`
/// rotates first. The result maps the node's coordinates, relative to its origin, to its parent's.
public enum TransformParser {
    public static let functions = ["translate", "rotate", "scale", "skewX", "skewY", "matrix"]

    public static func parse(_ text: String) throws(ValueError) -> AffineTransform {
        var result = AffineTransform.identity
        var rest = Substring(text)
        var count = 0
        while true {
            rest = rest.drop { Whitespace.contains($0) || $0 == "," }
            guard !rest.isEmpty else { break }
            let name = rest.prefix { $0.isLetter }
            guard !name.isEmpty else {
                throw ValueError("expected a transform function (\(functions.joined(separator: ", "))) at \"\(rest.prefix(12))\"")
            }
            let afterName = rest.dropFirst(name.count).drop { Whitespace.contains($0) }
            guard afterName.first == "(" else { throw ValueError("expected \"(\" after \(name)") }
            guard let close = afterName.firstIndex(of: ")") else { throw ValueError("\(name)( is not closed with \")\"") }
            let arguments = String(afterName[afterName.index(after: afterName.startIndex)..<close])
            let step = try function(String(name), arguments: arguments)
            // SVG's list is a product left to right: the last function is applied to the points first.
            result = step.then(result)
            count += 1
            guard count <= Limits.transformFunctions else {
                throw ValueError("at most \(Limits.transformFunctions) transform functions are allowed")
            }
            rest = afterName[afterName.index(after: close)...]
        }
        guard count > 0 else { throw ValueError("expected a transform function (\(functions.joined(separator: ", "))), got \"\(text)\"") }
        guard [result.a, result.b, result.c, result.d, result.e, result.f].allSatisfy({ $0.isFinite && abs($0) <= Limits.magnitude }) else {
            throw ValueError("the transform is too large (each matrix entry is at most \(NumberFormat.svg(Limits.magnitude)))")
        }
        return result
    }

    private static func function(_ name: String, arguments: String) throws(ValueError) -> AffineTransform {
        let angleFunction = name == "rotate" || name == "skewX" || name == "skewY"
        var values: [Double] = []
        do {
            values = try NumberList.parse(angleFunction ? degreesStripped(arguments) : arguments)
        } catch {
            throw ValueError("\(name)(\(arguments)): \(error.message)")
        }
        for value in values where abs(value) > Limits.magnitude {
            throw ValueError("\(name)(\(arguments)): \(NumberFormat.svg(value)) is out of range")
        }
        func expect(_ counts: [Int]) throws(ValueError) {
            guard counts.contains(values.count) else {
                let wanted = counts.map(String.init).joined(separator: " or ")
                throw ValueError("\(name)() takes \(wanted) value\(counts == [1] ? "" : "s"), got \(values.count)")
            }
        }
        let radians = Double.pi / 180
        switch name {
        case "translate":
            try expect([1, 2])
            return AffineTransform(a: 1, b: 0, c: 0, d: 1, e: values[0], f: values.count > 1 ? values[1] : 0)
        case "scale":
            try expect([1, 2])
            return AffineTransform(a: values[0], b: 0, c: 0, d: values.count > 1 ? values[1] : values[0], e: 0, f: 0)
        case "rotate":
            try expect([1, 3])
            let angle = values[0] * radians
            let rotation = AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), e: 0, f: 0)
            guard values.count == 3 else { return rotation }
            // rotate(a cx cy) = translate(cx cy) rotate(a) translate(−cx −cy).
            let centre = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: values[1], f: values[2])
            let back = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: -values[1], f: -values[2])
            return back.then(rotation).then(centre)
        case "skewX":
            try expect([1])
            return AffineTransform(a: 1, b: 0, c: tan(values[0] * radians), d: 1, e: 0, f: 0)
        case "skewY":
            try expect([1])
            return AffineTransform(a: 1, b: tan(values[0] * radians), c: 0, d: 1, e: 0, f: 0)
        case "matrix":
            try expect([6])
            return AffineTransform(a: values[0], b: values[1], c: values[2], d: values[3], e: values[4], f: values[5])
        default:
            var message = "unknown transform function \"\(name)\""
            if let hint = Spelling.suggestion(for: name, among: functions) { message += " (did you mean '\(hint)'?)" }
            throw ValueError(message)
        }
    }

    /// `45deg` → `45`: CSS writes angles with their unit.
    private static func degreesStripped(_ text: String) -> String {
        text.replacing("deg", with: " ")
    }
}

/// `transform-origin`: the point, in the node's frame, that the transform keeps in place — one of
/// nine keywords, or `"x y"` in points or percentages of the frame. Default `center`.
public struct TransformOrigin: Sendable, Hashable {
    public var x: Length
    public var y: Length

    public init(x: Length, y: Length) {
        self.x = x
        self.y = y
    }

    public static let center = TransformOrigin(x: .percent(50), y: .percent(50))

    public static let keywords: [String: TransformOrigin] = [
        "top-left": TransformOrigin(x: .percent(0), y: .percent(0)),
        "top": TransformOrigin(x: .percent(50), y: .percent(0)),
        "top-right": TransformOrigin(x: .percent(100), y: .percent(0)),
        "left": TransformOrigin(x: .percent(0), y: .percent(50)),
        "center": .center,
        "right": TransformOrigin(x: .percent(100), y: .percent(50)),
        "bottom-left": TransformOrigin(x: .percent(0), y: .percent(100)),
        "bottom": TransformOrigin(x: .percent(50), y: .percent(100)),
        "bottom-right": TransformOrigin(x: .percent(100), y: .percent(100)),
    ]

    public static func parse(_ text: String) throws(ValueError) -> TransformOrigin {
        let trimmed = text.trimmingWhitespace()
        if let keyword = keywords[trimmed] { return keyword }
        let parts = trimmed.split { Whitespace.contains($0) || $0 == "," }
        guard parts.count == 2, parts[0].first?.isLetter != true else {
            var message = "expected a keyword (top-left, top, …, center, …, bottom-right) or \"x y\" in points or percentages, got \"\(text)\""
            if let hint = Spelling.suggestion(for: trimmed, among: keywords.keys.sorted()) { message += " (did you mean '\(hint)'?)" }
            throw ValueError(message)
        }
        return TransformOrigin(x: try LengthParser.parse(String(parts[0])), y: try LengthParser.parse(String(parts[1])))
    }

    /// The origin in absolute points for a node whose frame is `frame`.
    public func resolved(in frame: Rect) -> Point {
        Point(frame.minX + x.resolved(against: frame.width), frame.minY + y.resolved(against: frame.height))
    }
}

extension AffineTransform {
    /// `self` applied about `origin`: translate(origin) · self · translate(−origin).
    public func about(_ origin: Point) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, e: -origin.x, f: -origin.y)
            .then(self)
            .then(AffineTransform(a: 1, b: 0, c: 0, d: 1, e: origin.x, f: origin.y))
    }

    /// Whether the transform only moves (no rotation, scale or skew).
    public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
}
