import ScenecCore
import ScenecModel

/// What of a path node other than a solid centred stroke would be drawn as one outline: a path of more
/// than `Limits.wholePathSegments` segments is only stroked (its stroke in pieces, time linear in
/// its segments), since the scan converter's work on one self-intersecting outline grows with its
/// segments times the edges crossing each row.
enum LongPath {
    /// The first such part of `node`, named for the error; nil when it has none.
    static func drawnWhole(_ node: Node) -> String? {
        if !node.style.fills.isEmpty { return "fill" }
        if !node.style.effects.isEmpty { return "shadow or shine" }
        if node.backdropBlur > 0 { return "backdrop blur" }
        guard let stroke = node.style.stroke else { return nil }
        if !stroke.dash.isSolid { return "dashed stroke" }
        if stroke.isTrimmed { return "trimmed stroke" }
        if stroke.align != .center { return "\(stroke.align.rawValue) stroke's clip" }
        return nil
    }
}
