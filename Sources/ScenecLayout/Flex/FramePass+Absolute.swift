import ScenecCore
import ScenecModel

/// A row's or column's child with `position="absolute"` (or a hidden one): placed like a group's child
/// in the stack's frame, from its CSS insets and margins (CSS Positioned Layout §4, as for a box whose
/// containing block is the stack).
extension FramePass {
    /// An absolute child with CSS insets and margins as the x/y/width/height a group's child has:
    /// `left`/`top` (or `x`/`y`) place the near edge of its margin box, `right`/`bottom` the far edge, and
    /// both insets of an axis without a size stretch the child between them, less its margins (with a
    /// size, `auto` margins share what is left, as CSS centres such a box). An axis with neither keeps
    /// its static position (`staticPositioned`; before format 1.3, the frame's edge plus the margin).
    mutating func insetChild(_ child: Node, in box: Rect) -> Node {
        var node = child
        // Its frame differs from the node the measure pass numbered: its answers must not be remembered.
        node.layoutSerial = 0
        let insets = child.frame.insets
        let margin = child.frame.flex.margin
        // CSS: percentages of margins are of the containing block's width, on every side.
        func points(_ side: MarginLength) -> Double? { side.resolved(against: box.width) }
        var x = insets.left ?? child.frame.x
        var y = insets.top ?? child.frame.y
        var width = child.frame.width
        var height = child.frame.height
        if child.frame.aspectRatio != nil, width == nil, height == nil, insets.left != nil, insets.right != nil,
           insets.top != nil, insets.bottom != nil {
            // Both axes stretched: the width from the insets wins, and the ratio gives the height (CSS).
            height = nil
            (x, width) = Self.inset(x, insets.right, length: box.width, written: nil, measured: 0, margins: (points(margin.left), points(margin.right)))
            let across = Self.inset(y, nil, length: box.height, written: nil, measured: 0, margins: (points(margin.top), points(margin.bottom)))
            y = across.position
        } else {
            let measured = frameSize(of: child, in: Room(box.size), useDepth: 0)
            (x, width) = Self.inset(x, insets.right, length: box.width, written: width, measured: measured.width,
                                    margins: (points(margin.left), points(margin.right)))
            (y, height) = Self.inset(y, insets.bottom, length: box.height, written: height, measured: measured.height,
                                     margins: (points(margin.top), points(margin.bottom)))
        }
        node.frame.x = x
        node.frame.y = y
        node.frame.width = width
        node.frame.height = height
        return node
    }

    /// One axis of `insetChild`: the position and size from the near inset `start` and far inset `end`
    /// of a box `length` long, the size written and measured, and the margins (nil: `auto`).
    static func inset(_ start: Length?, _ end: Length?, length: Double, written: AxisSize?, measured: Double,
                      margins: (start: Double?, end: Double?)) -> (position: Length?, size: AxisSize?) {
        let near = margins.start ?? 0, far = margins.end ?? 0
        let startPoints = start?.resolved(against: length)
        let endPoints = end?.resolved(against: length)
        switch (startPoints, endPoints) {
        case (let s?, let e?) where written == nil:
            return (.points(s + near), .points(max(length - s - e - near - far, 0)))
        case (let s?, let e?) where margins.start == nil || margins.end == nil:
            // A size and both insets: `auto` margins take the free space (both: equally).
            let free = length - s - e - measured - near - far
            let share = margins.start == nil && margins.end == nil ? free / 2 : margins.start == nil ? free : 0
            return (.points(s + near + share), written)
        case (let s?, _): return (.points(s + near), written)
        case (nil, let e?): return (.points(length - e - far - measured), written ?? .points(measured))
        case (nil, nil): return (near == 0 ? nil : .points(near), written)
        }
    }
}
