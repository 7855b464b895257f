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
    }

    var slots: [Slot] = []
    /// Children, gaps, line gaps and padding: what a hugging stack's frame is.
    var contentSize = Size(0, 0)
    /// Main-axis length the children and gaps need and the length the content box has, when they
    /// need more and the stack neither wraps nor clips.
    var overflow: (needed: Double, available: Double)?
}

extension FramePass {
    /// The plan of `stack` for a frame `width` × `height`; nil on an axis the stack hugs, whose length
    /// its content decides. Hidden and absolute children take no part (Figma's auto layout).
    mutating func stackPlan(_ node: Node, _ stack: Stack, width: Double?, height: Double?, useDepth: Int) -> StackPlan {
        let horizontal = stack.axis == .horizontal
        let padding = stack.padding
        // The content box as FramePass has always computed it (frame inset by padding, never negative).
        let inset = Rect(x: 0, y: 0, width: width ?? 0, height: height ?? 0).inset(by: padding)
        let contentWidth = width.map { _ in max(inset.width, 0) }
        let contentHeight = height.map { _ in max(inset.height, 0) }
        let room = Room(width: contentWidth, height: contentHeight)
        let availableMain = horizontal ? contentWidth : contentHeight
        let availableCross = horizontal ? contentHeight : contentWidth
        // A column offers its width to wrapping texts that have none (CSS: a block's text wraps at its container).
        let wrapWidth = horizontal ? nil : contentWidth

        let members = node.children.indices.filter { !node.children[$0].hidden && node.children[$0].frame.position == .inFlow }
        var items: [FlexLine.Item] = []
        for index in members {
            let child = node.children[index]
            let reference = availableMain ?? 0
            var item = FlexLine.Item(basis: 0)
            switch child.frame.size(horizontal: horizontal) {
            case .points(let v)?: item.basis = v
            case .percent(let p)?: item.basis = p / 100 * reference
            case .weight(let w)?: item.grow = w
            case .hug?:
                item.basis = mainSize(of: child, horizontal: horizontal, room: room, wrapWidth: wrapWidth, useDepth: useDepth)
            case nil:
                if child.kind.sizing == .container, availableMain != nil {
                    item.grow = 1
                } else {
                    // Text and images have their natural size, own-geometry nodes their own, and a
                    // container in a stack that hugs it its content's.
                    item.basis = mainSize(of: child, horizontal: horizontal, room: room, wrapWidth: wrapWidth, useDepth: useDepth)
                }
            }
            let (low, high) = horizontal ? (child.frame.minWidth, child.frame.maxWidth) : (child.frame.minHeight, child.frame.maxHeight)
            if let low { item.minimum = low.resolved(against: reference) }
            if let high { item.maximum = high.resolved(against: reference) }
            items.append(item)
        }

        let gap = stack.gap
        let lines = stack.wrap && availableMain != nil
            ? FlexLine.lines(items, available: availableMain ?? 0, gap: gap)
            : (items.isEmpty ? [] : [0..<items.count])
        // Cross sizes are needed to stack wrapped lines and to hug the cross axis.
        let needsCross = stack.wrap || availableCross == nil
        var plan = StackPlan()
        var crossUsed = 0.0
        var widestLine = 0.0
        let lineGap = stack.lineGap ?? gap
        for (lineNumber, line) in lines.enumerated() {
            let lineItems = Array(items[line])
            let natural = lineItems.reduce(0.0) { $0 + $1.clamped($1.basis) } + gap * Double(max(lineItems.count - 1, 0))
            let available = availableMain ?? natural
            let slots = FlexLine.distribute(lineItems, available: available, gap: gap, justify: stack.justify)
            var lineCross = 0.0
            if needsCross {
                for (offset, slot) in zip(line, slots) {
                    let child = node.children[members[offset]]
                    lineCross = max(lineCross, crossSize(of: child, horizontal: horizontal, mainSize: slot.size, room: room,
                                                         wrapWidth: wrapWidth, useDepth: useDepth))
                }
            }
            // One line spans the content box across, as version 1's stacks do; wrapped lines their own.
            let lineStart = lineNumber == 0 ? 0 : crossUsed + lineGap
            let lineLength = lines.count == 1 && !stack.wrap ? (availableCross ?? lineCross) : lineCross
            for (offset, slot) in zip(line, slots) {
                plan.slots.append(StackPlan.Slot(child: members[offset], start: slot.start, size: slot.size,
                                                 lineStart: lineStart, lineLength: lineLength))
            }
            crossUsed = lineStart + lineLength
            widestLine = max(widestLine, natural)
            if !stack.wrap, !stack.clip, let availableMain, natural > availableMain + 0.01 {
                plan.overflow = (natural, availableMain)
            }
        }
        let paddingMain = horizontal ? padding.left + padding.right : padding.top + padding.bottom
        let paddingCross = horizontal ? padding.top + padding.bottom : padding.left + padding.right
        let main = (lines.isEmpty ? 0 : widestLine) + paddingMain
        let cross = crossUsed + paddingCross
        plan.contentSize = horizontal ? Size(main, cross) : Size(cross, main)
        return plan
    }

    /// A child's size along the main axis when it has none written or hugs: its frame measured in the
    /// content box (a text in a column at the width the column offers it).
    private mutating func mainSize(of child: Node, horizontal: Bool, room: Room, wrapWidth: Double?, useDepth: Int) -> Double {
        let size = frameSize(of: child, in: room, wrapWidth: wrapWidth, useDepth: useDepth + 1)
        return horizontal ? size.width : size.height
    }

    /// A child's size across the stack, for the lines it wraps onto and a stack that hugs that axis:
    /// written, or measured with its main size decided (a text in a row wraps at its slot's width).
    private mutating func crossSize(of child: Node, horizontal: Bool, mainSize: Double, room: Room, wrapWidth: Double?,
                                    useDepth: Int) -> Double {
        if child.kind.sizing == .framed, child.frame.size(horizontal: !horizontal) == nil { return 0 }
        // Own-geometry nodes keep their size; the others are measured across with the slot's length.
        let decided = child.kind.sizing.takesSlotSize
            ? Room(width: horizontal ? mainSize : nil, height: horizontal ? nil : mainSize) : Room(width: nil, height: nil)
        let size = frameSize(of: child, in: room, wrapWidth: horizontal ? nil : wrapWidth, decided: decided, useDepth: useDepth + 1)
        return horizontal ? size.height : size.width
    }
}
