import ScenecCore
import ScenecModel

/// The room a parent offers a child on each axis: its content box's length, or nil where the parent
/// hugs that axis and so has no length to give until its content is measured.
struct Room: Hashable {
    var width: Double?
    var height: Double?

    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// The box to resolve percentages and positions against (0 where there is no length).
    var box: Rect { Rect(x: 0, y: 0, width: width ?? 0, height: height ?? 0) }
}

/// The measure pass: "how big are you, given this room?" asked of a node before it is placed. Answers
/// are remembered per node (`Node.layoutSerial`) and question, so a hugging stack asks each child once
/// per proposal however deep the stacks nest.
extension FramePass {
    /// The size of `node`'s frame when placed in `room` by a parent that does not resize it (a group):
    /// fixed and percentage sizes resolved, a missing one its kind's default, `hug` its content's,
    /// each bounded by min/max. `wrapWidth` is the width a column offers a wrapping text without one;
    /// `decided` holds the lengths a stack already gave the node (its slot), which its other axis is
    /// measured with: a text in a weighted slot wraps at the slot's width.
    mutating func frameSize(of node: Node, in room: Room, wrapWidth: Double? = nil, decided: Room = Room(width: nil, height: nil),
                            useDepth: Int) -> Size {
        let key = MeasureKey(serial: node.layoutSerial, room: room, wrapWidth: wrapWidth, decided: decided, mode: contentMode)
        if node.layoutSerial != 0, let size = measuredSizes[key] { return size }
        countMeasure(node.layoutSerial)
        let size = measureFrame(of: node, in: room, wrapWidth: wrapWidth, decided: decided, useDepth: useDepth)
        if node.layoutSerial != 0 { measuredSizes[key] = size }
        return size
    }

