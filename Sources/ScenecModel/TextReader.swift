import ScenecCore
import ScenecXML

extension SceneReader {
    /// A `<text>` node. (Stub until the text work lands.)
    mutating func readText(_ element: XMLElement, _ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        context.error("<text> is not supported yet by this version of scenec", at: element.location)
        return false
    }
}
