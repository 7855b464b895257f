// sin, cos, tan and atan2 for the arc conversion come from the C library rather than Foundation:
// Foundation would pull its bundled ICU module (_FoundationICU) into every importer of ScenecCore,
// and that can clash with the system ICU headers libxml2 brings into CXMLShim.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// SVG 1.1 path data (https://www.w3.org/TR/SVG11/paths.html#PathDataBNF) converted to an absolute
/// `Path` of moves, lines and cubics, so both backends draw exactly the same curves:
/// H/V become lines, quadratics become the equivalent cubics, arcs become cubics per the
/// implementation notes (F.6). Malformed data is an error that quotes the offset, never a
/// silently truncated path.
public enum PathDataParser {
    public static func parse(_ d: String) throws(ValueError) -> Path {
        var parser = PathDataReader(d)
        return try parser.run()
    }
}

private struct PathDataReader {
    let text: String
    let s: [Unicode.Scalar]
    var i = 0
    var path = Path()
    var current = Point.zero
    var subpathStart = Point.zero
    /// The second control point of the previous C/S, which S reflects.
    var lastCubicControl: Point?
    /// The control point of the previous Q/T, which T reflects.
    var lastQuadraticControl: Point?
    /// After Z a drawing command continues from the subpath start; the Path gets an explicit move
    /// there so no backend has to know the implicit SVG rule.
    var needsMove = false
    /// How many numbers/flags of the current argument group were read: commas may only sit between them.
    var argumentsInGroup = 0

    init(_ text: String) {
        self.text = text
        self.s = Array(text.unicodeScalars)
    }

    mutating func run() throws(ValueError) -> Path {
        skipWhitespace()
        guard i < s.count else { return path }
        guard s[i] == "M" || s[i] == "m" else {
            throw ValueError("path data must start with M or m, found \(describe(i)) at offset \(i) in \(quoted(around: i))")
        }
        var previous: Unicode.Scalar?
        while true {
            skipWhitespace()
            guard i < s.count else { break }
            let c = s[i]
            let command: Unicode.Scalar
            if Self.commands.contains(c) {
                command = c
                i += 1
                skipWhitespace()
            } else if NumberParser.canStartNumber(c), let previous {
                guard previous != "Z", previous != "z" else {
                    throw failure("expected a path command after Z, found \(describe(i))", at: i)
                }
                // Extra coordinate pairs after a moveto are implicit linetos.
                command = previous == "M" ? "L" : previous == "m" ? "l" : previous
            } else if c == "," {
                throw failure("unexpected ','", at: i)
            } else if c.properties.isAlphabetic {
                throw failure("unknown path command \(describe(i))", at: i)
            } else {
                throw failure("unexpected \(describe(i))", at: i)
            }
            try execute(command)
            previous = command
            // Checked per command so a million-segment path is refused after reading the limit's worth.
            guard path.elements.count <= Limits.pathSegments else {
                throw failure("a path may have at most \(Limits.pathSegments) segments; this one has more", at: i)
            }
            if command != "Z", command != "z" {
                // A comma may separate argument groups, but must then be followed by more numbers.
                skipWhitespace()
                if i < s.count, s[i] == "," {
                    i += 1
                    skipWhitespace()
                    guard i < s.count, NumberParser.canStartNumber(s[i]) else {
                        throw failure("expected a number", at: i)
                    }
                }
            }
        }
        return path
    }

    static let commands: Set<Unicode.Scalar> = ["M", "m", "L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t", "A", "a", "Z", "z"]

    // MARK: - Commands

    private mutating func execute(_ command: Unicode.Scalar) throws(ValueError) {
        argumentsInGroup = 0
        let relative = command.properties.isLowercase
        let origin = relative ? current : .zero
        var cubicControl: Point?
        var quadraticControl: Point?
        switch command {
        case "M", "m":
            let p = try point(from: origin)
            path.move(to: p)
            current = p
            subpathStart = p
            needsMove = false
        case "L", "l":
            lineTo(try point(from: origin))
        case "H", "h":
            lineTo(Point(try coordinate(from: origin.x), current.y))
        case "V", "v":
            lineTo(Point(current.x, try coordinate(from: origin.y)))
        case "C", "c":
            let c1 = try point(from: origin), c2 = try point(from: origin), p = try point(from: origin)
            cubicTo(c1, c2, p)
            cubicControl = c2
        case "S", "s":
            let c2 = try point(from: origin), p = try point(from: origin)
            cubicTo(reflected(lastCubicControl), c2, p)
            cubicControl = c2
        case "Q", "q":
            let q = try point(from: origin), p = try point(from: origin)
            quadraticTo(q, p)
            quadraticControl = q
        case "T", "t":
            let q = reflected(lastQuadraticControl)
            let p = try point(from: origin)
            quadraticTo(q, p)
            quadraticControl = q
        case "A", "a":
            let rx = try radius(), ry = try radius()
            let rotation = try number()
            let largeArc = try flag(), sweep = try flag()
            let p = try point(from: origin)
            arcTo(p, rx: rx, ry: ry, rotationDegrees: rotation, largeArc: largeArc, sweep: sweep)
        default:  // Z, z
            // A second Z in a row would only close an empty subpath again.
            if path.elements.last != .close { path.close() }
            current = subpathStart
            needsMove = true
        }
        // S and T only reflect a control point of the same family of command just before them.
        lastCubicControl = cubicControl
        lastQuadraticControl = quadraticControl
    }

