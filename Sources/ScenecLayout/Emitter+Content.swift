import ScenecCore
import ScenecModel

extension Emitter {
    /// Text or image content, painted after children.
    mutating func emitContent(of placed: PlacedNode, origin: Origin) {
        if case .image = placed.node.kind { emitImage(of: placed, origin: origin) }
        if case .text(let spec) = placed.node.kind { emitText(spec, of: placed, origin: origin) }
    }
}
