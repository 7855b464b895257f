import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

// `<image>` end to end: a small asymmetric PNG written next to a scene, compiled, and checked pixel
// by pixel in the PNG output (cairo) and in the SVG output as rsvg-convert draws it.

/// A scratch folder holding PNGs and scenes, deleted with the value.
private struct Workspace {
    let scratch: TemporaryFolder
    var folder: String { scratch.path }

    init() throws {
        scratch = try TemporaryFolder(prefix: "image")
    }

    func write(_ name: String, _ bytes: [UInt8]) throws {
        try scratch.write(name, bytes: bytes)
    }

    func writePNG(_ name: String, _ bitmap: Bitmap) throws {
        try write(name, try bitmap.encodePNG())
    }

    /// Writes `scene.xml` with `body` and loads it.
    func load(_ body: String, width: Double, height: Double, options: CompileOptions = CompileOptions()) throws -> SceneCompiler.Loaded {
        let xml = "<scene width=\"\(width)\" height=\"\(height)\">\n\(body)\n</scene>\n"
        try scratch.write("scene.xml", xml)
        return try SceneCompiler.load(path: scratch.file("scene.xml").path, options: options)
    }

    func render(_ loaded: SceneCompiler.Loaded, scale: Double) throws -> (cairo: Bitmap, rsvg: Bitmap, svg: String) {
        let list = try InlineScene.renderList(for: loaded, scale: scale)
        let svg = try InlineScene.svg(list)
        return (try CairoRenderer.render(list), try RsvgConvert.render(svg: svg, zoom: scale), svg)
    }
}

/// 3×2 opaque pixels, every one a different colour, so any turn or mirror moves some colour.
private let source: Bitmap = {
    let colors: [RGBA8] = [
        RGBA8(r: 255, g: 0, b: 0, a: 255), RGBA8(r: 0, g: 255, b: 0, a: 255), RGBA8(r: 0, g: 0, b: 255, a: 255),
        RGBA8(r: 255, g: 255, b: 0, a: 255), RGBA8(r: 0, g: 255, b: 255, a: 255), RGBA8(r: 255, g: 0, b: 255, a: 255),
    ]
    var bitmap = Bitmap(width: 3, height: 2)
    for (i, color) in colors.enumerated() { bitmap.setPixel(x: i % 3, y: i / 3, color) }
    return bitmap
}()

/// The source pixel shown at output pixel (x, y), written out per orientation from the contract's
/// words (independently of `ImageOrientation.transform`). The source is `w × h`.
private func sourcePixel(_ orientation: ImageOrientation, x: Int, y: Int, w: Int, h: Int) -> (Int, Int) {
    switch orientation {
    case .up: return (x, y)
    case .down: return (w - 1 - x, h - 1 - y)                 // 180°
    case .left: return (w - 1 - y, x)                         // 90° counter-clockwise: output is h × w
    case .right: return (y, h - 1 - x)                        // 90° clockwise
    case .upMirrored: return (w - 1 - x, y)
    case .downMirrored: return (x, h - 1 - y)
    case .leftMirrored: return (w - 1 - y, h - 1 - x)         // left, then x' = h - 1 - x
    case .rightMirrored: return (y, x)                        // right, then x' = h - 1 - x
    }
}

private func close(_ a: RGBA8, _ b: RGBA8, within tolerance: Int) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
}

@Suite struct ImagePixelTests {
    @Test(arguments: ImageOrientation.allCases)
    func orientationMovesEveryPixel(orientation: ImageOrientation) throws {
        let space = try Workspace()
        try space.writePNG("img.png", source)
        let (w, h) = orientation.swapsSize ? (2, 3) : (3, 2)
        let loaded = try space.load("<image href=\"img.png\" orientation=\"\(orientation.rawValue)\"/>", width: Double(w), height: Double(h))
        let (cairo, rsvg, _) = try space.render(loaded, scale: 1)
        #expect(cairo.width == w && cairo.height == h)
        for y in 0..<h {
            for x in 0..<w {
                let (sx, sy) = sourcePixel(orientation, x: x, y: y, w: 3, h: 2)
                let expected = source.pixel(x: sx, y: sy)
                #expect(cairo.pixel(x: x, y: y) == expected, "cairo \(orientation) (\(x), \(y))")
                #expect(close(rsvg.pixel(x: x, y: y), expected, within: 1), "rsvg \(orientation) (\(x), \(y)): \(rsvg.pixel(x: x, y: y))")
            }
        }
        // The pure function agrees with the rendered result.
        let oriented = source.oriented(orientation)
        #expect(oriented.width == w && oriented.height == h)
        #expect(oriented == cairo)
    }

