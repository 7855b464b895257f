import ScenecCore
import ScenecXML

extension SceneReader {
    /// `keyboard`, `key` and `data-circle`. (Stub until the components work lands.)
    mutating func readComponent(_ element: XMLElement, _ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        context.error("<\(element.name)> is not supported yet by this version of scenec", at: element.location)
        return false
    }
}
