/// A backdrop blur: the canvas drawn so far, blurred with `sigma` (points, in the op's coordinates),
/// shown inside `geometry`.
public struct BackdropOp: Sendable, Hashable {
    public var geometry: Geometry
    public var rule: FillRule
    public var sigma: Double
    /// The blurred pixels over the outline's device-pixel box, mapped back into the op's coordinates;
    /// nil until they are computed from the items before it (`BackdropResolver`), and nil draws nothing.
    public var raster: ImageOp?

    public init(geometry: Geometry, rule: FillRule = .nonzero, sigma: Double, raster: ImageOp? = nil) {
        self.geometry = geometry
        self.rule = rule
        self.sigma = sigma
        self.raster = raster
    }
}
