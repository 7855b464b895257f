@testable import Scenec
import ScenecCore
import ScenecTestSupport
import Testing

/// `CompileOptions.theme` chooses the token theme a load builds; `Loaded.themes` says which exist.
@Suite("Loading a theme")
struct ThemeLoadTests {
    private let scene = """
        <scene width="4" height="4">
          <tokens><token name="paint" value="#ff0000"/></tokens>
          <tokens theme="dark"><token name="paint" value="#0000ff"/></tokens>
          <tokens theme="contrast"><token name="paint" value="#00ff00"/></tokens>
          <rect width="4" height="4" fill="{paint}"/>
        </scene>
        """

    @Test("each theme draws its tokens, and Loaded.themes lists the declared ones sorted, without default")
    func themesDraw() throws {
        let light = try SceneCompiler.load(source: Array(scene.utf8), file: "t.xml")
        #expect(light.themes == ["contrast", "dark"])
        let dark = try SceneCompiler.load(source: Array(scene.utf8), file: "t.xml", options: CompileOptions(theme: "dark"))
        let lightSVG = String(decoding: try SceneCompiler.compile(light, format: .svg, scale: 1).bytes, as: UTF8.self)
        let darkSVG = String(decoding: try SceneCompiler.compile(dark, format: .svg, scale: 1).bytes, as: UTF8.self)
        #expect(lightSVG.contains("#ff0000") && !lightSVG.contains("#0000ff"), "\(lightSVG)")
        #expect(darkSVG.contains("#0000ff") && !darkSVG.contains("#ff0000"), "\(darkSVG)")
    }

    @Test("a theme the scene does not define is an invalid scene whose message names the themes")
    func unknownTheme() {
        #expect {
            try SceneCompiler.load(source: Array(scene.utf8), file: "t.xml", options: CompileOptions(theme: "sepia"))
        } throws: { error in
            guard case ScenecError.invalidScene(let diagnostics) = error else { return false }
            return diagnostics.contains { $0.message.contains("theme 'sepia' is not defined by this scene (it defines 'contrast', 'dark' besides 'default')") }
        }
    }
}
