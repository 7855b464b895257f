import ScenecCore
import ScenecXML

/// A component's themable attributes: the attribute written on the element wins, then the nearest
/// `<defaults>` in scope, then `Theme.defaults`. Values are parsed with the attribute parsers, and a
/// bad value is reported where it was written.
struct ComponentValues {
    let component: String
    let attributes: AttributeReader
    let scoped: [String: ScopedDefault]

    func raw(_ name: String) -> (text: String, location: SourceLocation)? {
        if let text = attributes.string(name) { return (text, attributes.location(of: name)) }
        if let value = scoped[name] { return (value.text, value.location) }
        if let text = Theme.defaults[component]?[name] { return (text, attributes.element.location) }
        return nil
    }

    func color(_ name: String, context: inout ParseContext) -> RGBA {
        guard let (text, location) = raw(name) else { return .black }
        do throws(ValueError) {
            return try ColorParser.parse(text) ?? .transparent
        } catch {
            context.error("\(name): \(error.message)", at: location)
            return .black
        }
    }

    func number(_ name: String, in range: ClosedRange<Double>, context: inout ParseContext) -> Double? {
        guard let (text, location) = raw(name) else { return nil }
        do throws(ValueError) {
            let value = try NumberParser.parse(text)
            guard range.contains(value) else {
                context.error("\(name): \(NumberFormat.svg(value)) is out of range \(NumberFormat.svg(range.lowerBound))–\(NumberFormat.svg(range.upperBound))",
                              at: location)
                return nil
            }
            return value
        } catch {
            context.error("\(name): \(error.message)", at: location)
            return nil
        }
    }

    func bool(_ name: String, context: inout ParseContext) -> Bool {
        guard let (text, location) = raw(name) else { return true }
        switch text.trimmingWhitespace() {
        case "true": return true
        case "false": return false
        default:
            context.error("\(name): expected true or false, got \"\(text)\"", at: location)
            return true
        }
    }
}

/// An attribute of a `<defaults>` child, in force for the rest of its scope.
struct ScopedDefault {
    var text: String
    var location: SourceLocation
}

/// `<key state>`.
enum KeyState: String, CaseIterable {
    case normal, highlighted, selected, disabled
}

extension SceneReader {
    /// `keyboard`, `key` and `data-circle`: expanded here into the plain groups, shapes, text and
    /// images hand-written XML would use, so every backend draws them like any other node.
    mutating func readComponent(_ element: XMLElement, _ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        let values = ComponentValues(component: element.name, attributes: attributes, scoped: componentDefaults[element.name] ?? [:])
        node.frame = readFrame(attributes, parent: parent, needsSize: false)
        node.kind = .group(clip: false)
        switch element.name {
        case "keyboard": return readKeyboard(element, values, into: &node)
        case "key": return readKey(element, values, into: &node)
        default: return readDataCircle(element, values, into: &node)
        }
    }

    private static func linear(_ top: RGBA, _ bottom: RGBA, relativeTo: ReferenceBox, at location: SourceLocation) -> PaintSpec {
        .gradient(GradientSpec(kind: .linear(from: GradientPoint.keywords["top"]!, to: GradientPoint.keywords["bottom"]!),
                               stops: [GradientStop(offset: 0, color: top), GradientStop(offset: 1, color: bottom)],
                               relativeTo: relativeTo, location: location))
    }

    private mutating func readKeyboard(_ element: XMLElement, _ values: ComponentValues, into node: inout Node) -> Bool {
        let location = element.location
        // Keys refer to the keyboard's frame by id; one written in XML is an NCName, so "keyboard@L:C" cannot clash.
        if node.id == nil { node.id = "keyboard@\(location.line):\(location.column)" }
        node.style.fills = [Self.linear(values.color("top-color", context: &context), values.color("bottom-color", context: &context),
                                        relativeTo: .own, at: location)]
        let border = values.bool("border", context: &context)
        let dark = values.color("border-color", context: &context)
        let light = values.color("highlight-color", context: &context)
        if border {
            for (row, color) in [(0.0, dark), (1.0, light)] {
                node.children.append(Node(kind: .rect, element: "rect",
                                          frame: FrameSpec(x: .points(0), y: .points(row), width: .percent(100), height: .points(1)),
                                          style: ShapeStyle(fills: [.color(color)]), location: location))
            }
        }
        return true
    }

