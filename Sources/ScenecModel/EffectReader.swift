import ScenecCore
import ScenecXML

extension SceneReader {
    /// Elements whose own outline can carry effects (containers: their frame painting).
    static let effectHosts: Set<String> = ["rect", "ellipse", "circle", "path", "point", "line", "group", "row", "column"]
    /// Hosts whose outline layout can inset exactly (rounded rects and ellipses); shine needs that.
    static let exactInsetHosts: Set<String> = ["rect", "ellipse", "circle", "point", "group", "row", "column"]

    /// `<drop-shadow>`, `<inner-shadow>` and `<shine>` children, in document order (`<text>`: drop
    /// shadows only, drawn by the text emitter).
    /// Defaults: every number 0, colour `ShadowSpec.defaultColor`; `blur` must be ≥ 0 and a shine's
    /// `inset` ≥ 0. Approximations layout cannot make exactly are reported here as warnings:
    /// `spread` on a path or line is ignored, and a shine on a path or line is skipped.
    mutating func readEffects(_ element: XMLElement) -> [EffectSpec] {
        var effects: [EffectSpec] = []
        for child in element.children where ElementCatalog.effectChildren.contains(child.name) {
            checkNamespace(child)
            let attributes = AttributeReader(child, context: &context)
            checkNoText(child)
            for grandchild in child.children { _ = checkKnown(grandchild, allowed: [], in: child.name) }
            // A label's drop shadow is read here like any other; drawing it is the text emitter's job.
            let textShadow = element.name == "text" && child.name == "drop-shadow"
            // A data circle takes drop shadows, cast by its circle.
            let circleShadow = element.name == "data-circle" && child.name == "drop-shadow"
            guard Self.effectHosts.contains(element.name) || textShadow || circleShadow else {
                context.error("<\(child.name)> is not allowed inside <\(element.name)>", at: child.location)
                continue
            }

            let dx = attributes.number("dx", context: &context) ?? 0
            let dy = attributes.number("dy", context: &context) ?? 0
            let blur = attributes.number("blur", in: 0...Limits.effectExtent, context: &context) ?? 0
            // `none` makes the effect invisible: fully transparent, so layout leaves it out.
            let color = attributes.color("color", context: &context).map { $0 ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
                ?? ShadowSpec.defaultColor

            switch child.name {
            case "drop-shadow":
                var spread = attributes.number("spread", context: &context) ?? 0
                if spread != 0 && !Self.exactInsetHosts.contains(element.name) && !textShadow && !circleShadow {
                    context.warning("spread is ignored on <\(element.name)>: only rectangles and ellipses can grow exactly",
                                    at: attributes.location(of: "spread"))
                    spread = 0
                }
                effects.append(.dropShadow(ShadowSpec(dx: dx, dy: dy, blur: blur, spread: spread, color: color, location: child.location)))
            case "inner-shadow":
                guard element.name != "line" else {
                    context.warning("<inner-shadow> on <line> is skipped: a line has no inside", at: child.location)
                    continue
                }
                effects.append(.innerShadow(ShadowSpec(dx: dx, dy: dy, blur: blur, color: color, location: child.location)))
            default:
                let inset = attributes.number("inset", in: 0...Limits.effectExtent, context: &context) ?? 0
                guard Self.exactInsetHosts.contains(element.name) else {
                    context.warning("<shine> on <\(element.name)> is skipped: only rectangles and ellipses can be inset exactly",
                                    at: child.location)
                    continue
                }
                effects.append(.shine(ShineSpec(inset: inset, dx: dx, dy: dy, blur: blur, color: color, location: child.location)))
            }
        }
        return effects
    }
}
