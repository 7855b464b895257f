import ScenecCore
import ScenecXML

/// `keyboard` and `data-circle` (and, in KeyReader.swift, `key`): expanded here into the plain groups,
/// shapes, text and images hand-written XML would use, so every backend draws them like any other node.
extension SceneReader {
    /// The values of `component`'s themable attributes in force at `attributes`' element.
    func componentValues(_ component: BuiltInComponent, _ attributes: AttributeReader) -> BuiltInValues {
        BuiltInValues(component: component, attributes: attributes, scoped: components.defaults[component] ?? [:])
    }

    static func linear(_ top: RGBA, _ bottom: RGBA, relativeTo: ReferenceBox, at location: SourceLocation) -> PaintSpec {
        .gradient(GradientSpec(kind: .linear(from: GradientPoint.top, to: GradientPoint.bottom),
                               stops: [GradientStop(offset: 0, color: top), GradientStop(offset: 1, color: bottom)],
                               relativeTo: relativeTo, location: location))
    }

    mutating func readKeyboard(_ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        let values = componentValues(.keyboard, attributes)
        let location = node.location
        node.frame = readFrame(attributes, parent: parent)
        // Keys refer to the keyboard's frame by id; one written in XML is an NCName, so "keyboard@L:C" cannot clash.
        if node.id == nil { node.id = "keyboard@\(location.line):\(location.column)" }
        node.style.fills = [Self.linear(values.color("top-color", context: &context), values.color("bottom-color", context: &context),
                                        relativeTo: .own, at: location)]
        let border = values.bool("border", context: &context)
        let dark = values.color("border-color", context: &context)
        let light = values.color("highlight-color", context: &context)
        if border {
            for (row, color) in [(0.0, dark), (1.0, light)] {
                node.children.append(Node(kind: .rect, element: ElementKind.rect.name,
                                          frame: FrameSpec(x: .points(0), y: .points(row), width: .percent(100), height: .points(1)),
                                          style: ShapeStyle(fills: [.color(color)]), location: location))
            }
        }
        return true
    }

    mutating func readDataCircle(_ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        let values = componentValues(.dataCircle, attributes)
        let location = node.location
        node.frame = readFrame(attributes, parent: parent)
        var value = 0.0
        guard attributes.has("value") else {
            context.error("<data-circle> needs a value in 0–1", at: location)
            return false
        }
        if let written = attributes.number("value", context: &context) {
            if !(0...1).contains(written) {
                context.warning("value: \(NumberFormat.svg(written)) is outside 0–1; drawn as \(written < 0 ? 0 : 1)",
                                at: attributes.location(of: "value"))
            }
            value = min(max(written, 0), 1)
        }
        let hue = value * Theme.DataCircle.hueRange
        let top = RGBA(hueDegrees: hue, saturation: values.number("top-saturation", context: &context),
                       brightness: values.number("top-brightness", context: &context))
        let bottom = RGBA(hueDegrees: hue, saturation: values.number("bottom-saturation", context: &context),
                          brightness: values.number("bottom-brightness", context: &context))
        var circle = Node(kind: .ellipse, element: ElementKind.ellipse.name, location: location)
        circle.frame.placement = .centeredSquare(inset: Theme.DataCircle.borderWidth)
        // Over the frame (the circle's parent is the component's group at the frame).
        circle.style.fills = [Self.linear(top, bottom, relativeTo: .parent, at: location)]
        circle.style.effects = [
            .innerShadow(ShadowSpec(dx: Theme.DataCircle.innerShadowDX, dy: Theme.DataCircle.innerShadowDY, blur: Theme.DataCircle.innerShadowBlur,
                                    color: values.color("inner-shadow-color", context: &context), location: location)),
            .shine(ShineSpec(inset: Theme.DataCircle.shineInset, dx: Theme.DataCircle.shineDX, dy: Theme.DataCircle.shineDY,
                             blur: Theme.DataCircle.shineBlur, color: values.color("shine-color", context: &context), location: location)),
        ]
        circle.style.stroke = StrokeSpec(paint: .color(values.color("stroke-color", context: &context)), width: Theme.DataCircle.borderWidth)
        node.children = [circle]
        return true
    }

    /// Effects written on a node go on its own outline, except for components whose outline is a
    /// child of their expansion (a data circle's shadows are cast by its circle).
    mutating func attachEffects(_ effects: [EffectSpec], to node: inout Node, kind: ElementKind) {
        guard case .component(let component) = kind.definition.role, component.castsEffectsFromFirstChild, !node.children.isEmpty else {
            node.style.effects = effects
            return
        }
        node.children[0].style.effects = effects + node.children[0].style.effects
    }
}

extension BuiltInComponent {
    /// Whether `<drop-shadow>` children of the component are cast by the first node of its expansion.
    var castsEffectsFromFirstChild: Bool {
        switch self {
        case .dataCircle: return true
        case .keyboard, .key: return false
        }
    }
}
