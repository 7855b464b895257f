import ScenecCore
import ScenecModel

/// A row's or column's children on its main axis: each in-flow child's slot, the lines they wrap
/// onto, and the size of the content, for the stack's frame or (where it hugs) before it has one.
struct StackPlan {
    struct Slot {
        /// The child's index in the stack's children.
        var child: Int
        /// Start and size along the main axis, from the content box's start.
        var start: Double
        var size: Double
        /// The child's line across the stack, from the content box's cross start.
        var lineStart: Double
        var lineLength: Double
        /// Which line (0: the first the children fill, whatever `wrap="reverse"` does to where it sits).
        var line = 0
        /// For a child aligned to its line's baseline: where its frame starts from its cross margin
        /// (§9.6 step 14); nil for the others.
        var baselineShift: Double?
    }

    var slots: [Slot] = []
    /// Children, gaps, line gaps and padding: what a hugging stack's frame is.
    var contentSize = Size(0, 0)
    /// Main-axis length the children and gaps need and the length the content box has, when they
    /// need more and the stack neither wraps nor clips.
    var overflow: (needed: Double, available: Double)?
}

/// The flexbox algorithm (CSS Flexible Box Layout §9) for a row or column, one function per step, run
/// in order by `stackPlan`. scenec's departures are the switches of `FlexRules`. The item-level
/// cross-axis alignment (§9.6 steps 13-14: `align`, `align-self`, stretch) happens when each child is
/// placed in its line (`FramePass.Slot`).
extension FramePass {
    /// §9.2 step 2: the stack's available space, its content box; nil on an axis the stack hugs.
    struct FlexSpace {
        var horizontal: Bool
        var room: Room
        var main: Double?
        var cross: Double?
        /// A column offers its width to wrapping texts that have none (CSS: a block's text wraps at its container).
        var wrapWidth: Double?
        /// The padding in points and the gaps between children and between lines, percentages resolved.
        var padding = EdgeInsets.zero
        var gap = 0.0
        var lineGap = 0.0
    }

    /// The plan of `stack` for a frame `width` × `height`; nil on an axis the stack hugs, whose length
    /// its content decides. Hidden and absolute children take no part (Figma's auto layout).
    /// `paddingWidth` is the parent's content width its padding percentages are of (nil: not known yet,
    /// they are 0); `definiteHeight` false says a height given is the stack's hugged one, which CSS
    /// never treats as definite for percentage gaps (Chrome resolves a `row-gap` of it as 0).
    mutating func stackPlan(_ node: Node, _ stack: Stack, width: Double?, height: Double?, paddingWidth: Double?,
                            definiteHeight: Bool = true, useDepth: Int) -> StackPlan {
        let space = availableSpace(stack, width: width, height: height, paddingWidth: paddingWidth, definiteHeight: definiteHeight)
        // Loops, and `flexItem` given the index: a child passed as a `Node` (large) was copied per plan.
        var members: [Int] = []
        members.reserveCapacity(node.children.count)
        for index in node.children.indices where !node.children[index].hidden && node.children[index].frame.isInFlow {
            members.append(index)
        }
        var items: [FlexLine.Item] = []
        items.reserveCapacity(members.count)
        for index in members { items.append(flexItem(node.children, index, stack: stack, space: space, useDepth: useDepth)) }
        let lines = collectLines(items, stack: stack, space: space)
        var plan = StackPlan()
        var lineLengths: [Double] = []
        var mainSlots: [[(start: Double, size: Double)]] = []
        var baselines: [FlexBaselines?] = []
        var widestLine = 0.0
        for line in lines {
            // One line (the usual case) is all the items: no copies.
            let lineItems = line.count == items.count ? items : Array(items[line])
            let lineMembers = line.count == members.count ? members : Array(members[line])
            let gaps = space.gap * Double(max(lineItems.count - 1, 0))
            let natural = lineItems.reduce(0.0) { $0 + ($1.contribution ?? $1.hypothetical) + $1.margins } + gaps
            let available = space.main ?? natural
            // §9.3 step 6 (§9.7), then §9.5 step 12.
            let sizes = FlexLine.resolveFlexibleLengths(lineItems, available: available, gaps: gaps)
            let slots = FlexLine.alignMainAxis(lineItems, sizes: sizes, available: available, gap: space.gap,
                                               justify: stack.justify, reverse: stack.reverse)
            let lineBaselines = flexBaselines(node, members: lineMembers, slots: slots, stack: stack, space: space, useDepth: useDepth)
            baselines.append(lineBaselines)
            lineLengths.append(lineCrossSize(node, members: lineMembers, slots: slots, stack: stack, space: space,
                                             lines: lines.count, baselines: lineBaselines, useDepth: useDepth))
            mainSlots.append(slots)
            widestLine = max(widestLine, natural)
            let needed = lineItems.contains { $0.shrink > 0 } ? sizes.reduce(0, +) + gaps : natural
            if !stack.wrap, !stack.clip, let main = space.main, needed > main + 0.01 {
                plan.overflow = (needed, main)
            }
        }
        let (lineStarts, lengths, crossUsed) = alignContent(lineLengths, stack: stack, space: space)
        for (number, line) in lines.enumerated() {
            for (position, (offset, slot)) in zip(line, mainSlots[number]).enumerated() {
                plan.slots.append(StackPlan.Slot(child: members[offset], start: slot.start, size: slot.size,
                                                 lineStart: lineStarts[number], lineLength: lengths[number], line: number,
                                                 baselineShift: baselines[number]?.shift(of: position, lineLength: lengths[number],
                                                                                         wrapReverse: stack.wrapReverse)))
            }
        }
        let padding = space.padding
        let paddingMain = space.horizontal ? padding.left + padding.right : padding.top + padding.bottom
        let paddingCross = space.horizontal ? padding.top + padding.bottom : padding.left + padding.right
        let main = (lines.isEmpty ? 0 : widestLine) + paddingMain
        let cross = crossUsed + paddingCross
        plan.contentSize = space.horizontal ? Size(main, cross) : Size(cross, main)
        return plan
    }

