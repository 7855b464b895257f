import Foundation
@testable import Scenec
import ScenecTestSupport
import Testing

/// `scenec diff` draws SVG sides in-process with librsvg (ScenecCairo's SVGRasterizer).
@Suite("SVG rasterisation")
struct SVGRasterizationTests {
    static let rect = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
          <rect x="5" y="2" width="10" height="4" fill="#ff0000"/>
        </svg>
        """

    @Test("a rect lands on the expected pixels", arguments: [1, 2])
    func rect(scale: Int) throws {
        let bitmap = try DiffRunner.rasterizeSVG(Array(Self.rect.utf8), path: "r.svg", scale: Double(scale))
        #expect(bitmap.width == 20 * scale && bitmap.height == 10 * scale)
        let s = scale
        // Inside, at both corners of the rect (device pixels), and just outside each edge.
        for (x, y) in [(5 * s, 2 * s), (15 * s - 1, 6 * s - 1), (10 * s, 4 * s)] {
            #expect(bitmap.pixel(x: x, y: y) == RGBA8(r: 255, g: 0, b: 0, a: 255), "(\(x), \(y))")
        }
        for (x, y) in [(5 * s - 1, 4 * s), (15 * s, 4 * s), (10 * s, 2 * s - 1), (10 * s, 6 * s), (0, 0)] {
            #expect(bitmap.pixel(x: x, y: y).a == 0, "(\(x), \(y)) should be empty")
        }
    }

    /// A 4 × 4 opaque blue PNG.
    static func bluePNG() throws -> [UInt8] {
        let blue: [UInt8] = (0..<64).map { $0 % 4 == 2 || $0 % 4 == 3 ? 255 : 0 }
        return try DiffRunner.pngBytes(Bitmap(width: 4, height: 4, pixels: blue), for: "blue.png")
    }

    static func imageSVG(_ reference: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">
          \(reference)
        </svg>
        """
    }

    /// Whether any pixel of `bitmap` is not fully transparent.
    static func drewSomething(_ bitmap: Bitmap) -> Bool {
        stride(from: 3, to: bitmap.pixels.count, by: 4).contains { bitmap.pixels[$0] != 0 }
    }

    @Test("a data: URI image is drawn (the control for the test below)")
    func dataImageDraws() throws {
        let uri = "data:image/png;base64," + Data(try Self.bluePNG()).base64EncodedString()
        let svg = Self.imageSVG(#"<image x="0" y="0" width="10" height="10" href="\#(uri)"/>"#)
        let bitmap = try DiffRunner.rasterizeSVG(Array(svg.utf8), path: "data.svg", scale: 1)
        #expect(bitmap.pixel(x: 5, y: 5) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test("an image naming a file, by absolute file: URL or relative path, draws nothing from it")
    func externalImagesAreNotLoaded() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        let png = try folder.write("blue.png", bytes: try Self.bluePNG())
        // The SVG lies next to the PNG, so a relative reference would resolve if any base were set.
        for reference in [
            #"<image x="0" y="0" width="10" height="10" href="file://\#(png)"/>"#,
            #"<image x="0" y="0" width="10" height="10" xlink:href="blue.png"/>"#,
            #"<image x="0" y="0" width="10" height="10" href="\#(png)"/>"#,
        ] {
            let path = try folder.write("page.svg", Self.imageSVG(reference)).path
            let side = try DiffRunner.load(path, options: DiffRunner.Options())
            let bitmap = try #require(side.bitmap)
            #expect(bitmap.width == 10 && bitmap.height == 10)
            #expect(!Self.drewSomething(bitmap), "\(reference) was loaded")
        }
    }

    @Test("text that is not SVG, and a canvas beyond the limits, are I/O errors naming the file")
    func refusals() {
        let huge = #"<svg xmlns="http://www.w3.org/2000/svg" width="40000" height="10"/>"#
        for (text, expected) in [("not svg at all", "librsvg cannot read it"), (huge, "px per side")] {
            #expect {
                _ = try DiffRunner.rasterizeSVG(Array(text.utf8), path: "x.svg", scale: 1)
            } throws: { error in
                guard case ScenecError.io(let path, let message) = error else { return false }
                return path == "x.svg" && message.contains(expected)
            }
        }
    }
}
