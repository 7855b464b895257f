import ScenecCore
import ScenecModel

/// A node with its absolute frame: the output of the frame pass, the input of emission.
struct PlacedNode {
    var node: Node
    /// The node's frame in absolute points.
    var frame: Rect
    /// The absolute frame of the node's parent (the canvas for top-level nodes).
    var parentFrame: Rect
    /// The box the node's lengths were resolved against: the parent's frame, or its content box
    /// inside a padded row or column.
    var referenceBox: Rect
    /// Absolute origin of the coordinates the node was written in: its parent's origin, moved by a
    /// row or a `use`. Circles, lines and paths are drawn at their own coordinates plus this.
    var offset: Point
    var children: [PlacedNode]

    /// Moves the node and everything under it.
    func translatedBy(dx: Double, dy: Double) -> PlacedNode {
        var moved = self
        moved.translate(dx: dx, dy: dy)
        return moved
    }

    /// Moves the node and everything under it in place: the frame pass moves every stack child into
    /// its slot, and a copy of the node (whose `Node` is large) per move was a tenth of a layout.
    mutating func translate(dx: Double, dy: Double) {
        frame = frame.offsetBy(dx: dx, dy: dy)
        parentFrame = parentFrame.offsetBy(dx: dx, dy: dy)
        referenceBox = referenceBox.offsetBy(dx: dx, dy: dy)
        offset = offset.offsetBy(dx: dx, dy: dy)
        for index in children.indices { children[index].translate(dx: dx, dy: dy) }
    }
}
