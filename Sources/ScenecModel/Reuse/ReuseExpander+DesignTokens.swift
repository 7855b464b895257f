import ScenecCore
import ScenecXML

/// Composite design tokens applied with one attribute: `typography="{type.heading}"` on `<text>` and
/// `<span>` becomes its font attributes, `shadow="{shadow.card}"` its `<drop-shadow>`/`<inner-shadow>`
/// children, `border="{border.input}"` its stroke attributes, and `fill="{gradient.hero}"` an inline
/// `<linear-gradient>`. What the element writes itself wins over the token's part (as a longhand after a
/// shorthand does in CSS), and everything written is located at the attribute (with a note at the
/// token's line in its JSON file), so the reader checks it as if written by hand.
extension ReuseExpander {
    /// The attributes that take a whole composite token, with the type each needs.
    static let compositeAttributes: [String: DesignTokenType] = ["typography": .typography, "shadow": .shadow, "border": .border]

    mutating func applyDesignTokens(from element: XMLElement, to copied: inout XMLElement, scope: Scope) {
        // Most elements have none of these: decided without building the element's definition.
        let hasDesignValues = !tokens.designValues.isEmpty
        guard element.attributes.contains(where: { Self.compositeAttributes[$0.name] != nil || (hasDesignValues && $0.name == "fill") }),
              let kind = ElementCatalog.kinds[element.name] else { return }
        // Only shapes and containers (shadow, border, fill) and text (typography): a built-in component's own
        // `border` (the keyboard's) is its business.
        switch kind.definition.role {
        case .shape, .container, .content, .inline(.span): break
        default: return
        }
        let allowed = Set(kind.definition.attributes).intersection(Set(ElementDefinition.Attributes.designTokens + ["typography", "fill"]))
        for attribute in element.attributes {
            let required = Self.compositeAttributes[attribute.name]
            guard required != nil || attribute.name == "fill" else { continue }
            // Left for the reader to refuse where the element does not take it.
            guard allowed.contains(attribute.name) else { continue }
            let location = relocated(attribute.location, scope)
            guard let name = DesignTokenAlias.name(inBraces: attribute.value.trimmingWhitespace()), scope.params[name] == nil,
                  let value = tokens.designValues[name] else {
                if let required {
                    copied.attributes.removeAll { $0.name == attribute.name }
                    // An unknown name was reported by the substitution already.
                    guard !failedAttributes.contains(location) else { continue }
                    context.error("\(attribute.name): takes a \(required.rawValue) design token, written \"{name}\" (a token of a DTCG file's \(required.rawValue))", at: location)
                }
                continue
            }
            var at = location
            if let origin = tokens.origins[name] { at.instances.append(InstanceSite(component: name, location: origin, isValueOrigin: true)) }
            if let required, value.type != required {
                copied.attributes.removeAll { $0.name == attribute.name }
                context.error("\(attribute.name): '\(name)' is a \(value.type.rawValue) token; \(attribute.name)= takes a \(required.rawValue)", at: at)
                continue
            }
            switch value {
            case .typography(let type):
                copied.attributes.removeAll { $0.name == attribute.name }
                var parts = [("font-family", DesignTokenValue.familyList(type.fontFamily)), ("font-size", NumberFormat.svg(type.fontSize)),
                             ("font-weight", String(type.fontWeight))]
                if let spacing = type.letterSpacing { parts.append(("letter-spacing", NumberFormat.svg(spacing))) }
                // `<span>` has no line height of its own: the text's lines decide.
                if let height = type.lineHeight, kind.definition.attributes.contains("line-height") { parts.append(("line-height", NumberFormat.svg(height))) }
                add(parts, to: &copied, at: at)
            case .shadow(let layers):
                copied.attributes.removeAll { $0.name == attribute.name }
                // CSS paints the first shadow on top; scenec paints each kind in document order.
                let effects = layers.reversed().map { shadowElement($0, at: at) }
                copied.children.insert(contentsOf: effects, at: 0)
            case .border(let border):
                copied.attributes.removeAll { $0.name == attribute.name }
                add(borderAttributes(border, at: at), to: &copied, at: at)
            case .gradient(let stops) where attribute.name == "fill":
                copied.attributes.removeAll { $0.name == attribute.name }
                copied.children.insert(gradientElement(stops, at: at), at: 0)
            default:
                continue  // a colour or another simple token in `fill`: its text was substituted
            }
        }
    }

    private func add(_ parts: [(String, String)], to element: inout XMLElement, at location: SourceLocation) {
        for (name, value) in parts where !element.attributes.contains(where: { $0.name == name }) {
            element.attributes.append(XMLAttribute(name: name, value: value, location: location))
        }
    }

    private func shadowElement(_ layer: DesignShadow, at location: SourceLocation) -> XMLElement {
        var effect = XMLElement(name: layer.inset ? ElementKind.innerShadow.name : ElementKind.dropShadow.name, location: location)
        var parts = [("dx", layer.offsetX), ("dy", layer.offsetY), ("blur", layer.blur)]
        // An inner shadow has no spread in scenec; a token's spread there is left out.
        if !layer.inset { parts.append(("spread", layer.spread)) }
        effect.attributes = parts.map { XMLAttribute(name: $0.0, value: NumberFormat.svg($0.1), location: location) }
            + [XMLAttribute(name: "color", value: DesignTokenValue.hex(layer.color), location: location)]
        return effect
    }

    /// A border as a stroke inside the outline (where CSS draws a border): `dashed` as dashes of three
    /// widths with gaps of two, `dotted` as round dots one width apart; a dash array as written.
    private mutating func borderAttributes(_ border: DesignBorder, at location: SourceLocation) -> [(String, String)] {
        var parts = [("stroke", DesignTokenValue.hex(border.color)), ("stroke-width", NumberFormat.svg(border.width)), ("stroke-align", "inside")]
        let width = border.width
        switch border.style.keyword {
        case "solid"?: break
        case "dashed"?: parts.append(("stroke-dasharray", "\(NumberFormat.svg(width * 3)) \(NumberFormat.svg(width * 2))"))
        case "dotted"?:
            parts.append(("stroke-dasharray", "0 \(NumberFormat.svg(width * 2))"))
            parts.append(("stroke-linecap", "round"))
        case let keyword?:
            context.warning("border: the stroke style '\(keyword)' is drawn solid (scenec draws solid, dashed and dotted strokes)", at: location)
        case nil:
            parts.append(("stroke-dasharray", border.style.dashes.map(NumberFormat.svg).joined(separator: " ")))
            if let cap = border.style.lineCap { parts.append(("stroke-linecap", cap)) }
        }
        return parts
    }

    private func gradientElement(_ stops: [DesignGradientStop], at location: SourceLocation) -> XMLElement {
        var gradient = XMLElement(name: ElementKind.linearGradient.name, location: location)
        gradient.children = stops.map { stop in
            var element = XMLElement(name: ElementKind.stop.name, location: location)
            element.attributes = [XMLAttribute(name: "offset", value: NumberFormat.svg(stop.position), location: location),
                                  XMLAttribute(name: "color", value: DesignTokenValue.hex(stop.color), location: location)]
            return element
        }
        return gradient
    }
}