    /// §9.2 step 2: the content box as FramePass has always computed it (frame inset by padding, never
    /// negative: `FlexRules.paddingKeepsFrame`), and the gaps: a percentage gap is of the content box's
    /// length on its axis, 0 where the stack hugs it (CSS: while sizing intrinsically; a hugged height
    /// stays indefinite for the layout too).
    func availableSpace(_ stack: Stack, width: Double?, height: Double?, paddingWidth: Double?, definiteHeight: Bool = true) -> FlexSpace {
        let horizontal = stack.axis == .horizontal
        let padding = stack.padding.resolved(against: paddingWidth)
        let inset = Rect(x: 0, y: 0, width: width ?? 0, height: height ?? 0).inset(by: padding)
        // FlexRules.paddingKeepsFrame: the content box stops at 0.
        let contentWidth = width.map { _ in max(inset.width, 0) }
        let contentHeight = height.map { _ in max(inset.height, 0) }
        var space = FlexSpace(horizontal: horizontal, room: Room(width: contentWidth, height: contentHeight),
                              main: horizontal ? contentWidth : contentHeight, cross: horizontal ? contentHeight : contentWidth,
                              wrapWidth: horizontal ? nil : contentWidth)
        space.padding = padding
        let gapHeight = definiteHeight ? contentHeight : nil
        space.gap = stack.gap.resolved(against: (horizontal ? contentWidth : gapHeight) ?? 0)
        space.lineGap = (stack.lineGap ?? stack.gap).resolved(against: (horizontal ? gapHeight : contentWidth) ?? 0)
        return space
    }

