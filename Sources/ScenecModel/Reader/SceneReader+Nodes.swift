import ScenecCore
import ScenecXML

/// Where a node stands, which decides which frame attributes it must, may or must not have.
enum ParentKind {
    case plain
    case stack(Stack.Axis)
    /// A `<grid>` (format 1.3): it places and sizes its children.
    case grid
    case definitions

    var isStack: Bool {
        if case .stack = self { return true }
        return false
    }

    var isGrid: Bool {
        if case .grid = self { return true }
        return false
    }
}

extension SceneReader {
    /// Reads one node of `kind` (a node kind: `checkKnown` refused the others): its common attributes,
    /// its kind's own reader, its children, fill layers and effects.
    mutating func readNode(_ element: XMLElement, kind: ElementKind, parent: ParentKind) -> Node? {
        let definition = kind.definition
        let attributes = AttributeReader(element, kind: kind, context: &context)
        let id = attributes.string("id")
        register(id: id, location: attributes.location(of: "id"))
        var node = Node(kind: .group(clip: false), element: kind.name, id: id, location: element.location)
        node.opacity = attributes.number("opacity", context: &context) ?? 1
        node.hidden = attributes.bool("hidden", context: &context) ?? false
        node.transform = attributes.parse("transform", context: &context) { text throws(ValueError) in try TransformParser.parse(text) }
        node.transformOrigin = attributes.parse("transform-origin", context: &context) { text throws(ValueError) in
            try TransformOrigin.parse(text)
        } ?? .center
        node.alignSelf = attributes.choice("align-self", context: &context)
        if node.alignSelf != nil, !parent.isStack, !parent.isGrid {
            context.warning("align-self has no effect outside a <row>, <column> or <grid>", at: attributes.location(of: "align-self"))
        }
        node.gridItem = readGridItem(attributes, parent: parent)
        node.blend = attributes.choice("blend", context: &context) ?? .normal
        node.blur = attributes.number("blur", context: &context) ?? 0
        node.backdropBlur = attributes.number("backdrop-blur", context: &context) ?? 0
        let position: FrameSpec.Position = attributes.choice("position", context: &context) ?? .inFlow
        if position != .inFlow, !parent.isStack {
            context.warning("position=\"\(position.rawValue)\" has no effect outside a <row> or <column>: a child of a group is placed by its x/y already",
                            at: attributes.location(of: "position"))
        }
        // Out of the flow, a stack's child is read like a group's: its own x/y, no weights.
        let parent: ParentKind = position == .absolute && parent.isStack ? .plain : parent
        if parent.isGrid { reportGridPosition(attributes) }
        var stackAxis: Stack.Axis?
        if case .stack(let axis) = parent { stackAxis = axis }
        // A line is stroke only; without a stroke it would draw nothing, so it gets Core Graphics' black.
        node.style = readStyle(attributes, defaultStroke: kind == .line ? .color(.black) : nil)
        if definition.children != .text { checkNoText(element) }

        let read: Bool
        switch kind {
        case .group: read = readGroup(attributes, into: &node, parent: parent)
        case .row: read = readStack(.horizontal, attributes, into: &node, parent: parent)
        case .column: read = readStack(.vertical, attributes, into: &node, parent: parent)
        case .grid: read = readGrid(attributes, into: &node, parent: parent)
        case .reflection: read = readReflection(attributes, into: &node, parent: parent)
        case .rect: read = readRect(attributes, into: &node, parent: parent)
        case .ellipse: read = readEllipse(attributes, into: &node, parent: parent)
        case .circle: read = readCircle(attributes, into: &node)
        case .line: read = readLine(attributes, into: &node)
        case .path: read = readPath(attributes, into: &node)
        case .polygon: read = readPoints(attributes, closed: true, into: &node)
        case .polyline: read = readPoints(attributes, closed: false, into: &node)
        case .point: read = readPoint(attributes, into: &node, parent: parent)
        case .use: read = readUse(attributes, into: &node, parent: parent)
        case .text: read = readText(element, attributes, into: &node, parent: parent)
        case .image: read = readImage(attributes, into: &node, parent: parent)
        case .keyboard: read = readKeyboard(attributes, into: &node, parent: parent)
        case .key: read = readKey(attributes, into: &node, parent: parent)
        case .dataCircle: read = readDataCircle(attributes, into: &node, parent: parent)
        case .scene, .defs, .defaults, .fill, .linearGradient, .radialGradient, .conicGradient, .stop, .dropShadow, .innerShadow, .shine, .span, .br,
             .tokens, .token, .include, .strings, .library, .component, .param, .slot, .font:
            return nil  // not nodes: checkKnown refused them before this is reached
        }
        guard read else { return nil }
        node.frame.position = position
        node.frame.flex = readFlexItem(attributes, inFlow: parent.isStack, inGrid: parent.isGrid, stackAxis: stackAxis, frame: node.frame)
        node.frame.insets = readInsets(attributes, position: position)
        checkSize(of: node, attributes, parent: parent)
        // A grid's child is sized by its area, not by the grid's own length.
        if !parent.isGrid { checkHugConflicts(of: node, attributes, stackAxis: stackAxis) }

        readChildren(element, kind: kind, into: &node)
        checkCrossSizes(of: node)
        checkGridItems(of: node)
        let layers = readPaintChildren(element)
        if !layers.isEmpty, !definition.fillLayers {
            context.error("<\(kind.name)> takes no fill layers", at: element.location)
        }
        node.style.fills += layers
        if node.style.stroke?.crisp == true, !definition.crisp {
            context.warning("crisp: only rectangular outlines are snapped to device pixels; <\(kind.name)> is drawn as is",
                            at: attributes.location(of: "crisp"))
        }
        attachEffects(readEffects(element, kind: kind), to: &node, kind: kind)
        dropSpreadOnShapedCorners(&node)
        if let id { nodesByID[id] = node }
        return node
    }

