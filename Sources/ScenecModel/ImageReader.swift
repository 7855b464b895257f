import ScenecCore
import ScenecXML

extension SceneReader {
    /// An `<image>` node. (Stub until the image work lands.)
    mutating func readImage(_ element: XMLElement, _ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        context.error("<image> is not supported yet by this version of scenec", at: element.location)
        return false
    }
}