    /// §9.2 step 3: a child's flex base size and factors. A `basis` wins over the main size; a fixed or
    /// percentage size is the basis; a weight grows from 0; `hug`, a text's or image's natural size and a
    /// container in a stack that hugs it are measured (the content's size). A container without a main
    /// size is one share of the free space, unless it writes grow, shrink or basis (then a CSS item).
    private mutating func flexItem(_ children: [Node], _ index: Int, stack: Stack, space: FlexSpace, useDepth: Int) -> FlexLine.Item {
        // The child's fields are read in place; the whole node is copied only where it is measured.
        let frame = children[index].frame
        let horizontal = space.horizontal
        let reference = space.main ?? 0
        let flex = frame.flex
        var item = FlexLine.Item(basis: 0)
        let (low, high) = horizontal ? (frame.minWidth, frame.maxWidth) : (frame.minHeight, frame.maxHeight)
        func measured() -> Double {
            // CSS: the flex base size is the content's size before the item's own min-…/max-…, which
            // bound only its hypothetical size. An item that neither grows nor shrinks has the bounded
            // size either way, so only CSS items measure without them (a copy, not remembered).
            if flex.isWritten, low != nil || high != nil {
                var probe = children[index]
                probe.layoutSerial = 0
                if horizontal { (probe.frame.minWidth, probe.frame.maxWidth) = (nil, nil) } else { (probe.frame.minHeight, probe.frame.maxHeight) = (nil, nil) }
                return mainSize(of: probe, horizontal: horizontal, room: space.room, wrapWidth: space.wrapWidth, useDepth: useDepth)
            }
            return mainSize(of: children[index], horizontal: horizontal, room: space.room, wrapWidth: space.wrapWidth, useDepth: useDepth)
        }
        switch (flex.basis, frame.size(horizontal: horizontal)) {
        case (.length(let length)?, _): item.basis = length.resolved(against: reference)
        case (.content?, _): item.basis = measured()
        case (_, .points(let v)?): item.basis = v
        case (_, .percent(let p)?): item.basis = p / 100 * reference
        case (_, .weight(let w)?): item.grow = w
        case (_, .hug?): item.basis = measured()
        case (_, nil):
            if children[index].kind.sizing == .container, space.main != nil, !flex.isWritten {
                item.grow = 1
            } else {
                // Text and images have their natural size, own-geometry nodes their own, and a
                // container in a stack that hugs it its content's.
                item.basis = measured()
            }
        }
        if let grow = flex.grow {
            item.grow = grow
            item.cssGrow = true
        }
        if let shrink = flex.shrink { item.shrink = shrink }
        if let low { item.minimum = low.resolved(against: reference) }
        if let high { item.maximum = high.resolved(against: reference) }
        let automatic = horizontal ? frame.automaticMinimum.width : frame.automaticMinimum.height
        if automatic || FlexRules.automaticMinimumByDefault && low == nil {
            // CSS §4.5: the content's min-content size, or the written size when smaller, never above max.
            var minimum = minContentMainSize(of: children[index], space: space, useDepth: useDepth)
            if let written = frame.size(horizontal: horizontal)?.fixed(against: reference) { minimum = min(minimum, written) }
            item.minimum = min(minimum, item.maximum)
        }
        if !flex.margin.isZero {
            // CSS: percentages of margins on every side are of the parent's content width.
            let widthReference = space.room.width ?? 0
            let margin = flex.margin
            let (first, last) = horizontal ? (margin.left, margin.right) : (margin.top, margin.bottom)
            item.marginStart = first.resolved(against: widthReference)
            item.marginEnd = last.resolved(against: widthReference)
            // A reversed line runs from its end: the margin on the far side comes first.
            if stack.reverse { swap(&item.marginStart, &item.marginEnd) }
        }
        if space.main == nil, item.cssGrow || item.shrink > 0 {
            item.contribution = contentContribution(of: children[index], item: item, space: space, useDepth: useDepth)
        }
        return item
    }

    /// §9.9.1, a flexible CSS item's share of a stack that hugs its main axis, as Chrome computes it:
    /// its content's size (a written size in points is that), moved from its basis as far as its factors
    /// let it (growing by at most `grow` ×, shrinking by at most `shrink` × basis), within its bounds — so a
    /// `basis` above the content of an item that shrinks does not widen the stack. Items that neither
    /// grow nor shrink are their hypothetical size, as in scenec 1.2.
    private mutating func contentContribution(of child: Node, item: FlexLine.Item, space: FlexSpace, useDepth: Int) -> Double {
        let horizontal = space.horizontal
        var preferred: Double?
        if case .points(let v)? = child.frame.size(horizontal: horizontal) { preferred = v }
        let clampingBasis = max(item.basis, preferred ?? -.infinity)
        let low = max(item.minimum, item.shrink == 0 ? clampingBasis : 0)
        let high = min(item.maximum, item.grow == 0 ? clampingBasis : .infinity)
        if let preferred, high <= low || high <= preferred { return max(min(preferred, high), low) }
        if high <= low { return low }
        var content = preferred ?? mainSize(of: child, horizontal: horizontal, room: space.room, wrapWidth: space.wrapWidth, useDepth: useDepth)
        // A column's content is never below its basis (Chrome's block axis).
        if !horizontal { content = child.frame.clamped(max(content, item.basis), horizontal: false, reference: 0) }
        let difference = content - item.basis
        var size = item.basis
        if difference > 0 {
            size += difference / max(1, item.grow) * item.grow
        } else if difference < 0 {
            let scaled = item.shrink * item.basis
            size += difference / max(1, scaled) * scaled
        }
        return max(min(size, high), low)
    }

