import ScenecCore
import ScenecModel

/// A frame measured for its first baseline: the node and its frame's size.
struct BaselineKey: Hashable {
    var serial: Int
    var width: Double
    var height: Double
    /// What the node's padding percentages are of (nil when it has none).
    var paddingWidth: Double?
}

/// The measure interface's second question: "where is your first baseline, at this size?" (CSS Box
/// Alignment's first baseline set; Taffy's `LayoutOutput.baselines.first`). A row that aligns its
/// children to the baseline asks it of each child at the size it gives the child, without placing the
/// child: a text answers from its first line, a row or column from the child its plan puts first (CSS
/// Flexible Box Layout §8.5), recursively. Answers are cached per node and size and counted like sizes
/// (`LayoutStatistics`), so the question adds a constant per node to a layout.
extension FramePass {
    /// The first baseline of `node` in a frame `size`, from the frame's top; nil when it has none (no
    /// text, no child): a parent then takes the frame's bottom edge, as CSS synthesizes a baseline
    /// from the border box. A group, grid, reflection or `use` has none of its own (a group's children
    /// are placed as CSS places absolute boxes, which give no baseline). `paddingWidth` is the parent's
    /// content width, which the node's padding percentages are of.
    mutating func firstBaseline(of node: Node, size: Size, paddingWidth: Double?, useDepth: Int) -> Double? {
        switch node.kind {
        case .text, .stack: break
        // Nothing to compute (or remember, or count).
        case .group, .grid, .reflection, .rect, .ellipse, .point, .image, .circle, .line, .path, .use: return nil
        }
        let paddingWidth = Self.paddingHasPercentage(node) ? paddingWidth : nil
        let key = BaselineKey(serial: node.layoutSerial, width: size.width, height: size.height, paddingWidth: paddingWidth)
        if node.layoutSerial != 0, let known = measuredBaselines[key] { return known }
        countMeasure(node.layoutSerial)
        let baseline: Double?
        switch node.kind {
        case .text(let spec): baseline = textBaseline(spec, of: node, size: size)
        case .stack(let stack): baseline = stackBaseline(node, stack, size: size, paddingWidth: paddingWidth, useDepth: useDepth)
        case .group, .grid, .reflection, .rect, .ellipse, .point, .image, .circle, .line, .path, .use: baseline = nil
        }
        if node.layoutSerial != 0 { measuredBaselines[key] = baseline }
        return baseline
    }

    /// A text's first line's baseline where emission puts it: the lines set as they are drawn in a
    /// frame of `size` (`TextPlacement.setting`), the block placed by `valign`.
    private func textBaseline(_ written: TextSpec, of node: Node, size: Size) -> Double? {
        guard !written.text.isEmpty else { return nil }
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let spec = TextPlacement.fitted(written, node: node, frame: frame, in: text)
        let setting = TextPlacement.setting(of: spec, node: node, frame: frame, in: text)
        guard let first = setting.lines.first else { return nil }
        switch spec.verticalAlign {
        case .top: return first.baseline
        case .middle: return (size.height - setting.height) / 2 + first.baseline
        case .bottom: return size.height - setting.height + first.baseline
        }
    }

    /// CSS §8.5: a row's first baseline is that of the first child on its first line that aligns to the
    /// baseline, else of the line's first child; a column's is its first child's (the last one in a
    /// reversed column, which sits at the top). The first line is the one at the cross start: under
    /// `wrap="reverse"` the last one filled. The child is framed in its slot as `place` frames it
    /// (`childSlot`, `slotted`), so the baseline is where it will be drawn.
    private mutating func stackBaseline(_ node: Node, _ stack: Stack, size: Size, paddingWidth: Double?, useDepth: Int) -> Double? {
        let plan = stackPlan(node, stack, width: size.width, height: size.height, paddingWidth: paddingWidth, useDepth: useDepth)
        guard let last = plan.slots.last else { return nil }
        let line = stack.wrapReverse ? last.line : 0
        let slots = plan.slots.filter { $0.line == line }
        let chosen = stack.axis == .horizontal
            ? slots.first { Self.participatesInBaselineAlignment(node.children[$0.child], stack: stack) } ?? slots.first
            : stack.reverse ? slots.last : slots.first
        guard let chosen else { return nil }
        let child = node.children[chosen.child]
        let inset = Rect(x: 0, y: 0, width: size.width, height: size.height).inset(by: stack.padding.resolved(against: paddingWidth))
        let content = Rect(x: inset.x, y: inset.y, width: max(inset.width, 0), height: max(inset.height, 0))
        let (box, slot) = childSlot(child, chosen, stack: stack, content: content)
        let natural: Rect
        if case .use = child.kind {
            let size = measure(child, in: box, useDepth: useDepth)
            natural = Rect(x: box.x, y: box.y, width: size.width, height: size.height)
        } else {
            natural = naturalFrame(child, in: box, wrapWidth: slot.wrapWidth)
        }
        let (resized, dx, dy) = slotted(child, frame: natural, in: box, slot: slot, useDepth: useDepth)
        let frame = resized.offsetBy(dx: dx, dy: dy)
        return frame.minY + (firstBaseline(of: child, size: frame.size, paddingWidth: content.width, useDepth: useDepth + 1) ?? frame.height)
    }
}
