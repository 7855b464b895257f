import ScenecCore
import ScenecModel

/// Resolves every node's frame against its parent: lengths and percentages, stack distribution,
/// and `use` copies. Records the first frame of each id for `relative-to="#id"`.
struct FramePass {
    let scene: Scene
    private(set) var framesByID: [String: Rect] = [:]
    /// Nodes placed so far. Nested uses can multiply a small file into an exponential tree (a "use
    /// bomb"), so placement stops at `Limits.placedNodes` and layout reports where it happened.
    /// The count includes the placements made to measure `use` copies in stacks: one budget for the
    /// whole scene, so layout is linear in the scene's expanded size or refused.
    private(set) var placedCount = 0
    private(set) var overflow: SourceLocation?
    /// The frame of a `use` target placed in a box, measured once: a stack measures a `use` child before
    /// placing it, and without this a chain of K stacks each using the previous one was placed 2^K times.
    private var measuredTargets: [MeasureKey: Rect] = [:]

    private struct MeasureKey: Hashable {
        var href: String
        var box: Rect
    }

    init(scene: Scene) {
        self.scene = scene
    }

    var canvas: Rect { Rect(x: 0, y: 0, width: scene.width, height: scene.height) }

    mutating func placeAll() -> [PlacedNode] {
        scene.nodes.map { place($0, in: canvas, mainAxisSlot: nil, useDepth: 0) }
    }

    /// The frame of the node with `id`, placing a `<defs>` node against the canvas when it was never drawn.
    mutating func frame(ofID id: String) -> Rect {
        if let frame = framesByID[id] { return frame }
        guard let node = scene.nodesByID[id] else { return canvas }
        // Remembered, so a thousand gradients relative to one `<defs>` node place it once.
        let frame = place(node, in: canvas, mainAxisSlot: nil, useDepth: 0).frame
        framesByID[id] = frame
        return frame
    }

    /// A slot along a stack's main axis: the start and size a stack computed for a child.
    struct Slot {
        var axis: Stack.Axis
        var start: Double
        var size: Double
        /// The child's cross-axis alignment and the content box's extent on that axis.
        var align: CrossAlign = .stretch
        var crossStart: Double = 0
        var crossLength: Double = 0

        /// How far to move a frame at `position` of `length` on the cross axis to align it; 0 under
        /// stretch, which keeps version 1's placement.
        func crossShift(position: Double, length: Double) -> Double {
            switch align {
            case .stretch: return 0
            case .start: return crossStart - position
            case .center: return crossStart + (crossLength - length) / 2 - position
            case .end: return crossStart + crossLength - length - position
            }
        }
    }

    /// Places `node` in the content box `parent` (absolute).
    /// `parentFrame` is the parent node's own frame when it differs from the content box (padding).
    mutating func place(_ node: Node, in parent: Rect, parentFrame: Rect? = nil, mainAxisSlot slot: Slot?, useDepth: Int) -> PlacedNode {
        var placed = PlacedNode(node: node, frame: naturalFrame(node, in: parent), parentFrame: parentFrame ?? parent,
                                referenceBox: parent, offset: parent.origin, children: [])
        placedCount += 1
        if placedCount > Limits.placedNodes {
            if overflow == nil { overflow = node.location }
            return placed
        }
        if case .use(let href) = node.kind, useDepth < 64, let target = scene.nodesByID[href] {
            // The copy is laid out where its original would be in this parent, then moved to x/y.
            let copy = place(target, in: parent, mainAxisSlot: nil, useDepth: useDepth + 1)
            let x = node.frame.x.map { parent.x + $0.resolved(against: parent.width) } ?? copy.frame.x
            let y = node.frame.y.map { parent.y + $0.resolved(against: parent.height) } ?? copy.frame.y
            let moved = copy.translatedBy(dx: x - copy.frame.x, dy: y - copy.frame.y)
            placed.children = [moved]
            placed.frame = moved.frame
        }
        if let slot {
            // The stack decides the main-axis position, and the size for all but own-geometry nodes.
            let sized = node.kind.sizing.takesSlotSize
            let dx: Double, dy: Double
            switch slot.axis {
            case .horizontal:
                dx = slot.start - placed.frame.x
                dy = slot.crossShift(position: placed.frame.y, length: placed.frame.height)
                if sized { placed.frame.width = slot.size }
                if stretchesText(node, slot: slot) { placed.frame.height = max(slot.crossStart + slot.crossLength - placed.frame.y, 0) }
            case .vertical:
                dx = slot.crossShift(position: placed.frame.x, length: placed.frame.width)
                dy = slot.start - placed.frame.y
                if sized { placed.frame.height = slot.size }
                if stretchesText(node, slot: slot) { placed.frame.width = max(slot.crossStart + slot.crossLength - placed.frame.x, 0) }
            }
            placed = placed.translatedBy(dx: dx, dy: dy)
            placed.parentFrame = parentFrame ?? parent
            placed.referenceBox = parent
        }
        if let id = node.id, framesByID[id] == nil, useDepth == 0 {
            framesByID[id] = placed.frame
        }
        if node.kind.isContainer {
            placed.children = placeChildren(of: node, frame: placed.frame, useDepth: useDepth)
        }
        return placed
    }