    /// A child's min-content size along the main axis, for `min-width="auto"`.
    private mutating func minContentMainSize(of child: Node, space: FlexSpace, useDepth: Int) -> Double {
        let saved = contentMode
        contentMode = .minContent
        defer { contentMode = saved }
        // A rect or ellipse has no content: its content-based minimum is 0 (CSS's empty box).
        if child.kind.sizing == .framed { return 0 }
        // The content's size, whatever size is written: the node without one on the main axis (a copy,
        // so its answers are not remembered as the node's).
        var probe = child
        probe.layoutSerial = 0
        if space.horizontal { probe.frame.width = nil } else { probe.frame.height = nil }
        var room = space.room
        if space.horizontal { room.width = nil } else { room.height = nil }
        let size = frameSize(of: probe, in: room, wrapWidth: space.horizontal ? nil : space.wrapWidth, useDepth: useDepth + 1)
        return space.horizontal ? size.width : size.height
    }

    /// §9.3 step 5: one line, or with `wrap` the items broken into lines at the available main size.
    /// Asked its min-content size, a wrapping stack puts each item on its own line.
    private func collectLines(_ items: [FlexLine.Item], stack: Stack, space: FlexSpace) -> [Range<Int>] {
        if stack.wrap, let main = space.main { return FlexLine.collectLines(items, available: main, gap: space.gap) }
        if stack.wrap, contentMode == .minContent { return FlexLine.collectLines(items, available: 0, gap: space.gap) }
        return items.isEmpty ? [] : [0..<items.count]
    }

    /// §9.4 steps 7-8: a line's cross size, the largest hypothetical cross size of its items; for items
    /// aligned to the baseline, the most any reaches above the line's baseline plus the most any reaches
    /// below it. Cross sizes are needed to stack wrapped lines and to hug the cross axis; otherwise the
    /// one line spans the content box across, as version 1's stacks do.
    private mutating func lineCrossSize(_ node: Node, members: [Int], slots: [(start: Double, size: Double)], stack: Stack,
                                        space: FlexSpace, lines: Int, baselines: FlexBaselines?, useDepth: Int) -> Double {
        var lineCross = 0.0
        if stack.wrap || space.cross == nil {
            for (position, (index, slot)) in zip(members, slots).enumerated() {
                let outer = crossSize(of: node.children[index], stack: stack, mainSize: slot.size, space: space, useDepth: useDepth)
                lineCross = max(lineCross, baselines?.reach(of: position, outer: outer) ?? outer)
            }
        }
        return lines == 1 && !stack.wrap ? (space.cross ?? lineCross) : lineCross
    }

