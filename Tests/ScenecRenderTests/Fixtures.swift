import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecTestSupport

/// The scenes in scenes/, their goldens, and compiling scene XML to a render list with pinned fonts.
enum Fixtures {
    static let scenesFolder = PackagePaths.url("scenes")
    static let goldensFolder = PackagePaths.url("Tests/ScenecRenderTests/Goldens")

    /// `SCENEC_UPDATE_GOLDENS=1 swift test` rewrites the goldens instead of comparing.
    static var updatingGoldens: Bool { ProcessInfo.processInfo.environment["SCENEC_UPDATE_GOLDENS"] == "1" }

    /// Every scene in scenes/, by file name, sorted; throws when the folder cannot be read.
    static func listScenes() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scenesFolder.path).filter { $0.hasSuffix(".xml") }.sorted()
    }

    /// `listScenes()` for test arguments, empty when the folder cannot be read: `SVGGoldenTests`
    /// fails then, so the parameterised tests over no scenes cannot pass unnoticed.
    static let sceneNames: [String] = (try? listScenes()) ?? []

    /// The golden file of scene `name` ("keyboard.xml" → Goldens/keyboard.svg).
    static func golden(of name: String) -> URL {
        goldensFolder.appendingPathComponent(name.replacingOccurrences(of: ".xml", with: ".svg"))
    }

    static func scenePath(_ name: String) -> String { scenesFolder.appendingPathComponent(name).path }

    static func renderList(scene name: String, scale: Double) throws -> RenderList {
        TestFonts.install()
        let loaded = try SceneCompiler.load(path: scenePath(name))
        return try SceneCompiler.renderList(for: loaded, scale: scale)
    }

    /// Compiles scene XML given inline.
    static func renderList(xml: String, scale: Double) throws -> RenderList {
        TestFonts.install()
        let loaded = try SceneCompiler.load(source: Array(xml.utf8), file: "inline.xml")
        return try SceneCompiler.renderList(for: loaded, scale: scale)
    }

    /// Cairo's rendering of scene XML given inline.
    static func bitmap(_ xml: String, scale: Double) throws -> Bitmap {
        try CairoRenderer.render(renderList(xml: xml, scale: scale))
    }

    /// `body` drawn in a `size` pt square scene on white, to probe by scene coordinates.
    static func probe(_ body: String, scale: Double, size: Double = 100) throws -> PointProbe {
        let xml = "<scene width=\"\(size)\" height=\"\(size)\" background=\"white\">\(body)</scene>"
        return PointProbe(try bitmap(xml, scale: scale), scale: scale)
    }

    /// The SVG text of a render list.
    static func svg(_ list: RenderList) throws -> String {
        String(decoding: try SceneCompiler.render(list, as: .svg), as: UTF8.self)
    }
}
