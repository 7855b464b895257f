import ScenecCore
import ScenecModel

/// Percentages of padding, gaps and cross sizes (format 1.3), resolved as CSS resolves them: padding of
/// the parent's content width, a gap of the stack's own content length (`FramePass.availableSpace`), a
/// size across a stack of the content box even where margins inset the child's line.
extension FramePass {
    /// Whether a stack's or grid's padding has percentages (of the parent's content width).
    static func paddingHasPercentage(_ node: Node) -> Bool {
        switch node.kind {
        case .stack(let stack): return stack.padding.hasPercentage
        case .grid(let grid): return grid.padding.hasPercentage
        case .group, .rect, .ellipse, .circle, .line, .path, .point, .use, .text, .image, .reflection: return false
        }
    }

    /// Whether a container's gaps are percentages of its width (a row's `gap`, a column's or grid's
    /// column gap), so its content is laid out anew once a hugged width is known.
    static func gapsFollowWidth(_ node: Node) -> Bool {
        switch node.kind {
        case .stack(let stack):
            let gap = stack.axis == .horizontal ? stack.gap : stack.lineGap ?? stack.gap
            if case .percent = gap { return true }
            return false
        case .grid(let grid):
            if case .percent = grid.columnGap { return true }
            return false
        case .group, .rect, .ellipse, .circle, .line, .path, .point, .use, .text, .image, .reflection:
            return false
        }
    }

    /// A child placed in its line inset by its margins across (`crossMargins`) whose size across is a
    /// percentage: CSS takes it of the content box, not of the inset line, so it is resolved here.
    func percentAcross(_ child: Node, horizontal: Bool, content: Rect) -> Node {
        guard case .percent(let p)? = child.frame.size(horizontal: !horizontal) else { return child }
        var copy = child
        // Its frame differs from the node the measure pass numbered: its answers must not be remembered.
        copy.layoutSerial = 0
        if horizontal { copy.frame.height = .points(p / 100 * content.height) } else { copy.frame.width = .points(p / 100 * content.width) }
        return copy
    }
}
