import ScenecCore
import ScenecXML

extension SceneReader {
    /// `reflection`. (Stub until the reflection work lands.)
    mutating func readReflection(_ element: XMLElement, _ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        context.error("<\(element.name)> is not supported yet by this version of scenec", at: element.location)
        return false
    }
}
