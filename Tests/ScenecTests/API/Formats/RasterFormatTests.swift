@testable import Scenec
import ScenecCairo
import ScenecCore
import ScenecJPEG
import ScenecTestSupport
import ScenecWebP
import Testing

// What the WebP, JPEG and ICO files hold (shared/scene-format.md 1.2, "App icons and more output
// formats"), read back with libwebp, libjpeg-turbo and the PNG decoder; where each keeps its
// up-to-date key without changing what it shows.
@Suite("WebP, JPEG and ICO outputs")
struct RasterFormatTests {
    static func load(_ scene: String, quality: Int? = nil) throws -> SceneCompiler.Loaded {
        try SceneCompiler.load(source: Array(scene.utf8), file: "scene.xml", options: CompileOptions(quality: quality))
    }

    /// A 30 × 20 pt scene without a background: a red rect with transparent space around it.
    static let transparent = ##"<scene width="30" height="20"><rect x="5" y="5" width="20" height="10" fill="#ff0000"/></scene>"##

    @Test("the ICO directory: three PNG images of 16, 32 and 48 px, one after the other")
    func icoDirectory() throws {
        let bytes = try SceneCompiler.compile(Self.load(Self.transparent), format: .ico, scale: 1).bytes
        let entries = try #require(ICOFile.directory(bytes))
        #expect(entries.count == 3)
        var expectedOffset = 6 + 3 * 16
        for (index, side) in [16, 32, 48].enumerated() {
            let at = 6 + index * 16
            #expect(bytes[at] == UInt8(side) && bytes[at + 1] == UInt8(side), "entry \(index) is \(side) × \(side)")
            #expect(Array(bytes[at + 4..<at + 8]) == [1, 0, 32, 0], "one plane, 32 bits per pixel")
            #expect(entries[index].offset == expectedOffset)
            let png = Array(bytes[entries[index].offset..<entries[index].offset + entries[index].size])
            let bitmap = try Bitmap.decodePNG(png)
            #expect(bitmap.width == side && bitmap.height == side)
            // 30 × 20 pt is 2/3 as high as wide: centred on a transparent square.
            #expect(bitmap.pixel(x: side / 2, y: side / 2) == RGBA8(r: 255, g: 0, b: 0, a: 255))
            #expect(bitmap.pixel(x: side / 2, y: 0).a == 0, "the margin above the wide scene is transparent")
            expectedOffset += entries[index].size
        }
        #expect(expectedOffset == bytes.count)
    }

    @Test("each ICO image is laid out at its own scale, not the job's")
    func icoIgnoresTheScale() throws {
        let loaded = try Self.load(Self.transparent)
        #expect(try SceneCompiler.compile(loaded, format: .ico, scale: 1).bytes == SceneCompiler.compile(loaded, format: .ico, scale: 3).bytes)
    }

    @Test("JPEG: transparent pixels over white without a background, over the scene's background colour with one")
    func jpegFlattening() throws {
        let white = try JPEGDecoder.decode(SceneCompiler.compile(Self.load(Self.transparent), format: .jpg, scale: 2).bytes)
        #expect(white.pixel(x: 1, y: 1).isClose(to: RGBA8(r: 255, g: 255, b: 255, a: 255), within: 4), "\(white.pixel(x: 1, y: 1))")
        #expect(white.pixel(x: 30, y: 20).isClose(to: RGBA8(r: 255, g: 0, b: 0, a: 255), within: 12), "\(white.pixel(x: 30, y: 20))")
        // A half-transparent green background: flattened over opaque green, not over white.
        let scene = ##"<scene width="30" height="20" background="#00ff0080"><rect x="5" y="5" width="20" height="10" fill="#ff0000"/></scene>"##
        let green = try JPEGDecoder.decode(SceneCompiler.compile(Self.load(scene), format: .jpg, scale: 2).bytes)
        #expect(green.pixel(x: 1, y: 1).isClose(to: RGBA8(r: 0, g: 255, b: 0, a: 255), within: 8), "\(green.pixel(x: 1, y: 1))")
        let invisible = scene.replacingOccurrences(of: "#00ff0080", with: "transparent")
        let white2 = try JPEGDecoder.decode(SceneCompiler.compile(Self.load(invisible), format: .jpg, scale: 2).bytes)
        #expect(white2.pixel(x: 1, y: 1).isClose(to: RGBA8(r: 255, g: 255, b: 255, a: 255), within: 4), "an invisible background is none: \(white2.pixel(x: 1, y: 1))")
    }

