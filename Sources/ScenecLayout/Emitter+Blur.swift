import ScenecCore
import ScenecModel

/// `blur` and `backdrop-blur` (format 1.2): how a node's blurs enter the render list.
extension Emitter {
    /// A layer blur of σ = blur/2 (as for shadows) over the canvas in the node's coordinates: the PNG
    /// blurs the group's surface, which is the canvas, and the SVG filter region must read and write the same.
    func layerBlur(_ node: Node) -> LayerBlur? {
        guard node.blur > 0, let inverse = composed.inverted else { return nil }
        return LayerBlur(sigma: node.blur / 2, region: inverse.apply(frames.canvas))
    }

    /// The backdrop of a node with `backdrop-blur`, before its shadows and fills. Its pixels are
    /// computed once the items beneath it are known; they lie on the device pixel grid, which a
    /// rotated or skewed outline does not keep, so there the blur is left out with a warning.
    mutating func emitBackdrop(of geometry: Geometry, rule: FillRule, node: Node, origin: Origin) {
        guard node.backdropBlur > 0 else { return }
        guard composed.keepsAxes else {
            warnings.append(.warning("backdrop-blur is not drawn under a rotating or skewing transform: its pixels follow the canvas's grid",
                                     at: node.location))
            return
        }
        items.append(RenderItem(.backdrop(BackdropOp(geometry: geometry, rule: rule, sigma: node.backdropBlur / 2)), origin: origin))
    }
}
