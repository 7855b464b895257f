import Foundation
@testable import Scenec
import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

/// Per-scale image files (the iOS convention, issue 12): at scale 2 or 3 `dot.png` draws `dot@2x.png`
/// or `dot@3x.png` when it exists, its natural size in points being its pixels / scale; the `@1x` file
/// otherwise. Each file is one flat colour, so the colour drawn says which file was chosen.
@Suite("per-scale image files")
struct PerScaleFileTests {
    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    static let green = RGBA8(r: 0, g: 255, b: 0, a: 255)
    static let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)

    static func png(side: Int, _ color: RGBA8) throws -> [UInt8] {
        var bitmap = Bitmap(width: side, height: side)
        for y in 0..<side { for x in 0..<side { bitmap.setPixel(x: x, y: y, color) } }
        return try bitmap.encodePNG()
    }

    /// A folder with `scene.xml` (the image at its natural size on a white 20 × 20 canvas) and the files given.
    static func folder(_ files: [String: [UInt8]]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(prefix: "per-scale")
        for (name, bytes) in files { try folder.write(name, bytes: bytes) }
        try folder.write("scene.xml", "<scene width=\"20\" height=\"20\" background=\"white\">\n  <image href=\"icons/dot.png\"/>\n</scene>\n")
        return folder
    }

    /// The image op's frame and the pixel at its centre, at `scale`.
    static func drawn(_ folder: TemporaryFolder, scale: Double) throws -> (frame: Rect, centre: RGBA8) {
        let loaded = try SceneCompiler.load(path: folder.path("scene.xml"))
        let list = try SceneCompiler.renderList(for: loaded, scale: scale)
        let frames = list.items.compactMap { item -> Rect? in
            if case .image(let op) = item.op { return op.frame }
            return nil
        }
        let frame = try #require(frames.first)
        let bitmap = try CairoRenderer.render(list)
        return (frame, bitmap.pixel(x: Int(frame.midX * scale), y: Int(frame.midY * scale)))
    }

    @Test("@2x and @3x files are drawn at their scales, the @1x file at 1 and at other scales; all 4 pt")
    func chosenPerScale() throws {
        let folder = try Self.folder(["icons/dot.png": try Self.png(side: 4, Self.red),
                                      "icons/dot@2x.png": try Self.png(side: 8, Self.green),
                                      "icons/dot@3x.png": try Self.png(side: 12, Self.blue)])
        for (scale, color) in [(1.0, Self.red), (2.0, Self.green), (3.0, Self.blue), (1.5, Self.red), (4.0, Self.red)] {
            let (frame, centre) = try Self.drawn(folder, scale: scale)
            #expect(frame == Rect(x: 0, y: 0, width: 4, height: 4), "@\(scale)x")
            #expect(centre == color, "@\(scale)x: \(centre)")
        }
    }

    @Test("a missing @3x file falls back to the @1x file; a per-scale file of another size sets the size at its scale")
    func fallbackAndSize() throws {
        let folder = try Self.folder(["icons/dot.png": try Self.png(side: 4, Self.red),
                                      "icons/dot@2x.png": try Self.png(side: 10, Self.green)])
        let at3 = try Self.drawn(folder, scale: 3)
        #expect(at3.frame.size == Size(4, 4) && at3.centre == Self.red, "\(at3)")
        let at2 = try Self.drawn(folder, scale: 2)
        #expect(at2.frame.size == Size(5, 5) && at2.centre == Self.green, "\(at2)")
    }

    @Test("a per-scale file that is not its scale times the @1x file warns at the href; matching files do not")
    func sizeMismatchWarns() throws {
        let mismatched = try Self.folder(["icons/dot.png": try Self.png(side: 4, Self.red),
                                          "icons/dot@2x.png": try Self.png(side: 10, Self.green),
                                          "icons/dot@3x.png": try Self.png(side: 12, Self.blue)])
        let warnings = try SceneCompiler.load(path: mismatched.path("scene.xml")).warnings
        #expect(warnings.count == 1, "\(warnings)")
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning && warning.location.line == 2 && warning.location.column == 10, "\(warning)")
        #expect(warning.message == "href: \"icons/dot@2x.png\" is 10×10 px, not 8×8 (2 × \"icons/dot.png\"): at @2x the image's natural size is 5×5 pt instead of 4×4",
                "\(warning.message)")

        let matching = try Self.folder(["icons/dot.png": try Self.png(side: 4, Self.red),
                                        "icons/dot@2x.png": try Self.png(side: 8, Self.green)])
        #expect(try SceneCompiler.load(path: matching.path("scene.xml")).warnings.isEmpty)
    }

    @Test("a broken per-scale file is an error at the href, whatever scale is built")
    func brokenVariant() throws {
        let folder = try Self.folder(["icons/dot.png": try Self.png(side: 4, Self.red),
                                      "icons/dot@3x.png": Array("not a png".utf8)])
        #expect {
            _ = try SceneCompiler.load(path: folder.path("scene.xml"))
        } throws: { error in
            guard case ScenecError.invalidScene(let diagnostics) = error else { return false }
            return diagnostics.map(\.message) == ["href: \"icons/dot.png\" is unusable: its @3x file \"icons/dot@3x.png\" is not a PNG file (images are PNG files, or SVG files named .svg)"]
                && diagnostics.first?.location.line == 2 && diagnostics.first?.location.column == 10
        }
    }

    @Test("--link-images links the file drawn at the scale, at its pixel size")
    func linkedFile() throws {
        let folder = try Self.folder(["icons/dot.png": try Self.png(side: 4, Self.red),
                                      "icons/dot@2x.png": try Self.png(side: 8, Self.green)])
        let loaded = try SceneCompiler.load(path: folder.path("scene.xml"), options: CompileOptions(linkImages: true))
        for (scale, href, side) in [(1.0, "icons/dot.png", 4), (2.0, "icons/dot@2x.png", 8), (3.0, "icons/dot.png", 4)] {
            let links = try SceneCompiler.renderList(for: loaded, scale: scale).items.compactMap { item -> ImageLink? in
                if case .image(let op) = item.op { return op.link }
                return nil
            }
            #expect(links.map(\.href) == [href] && links.map(\.width) == [side], "@\(scale)x: \(links)")
        }
    }

    @Test("the per-scale name goes before the last extension of the file's name")
    func variantNames() {
        #expect(ImageAssets.variantHref("icons/trash.png", scale: 2) == "icons/trash@2x.png")
        #expect(ImageAssets.variantHref("a.b/c.d.PNG", scale: 3) == "a.b/c.d@3x.PNG")
        #expect(ImageAssets.variantHref("a.b/plain", scale: 3) == "a.b/plain@3x")
        #expect(ImageAssets.variantHref(".hidden", scale: 2) == ".hidden@2x")
    }

    @Test("a build depends on the files it draws: @1x and @3x for scales 1 and 3, and adding @3x rebuilds only @3x")
    func dependencies() throws {
        let folder = try Self.folder(["icons/dot.png": try Self.png(side: 4, Self.red),
                                      "icons/dot@2x.png": try Self.png(side: 8, Self.green)])
        let scene = folder.path("scene.xml")
        let jobs = [1.0, 3.0].map { scale in
            BuildJob(scene: scene, output: folder.path("out/scene\(BuildPlanner.suffix(for: scale)).png"), format: .png, scale: scale)
        }
        let first = BatchBuilder.build(jobs, options: BatchBuilder.Options()) { _ in }
        #expect(first.first?.dependencies == [scene, folder.path("icons/dot.png")], "\(first)")
        #expect(first.first?.written.count == 2)

        try folder.write("icons/dot@3x.png", bytes: try Self.png(side: 12, Self.blue))
        let second = BatchBuilder.build(jobs, options: BatchBuilder.Options()) { _ in }
        #expect(second.first?.dependencies == [scene, folder.path("icons/dot.png"), folder.path("icons/dot@3x.png")], "\(second)")
        #expect(second.first?.upToDate == [folder.path("out/scene.png")])
        #expect(second.first?.written == [folder.path("out/scene@3x.png")])
        let rebuilt = try Bitmap.decodePNG(try #require(folder.bytes("out/scene@3x.png")))
        #expect(rebuilt.pixel(x: 6, y: 6) == Self.blue)
    }
}
