import Foundation
import ScenecCore
import Testing

@Suite struct CornerPathTests {
    private func points(_ element: Path.Element) -> [Point] {
        switch element {
        case .move(let p), .line(let p): return [p]
        case .cubic(let a, let b, let p): return [a, b, p]
        case .close: return []
        }
    }

    private func close(_ a: Point, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    private func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    static let plainCases: [(Rect, Double)] = [
        (Rect(x: 0, y: 0, width: 100, height: 60), 12), (Rect(x: 3.5, y: 7, width: 40, height: 40), 20), (Rect(x: 0, y: 0, width: 10, height: 30), 0),
    ]

    @Test(arguments: plainCases)
    func smoothingZeroIsThePlainRoundedRect(rect: Rect, radius: Double) {
        let corner = CornerPath.path(rect, radii: .uniform(radius), smoothing: 0)
        let plain = Path.roundedRect(rect, radius: radius)
        #expect(corner.elements.count == plain.elements.count)
        for (a, b) in zip(corner.elements, plain.elements) {
            let pa = points(a), pb = points(b)
            #expect(pa.count == pb.count && zip(pa, pb).allSatisfy { close($0, $1) }, "\(a) vs \(b)")
        }
    }

    @Test func uniformUnsmoothedStaysARect() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        #expect(CornerPath.geometry(rect, radii: .uniform(12), smoothing: 0) == .rect(rect, cornerRadius: 12))
        // Clamped to half the shorter side, as in version 1.
        #expect(CornerPath.geometry(rect, radii: .uniform(500), smoothing: 0) == .rect(rect, cornerRadius: 30))
        guard case .path = CornerPath.geometry(rect, radii: CornerRadii([12, 0, 12, 0]), smoothing: 0) else {
            Issue.record("per-corner radii are a path")
            return
        }
        guard case .path = CornerPath.geometry(rect, radii: .uniform(12), smoothing: 0.6) else {
            Issue.record("smoothing makes a path")
            return
        }
    }

    @Test func perCornerRadiiStartAndEndEachCornerAtItsRadius() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 80)
        let path = CornerPath.path(rect, radii: CornerRadii([0, 10, 20, 30]), smoothing: 0)
        let ends = path.elements.compactMap { points($0).last }
        // Move to the top edge after the sharp top-left corner, then each corner's start and end;
        // `close` draws the left edge back up to the sharp corner.
        let expected = [Point(0, 0), Point(90, 0), Point(100, 10), Point(100, 60), Point(80, 80), Point(30, 80), Point(0, 50)]
        #expect(ends.count == expected.count, "\(ends)")
        for (got, want) in zip(ends, expected) { #expect(close(got, want), "\(got) vs \(want)") }
        #expect(path.bounds == rect)
    }

    /// Figma's construction at ξ = 0.6, r = 100 on a large square: the curve leaves the top edge at
    /// p = 160 before the corner; the arc starts 27° from the vertical on the circle of the plain
    /// corner and passes through its 45° point; a = 2b, ℓ = √2·r·sin 18°.
    @Test func smoothedCornerReferencePoints() throws {
        let rect = Rect(x: 0, y: 0, width: 1000, height: 1000)
        let path = CornerPath.path(rect, radii: .uniform(100), smoothing: 0.6)
        let elements = path.elements
        // move, line to the top-right corner's start, transition, arc, transition, line …
        guard case .line(let start) = elements[1], case .cubic(let t1, let t2, let arcStart) = elements[2],
              case .cubic(let c1, let c2, let arcEnd) = elements[3], case .cubic(_, _, let end) = elements[4] else {
            Issue.record("unexpected elements \(elements.prefix(5))")
            return
        }
        #expect(close(start, Point(840, 0)))
        #expect(close(end, Point(1000, 160)))
        let alpha = 27.0 * Double.pi / 180
        #expect(close(arcStart, Point(900 + 100 * sin(alpha), 100 - 100 * cos(alpha)), within: 1e-9))
        #expect(close(arcEnd, Point(1000 - 100 + 100 * cos(alpha), 100 - 100 * sin(alpha)), within: 1e-9))
        // The transition's handles lie on the edge: a = 2b, with b = (p − ℓ − c − d) / 3.
        let arc = 2.0.squareRoot() * 100 * sin(18.0 * Double.pi / 180)
        let c = 100 * tan(alpha / 2) * cos(alpha), d = c * tan(alpha)
        let b = (160 - arc - c - d) / 3
        #expect(close(t1, Point(840 + 2 * b, 0)))
        #expect(close(t2, Point(840 + 3 * b, 0)))
        #expect(abs(b - 28.0) < 0.05, "b = \(b)")
        // The arc's midpoint is the plain corner's 45° point.
        let middle = cubicPoint(arcStart, c1, c2, arcEnd, 0.5)
        #expect(close(middle, Point(900 + 100 / 2.0.squareRoot(), 100 - 100 / 2.0.squareRoot()), within: 1e-3), "\(middle)")
        // The transition meets the arc tangentially: its last handle points along the arc's tangent.
        let tangentIn = Point(arcStart.x - t2.x, arcStart.y - t2.y)
        let tangentArc = Point(c1.x - arcStart.x, c1.y - arcStart.y)
        #expect(abs(tangentIn.x * tangentArc.y - tangentIn.y * tangentArc.x) < 1e-6)
    }

    @Test func theExtentIsClampedToHalfTheShorterSide() {
        // r = 50, ξ = 0.6 would reach 80; half the side is 75, so the corner reaches 75 (ξ lowered to 0.5).
        let rect = Rect(x: 0, y: 0, width: 150, height: 300)
        let path = CornerPath.path(rect, radii: .uniform(50), smoothing: 0.6)
        guard case .line(let start) = path.elements[1] else { Issue.record("\(path.elements[1])"); return }
        #expect(close(start, Point(75, 0)))
        // A radius of half the side leaves no room: the plain arc (a capsule stays a capsule).
        let capsule = CornerPath.path(rect, radii: .uniform(75), smoothing: 1)
        let plain = Path.roundedRect(rect, radius: 75)
        #expect(capsule.elements.count == plain.elements.count)
    }
}
