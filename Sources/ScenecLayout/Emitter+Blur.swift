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

    /// Counts a layer blur (`backdrop` false) or a backdrop against `Limits.blurredCanvasPixels`;
    /// false (with the overflow set) once the scene's blurs would pass it. A layer blur blurs one
    /// canvas-sized layer; a backdrop redraws the canvas beneath it, every layer blur before it
    /// included (earlier backdrops are pixels by then), so n backdrops after m layer blurs cost n·(m+1).
    mutating func chargeBlur(at location: SourceLocation, backdrop: Bool) -> Bool {
        let canvasPixels = frames.canvas.width * frames.canvas.height * scale * scale
        blurredCanvasPixels += canvasPixels * (backdrop ? Double(layerBlurs + 1) : 1)
        if !backdrop { layerBlurs += 1 }
        guard blurredCanvasPixels > Double(Limits.blurredCanvasPixels) else { return true }
        overflow = (location, "the scene's layer and backdrop blurs would process more than \(Limits.blurredCanvasPixels) canvas pixels at this scale (each blurs or redraws the whole canvas; copies made by <use> and <reflection> included); this is refused")
        return false
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
        guard chargeBlur(at: node.location, backdrop: true) else { return }
        items.append(RenderItem(.backdrop(BackdropOp(geometry: geometry, rule: rule, sigma: node.backdropBlur / 2)), origin: origin))
    }
}
