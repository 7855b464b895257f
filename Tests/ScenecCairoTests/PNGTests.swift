import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

/// A scene with translucency, antialiasing, gradients and groups: every un-premultiply path matters.
func mixedScene(scale: Double = 1) -> RenderList {
    var b = RenderListBuilder(width: 64, height: 48, scale: scale)
    b.fill(.rect(0, 0, 64, 48), .linearGradient(LinearGradient(
        start: Point(0, 0), end: Point(0, 48),
        stops: [stop(0, RGBA(red255: 157, green255: 157, blue255: 167, alpha: 0.2)),
                stop(1, RGBA(red255: 67, green255: 67, blue255: 75, alpha: 0.9))])))
    b.fill(.ellipse(Rect(x: 3.3, y: 4.1, width: 30.7, height: 20.2)), .radialGradient(RadialGradient(
        center: Point(18, 14), radius: 15, stops: [stop(0, RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.7)), stop(1, RGBA(red: 0, green: 0.2, blue: 1, alpha: 0.1))])))
    b.group(opacity: 0.6, clip: Clip(geometry: .rect(20.5, 10, 30, 30, radius: 7))) { g in
        g.fill(.rect(10, 5, 40, 40), solid(0.1, 0.8, 0.3, 0.9))
        g.stroke(.rect(22.5, 12.5, 20, 20, radius: 7), solid(0, 0, 0, 0.4), width: 1)
    }
    b.stroke(.line(Point(2, 46), Point(61, 30)), solid(1, 1, 1, 0.55), width: 1.7)
    return b.list
}

@Suite("PNG")
struct PNGTests {
    @Test("PNG bytes are deterministic", arguments: [1.0, 2.0])
    func deterministic(scale: Double) throws {
        let first = try CairoRenderer.renderPNG(mixedScene(scale: scale))
        let second = try CairoRenderer.renderPNG(mixedScene(scale: scale))
        #expect(Array(first.prefix(8)) == PNGHeader.signature)
        // Translucent pixels: 8-bit RGBA at the device size.
        #expect(PNGHeader(first) == PNGHeader(width: Int(64 * scale), height: Int(48 * scale), bitDepth: 8, colorType: 6))
        #expect(first == second)
    }

    @Test("decodePNG(renderPNG(list)) == render(list) exactly", arguments: [1.0, 2.0, 3.0])
    func roundTrip(scale: Double) throws {
        let list = mixedScene(scale: scale)
        let decoded = try Bitmap.decodePNG(try CairoRenderer.renderPNG(list))
        let rendered = try CairoRenderer.render(list)
        #expect(decoded.width == rendered.width && decoded.height == rendered.height)
        #expect(decoded == rendered)
    }

    @Test("An opaque image round-trips too (cairo writes it as RGB, read back as RGB24)")
    func opaqueRoundTrip() throws {
        var b = RenderListBuilder(width: 8, height: 8)
        b.fill(.rect(0, 0, 8, 8), .linearGradient(LinearGradient(start: Point(0, 0), end: Point(8, 8), stops: [stop(0, .black), stop(1, RGBA(red: 1, green: 0.5, blue: 0))])))
        let list = b.list
        let png = try CairoRenderer.renderPNG(list)
        #expect(PNGHeader(png) == PNGHeader(width: 8, height: 8, bitDepth: 8, colorType: 2))
        let decoded = try Bitmap.decodePNG(png)
        #expect(decoded == (try CairoRenderer.render(list)))
        #expect(decoded.pixel(x: 0, y: 0).a == 255)
    }

    @Test("Bitmap.encodePNG round-trips a rendered bitmap")
    func encodeRoundTrip() throws {
        let bitmap = try CairoRenderer.render(mixedScene(scale: 2))
        let png = try bitmap.encodePNG()
        #expect(try Bitmap.decodePNG(png) == bitmap)
        #expect(png == (try CairoRenderer.renderPNG(mixedScene(scale: 2))))
    }

    @Test("Garbage and truncated PNG bytes throw pngDecoding")
    func decodeErrors() throws {
        let png = try CairoRenderer.renderPNG(mixedScene())
        for bytes in [[UInt8](), [1, 2, 3], Array(png.prefix(png.count / 2))] {
            #expect {
                _ = try Bitmap.decodePNG(bytes)
            } throws: { error in
                guard case CairoError.pngDecoding = error else { return false }
                return true
            }
        }
    }

    @Test("Renders run in parallel on several threads with equal results")
    func parallel() async throws {
        let list = mixedScene(scale: 2)
        let reference = try CairoRenderer.renderPNG(list)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 { group.addTask { try CairoRenderer.renderPNG(list) } }
            var all: [[UInt8]] = []
            for try await png in group { all.append(png) }
            return all
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == reference })
    }
}

@Suite("Guards")
struct GuardTests {
    @Test("Invalid canvases throw invalidCanvas", arguments: [
        (0.0, 10.0, 1.0), (10, 0, 1), (10, 10, 0), (-5, 10, 1), (.nan, 10, 1), (.infinity, 10, 1), (40000, 10, 1), (20000, 10, 2),
    ])
    func invalidCanvas(width: Double, height: Double, scale: Double) {
        #expect {
            _ = try CairoRenderer.render(RenderList(width: width, height: height, scale: scale, items: []))
        } throws: { error in
            guard case CairoError.invalidCanvas = error else { return false }
            return true
        }
    }

    @Test("Unbalanced groups throw malformedRenderList")
    func unbalanced() {
        for ops: [RenderOp] in [[.endGroup], [.beginGroup(GroupStyle())], [.beginGroup(GroupStyle(opacity: 0.5)), .endGroup, .endGroup]] {
            #expect {
                _ = try CairoRenderer.render(RenderList(width: 4, height: 4, scale: 1, items: ops.map { RenderItem($0) }))
            } throws: { error in
                guard case CairoError.malformedRenderList = error else { return false }
                return true
            }
        }
    }

    @Test("Absurd coordinates are clamped: a huge rect covers the canvas exactly", arguments: [1.0, 3.0])
    func hugeCoordinates(scale: Double) throws {
        var b = RenderListBuilder(width: 10, height: 10, scale: scale)
        b.fill(.rect(-1e12, -1e12, 2e12, 2e12), red)
        b.fill(.rect(-1e9, 5, 1e9 + 5, 1e300), black)
        b.stroke(.line(Point(-1e15, 0.5), Point(1e15, 0.5)), solid(0, 0, 1), width: 1)
        let s = Int(scale)
        let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
        expectPixels(try b.render()) { x, y in
            if y < s { return blue }
            return x < 5 * s && y >= 5 * s ? .opaqueBlack : .opaqueRed
        }
    }

    @Test("Non-finite values do not crash or poison the surface")
    func nonFinite() throws {
        var b = RenderListBuilder(width: 10, height: 10)
        b.fill(.rect(.nan, 0, 5, 5), red)
        b.stroke(.rect(1, 1, 5, 5), red, width: .infinity)
        b.stroke(.rect(1, 1, 5, 5), red, width: .nan)
        b.group(opacity: .nan) { g in g.fill(.rect(5, 5, 5, 5), black) }
        let bitmap = try b.render()
        #expect(bitmap.pixel(x: 7, y: 7) == .opaqueBlack)
    }

    @Test("Errors describe themselves")
    func errorDescriptions() {
        #expect(CairoError.invalidCanvas("0×0 px").description == "invalid canvas: 0×0 px")
        #expect(CairoError.drawing(itemIndex: 3, item: "fill", status: "out of memory").description.contains("item 3"))
    }
}