    private mutating func measureFrame(of node: Node, in room: Room, wrapWidth: Double?, decided: Room, useDepth: Int) -> Size {
        switch node.kind {
        case .use:
            return measure(node, in: room.box, useDepth: useDepth)
        case .circle, .line, .path:
            return naturalFrame(node, in: room.box).size
        case .group, .stack, .grid, .reflection, .rect, .ellipse, .point, .text, .image:
            break
        }
        if node.frame.placement != nil { return naturalFrame(node, in: room.box).size }
        var frame = node.frame
        // A length the stack decided stands as if written.
        if let width = decided.width { frame.width = .points(width) }
        if let height = decided.height { frame.height = .points(height) }
        if case .text(let spec) = node.kind {
            return textSize(spec, frame: frame, room: room, wrapWidth: wrapWidth)
        }
        let x = frame.x?.resolved(against: room.width ?? 0) ?? 0
        let y = frame.y?.resolved(against: room.height ?? 0) ?? 0
        let fillsWhenMissing = node.kind.sizing == .container
        var width = frame.width?.fixed(against: room.width ?? 0)
        var height = frame.height?.fixed(against: room.height ?? 0)
        // A missing size fills the room from the position to the far edge; where the parent hugs (no
        // room), a container takes its content's size, as Figma sizes a child of an auto-layout frame.
        if frame.width == nil, let length = room.width { width = max(length - x, 0) }
        if frame.height == nil, let length = room.height { height = max(length - y, 0) }
        var hugsWidth = frame.width == .hug || (frame.width == nil && room.width == nil && fillsWhenMissing)
        var hugsHeight = frame.height == .hug || (frame.height == nil && room.height == nil && fillsWhenMissing)
        func clampedWidth(_ length: Double) -> Double { frame.clamped(length, horizontal: true, reference: room.width ?? 0) }
        func clampedHeight(_ length: Double) -> Double { frame.clamped(length, horizontal: false, reference: room.height ?? 0) }
        if let ratio = frame.aspectRatio {
            // CSS aspect-ratio: a size written (or decided by the stack) gives the other; with neither,
            // the width (filled or hugged) gives the height.
            switch (frame.width?.isDefinite == true, frame.height?.isDefinite == true) {
            case (true, false):
                height = clampedWidth(width ?? 0) / ratio
                hugsHeight = false
            case (false, true):
                width = clampedHeight(height ?? 0) * ratio
                hugsWidth = false
            case (false, false) where !hugsWidth:
                if let filled = width {
                    height = clampedWidth(filled) / ratio
                    hugsHeight = false
                } else if let filled = height, !hugsHeight {
                    width = clampedHeight(filled) * ratio
                }
            case (false, false), (true, true):
                break
            }
        }
        if hugsWidth || hugsHeight {
            let known = (width: hugsWidth ? nil : width.map(clampedWidth), height: hugsHeight ? nil : height.map(clampedHeight))
            // The node's padding percentages are of the room's width (0 where the parent hugs: CSS's
            // intrinsic sizing).
            let paddingWidth = room.width
            var content = contentSize(of: node, width: known.width, height: known.height, paddingWidth: paddingWidth, useDepth: useDepth)
            // hug is CSS fit-content: a wrapping row that hugs its width wraps at the width offered.
            var fitted = false
            if hugsWidth, let offered = room.width, case .stack(let stack) = node.kind, stack.wrap, stack.axis == .horizontal,
               content.width > max(offered - x, 0) {
                content.width = max(minContentWidth(of: node, height: known.height, paddingWidth: paddingWidth, useDepth: useDepth),
                                    max(offered - x, 0))
                fitted = true
            }
            // A hugged width its bounds change decides the height anew: a wrapping row or a paragraph
            // held by max-width is as tall as its lines at the bounded width.
            // So does a hugged width that a row's percentage gaps are of: they were 0 while it was measured.
            if hugsWidth, hugsHeight, fitted || clampedWidth(content.width) != content.width || Self.gapsFollowWidth(node) {
                content.height = contentSize(of: node, width: clampedWidth(content.width), height: nil, paddingWidth: paddingWidth,
                                             useDepth: useDepth).height
            }
            // And a wrapping column whose hugged height its bounds change wraps there: as wide as its
            // lines, as tall as the longest (Chrome's column-wrap sizing).
            if hugsWidth, hugsHeight, case .stack(let stack) = node.kind, stack.wrap, stack.axis == .vertical,
               clampedHeight(content.height) != content.height {
                content = stackPlan(node, stack, width: nil, height: clampedHeight(content.height), paddingWidth: paddingWidth,
                                    useDepth: useDepth).contentSize
            }
            if hugsWidth { width = content.width }
            if hugsHeight { height = content.height }
            // Both hugged: the hugged width gives the height (CSS: the ratio wins over the content's height).
            if let ratio = frame.aspectRatio, hugsWidth, hugsHeight || frame.height == nil {
                // The height's min-…/max-… bound the width through the ratio (CSS's transferred sizes).
                var hugged = width ?? 0
                if let high = frame.maximum(horizontal: false, reference: room.height ?? 0) { hugged = min(hugged, high * ratio) }
                if let low = frame.minHeight?.resolved(against: room.height ?? 0) { hugged = max(hugged, low * ratio) }
                width = hugged
                height = clampedWidth(hugged) / ratio
            }
        }
        return Size(clampedWidth(width ?? 0), clampedHeight(height ?? 0))
    }

    /// A container's min-content width (every soft wrap taken), the floor of its fit-content width.
    private mutating func minContentWidth(of node: Node, height: Double?, paddingWidth: Double?, useDepth: Int) -> Double {
        let saved = contentMode
        contentMode = .minContent
        defer { contentMode = saved }
        return contentSize(of: node, width: nil, height: height, paddingWidth: paddingWidth, useDepth: useDepth).width
    }

