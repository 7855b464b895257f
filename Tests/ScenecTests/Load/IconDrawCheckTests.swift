import Foundation
@testable import Scenec
import ScenecCore
import ScenecTestSupport
import Testing

/// An icon with filters drawn so large that librsvg's filter surfaces would take gigabytes is a
/// located error after layout, at the output's scale; drawn small it is fine (issue 29).
@Suite("Icons with filters at the size they are drawn")
struct IconDrawCheckTests {
    static let blurred = """
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><filter id="f"><feGaussianBlur stdDeviation="2"/></filter>
        <rect width="100" height="100" fill="red" filter="url(#f)"/></svg>
        """

    private func layout(frame: Int, scale: Double, transform: String = "") throws -> Result<RenderList, ScenecError> {
        let folder = try TemporaryFolder(prefix: "icon-draw")
        try folder.write("icons/blur.svg", Self.blurred)
        let scene = "<scene width=\"100\" height=\"100\">\n<group\(transform)><image href=\"icons/blur.svg\" width=\"\(frame)\" height=\"\(frame)\"/></group>\n</scene>"
        try folder.write("scene.xml", scene)
        do {
            let loaded = try SceneCompiler.load(path: folder.path("scene.xml"))
            return .success(try SceneCompiler.renderList(for: loaded, scale: scale))
        } catch {
            return .failure(error)
        }
    }

    @Test("a 30000 pt frame on a 100 × 100 canvas is refused at the image, not allocated")
    func hugeFrameRefused() throws {
        guard case .failure(.invalidScene(let diagnostics)) = try layout(frame: 30_000, scale: 1) else {
            Issue.record("laid out")
            return
        }
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.message.hasPrefix("href: this SVG icon has 1 element drawn through a filter, and drawn here over about 900000000 px"), "\(error.message)")
        #expect(error.location.line == 2)
    }

    @Test("the output scale and the groups' transforms count: 3000 pt is fine at 1× and refused at 2× or scaled by 2")
    func scaleCounts() throws {
        guard case .success = try layout(frame: 3_000, scale: 1) else { Issue.record("refused at 1×"); return }
        guard case .failure = try layout(frame: 3_000, scale: 2) else { Issue.record("drawn at 2×"); return }
        guard case .failure = try layout(frame: 3_000, scale: 1, transform: " transform=\"scale(2)\"") else { Issue.record("drawn scaled"); return }
    }
}
