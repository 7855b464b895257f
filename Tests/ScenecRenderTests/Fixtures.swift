import Foundation
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport

/// The scenes in scenes/ and their goldens. Scenes written inline are ScenecSceneTestSupport's `InlineScene`.
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

    /// Scene `name` of scenes/ compiled up to the render list its SVG is written from at `scale`.
    static func svgRenderList(scene name: String, scale: Double) throws -> RenderList {
        try InlineScene.svgRenderList(path: scenePath(name), scale: scale)
    }

    /// Scene `name` of scenes/ compiled up to its render list at `scale`.
    static func renderList(scene name: String, scale: Double) throws -> RenderList {
        try InlineScene.renderList(path: scenePath(name), scale: scale)
    }
}
