import ScenecCore
import ScenecModel

/// Shadows and shine, all expressed as `BlurredFillOp`s (CSS semantics: sigma = blur / 2 points).
extension Emitter {
    /// A node's effects sorted into the steps they are painted at, each in document order.
    struct EffectSteps {
        var dropShadows: [ShadowSpec] = []
        var innerShadows: [ShadowSpec] = []
        var shines: [ShineSpec] = []

        init(_ effects: [EffectSpec]) {
            for effect in effects {
                switch effect {
                case .dropShadow(let shadow): dropShadows.append(shadow)
                case .innerShadow(let shadow): innerShadows.append(shadow)
                case .shine(let shine): shines.append(shine)
                }
            }
        }
    }

    /// Drop shadows beneath the fills, in document order, unclipped: the shape moved by (dx, dy) and
    /// grown by `spread` (rects: corner radius + spread, clamped at 0; ellipses: the box grown).
    /// Paths and lines do not grow (the reader already warned and zeroed `spread`); a line casts the
    /// shadow of a 1 pt wide bar, the default stroke width.
    mutating func emitDropShadows(of geometry: Geometry, rule: FillRule, steps: EffectSteps, origin: Origin) {
        for shadow in steps.dropShadows where shadow.color.alpha > 0 {
            guard let grown = EffectGeometry.grown(EffectGeometry.fillable(geometry), by: shadow.spread) else { continue }
            let moved = grown.translatedBy(dx: shadow.dx, dy: shadow.dy)
            let op = BlurredFillOp(geometry: moved, rule: rule, sigma: EffectGeometry.sigma(shadow.blur), color: shadow.color)
            items.append(RenderItem(.blurredFill(op), origin: origin))
        }
    }

    /// Inner shadows then shines above the fills (each kind in document order), under the stroke.
    mutating func emitInnerEffects(of geometry: Geometry, rule: FillRule, steps: EffectSteps, origin: Origin) {
        if case .line = geometry { return }  // no inside (the reader warned)
        for shadow in steps.innerShadows where shadow.color.alpha > 0 {
            let op = EffectGeometry.innerShadow(of: geometry, rule: rule, shadow: shadow)
            items.append(RenderItem(.blurredFill(op), origin: origin))
        }
        for shine in steps.shines where shine.color.alpha > 0 {
            if let op = EffectGeometry.shine(of: geometry, spec: shine) {
                items.append(RenderItem(.blurredFill(op), origin: origin))
            }
        }
    }
}

/// The geometry arithmetic of effects, kept free of emitter state so it can be tested directly.
enum EffectGeometry {
    /// CSS blur radius → Gaussian standard deviation in points.
    static func sigma(_ blur: Double) -> Double {
        blur.isFinite ? max(blur, 0) / 2 : 0
    }

    /// Geometry that encloses area: a line becomes a 1 pt wide bar along it.
    static func fillable(_ geometry: Geometry) -> Geometry {
        guard case .line(let a, let b) = geometry else { return geometry }
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return .path(Path()) }
        let nx = -dy / length * 0.5, ny = dx / length * 0.5
        return .path(Path([.move(Point(a.x + nx, a.y + ny)), .line(Point(b.x + nx, b.y + ny)),
                           .line(Point(b.x - nx, b.y - ny)), .line(Point(a.x - nx, a.y - ny)), .close]))
    }

    /// The shape grown by `amount` (negative: shrunk); nil when nothing is left.
    /// Rects and ellipses grow exactly; paths are returned as they are.
    static func grown(_ geometry: Geometry, by amount: Double) -> Geometry? {
        guard amount != 0, amount.isFinite else { return geometry }
        switch geometry {
        case .rect(let r, let radius):
            let g = r.insetBy(-amount)
            guard g.width > 0, g.height > 0 else { return nil }
            return .rect(g, cornerRadius: max(0, radius + amount))
        case .ellipse(let r):
            let g = r.insetBy(-amount)
            guard g.width > 0, g.height > 0 else { return nil }
            return .ellipse(g)
        case .line, .path:
            return geometry
        }
    }

    /// The region outside the shape, moved by (dx, dy), blurred and clipped to the shape: an even-odd
    /// path of a rect around the shape (its bounds grown by |dx| + |dy| + 3σ + 2) and the moved shape.
    /// An unblurred one on a (rounded) rect moved along one axis is the visible crescent itself, unclipped
    /// (`HardInnerShadow`): renderers multiply an antialiased ring by an antialiased clip differently and
    /// leak a 1 px fringe where the ring's hole meets the clip edge between pixels.
    static func innerShadow(of geometry: Geometry, rule: FillRule, shadow: ShadowSpec) -> BlurredFillOp {
        let sigma = sigma(shadow.blur)
        let dx = shadow.dx.isFinite ? shadow.dx : 0, dy = shadow.dy.isFinite ? shadow.dy : 0
        if sigma == 0, let crescent = HardInnerShadow.crescent(of: geometry, dx: dx, dy: dy) {
            return BlurredFillOp(geometry: crescent, sigma: 0, color: shadow.color)
        }
        let margin = abs(dx) + abs(dy) + 3 * sigma + 2
        var outside = Path.roundedRect(geometry.bounds.insetBy(-margin), radius: 0)
        outside.append(geometry.translatedBy(dx: dx, dy: dy).path)
        return BlurredFillOp(geometry: .path(outside), rule: .evenodd, sigma: sigma, color: shadow.color,
                             clip: Clip(geometry: geometry, rule: rule))
    }

    /// The shape inset by `inset + 1`, moved by (dx, dy), blurred, clipped to the ring between the
    /// outline and the shape inset by `inset`. Nil when the ring or the inset shape is empty, or the
    /// shape cannot be inset exactly (paths: the reader already warned).
    static func shine(of geometry: Geometry, spec: ShineSpec) -> BlurredFillOp? {
        guard spec.inset > 0, let ringInner = inset(geometry, by: spec.inset),
              let shape = inset(geometry, by: spec.inset + 1) else { return nil }
        var ring = geometry.path
        ring.append(ringInner.path)
        let moved = shape.translatedBy(dx: spec.dx.isFinite ? spec.dx : 0, dy: spec.dy.isFinite ? spec.dy : 0)
        return BlurredFillOp(geometry: moved, sigma: sigma(spec.blur), color: spec.color,
                             clip: Clip(geometry: .path(ring), rule: .evenodd))
    }

    /// Rects and ellipses inset exactly (a rect's corner radius shrinks with it, clamped at 0).
    static func inset(_ geometry: Geometry, by amount: Double) -> Geometry? {
        switch geometry {
        case .rect, .ellipse: return grown(geometry, by: -amount)
        case .line, .path: return nil
        }
    }
}
