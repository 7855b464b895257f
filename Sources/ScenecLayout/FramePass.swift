import ScenecCore
import ScenecModel

/// The arrange pass: resolves every node's frame against its parent (lengths and percentages, stack
/// slots, `use` copies), asking the measure pass (`FramePass+Measure.swift`) the size of whatever hugs
/// its content or has a natural size. Records the first frame of each id for `relative-to="#id"`.
struct FramePass {
    let scene: Scene
    /// The scene's fonts and default language, for measuring text.
    var text = TextEnvironment()
    private(set) var framesByID: [String: Rect] = [:]
    /// The canvas: the scene's size, or on an axis it hugs its top-level nodes' union (`sizeCanvas`).
    private(set) var canvas: Rect
    /// Sizes the measure pass answered, by node and question.
    var measuredSizes: [MeasureKey: Size] = [:]
    var measuredContents: [ContentKey: Size] = [:]
    var measuredRequests: [MeasureRequest: Size] = [:]
    var measuredBaselines: [BaselineKey: Double?] = [:]
    /// Max-content, except while a measure asks a min-content size (`FramePass+MeasureRequest.swift`).
    var contentMode = ContentMode.maxContent
    /// Answers computed per node serial, and their totals (`LayoutStatistics`).
    var measureCounts: [Int32] = []
    var statistics = LayoutStatistics()
    /// Stacks whose content overflows them, once each.
    private(set) var warnings: [Diagnostic] = []
    private var warnedStacks = Set<SourceLocation>()
    /// Grids refused past `GridLimits` (errors) or placed sparsely past the dense budget (warnings), once each.
    var gridDiagnostics: [Diagnostic] = []
    /// Nodes placed so far. Nested uses can multiply a small file into an exponential tree (a "use
    /// bomb"), so placement stops at `Limits.placedNodes` and layout reports where it happened.
    /// The count includes the placements made to measure `use` copies in stacks: one budget for the
    /// whole scene, so layout is linear in the scene's expanded size or refused.
    private(set) var placedCount = 0
    private(set) var overflow: SourceLocation?
    /// The frame of a `use` target placed in a box, measured once: a stack measures a `use` child before
    /// placing it, and without this a chain of K stacks each using the previous one was placed 2^K times.
    private var measuredTargets: [TargetKey: Rect] = [:]

    private struct TargetKey: Hashable {
        var href: String
        var box: Rect
    }

    init(scene: Scene) {
        var numbered = scene
        var serial = 0
        LayoutSerials.number(&numbered.nodes, from: &serial)
        let sceneNodes = serial
        for id in numbered.nodesByID.keys.sorted() {
            guard var node = numbered.nodesByID[id] else { continue }
            LayoutSerials.number(&node, from: &serial)
            numbered.nodesByID[id] = node
        }
        self.scene = numbered
        measureCounts = Array(repeating: 0, count: serial + 1)
        // Every placed node asks its size at least once: room for that up front, not a rehash per doubling.
        measuredSizes.reserveCapacity(serial + 1)
        statistics.nodes = sceneNodes
        canvas = Rect(x: 0, y: 0, width: scene.width, height: scene.height)
    }

    /// For `width="hug"` / `height="hug"` on the scene: the canvas is the union of the top-level
    /// nodes' frames from (0, 0) on that axis, rounded up to a whole point so that every scale's
    /// picture is exactly that many pixels (an @2x asset twice its @1x) and every renderer sizes the
    /// SVG alike.
    mutating func sizeCanvas() {
        guard scene.hugsWidth || scene.hugsHeight else { return }
        let room = Room(width: scene.hugsWidth ? nil : scene.width, height: scene.hugsHeight ? nil : scene.height)
        var root = Node(kind: .group(clip: false), element: "scene", children: scene.nodes, location: scene.location)
        root.layoutSerial = -1
        let content = contentSize(of: root, width: room.width, height: room.height, useDepth: 0)
        // Measuring noise (349.0000000001) must not add a point.
        func whole(_ length: Double) -> Double { (length - 1e-6).rounded(.up) }
        canvas = Rect(x: 0, y: 0, width: scene.hugsWidth ? whole(content.width) : content.width,
                      height: scene.hugsHeight ? whole(content.height) : content.height)
    }

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
        /// The width a column offers a wrapping text without one (nil in a row).
        var wrapWidth: Double?
        /// Under `baseline`: where the child's frame starts from `crossStart`, which lines its first
        /// baseline up with its line's (`StackPlan.Slot.baselineShift`).
        var baselineShift: Double = 0

