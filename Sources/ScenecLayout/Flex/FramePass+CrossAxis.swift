import ScenecCore
import ScenecModel

/// §9.6 steps 13-14 for one child: its box across the stack (the content box, or its wrapped line, inset
/// by its cross margins) and the slot `place` puts it in, with the alignment it takes there.
extension FramePass {
    /// An in-flow child's box (the content box, or across a wrapping stack its line, inset by its cross
    /// margins) and its slot there, from the stack's plan.
    func childSlot(_ child: Node, _ planned: StackPlan.Slot, stack: Stack, content content0: Rect) -> (box: Rect, slot: Slot) {
        let horizontal = stack.axis == .horizontal
        var box = content0
        if stack.wrap {
            if horizontal {
                box = Rect(x: content0.x, y: content0.y + planned.lineStart, width: content0.width, height: planned.lineLength)
            } else {
                box = Rect(x: content0.x + planned.lineStart, y: content0.y, width: planned.lineLength, height: content0.height)
            }
        }
        var align = child.alignSelf ?? stack.align
        // A column's children have no baselines across it to line up: `baseline` is its start (CSS's fallback).
        if align == .baseline, !horizontal { align = .start }
        // Under wrap="reverse" the cross axis runs from its end: start and end swap (CSS wrap-reverse).
        // A child with its own cross size is not stretched, so it sits at the line's start, which is its far end.
        if stack.wrapReverse {
            let ownCross = child.frame.size(horizontal: !horizontal) != nil || child.kind.sizing == .ownGeometry
            align = align == .start || align == .stretch && ownCross ? .end : align == .end ? .start : align
        }
        if !child.frame.flex.margin.isZero { (box, align) = crossMargins(of: child, in: box, horizontal: horizontal, align: align, reference: content0.width) }
        let slot = Slot(axis: stack.axis, start: (horizontal ? content0.x : content0.y) + planned.start, size: planned.size,
                        align: align, crossStart: horizontal ? box.y : box.x,
                        crossLength: horizontal ? box.height : box.width, wrapWidth: horizontal ? nil : box.width,
                        baselineShift: planned.baselineShift ?? 0)
        return (box, slot)
    }

    /// A child's line box inset by its margins across the stack (§9.6 step 13): `auto` margins absorb the
    /// free cross space, so an auto margin on one side places the child at the other, on both centres it.
    func crossMargins(of child: Node, in box: Rect, horizontal: Bool, align: CrossAlign, reference: Double) -> (Rect, CrossAlign) {
        let margin = child.frame.flex.margin
        let (first, last) = horizontal ? (margin.top, margin.bottom) : (margin.left, margin.right)
        let start = first.resolved(against: reference) ?? 0
        let end = last.resolved(against: reference) ?? 0
        var align = align
        switch (first, last) {
        case (.auto, .auto): align = .center
        case (.auto, _): align = .end
        case (_, .auto): align = .start
        default: break
        }
        var box = box
        if horizontal {
            box.y += start
            box.height = max(box.height - start - end, 0)
        } else {
            box.x += start
            box.width = max(box.width - start - end, 0)
        }
        return (box, align)
    }
}
