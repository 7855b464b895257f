import ScenecCore
import ScenecXML

extension SceneReader {
    /// `<drop-shadow>`, `<inner-shadow>` and `<shine>` children, in document order.
    /// (Stub until the effects work lands: reports them as not supported yet.)
    mutating func readEffects(_ element: XMLElement) -> [EffectSpec] {
        for child in element.children where ElementCatalog.effectChildren.contains(child.name) {
            context.error("<\(child.name)> is not supported yet by this version of scenec", at: child.location)
        }
        return []
    }
}
