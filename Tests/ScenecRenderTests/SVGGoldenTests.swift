import Foundation
import Scenec
import ScenecXML
import Testing

/// The SVG of every scene in scenes/ is pinned as a golden file: any change to it shows up as a diff
/// in review. `SCENEC_UPDATE_GOLDENS=1 swift test` rewrites them.
@Suite struct SVGGoldenTests {
    @Test func everySceneHasAGolden() {
        #expect(!Fixtures.sceneNames.isEmpty, "scenes/ holds no scenes")
    }

    @Test(arguments: Fixtures.sceneNames)
    func svgMatchesGolden(scene: String) throws {
        let svg = String(decoding: try SceneCompiler.render(Fixtures.renderList(scene: scene, scale: 1), as: .svg), as: UTF8.self)
        let golden = Fixtures.goldensFolder.appendingPathComponent(scene.replacingOccurrences(of: ".xml", with: ".svg"))
        if Fixtures.updatingGoldens {
            try svg.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record("no golden \(golden.lastPathComponent): run SCENEC_UPDATE_GOLDENS=1 swift test")
            return
        }
        if svg != expected {
            Fixtures.writeFailure(golden.lastPathComponent, Array(svg.utf8))
            let actualLines = svg.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(actualLines.count, expectedLines.count)
            Issue.record("""
                \(scene): SVG differs from its golden at line \(first + 1)
                expected: \(first < expectedLines.count ? String(expectedLines[first]) : "<end>")
                actual:   \(first < actualLines.count ? String(actualLines[first]) : "<end>")
                """)
        }
    }

    @Test(arguments: Fixtures.sceneNames)
    func svgIsWellFormedAndDeterministic(scene: String) throws {
        let first = try SceneCompiler.render(Fixtures.renderList(scene: scene, scale: 1), as: .svg)
        let second = try SceneCompiler.render(Fixtures.renderList(scene: scene, scale: 1), as: .svg)
        #expect(first == second)
        let parsed = XMLReader.parse(first, file: scene)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(parsed.root?.name == "svg")
        #expect(parsed.root?.namespaceURI == "http://www.w3.org/2000/svg")
        // One element per line: no line holds two tags' starts.
        for line in String(decoding: first, as: UTF8.self).split(separator: "\n") {
            #expect(line.filter { $0 == "<" }.count <= 2, "\(line)")
        }
    }

    @Test(arguments: Fixtures.sceneNames)
    func pngIsDeterministic(scene: String) throws {
        let list = try Fixtures.renderList(scene: scene, scale: 2)
        #expect(try SceneCompiler.render(list, as: .png) == SceneCompiler.render(list, as: .png))
    }
}