        /// How far to move a frame at `position` of `length` on the cross axis to align it; 0 under
        /// stretch, which keeps version 1's placement.
        func crossShift(position: Double, length: Double) -> Double {
            switch align {
            case .stretch: return 0
            case .start: return crossStart - position
            case .center: return crossStart + (crossLength - length) / 2 - position
            case .end: return crossStart + crossLength - length - position
            case .baseline: return crossStart + baselineShift - position
            }
        }
    }

    /// Places `node` in the content box `parent` (absolute).
    /// `parentFrame` is the parent node's own frame when it differs from the content box (padding).
    /// `percentWidth` is the width the node's padding percentages are of when it is not the box's: a
    /// stack's content width for a child in a wrapping column's line, a grid area's for a grid item.
    mutating func place(_ node: Node, in parent: Rect, parentFrame: Rect? = nil, mainAxisSlot slot: Slot?, percentWidth: Double? = nil,
                        useDepth: Int) -> PlacedNode {
        var placed = PlacedNode(node: node, frame: naturalFrame(node, in: parent, wrapWidth: slot?.wrapWidth), parentFrame: parentFrame ?? parent,
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
            let (frame, dx, dy) = slotted(node, frame: placed.frame, in: parent, slot: slot, useDepth: useDepth)
            placed.frame = frame
            placed.translate(dx: dx, dy: dy)
            placed.parentFrame = parentFrame ?? parent
            placed.referenceBox = parent
        }
        if let id = node.id, framesByID[id] == nil, useDepth == 0 {
            framesByID[id] = placed.frame
        }
        if node.kind.isContainer {
            // A height the node hugs is not definite for its percentage gaps, unless a column sized it.
            let hugsHeight = node.frame.height == .hug && !(slot?.axis == .vertical && node.kind.sizing.takesSlotSize)
            placed.children = placeChildren(of: node, frame: placed.frame, percentWidth: percentWidth ?? parent.width,
                                            definiteHeight: !hugsHeight, useDepth: useDepth)
        }
        return placed
    }

    /// A stack child's frame in its slot: the stack decides the main-axis position, and the size for all
    /// but own-geometry nodes; `align` places it across. `frame` is the frame it has on its own
    /// (`naturalFrame`); the answer is that frame resized, and the move (`dx`, `dy`) that puts it in
    /// the slot, which also moves whatever was placed inside it.
    mutating func slotted(_ node: Node, frame natural: Rect, in parent: Rect, slot: Slot, useDepth: Int) -> (frame: Rect, dx: Double, dy: Double) {
        var frame = natural
        let sized = node.kind.sizing.takesSlotSize
        let across = node.frame.size(horizontal: slot.axis == .vertical)
        // With an aspect ratio and no size across, `stretch` gives the line's cross size as to any
        // child (CSS: the ratio decides only the hypothetical size); the other alignments keep the ratio's.
        let ratioAcross = sized && across == nil && node.frame.aspectRatio != nil
        if sized, across == .hug || ratioAcross && slot.align != .stretch {
            // Hugging across, the node is as long there as its content is at the slot's length (with
            // an aspect ratio, as the ratio makes it from the slot's length).
            let decided = slot.axis == .horizontal ? Room(width: slot.size, height: nil) : Room(width: nil, height: slot.size)
            let size = frameSize(of: node, in: Room(parent.size), wrapWidth: slot.wrapWidth, decided: decided, useDepth: useDepth)
            if slot.axis == .horizontal { frame.height = size.height } else { frame.width = size.width }
        }
        let dx: Double, dy: Double
        switch slot.axis {
        case .horizontal:
            dx = slot.start - frame.x
            dy = slot.crossShift(position: frame.y, length: frame.height)
            if sized { frame.width = slot.size }
            if stretchesText(node, slot: slot) { frame.height = max(slot.crossStart + slot.crossLength - frame.y, 0) }
            if ratioAcross, slot.align == .stretch {
                frame.height = node.frame.clamped(max(slot.crossStart + slot.crossLength - frame.y, 0), horizontal: false, reference: parent.height)
            }
        case .vertical:
            dx = slot.crossShift(position: frame.x, length: frame.width)
            dy = slot.start - frame.y
            if sized { frame.height = slot.size }
            if stretchesText(node, slot: slot) { frame.width = max(slot.crossStart + slot.crossLength - frame.x, 0) }
            if ratioAcross, slot.align == .stretch {
                frame.width = node.frame.clamped(max(slot.crossStart + slot.crossLength - frame.x, 0), horizontal: true, reference: parent.width)
            }
        }
        return (frame, dx, dy)
    }

    /// Under `stretch` a text without a cross size takes the content box's (from its offset to the far
    /// edge) like any frame-sized child, so its `valign` (or `align` in a column) places it in the row.
    private func stretchesText(_ node: Node, slot: Slot) -> Bool {
        guard slot.align == .stretch, case .text = node.kind, node.frame.placement == nil else { return false }
        return (slot.axis == .horizontal ? node.frame.height : node.frame.width) == nil
    }

    /// The frame a node has from its own attributes, before any stack moves it.
    mutating func naturalFrame(_ node: Node, in parent: Rect, wrapWidth: Double? = nil) -> Rect {
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
        case .group, .stack, .grid, .reflection, .rect, .ellipse, .point, .text, .image:
            if let placement = node.frame.placement {
                return Self.placed(node.frame, placement, in: parent)
            }
            let x = node.frame.x?.resolved(against: parent.width) ?? 0
            let y = node.frame.y?.resolved(against: parent.height) ?? 0
            // A missing size fills the parent from the node's position to the parent's far edge; a
            // text without a size takes its natural one; hug takes the content's (the measure pass).
            let size = frameSize(of: node, in: Room(parent.size), wrapWidth: wrapWidth, useDepth: 0)
            return Rect(x: o.x + x, y: o.y + y, width: size.width, height: size.height)
        }
    }

    private mutating func placeChildren(of node: Node, frame: Rect, percentWidth: Double, definiteHeight: Bool, useDepth: Int) -> [PlacedNode] {
        if case .reflection(let spec) = node.kind {
            // Children are laid out in the content box, the frame's top ceil(height × ratio).
            let content = ReflectionBoxes(frame: frame, spec: spec).content
            return node.children.map { place($0, in: content, parentFrame: frame, mainAxisSlot: nil, useDepth: useDepth) }
        }
        if case .grid(let grid) = node.kind {
            return placeGridChildren(of: node, grid, frame: frame, paddingWidth: percentWidth, definiteHeight: definiteHeight, useDepth: useDepth)
        }
        guard case .stack(let stack) = node.kind else {
            return node.children.map { place($0, in: frame, mainAxisSlot: nil, useDepth: useDepth) }
        }
        let content = frame.inset(by: stack.padding.resolved(against: percentWidth))
        let content0 = Rect(x: content.x, y: content.y, width: max(content.width, 0), height: max(content.height, 0))
        let horizontal = stack.axis == .horizontal
        let plan = stackPlan(node, stack, width: frame.width, height: frame.height, paddingWidth: percentWidth,
                             definiteHeight: definiteHeight, useDepth: useDepth)
        if let overflow = plan.overflow { warnOverflow(of: node, horizontal: horizontal, overflow) }
        // Each child's slot by its index (nil: hidden or absolute). An array, not a dictionary, and the
        // children read in place, never copied: this loop runs once per node of every stack.
        var slots = [StackPlan.Slot?](repeating: nil, count: node.children.count)
        for slot in plan.slots { slots[slot.child] = slot }
        var placedChildren: [PlacedNode] = []
        placedChildren.reserveCapacity(node.children.count)
        // One copy of each child (the binding); the calls below borrow it.
        for (index, child) in node.children.enumerated() {
            guard let planned = slots[index] else {
                // Hidden children take no space (Figma's auto layout); absolute ones are placed like a
                // group's children, in the stack's frame.
                let box = child.frame.position == .absolute ? frame : content0
                let positioned = child.frame.insets.isEmpty && child.frame.flex.margin.isZero ? child : insetChild(child, in: box)
                var placedChild = place(positioned, in: box, parentFrame: frame, mainAxisSlot: nil, useDepth: useDepth)
                if child.frame.position == .absolute, !child.hidden, scene.followsFormat13 {
                    placedChild = staticPositioned(placedChild, child: child, stack: stack, content: content0)
                    rememberMoved(child, placedChild, useDepth: useDepth)
                }
                placedChildren.append(placedChild)
                continue
            }
            let (box, slot) = childSlot(child, planned, stack: stack, content: content0)
            var placedChild: PlacedNode
            if child.frame.flex.margin.isZero {
                placedChild = place(child, in: box, parentFrame: frame, mainAxisSlot: slot, percentWidth: content0.width,
                                    useDepth: useDepth)
            } else {
                // A child with margins takes its percentage size across of the content box, not of its line
                // inset by those margins (CSS percentages are of the containing block).
                let laidOut = percentAcross(child, horizontal: horizontal, content: content0)
                placedChild = place(laidOut, in: box, parentFrame: frame, mainAxisSlot: slot, percentWidth: content0.width, useDepth: useDepth)
                placedChild.node = child
            }
            let insets = child.frame.insets
            if child.frame.position == .relative, !insets.isEmpty {
                // CSS relative positioning: laid out in the flow, then moved; left wins over right, top over bottom.
                let (dx, dy) = insets.relativeOffset(width: content0.width, height: content0.height)
                placedChild.translate(dx: dx, dy: dy)
                rememberMoved(child, placedChild, useDepth: useDepth)
            }
            placedChildren.append(placedChild)
        }
        return placedChildren
    }

    /// A child moved after `place` remembered its frame: `relative-to="#id"` sees where it is drawn.
    private mutating func rememberMoved(_ child: Node, _ placed: PlacedNode, useDepth: Int) {
        if let id = child.id, useDepth == 0 { framesByID[id] = placed.frame }
    }

    /// "the row's children need 164 pt but it is 140 pt wide", once per stack.
    private mutating func warnOverflow(of node: Node, horizontal: Bool, _ overflow: (needed: Double, available: Double)) {
        guard warnedStacks.insert(node.location).inserted else { return }
        let (name, axis) = horizontal ? ("row", "wide") : ("column", "tall")
        let length = horizontal ? "width" : "height"
        warnings.append(.warning("<\(node.element)> overflows: its children and gaps need \(NumberFormat.svg(overflow.needed)) pt, and the \(name)'s content box is \(NumberFormat.svg(overflow.available)) pt \(axis); "
                                 + "give it \(length)=\"hug\", wrap=\"true\", a larger \(length), or clip=\"true\"", at: node.location))
    }

    /// The size `child` takes when placed in `box` without a slot: what `place` would give, but a
    /// `use` target is placed once per (target, box) and its frame remembered.
    mutating func measure(_ child: Node, in box: Rect, useDepth: Int) -> Size {
        guard case .use(let href) = child.kind, useDepth < 64, let target = scene.nodesByID[href] else {
            return naturalFrame(child, in: box).size
        }
        let key = TargetKey(href: href, box: box)
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
            let width = frame.width?.fixed(against: parent.width) ?? 0
            let height = frame.height?.fixed(against: parent.height) ?? 0
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
