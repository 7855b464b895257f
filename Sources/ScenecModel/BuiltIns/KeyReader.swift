import ScenecCore
import ScenecXML

/// `<key state>`.
enum KeyState: String, CaseIterable {
    case normal, highlighted, selected, disabled
}

extension SceneReader {
    /// A `key`: the seed's rounded outline with its gradients, shadows and stroke, and a label or a mask image.
    mutating func readKey(_ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        let values = componentValues(.key, attributes)
        let location = node.location
        node.frame = readFrame(attributes, parent: parent)
        let state: KeyState = attributes.choice("state", context: &context) ?? .normal
        let label = attributes.string("label")
        let sublabel = attributes.string("sublabel")
        let image = attributes.string("image")
        if label != nil, image != nil {
            context.error("<key> takes a label or an image, not both", at: attributes.location(of: "image"))
            return false
        }
        if sublabel != nil, label == nil {
            context.error("sublabel: a sublabel is the second line under a key's label; this key has no label",
                          at: attributes.location(of: "sublabel"))
            return false
        }
        for (name, text) in [("label", label), ("sublabel", sublabel)] {
            if let text, !checkLabelLength(TextSpec.normalize(text), at: attributes.location(of: name)) { return false }
        }
        let pressed = state == .highlighted || state == .selected
        let top = values.color(pressed ? "highlighted-top-color" : "top-color", context: &context)
        let bottom = values.color(pressed ? "highlighted-bottom-color" : "bottom-color", context: &context)
        // The key's group draws nothing itself: its corner values belong to the outline below.
        node.style.cornerRadius = 0
        node.style.cornerSmoothing = 0
        // The outline is the key's frame inset by 0.5 on every side (CGRectInset(rect, 0.5, 0.5)).
        var outline = Node(kind: .rect, element: ElementKind.rect.name, location: location)
        outline.frame.placement = .inset(Theme.Key.outlineInset)
        // Everything that follows the outline (fills, stroke, drop and inner shadows) is drawn from
        // this rect's corners, so per-corner radii and smoothing shape all of them alike.
        (outline.style.corners, outline.style.cornerUnit) = values.corners("corner-radius", context: &context)
        outline.style.cornerSmoothing = values.number("corner-smoothing", context: &context)
        // Fill gradient over the key's own frame: the rect's parent is the key group.
        outline.style.fills = [
            Self.linear(top, bottom, relativeTo: .parent, at: location),
            Self.linear(values.color("overall-top-color", context: &context), values.color("overall-bottom-color", context: &context),
                        relativeTo: components.overallBox(), at: location),
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
        // The label (or image) moved by label-dx/label-dy from its centred place.
        let dx = values.number("label-dx", context: &context), dy = values.number("label-dy", context: &context)
        // Read (and checked) whether or not this key has a sublabel, like every themable value.
        let sublabelSize = values.number("sublabel-font-size", context: &context)
        let sublabelGap = values.number("sublabel-gap", context: &context)
        let padding = EdgeInsets(values.fourNumbers("padding", context: &context))
        let hugs = HugAxes(node.frame)
        if let label {
            let families = values.families("font-family", context: &context)
            let shadow = values.color("label-shadow-color", context: &context)
            func line(_ text: String, size: Double) -> Node {
                let spec = TextSpec(text: TextSpec.normalize(text), color: ink, families: families, size: size,
                                    align: .center, verticalAlign: .middle)
                var node = Node(kind: .text(spec), element: ElementKind.text.name, frame: FrameSpec(width: .percent(100)), location: location)
                node.style.effects = [.dropShadow(ShadowSpec(dy: Theme.Key.labelShadowDY, blur: Theme.Key.labelShadowBlur,
                                                             color: shadow, location: location))]
                return node
            }
            var lines = [line(label, size: values.number("font-size", context: &context))]
            if let sublabel {
                lines.append(line(sublabel, size: sublabelSize))
            }
            // A column centring the line boxes together: one line is centred as before, a label and
            // its sublabel are centred as a block, each at its own natural height.
            var column = Stack(axis: .vertical, gap: sublabelGap, justify: .center)
            var frame = FrameSpec(x: .points(dx), y: .points(dy), width: .percent(100), height: .percent(100))
            if hugs != HugAxes() {
                // Hugging, the column takes the lines' size plus the key's padding, and the key the column's.
                column.padding = LengthInsets(padding)
                if hugs.width {
                    frame.width = .hug
                    for index in lines.indices { lines[index].frame.width = nil }
                }
                if hugs.height { frame.height = .hug }
            }
            node.children.append(Node(kind: .stack(column), element: ElementKind.column.name, frame: frame, children: lines, location: location))
        } else if let image {
            let hrefLocation = attributes.location(of: "image")
            imageReferences.append(ImageReference(href: image, attribute: "image", location: hrefLocation))
            let shadowColor = values.color("image-shadow-color", context: &context)
            let hugging = hugs != HugAxes()
            var images: [Node] = []
            for (shadowDY, color) in [(Theme.Key.imageShadowDY, shadowColor), (0, ink)] {
                // Width and height are the image's natural size (PNG or SVG icon), filled in per scale; layout
                // centres it. Hugging, the ink copy sizes the group that holds both and the shadow copy is
                // centred on it (placed by the group, so it adds nothing to the group's size), 0.5 pt lower.
                var frame = hugging ? FrameSpec(y: .points(shadowDY)) : FrameSpec(x: .points(dx), y: .points(dy + shadowDY))
                frame.placement = !hugging || shadowDY != 0 ? .centered : nil
                images.append(Node(kind: .image(ImageSpec(href: image, mode: .mask, color: color, location: hrefLocation)),
                                   element: ElementKind.image.name, frame: frame, location: location))
            }
            if !hugging {
                node.children += images
            } else {
                // The group sits in a column that pads it and is moved by label-dx/label-dy, as a label is.
                let group = Node(kind: .group(clip: false), element: ElementKind.group.name,
                                 frame: FrameSpec(width: .hug, height: .hug), children: images, location: location)
                let frame = FrameSpec(x: .points(dx), y: .points(dy), width: hugs.width ? .hug : .percent(100),
                                      height: hugs.height ? .hug : .percent(100))
                let column = Stack(axis: .vertical, padding: padding, justify: .center, align: .center)
                node.children.append(Node(kind: .stack(column), element: ElementKind.column.name, frame: frame, children: [group],
                                          location: location))
            }
        }
        return true
    }
}
