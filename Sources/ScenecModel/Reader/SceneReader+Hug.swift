import ScenecCore

/// The axes a node hugs (`width="hug"`, `height="hug"`).
struct HugAxes: Equatable {
    var width = false
    var height = false

    init(width: Bool = false, height: Bool = false) {
        self.width = width
        self.height = height
    }

    init(_ frame: FrameSpec) {
        self.init(width: frame.width == .hug, height: frame.height == .hug)
    }
}

extension SceneReader {
    /// A child of a node that hugs an axis takes its own size there: the parent's size is the content's,
    /// so a percentage or a weight of it has nothing to divide, and a child that fills the parent would
    /// be sized by itself (a cycle). Each is an error at the child naming the axis and what to write.
    /// Children out of the flow (`position="absolute"`) are placed in the final frame and may refer to it.
    mutating func checkHugConflicts(of node: Node, _ attributes: AttributeReader, stackAxis: Stack.Axis?) {
        guard node.frame.isInFlow, node.frame.placement == nil else { return }
        let canHug = ElementCatalog.kinds[node.element]?.hugs ?? true
        for (axis, hugs) in [("width", parentHugs.width), ("height", parentHugs.height)] where hugs {
            let remedy = canHug ? "give <\(node.element)> a \(axis) in points or \(axis)=\"hug\"" : "give <\(node.element)> a \(axis) in points"
            let horizontal = axis == "width"
            let size = node.frame.size(horizontal: horizontal)
            let bound = horizontal ? (node.frame.minWidth, node.frame.maxWidth) : (node.frame.minHeight, node.frame.maxHeight)
            switch size {
            case .percent?, .weight?:
                let written = size?.isWeight == true ? "a weight" : "a percentage"
                context.error("\(axis): the parent hugs its \(axis) (\(axis)=\"hug\"), so \(written) of it has nothing to divide; "
                              + remedy, at: attributes.location(of: axis))
            // A size written but malformed was reported at it: it is no cycle. In a stack, a container
            // without a main size hugs (`readFrame`) if it can; across, it stretches to the line.
            case nil where node.kind.sizing == .container && !attributes.has(axis)
                && (stackAxis == nil || (stackAxis == .horizontal) == horizontal):
                let takes = stackAxis == nil ? "fills" : "takes a share of"
                context.error("<\(node.element)> \(takes) its parent's \(axis), but the parent hugs its \(axis) (\(axis)=\"hug\"): each would "
                              + "wait for the other; " + remedy, at: node.location)
            case .points?, .hug?, nil:
                break
            }
            // A position in percent of a length that is the content's own would move the content it measures.
            let position = horizontal ? ("x", node.frame.x) : ("y", node.frame.y)
            for (name, value) in [("min-\(axis)", bound.0), ("max-\(axis)", bound.1), position] {
                guard case .percent? = value else { continue }
                let what = name.count == 1 ? "the position" : "the bound"
                context.error("\(name): the parent hugs its \(axis), so a percentage of it has nothing to refer to; write \(what) in points",
                              at: attributes.location(of: name))
            }
        }
    }
}
