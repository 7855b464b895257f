import ScenecCore
import ScenecModel

/// CSS's static position of an absolutely positioned child of a flex container (CSS Flexible Box
/// Layout §4.1): on an axis where it has neither `x`/`y` nor an inset, it sits where `justify` and
/// `align`/`align-self` would put it were it the stack's only child, in the content box. Format 1.2
/// placed such a child at the frame's edge (a group's rule), so the CSS rule applies only in scenes that
/// declare `version="1.3"` (`Scene.followsFormat13`): 1.2 scenes keep their bytes.
extension FramePass {
    /// `placed` (laid out at the stack frame's edge) moved to its static position on each axis it does
    /// not place itself.
    func staticPositioned(_ placed: PlacedNode, child: Node, stack: Stack, content: Rect) -> PlacedNode {
        let horizontal = stack.axis == .horizontal
        let insets = child.frame.insets
        let free = (x: child.frame.x == nil && insets.left == nil && insets.right == nil,
                    y: child.frame.y == nil && insets.top == nil && insets.bottom == nil)
        guard free.x || free.y else { return placed }
        let main = Self.staticShare(stack.justify, reverse: stack.reverse)
        let cross = Self.staticShare(child.alignSelf ?? stack.align, reverse: stack.wrapReverse)
        let (shareX, shareY) = horizontal ? (main, cross) : (cross, main)
        let frame = placed.frame
        // The margin box sits there (CSS): margins push the frame in from it; `auto` counts as 0.
        let margin = child.frame.flex.margin
        let reference = content.width
        let (left, right) = (margin.left.resolved(against: reference) ?? 0, margin.right.resolved(against: reference) ?? 0)
        let (top, bottom) = (margin.top.resolved(against: reference) ?? 0, margin.bottom.resolved(against: reference) ?? 0)
        let dx = free.x ? content.x + left + (content.width - frame.width - left - right) * shareX - frame.x : 0
        let dy = free.y ? content.y + top + (content.height - frame.height - top - bottom) * shareY - frame.y : 0
        return placed.translatedBy(dx: dx, dy: dy)
    }

    /// Where along the content box a lone item sits under `justify`: 0 at the start, 1 at the end. With
    /// one item, `space-between` is `flex-start` and `space-around`/`space-evenly` centre it (CSS).
    /// In a reversed stack the start is the far end.
    static func staticShare(_ justify: Stack.Justify, reverse: Bool) -> Double {
        let share: Double
        switch justify {
        case .start, .spaceBetween: share = 0
        case .center, .spaceAround, .spaceEvenly: share = 0.5
        case .end: share = 1
        }
        return reverse ? 1 - share : share
    }

    /// The same across: `stretch` does not stretch an absolute child, which sits at the start (CSS
    /// `flex-start`); under `wrap="reverse"` the cross start is the far end. `baseline` falls back to
    /// CSS's `start`, the top whatever the wrap (an absolute child shares no line's baseline).
    static func staticShare(_ align: CrossAlign, reverse: Bool) -> Double {
        let share: Double
        switch align {
        case .baseline: return 0
        case .start, .stretch: share = 0
        case .center: share = 0.5
        case .end: share = 1
        }
        return reverse ? 1 - share : share
    }
}
