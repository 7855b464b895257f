import ScenecCore

/// The visible part of an unblurred inner shadow, the shape minus the shape moved by (dx, dy), as one
/// plain outline: for a rect or rounded rect moved along one axis by less than its straight sides,
/// the band between the shape's near side (corner arcs included) and that side moved. Other shapes
/// and diagonal offsets return nil and keep the clipped even-odd form.
enum HardInnerShadow {
    static func crescent(of geometry: Geometry, dx: Double, dy: Double) -> Geometry? {
        guard case .rect(let rect, let cornerRadius) = geometry, rect.width > 0, rect.height > 0 else { return nil }
        guard (dx == 0) != (dy == 0) else { return nil }
        let side = Side(rect: rect, dx: dx, dy: dy)
        // The same clamp as `Path.roundedRect`, so the band follows the outline the fill draws.
        let radius = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2)
        // Beyond the straight part of the sides the moved shape leaves the shape elsewhere too.
        guard side.depth <= side.height - 2 * radius else { return nil }
        guard radius > 0 else {
            return .path(side.polygon([(0, 0), (side.width, 0), (side.width, side.depth), (0, side.depth)]))
        }
        return .path(side.band(radius: radius))
    }

    /// The shape's side the shadow falls on, in local coordinates: u along the side (0…width), v inward
    /// from it (0…height), the moved side at v = depth.
    private struct Side {
        let width: Double
        let height: Double
        let depth: Double
        let point: (Double, Double) -> Point

        init(rect r: Rect, dx: Double, dy: Double) {
            if dy > 0 {  // moved down: the shadow lines the top
                (width, height, depth) = (r.width, r.height, dy)
                point = { u, v in Point(r.minX + u, r.minY + v) }
            } else if dy < 0 {
                (width, height, depth) = (r.width, r.height, -dy)
                point = { u, v in Point(r.minX + u, r.maxY - v) }
            } else if dx > 0 {  // moved right: the shadow lines the left side
                (width, height, depth) = (r.height, r.width, dx)
                point = { u, v in Point(r.minX + v, r.minY + u) }
            } else {
                (width, height, depth) = (r.height, r.width, -dx)
                point = { u, v in Point(r.maxX - v, r.minY + u) }
            }
        }

        func polygon(_ corners: [(Double, Double)]) -> Path {
            var path = Path()
            for (index, corner) in corners.enumerated() {
                let p = point(corner.0, corner.1)
                if index == 0 { path.move(to: p) } else { path.line(to: p) }
            }
            path.close()
            return path
        }

        /// The near side with its two corner arcs (the cubics of `Path.roundedRect`), then the same
        /// arcs and side moved by `depth`, back to the start.
        func band(radius rad: Double) -> Path {
            let k = rad * (1 - Path.kappa)
            let d = depth, w = width
            var path = Path()
            path.move(to: point(0, rad))
            path.curve(to: point(rad, 0), control1: point(0, k), control2: point(k, 0))
            path.line(to: point(w - rad, 0))
            path.curve(to: point(w, rad), control1: point(w - k, 0), control2: point(w, k))
            path.line(to: point(w, rad + d))
            path.curve(to: point(w - rad, d), control1: point(w, k + d), control2: point(w - k, d))
            path.line(to: point(rad, d))
            path.curve(to: point(0, rad + d), control1: point(k, d), control2: point(0, k + d))
            path.close()
            return path
        }
    }
}
