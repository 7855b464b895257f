/// The one effect primitive: fill `geometry` with `color`, blur the coverage with a Gaussian of
/// standard deviation `sigma` points (0: a hard edge), then clip. Layout expresses every shadow with it:
/// - drop shadow: the shape moved by (dx, dy) and grown by spread, no clip;
/// - inner shadow: an even-odd frame around the shape with the shape moved by (dx, dy) cut out,
///   clipped to the shape;
/// - shine: the shape inset by `inset + 1`, moved by (dx, dy), clipped to the ring between the shape
///   and the shape inset by `inset`.
public struct BlurredFillOp: Sendable, Hashable {
    public var geometry: Geometry
    public var rule: FillRule
    public var sigma: Double
    public var color: RGBA
    public var clip: Clip?

    public init(geometry: Geometry, rule: FillRule = .nonzero, sigma: Double, color: RGBA, clip: Clip? = nil) {
        self.geometry = geometry
        self.rule = rule
        self.sigma = sigma
        self.color = color
        self.clip = clip
    }

    /// How far past the geometry a blur reaches with any visible effect (3 sigma holds 99.7 %).
    public var blurMargin: Double { 3 * sigma }
}