    /// A node whose sizing class needs a size (rect, ellipse: `NodeSizing.needsSize`) must be given
    /// one, except the cross size a stack supplies: in a row the height defaults to the row's, in a
    /// column the width to the column's. A size written but malformed is already reported at it.
    private mutating func checkSize(of node: Node, _ attributes: AttributeReader, parent: ParentKind) {
        // A grid stretches its items into their areas (or gives them their content's size).
        guard node.kind.sizing.needsSize, !parent.isGrid else { return }
        var axis: Stack.Axis?
        if case .stack(let a) = parent { axis = a }
        // An absolute child with both insets of an axis is stretched between them (format 1.3).
        let insets = node.frame.insets
        // With an aspect ratio one size gives the other (format 1.3).
        let ratio = node.frame.aspectRatio != nil
        if node.frame.width == nil, axis != .vertical, !attributes.has("width"), insets.left == nil || insets.right == nil,
           !(ratio && (node.frame.height != nil || axis == .horizontal)) {
            context.error("<\(attributes.element.name)> needs a width", at: attributes.element.location)
        }
        if node.frame.height == nil, axis != .horizontal, !attributes.has("height"), insets.top == nil || insets.bottom == nil,
           !(ratio && (node.frame.width != nil || axis == .vertical)) {
            context.error("<\(attributes.element.name)> needs a height", at: attributes.element.location)
        }
    }

    /// Under `align` (or `align-self`) start, center or end a stack child keeps its own cross size:
    /// text and images take their natural size and own-geometry nodes (circle, line, path, point, use)
    /// their own, but a container, component, rect or ellipse without one has nothing to keep
    /// (`NodeSizing.hasIntrinsicSize`).
    private mutating func checkCrossSizes(of node: Node) {
        guard case .stack(let stack) = node.kind else { return }
        let (name, stackName) = stack.axis == .horizontal ? ("height", "row") : ("width", "column")
        for child in node.children where child.frame.isInFlow {
            let align = child.alignSelf ?? stack.align
            guard align != .stretch else { continue }
            let crossSize = stack.axis == .horizontal ? child.frame.height : child.frame.width
            guard crossSize == nil, child.frame.placement == nil, !child.kind.sizing.hasIntrinsicSize else { continue }
            // An aspect ratio gives the cross size from the main one (format 1.3).
            if child.frame.aspectRatio != nil { continue }
            // A container could take its content's size instead (format 1.2).
            let hug = ElementCatalog.kinds[child.element]?.hugs == true ? " (or write \(name)=\"hug\" to give it its content's)" : ""
            context.error("<\(child.element)> needs a \(name): the \(stackName) aligns it to \(align.rawValue), and only stretch gives a child the \(stackName)'s \(name)\(hug)",
                          at: child.location)
        }
    }

    /// A shadow's spread grows a rounded rect exactly, but per-corner radii and smoothed corners are a
    /// path, which layout does not grow (as on `<path>`): say so rather than draw it unspread.
    private mutating func dropSpreadOnShapedCorners(_ node: inout Node) {
        guard node.style.hasShapedCorners else { return }
        for (index, effect) in node.style.effects.enumerated() {
            guard case .dropShadow(var shadow) = effect, shadow.spread != 0 else { continue }
            context.warning("spread is ignored on <\(node.element)> with per-corner radii or corner-smoothing: its outline is a path",
                            at: shadow.location)
            shadow.spread = 0
            node.style.effects[index] = .dropShadow(shadow)
        }
    }

    /// Child nodes of a container, with `<defaults>` scoped to it; anything else (but style children)
    /// is reported for elements that take no children.
    private mutating func readChildren(_ element: XMLElement, kind: ElementKind, into node: inout Node) {
        let rule = kind.definition.children
        guard rule == .nodes else {
            for child in element.children where !Self.isStyleChild(child) {
                _ = checkKnown(child, allowedBy: rule == .text ? .text : .none, in: kind)
            }
            return
        }
        let childParent: ParentKind
        switch node.kind {
        case .stack(let stack): childParent = .stack(stack.axis)
        case .grid: childParent = .grid
        default: childParent = .plain
        }
        let saved = components.enter(node, kind: kind)
        let savedHugs = parentHugs
        parentHugs = HugAxes(node.frame)
        defer { parentHugs = savedHugs }
        for child in element.children where !Self.isStyleChild(child) {
            guard let childKind = checkKnown(child, allowedBy: rule, in: kind) else { continue }
            if childKind == .defaults {
                readDefaults(child)
            } else if let childNode = readNode(child, kind: childKind, parent: childParent) {
                node.children.append(childNode)
            }
        }
        components.leave(saved, node: &node)
    }

