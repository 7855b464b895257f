/// How layout sizes a node: where its frame comes from, whether it must be given a width and a
/// height, and what a row or column does with it. Every node kind has one (`NodeKind.sizing`, the one
/// switch that decides it), and everything that depends on the classification reads it rather than
/// listing kinds: the reader's size checks (`needs a width`, and `needs a height: the row aligns it…`),
/// the frame pass (which children a stack sizes, which take a share of its free space), and the measure
/// pass for sizing a container from its content (hug sizing), which asks which children have a size of
/// their own. docs/format.md says the same in "Frames and coordinates" and the row rules 3, 6 and 7.
///
/// The built-in components are read into groups and the point-list shapes (`polygon`, `polyline`) into
/// paths, so an element's class is the class of the node kind its reader makes.
public enum NodeSizing: Sendable, CaseIterable {
    /// Lays out children in its frame (`group`, `row`, `column`, `reflection`, and the components).
    /// A missing width or height fills the parent from the node's position to its far edge; in a stack a
    /// missing main size is one share of the free space (like `*`), and the stack sets the main size.
    /// Under `align` start, center or end a missing cross size is an error: it has none of its own.
    case container
    /// A shape that is its frame (`rect`, `ellipse`): it must be given a width and a height, but for the
    /// cross size a stretching row or column supplies. The stack sets its main size; under start, center
    /// or end a missing cross size is an error, as for a container.
    case framed
    /// Draws content that has a size of its own (`text`: the set label's; `image`: the file's, filled in
    /// when it is loaded): a missing width or height is that natural size. A stack measures it for a
    /// missing main size and then sets the main size; under start, center or end it keeps its natural
    /// cross size.
    case natural
    /// Brings its own geometry (`circle`, `line`, `path`, `point`, `use`): no width or height
    /// attributes; its frame is the bounds of what it draws (a point's 1×1 square, a use's copy). A stack
    /// moves it but never resizes it: it keeps its own size on both axes.
    case ownGeometry

    /// Whether the reader requires `width` and `height` (a stretching stack supplies the cross one).
    public var needsSize: Bool {
        switch self {
        case .framed: return true
        case .container, .natural, .ownGeometry: return false
        }
    }

    /// Whether a row or column sets the main-axis size of its frame (width in a row, height in a
    /// column) to the slot it computed; own-geometry nodes are only moved into the slot.
    public var takesSlotSize: Bool {
        switch self {
        case .container, .framed, .natural: return true
        case .ownGeometry: return false
        }
    }

    /// Whether, without a width or height, the node still has a size of its own (its content's natural
    /// size or its geometry's bounds): what a stack child aligned start, center or end keeps across the
    /// stack, and what measuring content for hug sizing can ask of it.
    public var hasIntrinsicSize: Bool {
        switch self {
        case .natural, .ownGeometry: return true
        case .container, .framed: return false
        }
    }
}

extension NodeKind {
    /// The kind's sizing class: the one place a node kind is classified for layout.
    public var sizing: NodeSizing {
        switch self {
        case .group, .stack, .grid, .reflection: return .container
        case .rect, .ellipse: return .framed
        case .text, .image: return .natural
        case .circle, .line, .path, .point, .use: return .ownGeometry
        }
    }

    /// Whether the node lays out children (its sizing class is `container`).
    public var isContainer: Bool { sizing == .container }
}