    /// A text's frame: a written width, or its natural one; a wrapping text wider than its `max-width`
    /// (or the width its column offers) takes that width and breaks its lines there, as CSS's
    /// `fit-content` does. The height is its lines' at that width unless written.
    private func textSize(_ spec: TextSpec, frame: FrameSpec, room: Room, wrapWidth: Double?) -> Size {
        let written = frame.width?.fixed(against: room.width ?? 0)
        var width: Double
        var natural: Size
        if let written {
            natural = TextPlacement.naturalSize(of: spec, width: written, in: text)
            width = written
        } else if contentMode == .minContent, spec.wrap != .none, wrapWidth == nil {
            // Asked its min-content size with no width to break at: every soft wrap taken.
            natural = minContentTextSize(spec)
            width = natural.width
        } else {
            natural = TextPlacement.naturalSize(of: spec, width: nil, in: text)
            width = natural.width
            let limits = [frame.maximum(horizontal: true, reference: room.width ?? 0), wrapWidth].compactMap { $0 }
            if spec.wrap != .none, let limit = limits.min(), natural.width > limit {
                width = limit
                natural = TextPlacement.naturalSize(of: spec, width: limit, in: text)
            }
        }
        let height = frame.height?.fixed(against: room.height ?? 0) ?? natural.height
        return Size(frame.clamped(width, horizontal: true, reference: room.width ?? 0),
                    frame.clamped(height, horizontal: false, reference: room.height ?? 0))
    }

    /// The size of a container's content on the axes given as nil (the other axes are the frame's own
    /// length there): a stack's children, gaps and padding; a group's union of its children's frames
    /// from its origin. Children out of the flow and placed by their parent's frame (components'
    /// outlines) take the final size and add nothing.
    /// `paddingWidth` is the parent's content width a stack's or grid's padding percentages are of.
    mutating func contentSize(of node: Node, width: Double?, height: Double?, paddingWidth: Double? = nil, useDepth: Int) -> Size {
        // The width matters to the answer only when the padding has percentages: other nodes keep one key.
        let paddingWidth = Self.paddingHasPercentage(node) ? paddingWidth : nil
        let key = ContentKey(serial: node.layoutSerial, width: width, height: height, paddingWidth: paddingWidth, mode: contentMode)
        if node.layoutSerial != 0, let size = measuredContents[key] { return size }
        countMeasure(node.layoutSerial)
        var size: Size
        switch node.kind {
        case .stack(let stack):
            let plan = stackPlan(node, stack, width: width, height: height, paddingWidth: paddingWidth, useDepth: useDepth)
            size = Size(width ?? plan.contentSize.width, height ?? plan.contentSize.height)
        case .grid(let grid):
            size = gridContentSize(node, grid, width: width, height: height, paddingWidth: paddingWidth, useDepth: useDepth)
        default:
            var maxX = 0.0, maxY = 0.0
            let room = Room(width: width, height: height)
            for child in node.children where !child.hidden && child.frame.placement == nil {
                let childSize = frameSize(of: child, in: room, useDepth: useDepth)
                let origin = ownOrigin(of: child, in: room)
                maxX = max(maxX, origin.x + childSize.width)
                maxY = max(maxY, origin.y + childSize.height)
            }
            size = Size(width ?? maxX, height ?? maxY)
        }
        if node.layoutSerial != 0 { measuredContents[key] = size }
        return size
    }

    /// Where a child's frame starts in its parent's coordinates, for a group's union: x/y as written, or
    /// for nodes with their own geometry the start of its bounds.
    private mutating func ownOrigin(of child: Node, in room: Room) -> Point {
        switch child.kind {
        case .circle, .line, .path, .use:
            return naturalFrame(child, in: room.box).origin
        case .group, .stack, .grid, .reflection, .rect, .ellipse, .point, .text, .image:
            return Point(child.frame.x?.resolved(against: room.width ?? 0) ?? 0, child.frame.y?.resolved(against: room.height ?? 0) ?? 0)
        }
    }
}

/// A frame measured for one room: the node, the room, the width a column offered to wrap at and the
/// lengths its stack decided.
struct MeasureKey: Hashable {
    var serial: Int
    var room: Room
    var wrapWidth: Double?
    var decided: Room
    var mode: ContentMode
}

/// A container's content measured with its own lengths known on some axes.
struct ContentKey: Hashable {
    var serial: Int
    var width: Double?
    var height: Double?
    var paddingWidth: Double?
    var mode: ContentMode
}
