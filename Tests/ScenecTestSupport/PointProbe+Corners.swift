import ScenecCore
import Testing

extension PointProbe {
    /// One rounded corner: its radius, the vertex of the sharp corner it replaces, and the unit
    /// direction (±1, ±1) from the vertex into the shape.
    public struct RoundedCorner {
        public var radius: Double
        public var vertex: Point
        public var inward: Point

        public init(radius: Double, vertex: Point, inward: Point) {
            self.radius = radius
            self.vertex = vertex
            self.inward = inward
        }
    }

    /// Along each corner's diagonal, a point 0.15·r in from the vertex is outside the arc and one at
    /// 0.45·r inside (a circular arc crosses the diagonal at 0.29·r).
    public func expectArcs(_ corners: [RoundedCorner], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for corner in corners {
            let outside = Point(corner.vertex.x + corner.inward.x * 0.15 * corner.radius, corner.vertex.y + corner.inward.y * 0.15 * corner.radius)
            let inside = Point(corner.vertex.x + corner.inward.x * 0.45 * corner.radius, corner.vertex.y + corner.inward.y * 0.45 * corner.radius)
            #expect(isClear(outside.x, outside.y), "r = \(corner.radius) outside, \(self)", sourceLocation: sourceLocation)
            #expect(isInked(inside.x, inside.y), "r = \(corner.radius) inside, \(self)", sourceLocation: sourceLocation)
        }
    }
}
