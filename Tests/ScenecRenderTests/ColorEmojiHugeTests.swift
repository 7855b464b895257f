import Foundation
import Scenec
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `--text-as-paths` with colour emoji at the largest font size: past the pixel budget they are
/// silhouettes, traced at 512 pt and scaled (ScenecText's `BitmapGlyphTrace`), so a scene of many
/// 10 000 pt emoji costs what 512 pt ones do (it took seconds a glyph, and gigabytes, before).
@Suite struct ColorEmojiHugeTests {
    @Test("50 texts of two 10 000 pt emoji: 50 silhouettes of 2 × 1 678 boxes, under 8 MB of SVG", arguments: [1.0, 4])
    func manyHugeEmojiStayBounded(scale: Double) throws {
        let body = Array(repeating: #"<text x="0" y="0" font-size="10000" font-family="DejaVu Sans">🎉🎉</text>"#, count: 50)
            .joined(separator: "\n")
        // Before the cap this took 264 s and 3.5 GB in a debug build (and cairo then gave up: no path).
        let output = try ColorEmojiSVGTests.compile(body, width: 200, format: .svg, scale: scale)
        let svg = String(decoding: output.bytes, as: UTF8.self)
        #expect(ColorEmojiSVGTests.placedImages(svg).isEmpty)
        #expect(output.warnings.filter { $0.contains("colour emoji") }.count == 50, "\(output.warnings.prefix(3))")
        let paths = svg.split(separator: "\n").filter { $0.contains("<path ") }
        #expect(paths.count == 50)
        // Every silhouette is the same 512 pt trace: one box per run of a row's pixels.
        #expect(paths.allSatisfy { $0.filter { $0 == "Z" }.count == 2 * 1_678 })
        #expect(output.bytes.count < 8_000_000, "\(output.bytes.count)")
    }

    @Test("a 10 000 pt emoji's silhouette covers the box its image would cover, but for its faint edge")
    func hugeSilhouetteCoversTheImageBox() throws {
        // At 0.1x the emoji fits the budget and is an image at the glyph's ink box; at 1x it is past the
        // budget and a silhouette: both of the same text, so the same box.
        let body = #"<text x="0" y="0" font-size="10000" font-family="DejaVu Sans">🎉</text>"#
        let image = try #require(ColorEmojiSVGTests.placedImages(try ColorEmojiSVGTests.svg(body, scale: 0.1)).first)
        let svg = try ColorEmojiSVGTests.svg(body, scale: 1)
        let d = try #require(svg.firstMatch(of: #/<path d="([^"]+)"/#)?.1)
        let numbers = d.matches(of: #/-?[0-9.]+/#).compactMap { Double($0.0) }
        // The boxes are written M x y H x V y H x Z: even positions after each M are x, the rest y.
        var xs: [Double] = [], ys: [Double] = []
        for box in d.split(separator: "Z") {
            let values = box.matches(of: #/-?[0-9]+(\.[0-9]+)?/#).compactMap { Double($0.0) }
            guard values.count == 5 else { continue }
            xs += [values[0], values[2], values[4]]
            ys += [values[1], values[3]]
        }
        #expect(numbers.count == 5 * xs.count / 3)
        // The image holds every pixel with any alpha; the silhouette, before the cap as after, only the
        // pixels cairo keeps when it traces (half covered or more): inside the image's box, and short of
        // it by at most 4 of the bitmap's own pixels (10 000 pt / 109 px ≈ 92 pt) on any side.
        let slack = 10_000.0 / 512, bitmapPixel = 10_000.0 / 109
        let minX = try #require(xs.min()), maxX = try #require(xs.max()), minY = try #require(ys.min()), maxY = try #require(ys.max())
        let gaps = [minX - image.x, image.x + image.width - maxX, minY - image.y, image.y + image.height - maxY]
        #expect(gaps.allSatisfy { $0 > -slack && $0 < 4 * bitmapPixel }, "\(gaps): \(minX)…\(maxX), \(minY)…\(maxY) vs \(image)")
    }
}
