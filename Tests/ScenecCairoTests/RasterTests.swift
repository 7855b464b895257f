import Foundation
import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

@Suite("Raster geometry")
struct RasterGeometryTests {
    @Test("A solid rect fills exactly its device pixels", arguments: [1.0, 2.0, 3.0])
    func solidRectExactPixels(scale: Double) throws {
        var b = RenderListBuilder(width: 20, height: 15, scale: scale)
        b.fill(.rect(3, 4, 7, 5), red)
        let bitmap = try b.render()
        let s = Int(scale)
        #expect(bitmap.width == 20 * s && bitmap.height == 15 * s)
        expectPixels(bitmap) { x, y in
            (3 * s..<10 * s).contains(x) && (4 * s..<9 * s).contains(y) ? .opaqueRed : .transparent
        }
    }

    @Test("Fractional canvas sizes round the pixel size up")
    func fractionalCanvas() throws {
        let bitmap = try RenderListBuilder(width: 10.2, height: 3.5, scale: 2).render()
        #expect(bitmap.width == 21 && bitmap.height == 7)
        #expect(bitmap.pixels.allSatisfy { $0 == 0 })
    }

    /// A ring of device pixels: inside `outer`, outside `inner` (half-open pixel ranges).
    static func ring(_ x: Int, _ y: Int, outer: (Range<Int>, Range<Int>), inner: (Range<Int>, Range<Int>)) -> Bool {
        outer.0.contains(x) && outer.1.contains(y) && !(inner.0.contains(x) && inner.1.contains(y))
    }

    @Test("A 1 pt stroke on edges at .5 is exactly 1 px wide at scale 1")
    func crispStrokeScale1() throws {
        var b = RenderListBuilder(width: 16, height: 12)
        b.stroke(.rect(2.5, 2.5, 10, 6), black, width: 1)
        expectPixels(try b.render()) { x, y in
            Self.ring(x, y, outer: (2..<13, 2..<9), inner: (3..<12, 3..<8)) ? .opaqueBlack : .transparent
        }
    }

    @Test("The same 1 pt stroke is exactly 2 px wide at scale 2")
    func crispStrokeScale2() throws {
        var b = RenderListBuilder(width: 16, height: 12, scale: 2)
        b.stroke(.rect(2.5, 2.5, 10, 6), black, width: 1)
        expectPixels(try b.render()) { x, y in
            Self.ring(x, y, outer: (4..<26, 4..<18), inner: (6..<24, 6..<16)) ? .opaqueBlack : .transparent
        }
    }

    @Test("A 0.5 pt stroke on edges at integer + 0.25 covers exactly 1 px at scale 2")
    func quarterStrokeScale2() throws {
        var b = RenderListBuilder(width: 10, height: 10, scale: 2)
        b.stroke(.rect(2.25, 3.25, 5, 4), black, width: 0.5)
        // Device edges at 4.5, 14.5 (x) and 6.5, 14.5 (y), 1 device px wide.
        expectPixels(try b.render()) { x, y in
            Self.ring(x, y, outer: (4..<15, 6..<15), inner: (5..<14, 7..<14)) ? .opaqueBlack : .transparent
        }
    }

    @Test("A horizontal line stroke covers exactly its row; butt caps add nothing at the ends")
    func lineStrokeButtCaps() throws {
        var b = RenderListBuilder(width: 20, height: 5)
        b.stroke(.line(Point(3, 2.5), Point(17, 2.5)), red, width: 1)
        expectPixels(try b.render()) { x, y in
            y == 2 && (3..<17).contains(x) ? .opaqueRed : .transparent
        }
    }

    @Test("Miter joins: a right-angle corner is filled square (limit 4 keeps it)")
    func miterJoin() throws {
        var b = RenderListBuilder(width: 10, height: 10)
        var path = Path()
        path.move(to: Point(1, 4))
        path.line(to: Point(5, 4))
        path.line(to: Point(5, 9))
        b.stroke(.path(path), black, width: 2)
        // Horizontal band y 3..<5 from x 1 to 6, vertical band x 4..<6 from y 3 to 9: corner (5,3) is filled.
        expectPixels(try b.render()) { x, y in
            let h = (3..<5).contains(y) && (1..<6).contains(x)
            let v = (4..<6).contains(x) && (3..<9).contains(y)
            return h || v ? .opaqueBlack : .transparent
        }
    }

    @Test("A rect edge at x = 10.5 leaves a half-covered pixel")
    func antialiasedEdge() throws {
        var b = RenderListBuilder(width: 20, height: 4)
        b.fill(.rect(10.5, 0, 9.5, 4), black)
        let bitmap = try b.render()
        for y in 0..<4 {
            #expect(bitmap.pixel(x: 9, y: y) == .transparent)
            let edge = bitmap.pixel(x: 10, y: y)
            #expect(near(edge.a, 128), "edge alpha \(edge.a)")
            #expect(edge.r == 0 && edge.g == 0 && edge.b == 0)
            #expect(bitmap.pixel(x: 11, y: y) == .opaqueBlack)
        }
    }

