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
        case .radial(let center, let radius):
            let r = radius.resolved(against: FramePass.normalizedDiagonal(box.size))
            return .radialGradient(RadialGradient(center: point(center), radius: max(r, 0), stops: spec.stops))
        }
    }
}