    private mutating func readKey(_ element: XMLElement, _ values: ComponentValues, into node: inout Node) -> Bool {
        let location = element.location
        let attributes = values.attributes
        let state: KeyState = attributes.choice("state", context: &context) ?? .normal
        let label = attributes.string("label")
        let image = attributes.string("image")
        if label != nil, image != nil {
            context.error("<key> takes a label or an image, not both", at: attributes.location(of: "image"))
            return false
        }
        let pressed = state == .highlighted || state == .selected
        let top = values.color(pressed ? "highlighted-top-color" : "top-color", context: &context)
        let bottom = values.color(pressed ? "highlighted-bottom-color" : "bottom-color", context: &context)
        let radius = values.number("corner-radius", in: 0...Limits.magnitude, context: &context) ?? 7
        node.style.cornerRadius = 0
        // The outline is the key's frame inset by 0.5 on every side (CGRectInset(rect, 0.5, 0.5)).
        var outline = Node(kind: .rect, element: "rect", location: location)
        outline.frame.placement = .inset(Theme.Key.outlineInset)
        outline.style.cornerRadius = radius
        // Fill gradient over the key's own frame: the rect's parent is the key group.
        outline.style.fills = [
            Self.linear(top, bottom, relativeTo: .parent, at: location),
            Self.linear(values.color("overall-top-color", context: &context), values.color("overall-bottom-color", context: &context),
                        relativeTo: overallBox(), at: location),
        ]
        outline.style.effects = [
            .dropShadow(ShadowSpec(dy: Theme.Key.shadowDY, blur: Theme.Key.shadowBlur, color: values.color("shadow-color", context: &context),
                                   location: location)),
            .innerShadow(ShadowSpec(dy: Theme.Key.innerShadowDY, blur: Theme.Key.innerShadowBlur,
                                    color: values.color("inner-shadow-color", context: &context), location: location)),
            .innerShadow(ShadowSpec(dy: Theme.Key.innerHighlightDY, blur: Theme.Key.innerHighlightBlur,
                                    color: values.color("inner-highlight-color", context: &context), location: location)),
        ]
        outline.style.stroke = StrokeSpec(paint: .color(values.color("stroke-color", context: &context)), width: Theme.Key.strokeWidth)
        node.children = [outline]

        let ink = values.color(state == .disabled ? "disabled-label-color" : "label-color", context: &context)
        if let label {
            var spec = TextSpec(text: TextSpec.normalize(label), color: ink, align: .center, verticalAlign: .middle)
            if let (text, where_) = values.raw("font-family") {
                let families = TextSpec.parseFamilies(text)
                if families.isEmpty {
                    context.error("font-family: expected a comma-separated list of family names, got \"\(text)\"", at: where_)
                } else {
                    spec.families = families
                }
            }
            spec.size = values.number("font-size", in: 0...Limits.fontSize, context: &context) ?? 26
            var text = Node(kind: .text(spec), element: "text", frame: FrameSpec(width: .percent(100), height: .percent(100)), location: location)
            text.style.effects = [.dropShadow(ShadowSpec(dy: Theme.Key.labelShadowDY, blur: Theme.Key.labelShadowBlur,
                                                         color: values.color("label-shadow-color", context: &context), location: location))]
            node.children.append(text)
        } else if let image {
            let hrefLocation = attributes.location(of: "image")
            guard let path = imageHrefs.resolve(image, at: hrefLocation, attribute: "image", context: &context) else { return false }
            let shadowColor = values.color("image-shadow-color", context: &context)
            for (dy, color) in [(Theme.Key.imageShadowDY, shadowColor), (0, ink)] {
                // Width and height are the PNG's natural size, filled in once it is loaded; layout centres it.
                var frame = FrameSpec(x: .points(0), y: .points(dy))
                frame.placement = .centered
                node.children.append(Node(kind: .image(ImageSpec(href: image, path: path, mode: .mask, color: color, location: hrefLocation)),
                                          element: "image", frame: frame, location: location))
            }
        }
        return true
    }

    /// The overall gradient's box: the nearest keyboard, else the key's parent.
    private mutating func overallBox() -> ReferenceBox {
        if let id = keyboardIDs.last { return .node(id) }
        guard !parentBoxes.isEmpty else { return .scene }
        parentBoxes[parentBoxes.count - 1].used = true
        return .node(parentBoxes[parentBoxes.count - 1].id)
    }

    private mutating func readDataCircle(_ element: XMLElement, _ values: ComponentValues, into node: inout Node) -> Bool {
        let location = element.location
        let attributes = values.attributes
        var value = 0.0
        if attributes.has("value") {
            if let written = attributes.number("value", context: &context) {
                if !(0...1).contains(written) {
                    context.warning("value: \(NumberFormat.svg(written)) is outside 0–1; drawn as \(written < 0 ? 0 : 1)",
                                    at: attributes.location(of: "value"))
                }
                value = min(max(written, 0), 1)
            }
        } else {
            context.error("<data-circle> needs a value in 0–1", at: element.location)
            return false
        }
        let hue = value * Theme.DataCircle.hueRange
        let unit = 0.0...1.0
        let top = RGBA(hueDegrees: hue, saturation: values.number("top-saturation", in: unit, context: &context) ?? 0.9,
                       brightness: values.number("top-brightness", in: unit, context: &context) ?? 0.8)
        let bottom = RGBA(hueDegrees: hue, saturation: values.number("bottom-saturation", in: unit, context: &context) ?? 0.7,
                          brightness: values.number("bottom-brightness", in: unit, context: &context) ?? 0.6)
        var circle = Node(kind: .ellipse, element: "ellipse", location: location)
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
}
