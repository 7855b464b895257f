import ScenecCore
import ScenecXML

/// A row's or column's child as a CSS flex item (format 1.3): `grow`, `shrink`, `basis`, `margin`.
/// A child with `position="absolute"` keeps only its margins, which move it from its insets or its
/// static position as CSS's margins move an absolutely positioned box.
extension SceneReader {
    /// A grid's child takes `margin` as a CSS grid item does; grow, shrink and basis do nothing there.
    mutating func readFlexItem(_ attributes: AttributeReader, inFlow: Bool, inGrid: Bool = false, absoluteInStack: Bool, stackAxis: Stack.Axis?,
                               frame: FrameSpec) -> FlexItemSpec {
        var flex = FlexItemSpec()
        flex.grow = attributes.number("grow", context: &context)
        flex.shrink = attributes.number("shrink", context: &context)
        flex.basis = attributes.parse("basis", context: &context) { text throws(ValueError) in try FlexBasis.parse(text) }
        flex.margin = attributes.parse("margin", context: &context) { text throws(ValueError) in try FlexMargins.parse(text) } ?? FlexMargins()
        let written = ["grow", "shrink", "basis", "margin"].filter { attributes.has($0) }
        if inGrid {
            for name in written where name != "margin" {
                context.warning("\(name) has no effect in a <grid>: its tracks size its children", at: attributes.location(of: name))
            }
            var item = FlexItemSpec()
            item.margin = flex.margin
            return item
        }
        if !inFlow {
            // Out of a stack's flow nothing distributes space: say so rather than ignore it.
            for name in written where !(absoluteInStack && name == "margin") {
                let containers = name == "margin" ? "a <row>, <column> or <grid>" : "a <row> or <column>"
                context.warning("\(name) has no effect outside \(containers) (or on a child with position=\"absolute\")",
                                at: attributes.location(of: name))
            }
            var kept = FlexItemSpec()
            if absoluteInStack { kept.margin = flex.margin }
            return kept
        }
        if let axis = stackAxis, flex.grow != nil, frame.size(horizontal: axis == .horizontal)?.isWeight == true {
            let size = axis == .horizontal ? "width" : "height"
            context.warning("grow: the \(size) is a weight already, which grows the child; grow replaces it (from a basis of 0 as the weight had)",
                            at: attributes.location(of: "grow"))
        }
        return flex
    }

    /// `left`, `top`, `right`, `bottom`: CSS insets of a child with `position="absolute"` or `"relative"`;
    /// on any other child they would do nothing, so they warn.
    mutating func readInsets(_ attributes: AttributeReader, position: FrameSpec.Position) -> FrameSpec.Insets {
        var insets = FrameSpec.Insets()
        insets.left = attributes.length("left", context: &context)
        insets.top = attributes.length("top", context: &context)
        insets.right = attributes.length("right", context: &context)
        insets.bottom = attributes.length("bottom", context: &context)
        if position == .inFlow {
            for name in ["left", "top", "right", "bottom"] where attributes.has(name) {
                context.warning("\(name) has no effect without position=\"absolute\" or position=\"relative\" in a <row> or <column> (or relative in a <grid>)",
                                at: attributes.location(of: name))
            }
            return FrameSpec.Insets()
        }
        if position == .absolute {
            // x and y are CSS's left and top already: two for one edge would contradict each other.
            for (inset, coordinate) in [("left", "x"), ("top", "y")] where attributes.has(inset) && attributes.has(coordinate) {
                context.warning("\(inset) and \(coordinate) both place the left or top edge; \(inset) is used",
                                at: attributes.location(of: inset))
            }
        }
        return insets
    }
}

extension SceneReader {
    /// `aspect-ratio` (format 1.3): W/H or a number. With both sizes written there is nothing to derive
    /// (CSS ignores it then), and a text's size is its lines': both warn rather than do nothing silently.
    mutating func readAspectRatio(_ attributes: AttributeReader, frame: FrameSpec) -> Double? {
        guard let ratio = attributes.parse("aspect-ratio", context: &context, { text throws(ValueError) in try AspectRatio.parse(text) }) else {
            return nil
        }
        if attributes.kind == .text {
            context.warning("aspect-ratio has no effect on <text>: its size is its lines'", at: attributes.location(of: "aspect-ratio"))
            return nil
        }
        if frame.width?.isDefinite == true, frame.height?.isDefinite == true {
            context.warning("aspect-ratio has no effect: width and height are both written", at: attributes.location(of: "aspect-ratio"))
        }
        return ratio
    }
}
