import CCairo
import ScenecCore

extension Painter {
    /// Not drawn yet: the effects work implements the A8 mask and blur here.
    mutating func blurredFill(_ op: BlurredFillOp) throws {}
}
