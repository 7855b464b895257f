import ScenecTestSupport

extension InlineScene {
    /// `body` drawn in a `size` pt square scene on white, to probe by scene coordinates.
    public static func probe(_ body: String, scale: Double, size: Double = 100) throws -> PointProbe {
        let xml = "<scene width=\"\(size)\" height=\"\(size)\" background=\"white\">\(body)</scene>"
        return PointProbe(try bitmap(xml, scale: scale), scale: scale)
    }

    /// A whole scene document drawn by Cairo, to probe by scene coordinates.
    public static func probe(scene xml: String, scale: Double) throws -> PointProbe {
        PointProbe(try bitmap(xml, scale: scale), scale: scale)
    }
}