    /// §9.4 step 15 and §9.6 step 15 (`align-content`): where each line starts across the content box,
    /// its cross length (stretch adds to it), and the cross length the lines and line gaps use.
    private func alignContent(_ lengths: [Double], stack: Stack, space: FlexSpace) -> (starts: [Double], lengths: [Double], used: Double) {
        let lineGap = space.lineGap
        var lengths = lengths
        var starts: [Double] = []
        var used = 0.0
        func stackLines(spacing: Double, from first: Double) {
            starts = []
            used = 0
            for (number, length) in lengths.enumerated() {
                let start = number == 0 ? first : used + spacing
                starts.append(start)
                used = start + length
            }
        }
        stackLines(spacing: lineGap, from: 0)
        // Only a wrapping stack with a cross size has lines to move; its free cross space is shared.
        if stack.wrap, stack.alignContent != .start, let cross = space.cross, !lengths.isEmpty {
            let free = cross - used
            let count = Double(lengths.count)
            switch stack.alignContent {
            case .start: break
            case .center: stackLines(spacing: lineGap, from: free / 2)
            case .end: stackLines(spacing: lineGap, from: free)
            case .stretch:
                if free > 0 {
                    lengths = lengths.map { $0 + free / count }
                    stackLines(spacing: lineGap, from: 0)
                }
            case .spaceBetween:
                if lengths.count > 1, free > 0 { stackLines(spacing: lineGap + free / (count - 1), from: 0) }
            case .spaceAround:
                if lengths.count > 1, free > 0 {
                    stackLines(spacing: lineGap + free / count, from: free / count / 2)
                } else {
                    stackLines(spacing: lineGap, from: free / 2)
                }
            case .spaceEvenly:
                if lengths.count > 1, free > 0 {
                    stackLines(spacing: lineGap + free / (count + 1), from: free / (count + 1))
                } else {
                    stackLines(spacing: lineGap, from: free / 2)
                }
            }
            if free < 0, stack.alignContent.distributes {
                // As for `justify` (FlexLine.alignMainAxis): lines that overflow under a distributed
                // value start at the physical start; under wrap="reverse" that is the far end in line order.
                stackLines(spacing: lineGap, from: stack.wrapReverse ? free : 0)
            }
            used = max(used, cross)
        }
        if stack.wrapReverse {
            // Lines stack from the cross end: mirror them in the cross length they take.
            let extent = space.cross ?? used
            starts = zip(starts, lengths).map { extent - $0 - $1 }
        }
        return (starts, lengths, used)
    }

    /// A child's size along the main axis when it has none written or hugs: its frame measured in the
    /// content box (a text in a column at the width the column offers it).
    private mutating func mainSize(of child: Node, horizontal: Bool, room: Room, wrapWidth: Double?, useDepth: Int) -> Double {
        let size = frameSize(of: child, in: room, wrapWidth: wrapWidth, useDepth: useDepth + 1)
        return horizontal ? size.width : size.height
    }

    /// §9.4 step 7: a child's hypothetical cross size, for the lines it wraps onto and a stack that hugs
    /// that axis: written, or measured with its main size decided (a text in a row wraps at its slot's
    /// width). In a wrapping stack a container without a cross size is its content's size there (it is
    /// stretched to its line afterwards), not the whole stack's.
    mutating func crossSize(of child: Node, stack: Stack, mainSize: Double, space: FlexSpace, useDepth: Int) -> Double {
        let horizontal = space.horizontal
        let margin = child.frame.flex.margin
        let margins = margin.isZero ? 0 : (horizontal ? (margin.top.resolved(against: space.room.width ?? 0) ?? 0) + (margin.bottom.resolved(against: space.room.width ?? 0) ?? 0)
            : (margin.left.resolved(against: space.room.width ?? 0) ?? 0) + (margin.right.resolved(against: space.room.width ?? 0) ?? 0))
        if child.kind.sizing == .framed, child.frame.size(horizontal: !horizontal) == nil, child.frame.aspectRatio == nil {
            // A rect or ellipse without a cross size has no content: its min-…/max-… and margins are all it needs.
            return child.frame.clamped(0, horizontal: !horizontal, reference: (horizontal ? space.room.height : space.room.width) ?? 0) + margins
        }
        // Own-geometry nodes keep their size; the others are measured across with the slot's length.
        let decided = child.kind.sizing.takesSlotSize
            ? Room(width: horizontal ? mainSize : nil, height: horizontal ? nil : mainSize) : Room(width: nil, height: nil)
        var room = space.room
        if stack.wrap, child.kind.sizing == .container, child.frame.size(horizontal: !horizontal) == nil {
            if horizontal { room.height = nil } else { room.width = nil }
        }
        let size = frameSize(of: child, in: room, wrapWidth: horizontal ? nil : space.wrapWidth, decided: decided, useDepth: useDepth + 1)
        return (horizontal ? size.height : size.width) + margins
    }
}
