import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

@Suite("Gradients")
struct GradientTests {
    static let blackToWhite = [stop(0, .black), stop(1, .white)]

    @Test("Linear black → white: start, middle and end")
    func linearStartMiddleEnd() throws {
        // Pixel centres x + 0.5; the gradient runs from the centre of pixel 0 to the centre of pixel 100.
        var b = RenderListBuilder(width: 101, height: 2)
        let g = LinearGradient(start: Point(0.5, 0), end: Point(100.5, 0), stops: Self.blackToWhite)
        b.fill(.rect(0, 0, 101, 2), .linearGradient(g))
        let bitmap = try b.render()
        let start = bitmap.pixel(x: 0, y: 1), middle = bitmap.pixel(x: 50, y: 1), end = bitmap.pixel(x: 100, y: 1)
        #expect(near(start.r, 0) && start.a == 255, "\(start)")
        #expect(near(middle.r, 128) && middle.r == middle.g && middle.g == middle.b && middle.a == 255, "\(middle)")
        #expect(near(end.r, 255) && end.a == 255, "\(end)")
        // Monotonic along the axis.
        for x in 1..<101 { #expect(bitmap.pixel(x: x, y: 0).r >= bitmap.pixel(x: x - 1, y: 0).r) }
    }

    @Test("Vertical gradients follow y, in absolute coordinates (not the shape's box)")
    func verticalAbsolute() throws {
        var b = RenderListBuilder(width: 4, height: 100)
        // The gradient spans the whole canvas; the shape covers only its lower half.
        let g = LinearGradient(start: Point(0, 0), end: Point(0, 100), stops: Self.blackToWhite)
        b.fill(.rect(0, 50, 4, 50), .linearGradient(g))
        let bitmap = try b.render()
        #expect(bitmap.pixel(x: 0, y: 49) == .transparent)
        #expect(near(bitmap.pixel(x: 0, y: 50).r, 128))
        #expect(near(bitmap.pixel(x: 0, y: 99).r, 253))
    }

    @Test("Pad spread: beyond the end points the end colours continue exactly")
    func linearPad() throws {
        var b = RenderListBuilder(width: 100, height: 1)
        let g = LinearGradient(start: Point(20, 0), end: Point(80, 0),
                               stops: [stop(0, RGBA(red: 1, green: 0, blue: 0)), stop(1, RGBA(red: 0, green: 0, blue: 1))])
        b.fill(.rect(0, 0, 100, 1), .linearGradient(g))
        let bitmap = try b.render()
        for x in 0..<19 { #expect(bitmap.pixel(x: x, y: 0) == .opaqueRed, "x=\(x)") }
        for x in 81..<100 { #expect(bitmap.pixel(x: x, y: 0) == RGBA8(r: 0, g: 0, b: 255, a: 255), "x=\(x)") }
    }

    @Test("Stops inside 0–1: before the first and after the last stop the stop colours hold")
    func innerStops() throws {
        var b = RenderListBuilder(width: 100, height: 1)
        let g = LinearGradient(start: Point(0.5, 0), end: Point(100.5, 0),
                               stops: [stop(0.3, .white), stop(0.7, .black)])
        b.fill(.rect(0, 0, 100, 1), .linearGradient(g))
        let bitmap = try b.render()
        #expect(bitmap.pixel(x: 10, y: 0) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(near(bitmap.pixel(x: 50, y: 0).r, 128))
        #expect(bitmap.pixel(x: 90, y: 0) == .opaqueBlack)
    }

    @Test("Translucent stops give translucent pixels with the stop colour")
    func translucentStops() throws {
        var b = RenderListBuilder(width: 10, height: 10)
        let g = LinearGradient(start: Point(0, 0), end: Point(0, 10),
                               stops: [stop(0, RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)), stop(1, RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))])
        b.fill(.rect(0, 0, 10, 10), .linearGradient(g))
        let p = try b.render().pixel(x: 5, y: 5)
        #expect(p.r == 0 && p.g == 0 && p.b == 255 && near(p.a, 128, 1), "\(p)")
    }

    @Test("Radial white → black: centre, middle, edge and pad beyond the radius")
    func radial() throws {
        var b = RenderListBuilder(width: 101, height: 101)
        let g = RadialGradient(center: Point(50.5, 50.5), radius: 40, stops: [stop(0, .white), stop(1, .black)])
        b.fill(.rect(0, 0, 101, 101), .radialGradient(g))
        let bitmap = try b.render()
        let centre = bitmap.pixel(x: 50, y: 50)
        #expect(near(centre.r, 255) && centre.a == 255, "centre \(centre)")
        #expect(near(bitmap.pixel(x: 70, y: 50).r, 128), "half radius \(bitmap.pixel(x: 70, y: 50))")
        #expect(near(bitmap.pixel(x: 50, y: 30).r, 128), "half radius, up")
        #expect(near(bitmap.pixel(x: 90, y: 50).r, 0), "edge \(bitmap.pixel(x: 90, y: 50))")
        #expect(bitmap.pixel(x: 0, y: 0) == .opaqueBlack, "pad")
        #expect(bitmap.pixel(x: 100, y: 50) == .opaqueBlack, "pad")
    }

    @Test("Degenerate gradients paint the last stop (SVG rule); no stops paint nothing")
    func degenerate() throws {
        var b = RenderListBuilder(width: 6, height: 2)
        b.fill(.rect(0, 0, 2, 2), .linearGradient(LinearGradient(start: Point(1, 1), end: Point(1, 1), stops: Self.blackToWhite)))
        b.fill(.rect(2, 0, 2, 2), .radialGradient(RadialGradient(center: Point(3, 1), radius: 0, stops: Self.blackToWhite)))
        b.fill(.rect(4, 0, 2, 2), .linearGradient(LinearGradient(start: Point(0, 0), end: Point(6, 0), stops: [])))
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        expectPixels(try b.render()) { x, _ in x < 4 ? white : .transparent }
    }
}

@Suite("Groups and clips")
struct GroupTests {
    @Test("Group opacity composites the group as one layer: the overlap is not darker")
    func opacityGroupSemantics() throws {
        var grouped = RenderListBuilder(width: 30, height: 4)
        grouped.group(opacity: 0.5) { g in
            g.fill(.rect(0, 0, 20, 4), black)
            g.fill(.rect(10, 0, 20, 4), black)
        }
        let a = try grouped.render()
        #expect(near(a.pixel(x: 5, y: 1).a, 128, 1))
        #expect(a.pixel(x: 15, y: 1) == a.pixel(x: 5, y: 1))
        #expect(a.pixel(x: 25, y: 1) == a.pixel(x: 5, y: 1))

        var separate = RenderListBuilder(width: 30, height: 4)
        separate.fill(.rect(0, 0, 20, 4), solid(0, 0, 0, 0.5))
        separate.fill(.rect(10, 0, 20, 4), solid(0, 0, 0, 0.5))
        let s = try separate.render()
        #expect(near(s.pixel(x: 5, y: 1).a, 128, 1))
        #expect(near(s.pixel(x: 15, y: 1).a, 191, 1), "overlap \(s.pixel(x: 15, y: 1))")
    }

