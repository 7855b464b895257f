import ScenecTestSupport

extension InlineScene {
    /// `body` drawn in a `size` pt square scene on white, to probe by scene coordinates.
    public static func probe(_ body: String, scale: Double, size: Double = 100) throws -> PointProbe {
        let xml = "<scene width=\"\(size)\" height=\"\(size)\" background=\"white\">\(body)</scene>"
        return PointProbe(try bitmap(xml, scale: scale), scale: scale)
    }
}
