import Foundation
import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing
@testable import ScenecSVG

/// Issue 9: SVG output that grew with every use of an image, and degenerate shapes SVG never draws.
@Suite struct ImageDefsTests {
    static let bitmap = Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 128])

    /// A 34 KB PNG used 12 times made a 400 MB SVG: the data URI is now written once.
    @Test func anImageUsedTwelveTimesIsEmbeddedOnce() {
        let ops = (0..<12).map { i in
            RenderOp.image(ImageOp(bitmap: Self.bitmap, frame: Rect(x: Double(i) * 8, y: 0, width: 8, height: 4)))
        }
        let text = Fixture.svg(Fixture.list(ops))
        #expect(text.components(separatedBy: "data:image/png;base64,").count == 2)
        let lines = Fixture.lines(of: text)
        let uses = lines.filter { $0.contains("<use ") }
        #expect(uses.count == 12)
        let definition = try? #require(lines.first { $0.contains("<image id=\"img-") })
        let id = definition?.split(separator: "\"")[1] ?? ""
        #expect(uses[0] == "  <use xlink:href=\"#\(id)\" transform=\"matrix(8 0 0 4 0 0)\"/>")
        #expect(uses[11] == "  <use xlink:href=\"#\(id)\" transform=\"matrix(8 0 0 4 88 0)\"/>")
        #expect(definition?.hasPrefix("    <image id=\"\(id)\" width=\"1\" height=\"1\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,") == true)
    }

    /// Equal pixels in different storage (two decodes of one file) share the definition too.
    @Test func equalBitmapsShareOneDefinition() {
        var copy = Self.bitmap
        copy.pixels = Array(Self.bitmap.pixels)  // distinct storage after a write
        copy.pixels[0] = 255
        let ops: [RenderOp] = [.image(ImageOp(bitmap: Self.bitmap, frame: Rect(x: 0, y: 0, width: 2, height: 1))),
                               .image(ImageOp(bitmap: copy, frame: Rect(x: 0, y: 2, width: 2, height: 1)))]
        #expect(Fixture.svg(Fixture.list(ops)).components(separatedBy: "data:image/png").count == 2)
        var other = Self.bitmap
        other.pixels[0] = 1
        let two: [RenderOp] = [ops[0], .image(ImageOp(bitmap: other, frame: Rect(x: 0, y: 2, width: 2, height: 1)))]
        #expect(Fixture.svg(Fixture.list(two)).components(separatedBy: "data:image/png").count == 3)
    }
}

@Suite struct DegenerateShapeTests {
    /// `<rect height="0">` is never drawn by SVG renderers; the stroked outline is written as a path.
    @Test func aZeroHeightRectIsWrittenAsItsPath() {
        let tag = GeometryElement.tag(.rect(Rect(x: 10, y: 20, width: 30, height: 0), cornerRadius: 4))
        #expect(tag.text(empty: true) == "<path d=\"M10 20H40H40H10Z\"/>")
    }

    @Test func aZeroWidthEllipseIsWrittenAsItsPath() {
        let tag = GeometryElement.tag(.ellipse(Rect(x: 10, y: 20, width: 0, height: 8)))
        #expect(tag.name == "path")
        #expect(GeometryElement.isDegenerate(.ellipse(Rect(x: 0, y: 0, width: 0.0004, height: 8))))
        #expect(!GeometryElement.isDegenerate(.ellipse(Rect(x: 0, y: 0, width: 0.001, height: 8))))
        #expect(!GeometryElement.isDegenerate(.rect(Rect(x: 0, y: 0, width: 3, height: 8), cornerRadius: 0)))
    }
}

/// Issue 10: embedded bitmaps go through the raster side's PNG encoder (libdeflate), not stored blocks.
@Suite struct EmbeddedPNGTests {
    /// A 64×64 opaque image of flat bands: what an icon looks like to deflate.
    static let bands: Bitmap = {
        var pixels: [UInt8] = []
        for y in 0..<64 {
            for _ in 0..<64 { pixels += [UInt8(y / 8 * 30), 90, 200, 255] }
        }
        return Bitmap(width: 64, height: 64, pixels: pixels)
    }()

    static func embeddedPNG(_ bitmap: Bitmap) throws -> [UInt8] {
        let text = Fixture.svg(Fixture.list([.image(ImageOp(bitmap: bitmap, frame: Rect(x: 0, y: 0, width: 8, height: 8)))]))
        let prefix = "data:image/png;base64,"
        let start = try #require(text.range(of: prefix)).upperBound
        let end = try #require(text[start...].firstIndex(of: "\""))
        return Array(try #require(Data(base64Encoded: String(text[start..<end]))))
    }

    @Test func anOpaqueImageIsACompressedRGBPNGThatDecodesToItsPixels() throws {
        let png = try Self.embeddedPNG(Self.bands)
        // Stored blocks would need the 64 × (1 + 4·64) raw bytes; deflate makes flat bands tiny.
        #expect(png.count < 400, "\(png.count) bytes")
        #expect(png[25] == 2, "colour type \(png[25]): RGB, as the raster side writes opaque images")
        #expect(try Bitmap.decodePNG(png) == Self.bands)
    }

    @Test func aTranslucentImageKeepsItsAlpha() throws {
        var bitmap = Self.bands
        // A colour that survives the decoder's premultiplication at alpha 128 exactly.
        bitmap.pixels.replaceSubrange(0..<4, with: [255, 0, 0, 128])
        let png = try Self.embeddedPNG(bitmap)
        #expect(png[25] == 6, "colour type \(png[25]): RGBA")
        #expect(try Bitmap.decodePNG(png) == bitmap)
    }
}
