import CCairo
import ScenecCore

/// What one blurred mask is made from: the unit of work of `BlurMaskPipeline`. The planning walk writes
/// a recipe for each blurred op from what it knows without drawing; whichever thread makes the mask
/// follows it, and gets the bytes the drawing walk would have made.
enum BlurMaskRecipe: Hashable, Sendable {
    /// A blurred fill's mask: the planning walk placed its geometry, so its key is all it depends on.
    /// Fills placed at the same sub-pixel phase share one.
    case fill(BlurMaskCache.Key)
    /// A blurred text's (a text shadow's) mask: the maker shapes its outline (on its own thread's Pango
    /// context; every thread's is configured alike, so any gives the same outline) and places it in the
    /// frame the planning walk read where the text is drawn.
    case text(BlurredTextRecipe)

    /// Makes the mask (on any thread).
    func make() -> MadeMask {
        switch self {
        case .fill(let key):
            return MadeMask(placement: nil, surface: Painter.makeMask(key))
        case .text(let text):
            guard let placement = text.placement() else { return MadeMask(placement: nil, surface: nil) }
            return MadeMask(placement: placement, surface: Painter.makeMask(placement.key))
        }
    }
}

/// A blurred text's mask recipe: its runs (what its outline is traced from) and the frame it is placed in.
struct BlurredTextRecipe: Hashable, Sendable {
    var runs: [TextRun]
    var frame: Painter.MaskFrame

    /// Where the outline's mask goes and its key; nil when the blurred outline cannot reach the canvas.
    func placement() -> Painter.MaskPlacement? {
        frame.placement(of: .path(Painter.blurredOutline(of: runs)), rule: .nonzero)
    }
}

/// A mask made from a recipe, handed from the thread that made it to the drawing walk.
struct MadeMask: @unchecked Sendable {
    /// A text recipe's placement, found by tracing its outline: nil when the blurred outline cannot
    /// reach the canvas (the text draws nothing). Always nil for a fill recipe: the walk placed it.
    var placement: Painter.MaskPlacement?
    /// The blurred mask (a reference the receiver owns); nil when cairo could not make it (the walk
    /// then tries again and reports the error) or when there is nothing to draw.
    var surface: OpaquePointer?
}
