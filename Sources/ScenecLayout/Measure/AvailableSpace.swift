import ScenecCore

/// The room a parent offers a child on one axis when it asks the child's size (CSS's "available space",
/// Taffy's `AvailableSpace`): a length, or the question "how small can you get?" (min-content: every
/// soft wrap taken) or "how large would you be with all the room in the world?" (max-content: none).
/// A length the parent has already decided for the child is not available space but a known size
/// (`KnownSize`): "you are exactly this long" versus "this much room is there".
public enum AvailableSpace: Hashable, Sendable {
    case definite(Double)
    case minContent
    case maxContent

    /// The length, or nil under min-content and max-content.
    public var definite: Double? {
        if case .definite(let length) = self { return length }
        return nil
    }
}

/// The lengths a parent decided for a child before asking the rest of its size (CSS's "known
/// dimensions", a stack's slot): nil on an axis the child decides.
public struct KnownSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// One measure question asked of one node: what remembers its answer (`FramePass.measureCache`).
struct MeasureRequest: Hashable {
    var serial: Int
    var known: KnownSize
    var availableWidth: AvailableSpace
    var availableHeight: AvailableSpace
    /// What the node's percentages resolve against, per axis (nil: the definite available space).
    var percentWidth: Double?
    var percentHeight: Double?
}

/// How much measuring a layout did, for tests that pin it linear in the scene's size (never timed).
public struct LayoutStatistics: Sendable, Equatable {
    /// Answers computed (not served from a cache) by the measure pass, over all nodes.
    public var measured = 0
    /// The most answers computed for any one node: bounded by a constant when layout is linear.
    public var mostMeasuredNode = 0
    /// The scene's nodes (the copies of nodes with an id, numbered for `use` and `relative-to`, aside).
    public var nodes = 0

    public init() {}
}