    @Test("Ellipses and rounded rects: interiors solid, corners and outside clear")
    func ellipseAndRoundedRect() throws {
        var b = RenderListBuilder(width: 40, height: 20)
        b.fill(.ellipse(Rect(x: 0, y: 0, width: 20, height: 20)), red)
        b.fill(.rect(20, 0, 20, 20, radius: 6), black)
        let bitmap = try b.render()
        #expect(bitmap.pixel(x: 10, y: 10) == .opaqueRed)
        #expect(bitmap.pixel(x: 0, y: 0) == .transparent)
        #expect(bitmap.pixel(x: 19, y: 19) == .transparent)
        #expect(bitmap.pixel(x: 10, y: 0).a > 200)  // top of the circle touches row 0
        #expect(bitmap.pixel(x: 20, y: 0) == .transparent)  // rounded corner
        #expect(bitmap.pixel(x: 39, y: 19) == .transparent)
        #expect(bitmap.pixel(x: 30, y: 0) == .opaqueBlack)  // straight top edge
        #expect(bitmap.pixel(x: 21, y: 1).a > 0 && bitmap.pixel(x: 21, y: 1).a < 255)  // antialiased arc
        #expect(bitmap.pixel(x: 22, y: 2) == .opaqueBlack)
    }

    @Test("Later items paint over earlier ones with source-over blending")
    func sourceOver() throws {
        var b = RenderListBuilder(width: 4, height: 4)
        b.fill(.rect(0, 0, 4, 4), solid(0, 0, 1))
        b.fill(.rect(0, 0, 2, 4), solid(1, 0, 0, 0.5))
        let bitmap = try b.render()
        let p = bitmap.pixel(x: 0, y: 0)
        #expect(near(p.r, 128, 1) && p.g == 0 && near(p.b, 127, 1) && p.a == 255, "\(p)")
        #expect(bitmap.pixel(x: 3, y: 0) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }
}

@Suite("Fill rules")
struct FillRuleTests {
    /// One path: an outer and an inner square wound the same way, so the inside overlaps itself.
    static var nestedSquares: Path {
        var path = Path()
        path.append(Geometry.rect(Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0).path)
        path.append(Geometry.rect(Rect(x: 5, y: 5, width: 10, height: 10), cornerRadius: 0).path)
        return path
    }

    static func inInner(_ x: Int, _ y: Int) -> Bool { (5..<15).contains(x) && (5..<15).contains(y) }

    @Test func nonzeroFillsTheOverlap() throws {
        var b = RenderListBuilder(width: 20, height: 20)
        b.fill(.path(Self.nestedSquares), red, rule: .nonzero)
        expectPixels(try b.render()) { _, _ in .opaqueRed }
    }

    @Test func evenoddLeavesAHole() throws {
        var b = RenderListBuilder(width: 20, height: 20)
        b.fill(.path(Self.nestedSquares), red, rule: .evenodd)
        expectPixels(try b.render()) { x, y in Self.inInner(x, y) ? .transparent : .opaqueRed }
    }

    @Test("A self-intersecting star: evenodd leaves the centre empty, nonzero fills it")
    func pentagram() throws {
        var star = Path()
        let points = (0..<5).map { i -> Point in
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            return Point(50 + 45 * cos(angle), 50 + 45 * sin(angle))
        }
        star.move(to: points[0])
        for p in points.dropFirst() { star.line(to: p) }
        star.close()
        for (rule, centre) in [(FillRule.nonzero, RGBA8.opaqueRed), (.evenodd, .transparent)] {
            var b = RenderListBuilder(width: 100, height: 100)
            b.fill(.path(star), red, rule: rule)
            let bitmap = try b.render()
            #expect(bitmap.pixel(x: 50, y: 50) == centre, "\(rule)")
            #expect(bitmap.pixel(x: 50, y: 10) == .opaqueRed, "\(rule): top point")
            #expect(bitmap.pixel(x: 2, y: 98) == .transparent, "\(rule)")
        }
    }

    @Test("An evenodd clip of a big rect plus a shape keeps only the outside")
    func outsideClip() throws {
        var outside = Geometry.rect(Rect(x: -100, y: -100, width: 220, height: 220), cornerRadius: 0).path
        outside.append(Geometry.rect(Rect(x: 5, y: 5, width: 10, height: 10), cornerRadius: 0).path)
        var b = RenderListBuilder(width: 20, height: 20)
        b.group(clip: Clip(geometry: .path(outside), rule: .evenodd)) { g in
            g.fill(.rect(0, 0, 20, 20), red)
        }
        expectPixels(try b.render()) { x, y in FillRuleTests.inInner(x, y) ? .transparent : .opaqueRed }
    }
}
