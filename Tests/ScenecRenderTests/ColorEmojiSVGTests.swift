import Foundation
import Scenec
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `--text-as-paths` SVG with colour emoji (a CBDT font, Debian's fonts-noto-color-emoji, shipped by the
/// scene): each emoji is an `<image>` of the PNG's own pixels at its box, the run's other glyphs stay
/// paths, and rsvg-convert and resvg show the emoji where and as the PNG does, whatever the text colour.
@Suite struct ColorEmojiSVGTests {
    /// A glyph image as the SVG places it: `<use>` of a `<defs>` image scaled onto its box (points).
    struct Placed: Equatable, CustomStringConvertible {
        var x, y, width, height: Double
        var description: String { "(\(x), \(y), \(width) × \(height))" }
    }

    /// The scene `body` (texts) on a white canvas, with the emoji font shipped next to it.
    static func compile(_ body: String, width: Int = 160, format: OutputFormat, scale: Double, textAsPaths: Bool = true) throws -> (bytes: [UInt8], warnings: [String]) {
        TestFonts.install()
        let folder = try TemporaryFolder()
        let font = try #require(FileManager.default.contents(atPath: ColorEmojiPixelTests.emojiFont), "scripts/setup installs fonts-noto-color-emoji")
        try folder.write("fonts/NotoColorEmoji.ttf", bytes: Array(font))
        let xml = """
            <scene width="\(width)" height="50" background="white">
              <defs><font href="fonts/NotoColorEmoji.ttf"/></defs>
              \(body)
            </scene>
            """
        // The scene's font is its own (`<font href>`): without --text-as-paths its text stays `<text>`
        // only with `--svg-fonts embed` (the default outlines it).
        var options = CompileOptions(textAsPaths: textAsPaths)
        options.svgFonts = .embed
        let loaded = try SceneCompiler.load(source: Array(xml.utf8), file: folder.path("x.xml"), options: options)
        let output = try SceneCompiler.compile(loaded, format: format, scale: scale)
        return (output.bytes, output.warnings.map(\.description))
    }

    static func svg(_ body: String, width: Int = 160, scale: Double) throws -> String {
        String(decoding: try compile(body, width: width, format: .svg, scale: scale).bytes, as: UTF8.self)
    }

    static func png(_ body: String, width: Int = 160, scale: Double) throws -> Bitmap {
        try Bitmap.decodePNG(compile(body, width: width, format: .png, scale: scale).bytes)
    }

    /// Every `<use>` of an embedded image with its `matrix(w 0 0 h x y)`, in document order.
    static func placedImages(_ svg: String) -> [Placed] {
        let pattern = #/<use xlink:href="#img-[0-9a-f-]+" transform="matrix\(([-0-9.]+) 0 0 ([-0-9.]+) ([-0-9.]+) ([-0-9.]+)\)"/#
        return svg.matches(of: pattern).compactMap { match in
            guard let w = Double(match.1), let h = Double(match.2), let x = Double(match.3), let y = Double(match.4) else { return nil }
            return Placed(x: x, y: y, width: w, height: h)
        }
    }

    /// The bounding box (device pixels) of clearly coloured pixels: what no black or blue text makes.
    static func colouredBox(_ bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where isEmojiColour(bitmap.pixel(x: x, y: y)) {
                box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    /// Saturated and not blue: the confetti and skin of 🎉 👍🏽, never the text colour.
    static func isEmojiColour(_ p: RGBA8) -> Bool {
        let r = Int(p.r), g = Int(p.g), b = Int(p.b)
        return max(r, g, b) - min(r, g, b) > 80 && !(b > r + 40 && b > g + 40)
    }

    /// Pixels of `b` inside `box` (device pixels) more than 16 apart from `a` on some channel.
    static func differing(_ a: Bitmap, _ b: Bitmap, in box: (minX: Int, minY: Int, maxX: Int, maxY: Int)) -> Int {
        var count = 0
        for y in box.minY...box.maxY {
            for x in box.minX...box.maxX where a.pixel(x: x, y: y).maximumChannelDifference(to: b.pixel(x: x, y: y)) > 16 { count += 1 }
        }
        return count
    }

    static let party = #"<text x="10" y="5" font-size="32" font-family="DejaVu Sans" color="COLOR">Hi 🎉👍🏽</text>"#

    @Test("each emoji is an <image> at its box, pinned; the run's other glyphs are the only path")
    func emojiAreImagesAtTheirBoxes() throws {
        let svg = try Self.svg(Self.party.replacingOccurrences(of: "COLOR", with: "#0000ff"), scale: 1)
        // 🎉 and 👍🏽 (one glyph with its skin tone), each on whole pixels at 1x.
        #expect(Self.placedImages(svg) == [Placed(x: 55, y: 6, width: 36, height: 36), Placed(x: 96, y: 6, width: 33, height: 36)], "\(Self.placedImages(svg))")
        #expect(svg.components(separatedBy: "<image ").count - 1 == 2, "one embedded image per distinct emoji")
        // "Hi" is the one outline: the emoji run wrote no silhouette path.
        let paths = svg.components(separatedBy: "<path ").dropFirst()
        #expect(paths.count == 1, "\(svg)")
        #expect(paths.first?.contains(##"fill="#0000ff""##) == true)
        #expect(!svg.contains("<text"), "text as paths writes no <text>")
        // The images hold the PNG's coloured pixels: the same box.
        let png = try Self.png(Self.party.replacingOccurrences(of: "COLOR", with: "#0000ff"), scale: 1)
        let coloured = try #require(Self.colouredBox(png))
        // Its coloured pixels fill the images' boxes, to within the glyphs' antialiased edges.
        #expect(coloured.minX >= 55 && coloured.maxX < 96 + 33 && coloured.minY >= 6 && coloured.maxY < 6 + 36, "\(coloured)")
        #expect(coloured.minX <= 57 && coloured.maxX >= 96 + 33 - 3 && coloured.minY <= 8 && coloured.maxY >= 6 + 36 - 3, "\(coloured)")
    }

    @Test("rsvg-convert and resvg show the PNG's emoji pixels, in any text colour, at 1x and 2x",
          arguments: [("#000000", 1.0), ("#0000ff", 1.0), ("#000000", 2.0), ("#0000ff", 2.0)])
    func renderersShowThePNGsEmoji(color: String, scale: Double) throws {
        let body = Self.party.replacingOccurrences(of: "COLOR", with: color)
        let svg = try Self.svg(body, scale: scale)
        let png = try Self.png(body, scale: scale)
        let box = try #require(Self.colouredBox(png))
        // Two 32 pt emoji: thousands of coloured pixels at 1x.
        let area = (box.maxX - box.minX + 1) * (box.maxY - box.minY + 1)
        #expect(area > Int(1500 * scale * scale), "\(box)")
        for (name, rendered) in [("rsvg-convert", try RsvgConvert.render(svg: svg, zoom: scale)), ("resvg", try Resvg.render(svg: svg, zoom: scale))] {
            #expect(rendered.width == png.width && rendered.height == png.height)
            let renderedBox = try #require(Self.colouredBox(rendered), "\(name) shows no coloured emoji")
            #expect(abs(renderedBox.minX - box.minX) <= 1 && abs(renderedBox.maxX - box.maxX) <= 1
                        && abs(renderedBox.minY - box.minY) <= 1 && abs(renderedBox.maxY - box.maxY) <= 1, "\(name): \(renderedBox) vs PNG \(box)")
            let off = Self.differing(png, rendered, in: box)
            #expect(off <= area / 100, "\(name): \(off) of \(area) pixels differ by more than 16")
        }
    }

    @Test("the text colour does not tint the emoji: the same images in black and in blue")
    func textColourDoesNotTint() throws {
        let black = try Self.svg(Self.party.replacingOccurrences(of: "COLOR", with: "#000000"), scale: 1)
        let blue = try Self.svg(Self.party.replacingOccurrences(of: "COLOR", with: "#0000ff"), scale: 1)
        func images(_ svg: String) -> [Substring] { svg.split(separator: "\n").filter { $0.contains("<image ") || $0.contains("<use ") } }
        #expect(images(black) == images(blue))
        #expect(images(black).count == 4)
    }

    @Test("at 2x each emoji image has twice the pixels a side, over the same box")
    func twiceThePixelsAt2x() throws {
        let body = Self.party.replacingOccurrences(of: "COLOR", with: "#000000")
        let one = try Self.svg(body, scale: 1), two = try Self.svg(body, scale: 2)
        let sizes1 = Self.embeddedSizes(one), sizes2 = Self.embeddedSizes(two)
        #expect(sizes1 == [[36, 36], [33, 36]], "\(sizes1)")
        #expect(sizes2.count == 2)
        for (a, b) in zip(sizes1, sizes2) {
            #expect(abs(b[0] - 2 * a[0]) <= 2 && abs(b[1] - 2 * a[1]) <= 2, "\(sizes1) → \(sizes2)")
        }
        // Device pixels of 1/2 pt: the boxes at 2x are within a pixel of the boxes at 1x.
        for (a, b) in zip(Self.placedImages(one), Self.placedImages(two)) {
            #expect(abs(a.x - b.x) <= 1 && abs(a.y - b.y) <= 1 && abs(a.width - b.width) <= 1.5 && abs(a.height - b.height) <= 1.5, "\(a) vs \(b)")
            #expect(b.width == Double(sizes2[Self.placedImages(two).firstIndex(of: b) ?? 0][0]) / 2)
        }
    }

    /// The pixel sizes (width, height) of the embedded PNGs, from their IHDR, in `<defs>` order.
    static func embeddedSizes(_ svg: String) -> [[Int]] {
        let pattern = #/data:image\/png;base64,([A-Za-z0-9+\/=]+)/#
        return svg.matches(of: pattern).compactMap { match in
            guard let data = Data(base64Encoded: String(match.1)), data.count > 24 else { return nil }
            let bytes = Array(data)
            func int(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
            return [int(16), int(20)]
        }
    }

    @Test("an emoji in a right-to-left paragraph lands where the PNG puts it, in both renderers")
    func rightToLeft() throws {
        let body = #"<text x="10" y="5" width="180" direction="rtl" font-size="24" font-family="DejaVu Sans">שלום 🎉 עולם</text>"#
        let svg = try Self.svg(body, width: 200, scale: 1)
        let png = try Self.png(body, width: 200, scale: 1)
        let placed = Self.placedImages(svg)
        #expect(placed.count == 1, "\(svg)")
        let box = try #require(Self.colouredBox(png))
        // Right to left, "שלום" (the first word) is on the right: the emoji sits between the words.
        #expect(box.minX > 40 && box.maxX < 150, "\(box)")
        let image = try #require(placed.first)
        #expect(Double(box.minX) >= image.x && Double(box.maxX) < image.x + image.width, "\(box) vs \(image)")
        for (name, rendered) in [("rsvg-convert", try RsvgConvert.render(svg: svg, zoom: 1)), ("resvg", try Resvg.render(svg: svg, zoom: 1))] {
            let renderedBox = try #require(Self.colouredBox(rendered), "\(name)")
            #expect(abs(renderedBox.minX - box.minX) <= 1 && abs(renderedBox.maxX - box.maxX) <= 1, "\(name): \(renderedBox) vs PNG \(box)")
            let area = (box.maxX - box.minX + 1) * (box.maxY - box.minY + 1)
            #expect(Self.differing(png, rendered, in: box) <= area / 100, "\(name)")
        }
    }

    @Test("without --text-as-paths the SVG keeps the emoji as text, without images")
    func textStaysText() throws {
        let svg = try Self.svg(Self.party.replacingOccurrences(of: "COLOR", with: "#000000"), scale: 1)
        #expect(svg.contains("<path"))
        let plain = String(decoding: try Self.compile(Self.party.replacingOccurrences(of: "COLOR", with: "#000000"), format: .svg, scale: 1,
                                                      textAsPaths: false).bytes, as: UTF8.self)
        #expect(plain.contains("🎉👍🏽"), "\(plain)")
        #expect(!plain.contains("<image"))
    }

    @Test("a text's shadow keeps the emoji's silhouette (as the PNG blurs it); the text itself has images")
    func shadowStaysASilhouette() throws {
        let body = #"""
            <text x="10" y="5" font-size="32" font-family="DejaVu Sans" color="#000000">🎉<drop-shadow dx="2" dy="2" blur="3" color="#00000080"/></text>
            """#
        let svg = try Self.svg(body, scale: 1)
        #expect(Self.placedImages(svg).count == 1, "\(svg)")
        #expect(svg.components(separatedBy: "<path ").count - 1 == 1, "the shadow's blurred silhouette: \(svg)")
    }

    @Test("an emoji too large for the pixel budget warns at the text and stays an outline")
    func hugeEmojiWarns() throws {
        // 600 pt at 16x: 9600 device pixels a side, past the 64 Mi pixels of the budget.
        let body = #"<text x="0" y="0" font-size="600" font-family="DejaVu Sans">🎉</text>"#
        let output = try Self.compile(body, format: .svg, scale: 16)
        let svg = String(decoding: output.bytes, as: UTF8.self)
        #expect(Self.placedImages(svg).isEmpty)
        #expect(svg.contains("<path "))
        let warning = try #require(output.warnings.first { $0.contains("colour emoji") }, "\(output.warnings)")
        #expect(warning.hasSuffix("/x.xml:3:3: warning: with --text-as-paths the SVG carries colour emoji as images, and this text's would take more "
                                    + "than 67108864 pixels at this scale (with the scene's other emoji); they are drawn as outlines (silhouettes) "
                                    + "instead (use a smaller font-size or scale, or build without --text-as-paths)"), "\(warning)")
        // A PNG built with --text-as-paths draws the glyphs themselves: no images are made, nothing warns.
        let png = try Self.compile(body, format: .png, scale: 16)
        #expect(!png.warnings.contains { $0.contains("colour emoji") }, "\(png.warnings)")
    }
}
