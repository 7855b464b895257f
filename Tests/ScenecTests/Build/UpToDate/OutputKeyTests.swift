import Foundation
@testable import Scenec
import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

// The up-to-date key stored in outputs (docs/ci.md, "Up to date").
@Suite("OutputKey")
struct OutputKeyTests {
    let scene = Array(#"<scene width="4" height="2"/>"#.utf8)

    @Test("the key changes with every input that changes an output's bytes, and only with them")
    func coversInputs() {
        func key(_ format: OutputFormat = .png, scale: Double = 1, options: CompileOptions = CompileOptions(), inputs: [[UInt8]]? = nil) -> OutputKey {
            OutputKey(format: format, scale: scale, options: options, inputs: inputs ?? [scene])
        }
        let base = key()
        #expect(key() == base, "deterministic")
        #expect(key(.svg) != base)
        #expect(key(scale: 3) != base)
        #expect(key(options: CompileOptions(textAsPaths: true)) != base)
        #expect(key(options: CompileOptions(linkImages: true)) != base)
        #expect(key(options: CompileOptions(theme: "dark")) != base, "--theme")
        #expect(key(options: CompileOptions(theme: "dark")) != key(options: CompileOptions(theme: "light")))
        #expect(key(inputs: [scene + [32]]) != base, "scene bytes")
        #expect(key(inputs: [scene, [1, 2]]) != key(inputs: [scene, [1], [2]]), "fields are length-prefixed")
        #expect(key(options: CompileOptions(allowedPaths: ["/x"])) == base, "granting a folder changes no byte")
        #expect(base.description.count == 16)
    }

    @Test("a stamped PNG keeps decoding to the same pixels and carries the key in a tEXt chunk after IHDR")
    func pngStamp() throws {
        var bitmap = Bitmap(width: 3, height: 2)
        bitmap.setPixel(x: 1, y: 1, RGBA8(r: 200, g: 10, b: 20, a: 255))
        let png = try bitmap.encodePNG()
        let key = OutputKey(format: .png, scale: 2, options: CompileOptions(), inputs: [scene])
        let stamped = key.stamped(png, format: .png)
        #expect(stamped.count == png.count + 12 + "scenec-key".count + 1 + 16)
        #expect(Array(stamped[37..<41]) == Array("tEXt".utf8))
        #expect(OutputKey.stored(in: Array(stamped.prefix(OutputKey.headBytes)), format: .png) == key)
        #expect(OutputKey.stored(in: png, format: .png) == nil)
        let decoded = try Bitmap.decodePNG(stamped)
        #expect(decoded.pixels == bitmap.pixels, "libpng accepts the chunk (its CRC is right) and the pixels are unchanged")
    }

    @Test("a stamped SVG carries the key as its second line, a comment")
    func svgStamp() {
        let svg = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg/>\n".utf8)
        let key = OutputKey(format: .svg, scale: 1, options: CompileOptions(), inputs: [scene])
        let stamped = String(decoding: key.stamped(svg, format: .svg), as: UTF8.self)
        #expect(stamped == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- scenec-key: \(key) -->\n<svg/>\n")
        #expect(OutputKey.stored(in: Array(stamped.utf8), format: .svg) == key)
        #expect(OutputKey.stored(in: svg, format: .svg) == nil)
    }
}
