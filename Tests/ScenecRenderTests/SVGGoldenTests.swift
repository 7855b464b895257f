import Foundation
import Scenec
import ScenecSceneTestSupport
import ScenecTestSupport
import ScenecXML
import Testing

/// The SVG of every scene in scenes/ is pinned as a golden file: any change to it shows up as a diff
/// in review. `SCENEC_UPDATE_GOLDENS=1 swift test` rewrites them.
@Suite struct SVGGoldenTests {
    /// Scenes and goldens pair up one to one: a new scene without a golden (or a golden left behind by
    /// a removed scene) fails here, even though the parameterised tests below only see the scenes.
    @Test func everySceneHasAGoldenAndEveryGoldenAScene() throws {
        let scenes = try Fixtures.listScenes()
        try #require(!scenes.isEmpty, "scenes/ holds no scenes")
        let withoutGolden = scenes.filter { !FileManager.default.fileExists(atPath: Fixtures.golden(of: $0).path) }
        #expect(withoutGolden.isEmpty || Fixtures.updatingGoldens,
                "no golden for \(withoutGolden.joined(separator: ", ")): run SCENEC_UPDATE_GOLDENS=1 swift test")
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Fixtures.goldensFolder.path).filter { $0.hasSuffix(".svg") }
        let orphans = goldens.filter { !scenes.contains($0.replacingOccurrences(of: ".svg", with: ".xml")) }.sorted()
        #expect(orphans.isEmpty, "goldens without a scene: \(orphans.joined(separator: ", "))")
    }

    @Test(arguments: Fixtures.sceneNames)
    func svgMatchesGolden(scene: String) throws {
        let svg = try InlineScene.svg(Fixtures.svgRenderList(scene: scene, scale: 1))
        let golden = Fixtures.golden(of: scene)
        if Fixtures.updatingGoldens {
            try svg.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        if svg != expected {
            FailureArtifacts.write(golden.lastPathComponent, Array(svg.utf8))
            let actualLines = svg.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(actualLines.count, expectedLines.count)
            Issue.record("""
                \(scene): SVG differs from its golden at line \(first + 1) (actual output in \(FailureArtifacts.folder.path))
                expected: \(first < expectedLines.count ? String(expectedLines[first]) : "<end>")
                actual:   \(first < actualLines.count ? String(actualLines[first]) : "<end>")
                """)
        }
    }

    @Test(arguments: Fixtures.sceneNames)
    func svgIsWellFormedAndDeterministic(scene: String) throws {
        let first = try SceneCompiler.render(Fixtures.svgRenderList(scene: scene, scale: 1), as: .svg)
        let second = try SceneCompiler.render(Fixtures.svgRenderList(scene: scene, scale: 1), as: .svg)
        #expect(first == second)
        let parsed = XMLReader.parse(first, file: scene)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(parsed.root?.name == "svg")
        #expect(parsed.root?.namespaceURI == "http://www.w3.org/2000/svg")
        // One element per line: no line holds two tags' starts, except a run's stretches of placed glyphs
        // (`<tspan x="…">…</tspan>` nested on its line: whitespace between them would be drawn).
        for line in String(decoding: first, as: UTF8.self).split(separator: "\n") {
            let element = String(line).replacingOccurrences(of: #"<tspan x="[^"]*">[^<]*</tspan>"#, with: "", options: .regularExpression)
            #expect(element.filter { $0 == "<" }.count <= 2, "\(line)")
        }
    }

    @Test(arguments: Fixtures.sceneNames)
    func pngIsDeterministic(scene: String) throws {
        let list = try Fixtures.renderList(scene: scene, scale: 2)
        #expect(try SceneCompiler.render(list, as: .png) == SceneCompiler.render(list, as: .png))
    }
}