    @Test("--quality: JPEG's changes its size; WebP's makes it lossy (VP8) instead of lossless (VP8L)")
    func quality() throws {
        let scene = ##"<scene width="40" height="40" background="white"><defs><linear-gradient id="g" from="0 0" to="1 1"><stop offset="0" color="#ff8800"/><stop offset="1" color="#2244ff"/></linear-gradient></defs><ellipse x="0" y="0" width="40" height="40" fill="url(#g)"/></scene>"##
        let jpg90 = try SceneCompiler.compile(Self.load(scene), format: .jpg, scale: 2).bytes
        let jpg30 = try SceneCompiler.compile(Self.load(scene, quality: 30), format: .jpg, scale: 2).bytes
        #expect(jpg30.count < jpg90.count, "q30 \(jpg30.count) bytes, default (90) \(jpg90.count)")
        let lossless = try SceneCompiler.compile(Self.load(scene), format: .webp, scale: 2).bytes
        let lossy = try SceneCompiler.compile(Self.load(scene, quality: 80), format: .webp, scale: 2).bytes
        #expect(Self.containsChunk(lossless, "VP8L") && !Self.containsChunk(lossy, "VP8L") && Self.containsChunk(lossy, "VP8 "))
        let png = try Bitmap.decodePNG(SceneCompiler.compile(Self.load(scene), format: .png, scale: 2).bytes)
        #expect(try WebPDecoder.decode(lossless) == png, "lossless WebP is the PNG's pixels exactly")
        let difference = try #require(BitmapDifference(try WebPDecoder.decode(lossy), png))
        #expect(difference.mean < 3, "\(difference)")
    }

    @Test("byte-identical twice", arguments: [OutputFormat.webp, .jpg, .ico])
    func deterministic(format: OutputFormat) throws {
        let first = try SceneCompiler.compile(Self.load(Self.transparent), format: format, scale: 2).bytes
        let second = try SceneCompiler.compile(Self.load(Self.transparent), format: format, scale: 2).bytes
        #expect(first == second)
        let lossy = try Self.load(Self.transparent, quality: 60)
        #expect(try SceneCompiler.compile(lossy, format: format, scale: 2).bytes == SceneCompiler.compile(lossy, format: format, scale: 2).bytes)
    }

    @Test("the stamp leaves every picture alone: WebP (simple and extended), JPEG, ICO", arguments: [(OutputFormat.webp, nil), (.webp, 70), (.jpg, nil), (.ico, nil)] as [(OutputFormat, Int?)])
    func stampKeepsPixels(format: OutputFormat, quality: Int?) throws {
        let bytes = try SceneCompiler.compile(Self.load(Self.transparent, quality: quality), format: format, scale: 2).bytes
        let stamped = OutputKey(value: 0x0123_4567_89ab_cdef).stamped(bytes, format: format)
        #expect(stamped != bytes)
        let window = format.descriptor.stamp.end == .head ? Array(stamped.prefix(OutputKey.headBytes)) : Array(stamped.suffix(OutputKey.headBytes))
        #expect(OutputKey.stored(in: window, format: format) == OutputKey(value: 0x0123_4567_89ab_cdef))
        switch format {
        case .webp:
            #expect(Array(stamped[12..<16]) == Array("VP8X".utf8), "an extended file, which may carry other chunks")
            let riffSize = stamped[4..<8].reversed().reduce(0) { $0 << 8 | Int($1) }
            #expect(riffSize == stamped.count - 8)
            #expect(try WebPDecoder.decode(stamped) == WebPDecoder.decode(bytes))
        case .jpg:
            #expect(try JPEGDecoder.decode(stamped) == JPEGDecoder.decode(bytes))
        case .ico:
            let before = try #require(ICOFile.directory(bytes)), after = try #require(ICOFile.directory(stamped))
            for (old, new) in zip(before, after).dropFirst() {
                #expect(Array(bytes[old.offset..<old.offset + old.size]) == Array(stamped[new.offset..<new.offset + new.size]))
            }
            let first = Array(stamped[after[0].offset..<after[0].offset + after[0].size])
            #expect(try Bitmap.decodePNG(first).width == 16)
        case .png, .svg, .pdf, .vector, .icns:
            Issue.record("not a format of this test")
        }
    }

    @Test("finding a key in any file's end never traps: every truncation and corruption of a stamped file", arguments: [OutputFormat.webp, .jpg, .ico])
    func findIsSafe(format: OutputFormat) throws {
        // UpToDate reads whatever file is at an output's path, so `find` meets arbitrary bytes.
        let bytes = try SceneCompiler.compile(Self.load(Self.transparent), format: format, scale: 1).bytes
        let stamped = OutputKey(value: 42).stamped(bytes, format: format)
        let window = format.descriptor.stamp.end == .head ? Array(stamped.prefix(OutputKey.headBytes)) : Array(stamped.suffix(OutputKey.headBytes))
        for length in 0...window.count {
            let cut = format.descriptor.stamp.end == .head ? Array(window.prefix(length)) : Array(window.suffix(length))
            _ = OutputKey.stored(in: cut, format: format)
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var corrupt = window
            for _ in 0..<3 { corrupt[Int.random(in: 0..<corrupt.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            _ = OutputKey.stored(in: corrupt, format: format)
            _ = format.descriptor.stamp.insert(corrupt, "scenec-key", "0123456789abcdef")
        }
        // Sizes and offsets at their largest.
        _ = OutputKey.stored(in: Array(repeating: 0xFF, count: OutputKey.headBytes), format: format)
        _ = OutputKey.stored(in: [0, 0, 1, 0, 1, 0] + Array(repeating: 0xFF, count: 60), format: format)
    }

    static func containsChunk(_ webp: [UInt8], _ type: String) -> Bool {
        let needle = Array(type.utf8)
        return (12..<max(12, webp.count - 4)).contains { Array(webp[$0..<$0 + 4]) == needle }
    }
}
