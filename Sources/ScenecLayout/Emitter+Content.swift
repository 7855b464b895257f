import ScenecCore
import ScenecModel

extension Emitter {
    /// Text or image content, painted after children. (Stub until the text and image work lands.)
    mutating func emitContent(of placed: PlacedNode, origin: Origin) {}
}
