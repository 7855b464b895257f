// sin, cos and tan come from the C library: ScenecCore imports no Foundation (see PathDataParser).
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The outline of a rectangle with per-corner radii and Figma's corner smoothing. A uniform radius
/// without smoothing stays `Geometry.rect` (a native `<rect rx>` in SVG); anything else is a path.
///
/// Each smoothed corner of radius R and smoothing ξ is Figma's construction ("Desperately seeking
/// squircles"): the corner starts p = (1 + ξ)·R before the vertex along each edge (p at most half
/// the shorter side, which lowers ξ to fit); the circular arc keeps its centre but shrinks to
/// 90°·(1 − ξ), symmetric about the diagonal; and a cubic Bézier on each side joins the straight
/// edge to the arc, tangent to both, with its handles a = 2b, b on the edge and c, d from the arc's
/// end. With ξ = 0 the transitions vanish and the corner is the plain quarter circle.
public enum CornerPath {
    /// The geometry of `rect` with `radii` (clamped per corner) and `smoothing` (0…1).
    public static func geometry(_ rect: Rect, radii: CornerRadii, smoothing: Double) -> Geometry {
        let clamped = radii.clamped(to: rect)
        if let radius = clamped.uniformRadius, !(smoothing > 0) {
            return .rect(rect, cornerRadius: radius)
        }
        return .path(path(rect, radii: clamped, smoothing: smoothing))
    }

    /// The closed path, clockwise from where the top edge starts (after the top-left corner), like
    /// `Path.roundedRect`, so dashes start at the same place.
    public static func path(_ rect: Rect, radii: CornerRadii, smoothing: Double) -> Path {
        let r = radii.clamped(to: rect)
        let budget = max(0, min(rect.width, rect.height) / 2)
        let xi = smoothing.isFinite ? min(max(smoothing, 0), 1) : 0
        let right = Point(1, 0), down = Point(0, 1), left = Point(-1, 0), up = Point(0, -1)
        let corners = [
            Corner(vertex: Point(rect.maxX, rect.minY), incoming: right, outgoing: down, radius: r.topRight),
            Corner(vertex: Point(rect.maxX, rect.maxY), incoming: down, outgoing: left, radius: r.bottomRight),
            Corner(vertex: Point(rect.minX, rect.maxY), incoming: left, outgoing: up, radius: r.bottomLeft),
            Corner(vertex: Point(rect.minX, rect.minY), incoming: up, outgoing: right, radius: r.topLeft),
        ]
        let shapes = corners.map { CornerShape($0, smoothing: xi, budget: budget) }
        var path = Path()
        path.move(to: shapes[3].end)
        for shape in shapes { shape.append(to: &path) }
        // A sharp top-left corner ends where the path began: `close` draws that edge.
        if case .line(let last)? = path.elements.last, last == shapes[3].end { path.elements.removeLast() }
        path.close()
        return path
    }

    /// A corner: its vertex, the direction of travel along the edge arriving at it and along the edge
    /// leaving it (clockwise on screen), and its radius.
    struct Corner {
        var vertex: Point
        var incoming: Point
        var outgoing: Point
        var radius: Double
    }

    /// One corner's measurements in Figma's notation (all in points along the edges).
    struct CornerShape {
        let corner: Corner
        /// How far before the vertex the corner starts, along each edge.
        let p: Double
        let a: Double, b: Double, c: Double, d: Double
        /// The arc's extent along each edge direction (the chord is `arcLength`·√2).
        let arcLength: Double
        /// The arc's angle in radians.
        let arcAngle: Double

        init(_ corner: Corner, smoothing: Double, budget: Double) {
            self.corner = corner
            let radius = corner.radius
            guard radius > 0 else {
                p = 0; a = 0; b = 0; c = 0; d = 0; arcLength = 0; arcAngle = 0
                return
            }
            // The corner may reach at most half the shorter side; a larger extent lowers the smoothing.
            let xi = min(smoothing, max(0, budget / radius - 1))
            let extent = min((1 + xi) * radius, budget)
            let degrees = Double.pi / 180
            let arcMeasure = 90 * (1 - xi)
            let alpha = (90 - arcMeasure) / 2  // the angle each transition takes from the arc
            let beta = 45 * xi
            let p3ToP4 = radius * tan(alpha / 2 * degrees)
            let arc = sin(arcMeasure / 2 * degrees) * radius * 2.0.squareRoot()
            let c = p3ToP4 * cos(beta * degrees)
            let d = c * tan(beta * degrees)
            // At ξ = 0 the transitions vanish exactly (the formula leaves rounding dust).
            let b = xi > 0 ? max(0, (extent - arc - c - d) / 3) : 0
            self.p = extent
            self.a = 2 * b
            self.b = b
            self.c = c
            self.d = d
            self.arcLength = arc
            self.arcAngle = arcMeasure * degrees
        }

        /// A point `along` the incoming direction and `across` the outgoing one from `origin`.
        private func point(_ origin: Point, along: Double, across: Double) -> Point {
            Point(origin.x + along * corner.incoming.x + across * corner.outgoing.x,
                  origin.y + along * corner.incoming.y + across * corner.outgoing.y)
        }

        /// Where the corner starts on the incoming edge and ends on the outgoing one.
        var start: Point { point(corner.vertex, along: -p, across: 0) }
        var end: Point { point(corner.vertex, along: 0, across: p) }

        /// A line to the corner's start, then the corner.
        func append(to path: inout Path) {
            path.line(to: start)
            guard corner.radius > 0 else { return }
            let arcStart = point(start, along: a + b + c, across: d)
            if a + b + c + d > 0 {
                path.curve(to: arcStart, control1: point(start, along: a, across: 0), control2: point(start, along: a + b, across: 0))
            }
            let arcEnd = point(arcStart, along: arcLength, across: arcLength)
            if arcAngle > 0 {
                // A circular arc of at most 90° as one cubic: handles of R·4/3·tan(θ/4) along the
                // tangents, which at the arc's ends make the angle alpha with the edges.
                let handle = corner.radius * 4 / 3 * tan(arcAngle / 4)
                let alpha = (Double.pi / 2 - arcAngle) / 2
                let control1 = point(arcStart, along: handle * cos(alpha), across: handle * sin(alpha))
                let control2 = point(arcEnd, along: -handle * sin(alpha), across: -handle * cos(alpha))
                path.curve(to: arcEnd, control1: control1, control2: control2)
            }
            if a + b + c + d > 0 {
                path.curve(to: end, control1: point(arcEnd, along: d, across: c), control2: point(arcEnd, along: d, across: b + c))
            }
        }
    }
}
