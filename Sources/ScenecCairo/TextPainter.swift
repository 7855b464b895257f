import CCairo
import ScenecCore

extension Painter {
    /// Not drawn yet: the text work implements Pango drawing here.
    mutating func text(_ op: TextOp) throws {}
}