    /// Fill layers and effects: children that style a node rather than being drawn inside it.
    static func isStyleChild(_ element: XMLElement) -> Bool {
        ElementCatalog.kinds[element.name].map(ElementCatalog.isStyleChild) ?? false
    }

    // MARK: Frames

    /// x/y/width/height, with the rules of the parent: a stack computes the main-axis position. Whether
    /// the node must have a size is its sizing class's question, asked once it is read (`checkSize`).
    mutating func readFrame(_ attributes: AttributeReader, parent: ParentKind) -> FrameSpec {
        var axis: Stack.Axis?
        if case .stack(let a) = parent { axis = a }
        var frame = FrameSpec(x: attributes.length("x", context: &context), y: attributes.length("y", context: &context),
                              width: attributes.size("width", allowWeight: axis == .horizontal, context: &context),
                              height: attributes.size("height", allowWeight: axis == .vertical, context: &context))
        // `auto` (format 1.3): CSS's automatic, content-based minimum of a flex item.
        if attributes.string("min-width")?.trimmingWhitespace() == "auto" {
            frame.automaticMinimum.width = true
        } else {
            frame.minWidth = attributes.length("min-width", context: &context)
        }
        frame.maxWidth = attributes.length("max-width", context: &context)
        if attributes.string("min-height")?.trimmingWhitespace() == "auto" {
            frame.automaticMinimum.height = true
        } else {
            frame.minHeight = attributes.length("min-height", context: &context)
        }
        frame.maxHeight = attributes.length("max-height", context: &context)
        frame.aspectRatio = readAspectRatio(attributes, frame: frame)
        if let axis { reportStackPosition(attributes, axis: axis) }
        let automatic = [("min-width", frame.automaticMinimum.width, Stack.Axis.horizontal), ("min-height", frame.automaticMinimum.height, .vertical)]
        for (name, isAuto, main) in automatic where isAuto && axis != main {
            context.warning("\(name)=\"auto\" is the minimum of a row's (\(name == "min-width" ? "width" : "height")) child along its \(main == .horizontal ? "row" : "column"); here it is 0",
                            at: attributes.location(of: name))
        }
        if axis == .horizontal { frame.x = nil }
        if axis == .vertical { frame.y = nil }
        // In a stack that hugs its main axis a container without a size there takes its content's (a
        // weight would share a length that is itself the content's): it hugs, as if written.
        if let axis, attributes.kind.hugs, attributes.kind.definition.role.laysOutChildren {
            if axis == .horizontal, parentHugs.width, frame.width == nil, !attributes.has("width") { frame.width = .hug }
            if axis == .vertical, parentHugs.height, frame.height == nil, !attributes.has("height") { frame.height = .hug }
        }
        let sizes: [(String, AxisSize?)] = [("width", frame.width), ("height", frame.height)]
        for (name, value) in sizes {
            switch value {
            case .points(let v)?, .percent(let v)?:
                if v < 0 { context.error("\(name): a size cannot be negative", at: attributes.location(of: name)) }
            case .weight?, .hug?, nil:
                break
            }
        }
        let bounds: [(String, Length?)] = [("min-width", frame.minWidth), ("max-width", frame.maxWidth),
                                           ("min-height", frame.minHeight), ("max-height", frame.maxHeight)]
        for (name, value) in bounds {
            switch value {
            case .points(let v)?, .percent(let v)?:
                if v < 0 { context.error("\(name): a size cannot be negative", at: attributes.location(of: name)) }
            case nil:
                break
            }
        }
        return frame
    }

    /// Nodes with only a position (points, uses): x/y, and in a stack no main-axis position.
    mutating func readPosition(_ attributes: AttributeReader, parent: ParentKind) -> FrameSpec {
        var frame = FrameSpec(x: attributes.length("x", context: &context), y: attributes.length("y", context: &context))
        if case .stack(let axis) = parent {
            reportStackPosition(attributes, axis: axis)
            if axis == .horizontal { frame.x = nil } else { frame.y = nil }
        }
        return frame
    }

    private mutating func reportStackPosition(_ attributes: AttributeReader, axis: Stack.Axis) {
        let (name, stack) = axis == .horizontal ? ("x", "row") : ("y", "column")
        if attributes.has(name) {
            context.error("\(name): a \(stack) computes the \(name) of its children; remove it or wrap the child in a <group>",
                          at: attributes.location(of: name))
        }
    }
}