    @Test func maskModeFillsTheAlphaWithTheColor() throws {
        let space = try Workspace()
        var mask = Bitmap(width: 2, height: 2)
        mask.setPixel(x: 0, y: 0, RGBA8(r: 10, g: 200, b: 30, a: 255))
        mask.setPixel(x: 1, y: 0, RGBA8(r: 0, g: 0, b: 0, a: 0))
        mask.setPixel(x: 0, y: 1, RGBA8(r: 255, g: 255, b: 255, a: 128))
        mask.setPixel(x: 1, y: 1, RGBA8(r: 0, g: 0, b: 0, a: 255))
        try space.writePNG("mask.png", mask)
        let loaded = try space.load(#"""
            <image href="mask.png" mode="mask" color="#3366cc"/>
            <image href="mask.png" x="2" mode="mask" color="rgba(255, 0, 0, 0.5)"/>
            <image href="mask.png" x="4" mode="mask"/>
            """#, width: 6, height: 2)
        let (cairo, rsvg, _) = try space.render(loaded, scale: 1)
        let blue = (r: UInt8(0x33), g: UInt8(0x66), b: UInt8(0xcc))
        for output in [cairo, rsvg] {
            #expect(close(output.pixel(x: 0, y: 0), RGBA8(r: blue.r, g: blue.g, b: blue.b, a: 255), within: 1))
            #expect(output.pixel(x: 1, y: 0).a == 0)
            #expect(close(output.pixel(x: 0, y: 1), RGBA8(r: blue.r, g: blue.g, b: blue.b, a: 128), within: 2), "\(output.pixel(x: 0, y: 1))")
            #expect(close(output.pixel(x: 1, y: 1), RGBA8(r: blue.r, g: blue.g, b: blue.b, a: 255), within: 1))
            #expect(close(output.pixel(x: 2, y: 0), RGBA8(r: 255, g: 0, b: 0, a: 128), within: 2), "\(output.pixel(x: 2, y: 0))")
            #expect(close(output.pixel(x: 2, y: 1), RGBA8(r: 255, g: 0, b: 0, a: 64), within: 3), "\(output.pixel(x: 2, y: 1))")
            #expect(close(output.pixel(x: 4, y: 0), RGBA8(r: 0, g: 0, b: 0, a: 255), within: 1))
        }
    }

    @Test func naturalSizeAndGivenSize() throws {
        let space = try Workspace()
        try space.writePNG("img.png", source)
        let loaded = try space.load(#"""
            <image href="img.png" x="1" y="2"/>
            <image href="img.png" orientation="left-mirrored"/>
            <image href="img.png" width="30"/>
            <image href="img.png" height="50%" orientation="right"/>
            <image href="img.png" width="7" height="9" orientation="down"/>
            <row width="100" height="40"><image href="img.png"/><image href="img.png" orientation="left"/></row>
            """#, width: 100, height: 40)
        let list = try InlineScene.renderList(for: loaded, scale: 1)
        let frames = list.items.compactMap { item -> Rect? in
            if case .image(let op) = item.op { return op.frame }
            return nil
        }
        #expect(frames == [
            Rect(x: 1, y: 2, width: 3, height: 2),
            Rect(x: 0, y: 0, width: 2, height: 3),
            Rect(x: 0, y: 0, width: 30, height: 2),
            Rect(x: 0, y: 0, width: 2, height: 20),
            Rect(x: 0, y: 0, width: 7, height: 9),
            Rect(x: 0, y: 0, width: 3, height: 2),
            Rect(x: 3, y: 0, width: 2, height: 3),
        ])
    }

    @Test func upscalingIsSmooth() throws {
        let space = try Workspace()
        var checker = Bitmap(width: 2, height: 2)
        checker.setPixel(x: 0, y: 0, RGBA8(r: 0, g: 0, b: 0, a: 255))
        checker.setPixel(x: 1, y: 0, RGBA8(r: 255, g: 255, b: 255, a: 255))
        checker.setPixel(x: 0, y: 1, RGBA8(r: 255, g: 255, b: 255, a: 255))
        checker.setPixel(x: 1, y: 1, RGBA8(r: 0, g: 0, b: 0, a: 255))
        try space.writePNG("checker.png", checker)
        let loaded = try space.load(#"<image href="checker.png" width="20" height="20"/>"#, width: 20, height: 20)
        let (cairo, rsvg, _) = try space.render(loaded, scale: 1)
        for output in [cairo, rsvg] {
            // Corners keep their colours (padded edges, no fade to transparent) ...
            #expect(output.pixel(x: 0, y: 0) == RGBA8(r: 0, g: 0, b: 0, a: 255), "\(output.pixel(x: 0, y: 0))")
            #expect(output.pixel(x: 19, y: 0) == RGBA8(r: 255, g: 255, b: 255, a: 255), "\(output.pixel(x: 19, y: 0))")
            #expect(output.pixel(x: 19, y: 19).a == 255)
            // ... and the middle is blended, not blocky.
            let middle = output.pixel(x: 9, y: 4)
            #expect(middle.r > 40 && middle.r < 215, "\(middle)")
            let distinct = Set((0..<20).map { output.pixel(x: $0, y: 4).r })
            #expect(distinct.count > 4, "\(distinct.sorted())")
        }
        let difference = try #require(BitmapDifference(cairo, rsvg))
        #expect(difference.maximum <= 3, "\(difference)")
    }

    @Test func backendsAgreeAtScale2() throws {
        let space = try Workspace()
        try space.writePNG("img.png", source)
        var soft = Bitmap(width: 8, height: 8)
        for y in 0..<8 {
            for x in 0..<8 {
                let d = (Double(x) - 3.5) * (Double(x) - 3.5) + (Double(y) - 3.5) * (Double(y) - 3.5)
                soft.setPixel(x: x, y: y, RGBA8(r: UInt8(x * 30), g: UInt8(y * 30), b: 128, a: UInt8(max(0, min(255, 255 - d * 16)))))
            }
        }
        try space.writePNG("soft.png", soft)
        let body = ImageOrientation.allCases.enumerated().map { i, o in
            "<image href=\"img.png\" x=\"\(4 + i * 14)\" y=\"4\" width=\"\(o.swapsSize ? 8 : 12)\" height=\"\(o.swapsSize ? 12 : 8)\" orientation=\"\(o.rawValue)\"/>"
        }.joined(separator: "\n") + #"""

            <image href="soft.png" x="4" y="22" width="37.5" height="21.25" opacity="0.7"/>
            <image href="soft.png" x="46" y="22" orientation="right-mirrored"/>
            <image href="soft.png" x="60" y="22" width="24" height="24" mode="mask" color="#804020"/>
            <group x="90" y="22" width="20" height="20" clip="true"><image href="img.png" x="-3.3" y="-1.7" width="30" height="25"/></group>
            """#
        let loaded = try space.load(body, width: 120, height: 50)
        let (cairo, rsvg, svg) = try space.render(loaded, scale: 2)
        expectAgreement(cairo, rsvg, tag: "images@2x", mean: 1.5, percentile99: 20, svg: svg)
    }

    /// `--link-images`: the SVG references the file with a transform; rsvg must draw it exactly
    /// where and how the embedded copy is drawn.
    @Test func linkedImagesMatchEmbeddedOnes() throws {
        let space = try Workspace()
        try space.writePNG("img.png", source)
        let body = ImageOrientation.allCases.enumerated().map { i, o in
            "<image href=\"img.png\" x=\"\(i * 4)\" y=\"1\" orientation=\"\(o.rawValue)\"/>"
        }.joined(separator: "\n") + "\n<image href=\"img.png\" x=\"1\" y=\"5\" width=\"6\" height=\"4\" orientation=\"left\"/>"
        let linked = try space.load(body, width: 32, height: 10, options: CompileOptions(linkImages: true))
        let svg = try InlineScene.svg(InlineScene.renderList(for: linked, scale: 1))
        #expect(!svg.contains("data:image/png"))
        #expect(svg.contains("href=\"img.png\""))
        // rsvg-convert reads the SVG from the workspace, so the relative href resolves to img.png there.
        let fromLink = try RsvgConvert.render(svgFile: try space.scratch.write("linked.svg", svg).path)
        let embedded = try space.render(try space.load(body, width: 32, height: 10), scale: 1)
        #expect(!embedded.svg.contains("href=\"img.png\""))
        let difference = try #require(BitmapDifference(fromLink, embedded.cairo))
        #expect(difference.maximum <= 3 && difference.mean <= 0.5, "\(difference)")
    }
}

@Suite struct ImageLoadingTests {
    private func expectSceneError(_ space: Workspace, _ body: String, _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            _ = try space.load(body, width: 10, height: 10)
            Issue.record("loaded", sourceLocation: sourceLocation)
        } catch {
            guard case .invalidScene(let diagnostics)? = error as? ScenecError else {
                Issue.record("expected a scene error, got \(error)", sourceLocation: sourceLocation)
                return
            }
            let match = diagnostics.first { $0.message.contains(text) }
            #expect(match != nil, "\(diagnostics)", sourceLocation: sourceLocation)
            // At the href attribute on line 2 (the <image> is the scene's first child).
            #expect(match?.location.line == 2, sourceLocation: sourceLocation)
            let hrefColumn = body.firstRange(of: "href").map { body.distance(from: body.startIndex, to: $0.lowerBound) + 1 }
            #expect(hrefColumn != nil && match?.location.column == hrefColumn, "\(String(describing: match))", sourceLocation: sourceLocation)
        }
    }

    @Test func missingUnreadableAndBadFilesAreSceneErrors() throws {
        let space = try Workspace()
        try space.write("text.png", Array("not a png at all, just text".utf8))
        // A valid signature and header, then a wrong CRC and garbage.
        try space.write("corrupt.png", PNGHeader(width: 4, height: 4).bytes + [0, 0, 0, 0] + Array(repeating: 0x55, count: 40))
        try space.write("huge.png", PNGHeader(width: 10_000, height: 10_000).bytes)
        try FileManager.default.createDirectory(atPath: space.folder + "/folder.png", withIntermediateDirectories: true)
        expectSceneError(space, #"<image href="missing.png"/>"#, "No such file")
        expectSceneError(space, #"<image href="text.png"/>"#, "is not a PNG file")
        expectSceneError(space, #"<image href="corrupt.png"/>"#, "corrupt PNG")
        expectSceneError(space, #"<image href="huge.png"/>"#, "10000×10000 pixels")
        expectSceneError(space, #"<image href="folder.png"/>"#, "is a folder")
    }

    @Test func everyBrokenImageIsReported() throws {
        let space = try Workspace()
        do {
            _ = try space.load("<image href=\"a.png\"/>\n<image href=\"b.png\"/>\n<image href=\"a.png\"/>", width: 10, height: 10)
            Issue.record("loaded")
        } catch {
            guard case .invalidScene(let diagnostics)? = error as? ScenecError else { Issue.record("\(error)"); return }
            #expect(diagnostics.errors.map(\.location.line) == [2, 3, 4])
        }
    }

    @Test func allowPathReachesFilesOutsideTheScene() throws {
        let space = try Workspace()
        // A sibling of the workspace: both are in the temporary directory.
        let assetsFolder = try TemporaryFolder(prefix: "image-assets")
        let assets = assetsFolder.path
        try assetsFolder.write("img.png", bytes: try source.encodePNG())
        let name = assetsFolder.url.lastPathComponent
        let body = "<image href=\"../\(name)/img.png\"/>"
        #expect(throws: ScenecError.self) { try space.load(body, width: 3, height: 2) }
        let loaded = try space.load(body, width: 3, height: 2, options: CompileOptions(allowedPaths: [assets]))
        let (cairo, _, _) = try space.render(loaded, scale: 1)
        #expect(cairo == source)
    }
}