    /// Under `stretch` a text without a cross size takes the content box's (from its offset to the far
    /// edge) like any frame-sized child, so its `valign` (or `align` in a column) places it in the row.
    private func stretchesText(_ node: Node, slot: Slot) -> Bool {
        guard slot.align == .stretch, case .text = node.kind, node.frame.placement == nil else { return false }
        return (slot.axis == .horizontal ? node.frame.height : node.frame.width) == nil
    }

    /// The frame a node has from its own attributes, before any stack moves it.
    private func naturalFrame(_ node: Node, in parent: Rect) -> Rect {
        let o = parent.origin
        switch node.kind {
        case .circle(let cx, let cy, let r):
            let radius = r.resolved(against: Self.normalizedDiagonal(parent.size))
            let center = Point(o.x + cx.resolved(against: parent.width), o.y + cy.resolved(against: parent.height))
            return Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        case .line(let x1, let y1, let x2, let y2):
            return Rect.bounding([
                Point(o.x + x1.resolved(against: parent.width), o.y + y1.resolved(against: parent.height)),
                Point(o.x + x2.resolved(against: parent.width), o.y + y2.resolved(against: parent.height)),
            ])
        case .path(let path, _):
            return path.bounds.offsetBy(dx: o.x, dy: o.y)
        case .use:
            return Rect(x: o.x, y: o.y, width: 0, height: 0)
        case .group, .stack, .reflection, .rect, .ellipse, .point, .text, .image:
            if let placement = node.frame.placement {
                return Self.placed(node.frame, placement, in: parent)
            }
            let x = node.frame.x?.resolved(against: parent.width) ?? 0
            let y = node.frame.y?.resolved(against: parent.height) ?? 0
            // A missing size fills the parent from the node's position to the parent's far edge; a
            // text without a size takes its natural one.
            var natural: Size?
            if case .text(let spec) = node.kind {
                natural = TextPlacement.naturalSize(of: spec, width: node.frame.width.map { $0.resolved(against: parent.width) })
            }
            let width = node.frame.width.map { $0.resolved(against: parent.width) } ?? natural?.width ?? max(parent.width - x, 0)
            let height = node.frame.height.map { $0.resolved(against: parent.height) } ?? natural?.height ?? max(parent.height - y, 0)
            return Rect(x: o.x + x, y: o.y + y, width: width, height: height)
        }
    }

