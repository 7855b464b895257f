// sin and cos come from the C library, as in ScenecCore (no Foundation).
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ScenecCore
import ScenecModel

/// Turns a gradient as written into absolute geometry inside its reference box.
enum GradientResolver {
    static func paint(_ spec: GradientSpec, box: Rect) -> Paint {
        func point(_ p: GradientPoint) -> Point {
            Point(box.x + p.x.resolved(against: box.width), box.y + p.y.resolved(against: box.height))
        }
        switch spec.kind {
        case .linear(let from, let to):
            return .linearGradient(LinearGradient(start: point(from), end: point(to), stops: spec.stops))
        case .angled(let degrees):
            // CSS linear-gradient(<angle>): through the centre, direction (sin θ, −cos θ), length
            // |w sin θ| + |h cos θ|, so the perpendiculars through the corners meet its ends.
            let radians = degrees * .pi / 180
            let direction = Point(sin(radians), -cos(radians))
            let half = (abs(box.width * direction.x) + abs(box.height * direction.y)) / 2
            let center = Point(box.x + box.width / 2, box.y + box.height / 2)
            return .linearGradient(LinearGradient(start: Point(center.x - direction.x * half, center.y - direction.y * half),
                                                  end: Point(center.x + direction.x * half, center.y + direction.y * half), stops: spec.stops))
        case .radial(let center, let radius):
            let r = radius.resolved(against: FramePass.normalizedDiagonal(box.size))
            return .radialGradient(RadialGradient(center: point(center), radius: max(r, 0), stops: spec.stops))
        case .conic(let center, let degrees):
            // Its pixels depend on the area painted and the output grid: the emitter samples them.
            return .conicGradient(ConicGradient(center: point(center), degrees: degrees, stops: spec.stops))
        }
    }
}