    @Test("Nested opacity groups multiply")
    func nestedOpacity() throws {
        var b = RenderListBuilder(width: 4, height: 4)
        b.group(opacity: 0.5) { g in
            g.group(opacity: 0.5) { h in h.fill(.rect(0, 0, 4, 4), black) }
        }
        let p = try b.render().pixel(x: 1, y: 1)
        #expect(near(p.a, 64, 1), "\(p)")
    }

    @Test("Opacity 1 and 0 groups")
    func opacityExtremes() throws {
        var b = RenderListBuilder(width: 4, height: 2)
        b.group(opacity: 1) { g in g.fill(.rect(0, 0, 2, 2), red) }
        b.group(opacity: 0) { g in g.fill(.rect(2, 0, 2, 2), red) }
        expectPixels(try b.render()) { x, _ in x < 2 ? .opaqueRed : .transparent }
    }

    @Test("A clip group confines its content exactly and ends with endGroup")
    func clipGroup() throws {
        var b = RenderListBuilder(width: 20, height: 20, scale: 2)
        b.group(clip: Clip(geometry: .rect(5, 5, 10, 10))) { g in
            g.fill(.rect(0, 0, 20, 20), red)
        }
        b.fill(.rect(0, 0, 2, 2), black)  // after the group: unclipped
        expectPixels(try b.render()) { x, y in
            if x < 4 && y < 4 { return .opaqueBlack }
            return (10..<30).contains(x) && (10..<30).contains(y) ? .opaqueRed : .transparent
        }
    }

    @Test("Nested clips intersect")
    func nestedClips() throws {
        var b = RenderListBuilder(width: 20, height: 20)
        b.group(clip: Clip(geometry: .rect(0, 0, 12, 20))) { g in
            g.group(clip: Clip(geometry: .rect(8, 0, 12, 20))) { h in
                h.fill(.rect(0, 0, 20, 20), red)
            }
        }
        expectPixels(try b.render()) { x, _ in (8..<12).contains(x) ? .opaqueRed : .transparent }
    }

    @Test("Clip plus opacity on one group")
    func clipWithOpacity() throws {
        var b = RenderListBuilder(width: 20, height: 4)
        b.group(opacity: 0.5, clip: Clip(geometry: .rect(5, 0, 10, 4))) { g in
            g.fill(.rect(0, 0, 20, 4), black)
        }
        let bitmap = try b.render()
        #expect(bitmap.pixel(x: 4, y: 0) == .transparent)
        #expect(near(bitmap.pixel(x: 5, y: 0).a, 128, 1))
        #expect(near(bitmap.pixel(x: 14, y: 0).a, 128, 1))
        #expect(bitmap.pixel(x: 15, y: 0) == .transparent)
    }

    @Test("A stroke clip keeps an inside-aligned stroke inside: doubled width, clipped to the shape")
    func insideStroke() throws {
        var b = RenderListBuilder(width: 20, height: 20)
        let shape = Geometry.rect(5, 5, 10, 10)
        b.stroke(shape, black, width: 4, clip: Clip(geometry: shape))
        b.fill(.rect(0, 0, 1, 1), red)  // the stroke's clip must not leak to later items
        expectPixels(try b.render()) { x, y in
            if x == 0 && y == 0 { return .opaqueRed }
            return RasterGeometryTests.ring(x, y, outer: (5..<15, 5..<15), inner: (7..<13, 7..<13)) ? .opaqueBlack : .transparent
        }
    }
}
