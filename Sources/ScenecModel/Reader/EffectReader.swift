import ScenecCore
import ScenecXML

extension SceneReader {
    /// `<drop-shadow>`, `<inner-shadow>` and `<shine>` children, in document order, as the element's
    /// definition allows (`EffectSupport`): an effect it does not take is an error; one it can draw
    /// only approximately is skipped with a warning (`spread` on a path is ignored, a shine on a path
    /// is left out). Defaults: every number 0, colour `ShadowSpec.defaultColor`; `blur` and a shine's
    /// `inset` are 0…`Limits.effectExtent`.
    mutating func readEffects(_ element: XMLElement, kind host: ElementKind) -> [EffectSpec] {
        let support = host.definition.effects
        var effects: [EffectSpec] = []
        for child in element.children {
            guard let kind = ElementCatalog.kinds[child.name], case .effect(let effect) = kind.definition.role else { continue }
            checkNamespace(child)
            let attributes = AttributeReader(child, kind: kind, context: &context)
            checkNoText(child)
            for grandchild in child.children { _ = checkKnown(grandchild, allowedBy: .none, in: kind) }
            let handling = support.handling(of: effect)
            if handling == .notAllowed {
                context.error("<\(kind.name)> is not allowed inside <\(host.name)>", at: child.location)
                continue
            }

            let dx = attributes.number("dx", context: &context) ?? 0
            let dy = attributes.number("dy", context: &context) ?? 0
            let blur = attributes.number("blur", context: &context) ?? 0
            // `none` makes the effect invisible: fully transparent, so layout leaves it out.
            let color = attributes.color("color", context: &context).map { $0 ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
                ?? ShadowSpec.defaultColor
            let read: EffectSpec
            switch effect {
            case .dropShadow:
                var spread = attributes.number("spread", context: &context) ?? 0
                if spread != 0, case .skipped(let reason) = support.spread {
                    context.warning("spread is ignored on <\(host.name)>: \(reason)", at: attributes.location(of: "spread"))
                    spread = 0
                }
                read = .dropShadow(ShadowSpec(dx: dx, dy: dy, blur: blur, spread: spread, color: color, location: child.location))
            case .innerShadow:
                read = .innerShadow(ShadowSpec(dx: dx, dy: dy, blur: blur, color: color, location: child.location))
            case .shine:
                let inset = attributes.number("inset", context: &context) ?? 0
                read = .shine(ShineSpec(inset: inset, dx: dx, dy: dy, blur: blur, color: color, location: child.location))
            }
            switch handling {
            case .drawn: effects.append(read)
            case .skipped(let reason): context.warning("<\(kind.name)> on <\(host.name)> is skipped: \(reason)", at: child.location)
            case .notAllowed: break  // reported above
            }
        }
        return effects
    }
}