    private mutating func placeChildren(of node: Node, frame: Rect, useDepth: Int) -> [PlacedNode] {
        if case .reflection(let spec) = node.kind {
            // Children are laid out in the content box, the frame's top ceil(height × ratio).
            let content = ReflectionBoxes(frame: frame, spec: spec).content
            return node.children.map { place($0, in: content, parentFrame: frame, mainAxisSlot: nil, useDepth: useDepth) }
        }
        guard case .stack(let stack) = node.kind else {
            return node.children.map { place($0, in: frame, mainAxisSlot: nil, useDepth: useDepth) }
        }
        let content = frame.inset(by: stack.padding)
        let content0 = Rect(x: content.x, y: content.y, width: max(content.width, 0), height: max(content.height, 0))
        // Hidden children take no space, as in Figma's auto layout.
        let visible = node.children.filter { !$0.hidden }
        let horizontal = stack.axis == .horizontal
        let available = horizontal ? content0.width : content0.height
        let sizes = visible.map { child -> StackDistribution.Size in
            let length = horizontal ? child.frame.width : child.frame.height
            switch length {
            case .weight(let w)?: return .weight(w)
            case .points(let v)?: return .fixed(v)
            case .percent(let p)?: return .fixed(p / 100 * available)
            case nil:
                switch child.kind.sizing {
                case .container:
                    return .weight(1)
                case .framed, .natural, .ownGeometry:
                    // Text and images have their natural size, own-geometry nodes their own (a framed
                    // node without a main size was refused by the reader).
                    let natural = measure(child, in: content0, useDepth: useDepth + 1)
                    return .fixed(horizontal ? natural.width : natural.height)
                }
            }
        }
        let slots = StackDistribution.distribute(sizes, available: available, gap: stack.gap, justify: stack.justify)
        var placedChildren: [PlacedNode] = []
        var slotIndex = 0
        for child in node.children {
            if child.hidden {
                placedChildren.append(place(child, in: content0, parentFrame: frame, mainAxisSlot: nil, useDepth: useDepth))
                continue
            }
            let (start, size) = slots[slotIndex]
            slotIndex += 1
            let slot = Slot(axis: stack.axis, start: (horizontal ? content0.x : content0.y) + start, size: size,
                            align: child.alignSelf ?? stack.align, crossStart: horizontal ? content0.y : content0.x,
                            crossLength: horizontal ? content0.height : content0.width)
            placedChildren.append(place(child, in: content0, parentFrame: frame, mainAxisSlot: slot, useDepth: useDepth))
        }
        return placedChildren
    }

    /// The size `child` takes when placed in `box` without a slot: what `place` would give, but a
    /// `use` target is placed once per (target, box) and its frame remembered.
    private mutating func measure(_ child: Node, in box: Rect, useDepth: Int) -> Size {
        guard case .use(let href) = child.kind, useDepth < 64, let target = scene.nodesByID[href] else {
            return naturalFrame(child, in: box).size
        }
        let key = MeasureKey(href: href, box: box)
        if let frame = measuredTargets[key] { return frame.size }
        let frame = place(target, in: box, mainAxisSlot: nil, useDepth: useDepth + 1).frame
        measuredTargets[key] = frame
        return frame.size
    }

    /// Component placements (see `FrameSpec.Placement`).
    static func placed(_ frame: FrameSpec, _ placement: FrameSpec.Placement, in parent: Rect) -> Rect {
        switch placement {
        case .centeredSquare(let inset):
            let side = max(min(parent.width, parent.height) - 2 * inset, 0)
            return Rect(x: parent.x + (parent.width - side) / 2, y: parent.y + (parent.height - side) / 2, width: side, height: side)
        case .inset(let amount):
            return Rect(x: parent.x + amount, y: parent.y + amount,
                         width: max(parent.width - 2 * amount, 0), height: max(parent.height - 2 * amount, 0))
        case .centered:
            let width = frame.width?.resolved(against: parent.width) ?? 0
            let height = frame.height?.resolved(against: parent.height) ?? 0
            let dx = frame.x?.resolved(against: parent.width) ?? 0
            let dy = frame.y?.resolved(against: parent.height) ?? 0
            return Rect(x: parent.x + ((parent.width - width) / 2).rounded(.down) + dx,
                        y: parent.y + ((parent.height - height) / 2).rounded(.down) + dy, width: width, height: height)
        }
    }

    /// SVG's reference for percentages that are neither horizontal nor vertical (radii).
    static func normalizedDiagonal(_ size: Size) -> Double {
        ((size.width * size.width + size.height * size.height) / 2).squareRoot()
    }
}
