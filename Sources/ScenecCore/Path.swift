/// An absolute path made only of moves, lines and cubic Béziers: every SVG path command
/// (arcs and quadratics included) is converted to these once, so both backends draw the same curves.
public struct Path: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        case move(Point)
        case line(Point)
        case cubic(Point, Point, Point)
        case close
    }

    public var elements: [Element]

    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1, control2, p))
    }
    public mutating func close() { elements.append(.close) }

    public mutating func append(_ other: Path) { elements += other.elements }

    public func translatedBy(dx: Double, dy: Double) -> Path {
        Path(elements.map { element in
            switch element {
            case .move(let p): return .move(p.offsetBy(dx: dx, dy: dy))
            case .line(let p): return .line(p.offsetBy(dx: dx, dy: dy))
            case .cubic(let a, let b, let p):
                return .cubic(a.offsetBy(dx: dx, dy: dy), b.offsetBy(dx: dx, dy: dy), p.offsetBy(dx: dx, dy: dy))
            case .close: return .close
            }
        })
    }

    /// The tight bounds of the drawn outline (curve extrema, not control points), like SVG's bbox.
    public var bounds: Rect {
        var points: [Point] = []
        var current = Point.zero
        var subpathStart = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
                points.append(p)
            case .line(let p):
                points.append(p)
                current = p
            case .cubic(let c1, let c2, let p):
                points.append(p)
                for t in Path.cubicExtrema(current.x, c1.x, c2.x, p.x) + Path.cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    points.append(Path.cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .close:
                current = subpathStart
            }
        }
        return Rect.bounding(points)
    }

    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Parameters in (0,1) where one coordinate of a cubic has a zero derivative.
    static func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-b + s) / (2 * a))
                roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

extension Path {
    /// The Bézier constant for a quarter circle.
    public static let kappa = 0.552_284_749_830_793_4

    /// A rounded rectangle, clockwise from the top edge, like the seeds' newPathForRoundedRect.
    /// `radius` is clamped to half the shorter side.
    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        let rad = min(max(radius, 0), min(r.width, r.height) / 2)
        var path = Path()
        guard rad > 0 else {
            path.move(to: Point(r.minX, r.minY))
            path.line(to: Point(r.maxX, r.minY))
            path.line(to: Point(r.maxX, r.maxY))
            path.line(to: Point(r.minX, r.maxY))
            path.close()
            return path
        }
        let k = rad * (1 - kappa)
        path.move(to: Point(r.minX + rad, r.minY))
        path.line(to: Point(r.maxX - rad, r.minY))
        path.curve(to: Point(r.maxX, r.minY + rad), control1: Point(r.maxX - k, r.minY), control2: Point(r.maxX, r.minY + k))
        path.line(to: Point(r.maxX, r.maxY - rad))
        path.curve(to: Point(r.maxX - rad, r.maxY), control1: Point(r.maxX, r.maxY - k), control2: Point(r.maxX - k, r.maxY))
        path.line(to: Point(r.minX + rad, r.maxY))
        path.curve(to: Point(r.minX, r.maxY - rad), control1: Point(r.minX + k, r.maxY), control2: Point(r.minX, r.maxY - k))
        path.line(to: Point(r.minX, r.minY + rad))
        path.curve(to: Point(r.minX + rad, r.minY), control1: Point(r.minX, r.minY + k), control2: Point(r.minX + k, r.minY))
        path.close()
        return path
    }

    /// The ellipse inscribed in `r`, four cubic quarters starting at the right-most point.
    public static func ellipse(in r: Rect) -> Path {
        let rx = r.width / 2, ry = r.height / 2
        let cx = r.midX, cy = r.midY
        let kx = rx * kappa, ky = ry * kappa
        var path = Path()
        path.move(to: Point(cx + rx, cy))
        path.curve(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry))
        path.curve(to: Point(cx - rx, cy), control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky))
        path.curve(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry))
        path.curve(to: Point(cx + rx, cy), control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky))
        path.close()
        return path
    }
}