    /// The previous control point mirrored through the current point, or the current point itself.
    private func reflected(_ control: Point?) -> Point {
        guard let control else { return current }
        return Point(2 * current.x - control.x, 2 * current.y - control.y)
    }

    private mutating func reopenIfNeeded() {
        if needsMove {
            path.move(to: current)
            needsMove = false
        }
    }

    private mutating func lineTo(_ p: Point) {
        reopenIfNeeded()
        path.line(to: p)
        current = p
    }

    private mutating func cubicTo(_ c1: Point, _ c2: Point, _ p: Point) {
        reopenIfNeeded()
        path.curve(to: p, control1: c1, control2: c2)
        current = p
    }

    /// A quadratic is exactly the cubic whose controls lie 2/3 of the way to its control point.
    private mutating func quadraticTo(_ q: Point, _ p: Point) {
        let p0 = current
        let c1 = Point(p0.x + 2 / 3 * (q.x - p0.x), p0.y + 2 / 3 * (q.y - p0.y))
        let c2 = Point(p.x + 2 / 3 * (q.x - p.x), p.y + 2 / 3 * (q.y - p.y))
        cubicTo(c1, c2, p)
    }

    /// SVG 1.1 implementation notes F.6.5 (endpoint to center parameterisation) and F.6.6
    /// (out-of-range radii), then at most 90° per cubic so the approximation stays within ~0.03% of the radius.
    private mutating func arcTo(_ p: Point, rx rawRX: Double, ry rawRY: Double, rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        let p0 = current
        // F.6.2: identical endpoints draw nothing; a zero radius is a straight line.
        if p0 == p { return }
        var rx = abs(rawRX), ry = abs(rawRY)
        // Radii below `Limits.minimumArcRadius` would overflow the squares below; an ellipse that thin
        // is drawn as the straight line it looks like.
        if rx < Limits.minimumArcRadius || ry < Limits.minimumArcRadius {
            lineTo(p)
            return
        }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // Step 1: the midpoint difference in the ellipse's own axes.
        let dx = (p0.x - p.x) / 2, dy = (p0.y - p.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6: radii too small to reach the end point are scaled up just enough.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let scale = lambda.squareRoot()
            rx *= scale
            ry *= scale
        }
        // Step 2: the centre in the ellipse's axes; rounding can make the radicand slightly negative.
        let rx2 = rx * rx, ry2 = ry * ry
        let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
        let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
        var coefficient = (max(numerator, 0) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cxPrime = coefficient * rx * y1 / ry
        let cyPrime = -coefficient * ry * x1 / rx
        // Step 3: the centre in user space.
        let cx = cosPhi * cxPrime - sinPhi * cyPrime + (p0.x + p.x) / 2
        let cy = sinPhi * cxPrime + cosPhi * cyPrime + (p0.y + p.y) / 2
        // Step 4: start angle and sweep on the unit circle.
        let ux = (x1 - cxPrime) / rx, uy = (y1 - cyPrime) / ry
        let vx = (-x1 - cxPrime) / rx, vy = (-y1 - cyPrime) / ry
        let theta1 = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        // Coordinates and radii are bounded, so this holds; a line is still better than a trap.
        guard delta.isFinite, cx.isFinite, cy.isFinite, rx.isFinite, ry.isFinite, theta1.isFinite else {
            lineTo(p)
            return
        }

        // The small tolerance keeps an exact quarter or half turn from gaining a sliver segment.
        let segments = CheckedInt.clamped(abs(delta) / (.pi / 2) - 1e-9, rounding: .up, to: 1...4)
        let step = delta / Double(segments)
        // Control distance for a unit-circle arc of `step` radians.
        let k = 4 / 3 * tan(step / 4)
        func mapped(_ x: Double, _ y: Double) -> Point {
            Point(cx + rx * cosPhi * x - ry * sinPhi * y, cy + rx * sinPhi * x + ry * cosPhi * y)
        }
        var angle = theta1
        for index in 0..<segments {
            let next = index == segments - 1 ? theta1 + delta : angle + step
            let cosA = cos(angle), sinA = sin(angle), cosB = cos(next), sinB = sin(next)
            let c1 = mapped(cosA - k * sinA, sinA + k * cosA)
            let c2 = mapped(cosB + k * sinB, sinB - k * cosB)
            // The last segment ends exactly on the requested point, not on a rounded copy of it.
            let end = index == segments - 1 ? p : mapped(cosB, sinB)
            cubicTo(c1, c2, end)
            angle = next
        }
    }

    // MARK: - Arguments

    private mutating func skipWhitespace() {
        while i < s.count, Whitespace.contains(s[i]) { i += 1 }
    }

    /// `comma-wsp?` between the arguments of one group; none before the first.
    private mutating func skipArgumentSeparator() {
        if argumentsInGroup > 0 {
            skipWhitespace()
            if i < s.count, s[i] == "," {
                i += 1
                skipWhitespace()
            }
        }
        argumentsInGroup += 1
    }

    private mutating func number() throws(ValueError) -> Double {
        skipArgumentSeparator()
        return try scanNumber()
    }

    private mutating func scanNumber() throws(ValueError) -> Double {
        guard let scanned = NumberParser.scan(s, from: i) else {
            throw failure("expected a number", at: i)
        }
        guard scanned.value.isFinite else {
            throw failure("number \(NumberParser.string(s[i..<scanned.end])) is out of range", at: i)
        }
        i = scanned.end
        return scanned.value
    }

    private mutating func point(from origin: Point) throws(ValueError) -> Point {
        let start = i
        let x = try number()
        let y = try number()
        return try bounded(Point(origin.x + x, origin.y + y), from: start)
    }

    /// Every point the path reaches (relative ones after adding up) lies within ±`Limits.magnitude`,
    /// like every other coordinate of a scene, so arcs and bounds stay finite.
    private func bounded(_ p: Point, from offset: Int) throws(ValueError) -> Point {
        guard abs(p.x) <= Limits.magnitude, abs(p.y) <= Limits.magnitude else {
            throw failure("a point is too far away (at most \(NumberFormat.svg(Limits.magnitude)) pt)", at: offset)
        }
        return p
    }

    private mutating func coordinate(from origin: Double) throws(ValueError) -> Double {
        let start = i
        let value = try number() + origin
        guard abs(value) <= Limits.magnitude else {
            throw failure("a point is too far away (at most \(NumberFormat.svg(Limits.magnitude)) pt)", at: start)
        }
        return value
    }

    /// The grammar only has non-negative radii; a minus sign is more likely a mistake than intent.
    private mutating func radius() throws(ValueError) -> Double {
        skipArgumentSeparator()
        if i < s.count, s[i] == "-" {
            throw failure("arc radius must not be negative", at: i)
        }
        let start = i
        let value = try scanNumber()
        guard value <= Limits.magnitude else {
            throw failure("arc radius is too large (at most \(NumberFormat.svg(Limits.magnitude)) pt)", at: start)
        }
        return value
    }

    /// Flags are a single `0` or `1` so that `a1 1 0 00 1 1` reads as two flags then a point.
    private mutating func flag() throws(ValueError) -> Bool {
        skipArgumentSeparator()
        guard i < s.count, s[i] == "0" || s[i] == "1" else {
            throw failure("arc flag must be 0 or 1", at: i)
        }
        i += 1
        return s[i - 1] == "1"
    }

    // MARK: - Errors

    private func failure(_ detail: String, at offset: Int) -> ValueError {
        ValueError("path data: \(detail) at offset \(offset) in \(quoted(around: offset))")
    }

    /// The character at `offset` for a message, or "the end" past it.
    private func describe(_ offset: Int) -> String {
        offset < s.count ? "'\(Character(s[offset]))'" : "the end"
    }

    /// The whole path data in quotes, or for long data the part around `offset`, so a message
    /// about a 5 000-character path stays readable.
    private func quoted(around offset: Int) -> String {
        let limit = 60
        guard s.count > limit else { return "\"\(text)\"" }
        let start = max(0, min(offset - limit / 2, s.count - limit))
        let end = min(s.count, start + limit)
        let prefix = start > 0 ? "…" : ""
        let suffix = end < s.count ? "…" : ""
        return "\"\(prefix)\(NumberParser.string(s[start..<end]))\(suffix)\""
    }
}
