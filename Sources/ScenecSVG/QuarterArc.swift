import ScenecCore

/// A cubic that is an axis-aligned quarter ellipse as `Path.roundedRect` and `Path.ellipse` build it
/// (control points at `Path.kappa` of the way to the corner), written as the SVG arc it approximates:
/// `A7 7 0 0 1 81.25 20.75` instead of `C78.116 13.75 81.25 16.884 81.25 20.75`. The cubic is within
/// 0.03 % of the radius of the true arc, far below a pixel; a rounded key is half as long to write.
struct QuarterArc: Equatable {
    var rx: Double
    var ry: Double
    /// SVG's sweep flag: 1 when the arc turns clockwise on screen (y down).
    var sweep: Int

    /// The arc from `start` through the cubic's control points to `end`, when the control points print
    /// exactly as the quarter ellipse's; nil for any other cubic.
    init?(from start: Point, _ c1: Point, _ c2: Point, to end: Point) {
        let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return nil }
        let k = Path.kappa
        for corner in [Point(end.x, start.y), Point(start.x, end.y)] {
            let expected1 = Point(start.x + (corner.x - start.x) * k, start.y + (corner.y - start.y) * k)
            let expected2 = Point(end.x + (corner.x - end.x) * k, end.y + (corner.y - end.y) * k)
            guard Self.printAlike(expected1, c1), Self.printAlike(expected2, c2) else { continue }
            let turn = (corner.x - start.x) * (end.y - corner.y) - (corner.y - start.y) * (end.x - corner.x)
            (self.rx, self.ry, self.sweep) = (rx, ry, turn > 0 ? 1 : 0)
            return
        }
        return nil
    }

    private static func printAlike(_ a: Point, _ b: Point) -> Bool {
        NumberFormat.svg(a.x) == NumberFormat.svg(b.x) && NumberFormat.svg(a.y) == NumberFormat.svg(b.y)
    }
}
