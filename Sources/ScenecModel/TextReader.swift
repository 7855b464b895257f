import ScenecCore
import ScenecXML

extension SceneReader {
    /// A `<text>` node: a frame like a rect (width and height optional), the label as the element's
    /// text, and its font, colour and alignment. `<drop-shadow>` children are read with every node's effects.
    mutating func readText(_ element: XMLElement, _ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        node.frame = readFrame(attributes, parent: parent, needsSize: false)
        var spec = TextSpec(text: TextSpec.normalize(element.text))
        guard checkLabelLength(spec.text, at: element.location) else { return false }

        if let families = attributes.parse("font-family", context: &context, { text throws(ValueError) in try TextSpec.families(text) }) {
            spec.families = families
        }
        if let size = attributes.number("font-size", context: &context) {
            spec.size = size
        }
        if let text = attributes.string("font-weight") {
            let value = text.trimmingWhitespace()
            switch value {
            case "normal": spec.weight = 400
            case "bold": spec.weight = 700
            default:
                if let number = Int(value), (1...9).contains(number / 100), number % 100 == 0 {
                    spec.weight = number
                } else {
                    context.error("font-weight: \"\(text)\" is not one of normal, bold, 100, 200, …, 900",
                                  at: attributes.location(of: "font-weight"))
                }
            }
        }
        if let spacing = attributes.number("letter-spacing", context: &context) { spec.letterSpacing = spacing }
        if let style: FontStyle = attributes.choice("font-style", context: &context) { spec.style = style }
        if let color = attributes.color("color", context: &context) {
            // `none` hides the label; its frame still takes part in layout.
            spec.color = color ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        }
        if let align: TextSpec.Align = attributes.choice("align", context: &context) { spec.align = align }
        if let valign: TextSpec.VerticalAlign = attributes.choice("valign", context: &context) { spec.verticalAlign = valign }
        node.kind = .text(spec)
        return true
    }

    /// Labels are bounded (`Limits.labelCharacters`): their outlines, measured runs and blurred shadows
    /// grow with them, and a megabyte label would take gigabytes to outline.
    mutating func checkLabelLength(_ text: String, at location: SourceLocation) -> Bool {
        let count = text.count
        guard count > Limits.labelCharacters else { return true }
        context.error("a label may have at most \(Limits.labelCharacters) characters; this one has \(count)", at: location)
        return false
    }
}
