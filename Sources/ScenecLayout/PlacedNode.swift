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
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        moved.parentFrame = parentFrame.offsetBy(dx: dx, dy: dy)
        moved.referenceBox = referenceBox.offsetBy(dx: dx, dy: dy)
        moved.offset = offset.offsetBy(dx: dx, dy: dy)
        moved.children = children.map { $0.translatedBy(dx: dx, dy: dy) }
        return moved
    }
}
