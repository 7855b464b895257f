import ScenecCore
import ScenecXML

extension SceneReader {
    /// `reflection`: frame like a group, plus gap, ratio, fade-color, fade-from and fade-to.
    /// Children are read by `readNode` because the kind is a container.
    mutating func readReflection(_ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        var spec = ReflectionSpec()
        node.frame = readFrame(attributes, parent: parent)
        if let gap = attributes.number("gap", context: &context) { spec.gap = gap }
        if let ratio = attributes.number("ratio", context: &context) {
            if ratio > 0 {
                spec.ratio = ratio
            } else {
                context.error("ratio: the content's share of the height must be more than 0, got 0", at: attributes.location(of: "ratio"))
            }
        }
        if let color = attributes.color("fade-color", context: &context) { spec.fadeColor = color ?? .transparent }
        if let from = attributes.number("fade-from", context: &context) { spec.fadeFrom = from }
        if let to = attributes.number("fade-to", context: &context) { spec.fadeTo = to }
        node.kind = .reflection(spec)
        return true
    }
}
