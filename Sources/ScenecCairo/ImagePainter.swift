import CCairo
import ScenecCore

extension Painter {
    /// Not drawn yet: the image work implements drawing here.
    mutating func image(_ op: ImageOp) throws {}
}
