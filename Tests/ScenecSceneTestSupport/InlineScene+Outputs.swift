import Scenec
import ScenecCairo
import ScenecCore
import ScenecTestSupport

extension InlineScene {
    /// Cairo's rendering of scene XML given inline.
    public static func bitmap(_ xml: String, scale: Double) throws -> Bitmap {
        try CairoRenderer.render(renderList(xml: xml, scale: scale))
    }

    /// The SVG text of a render list, as `scenec` writes it.
    public static func svg(_ list: RenderList) throws -> String {
        String(decoding: try SceneCompiler.render(list, as: .svg), as: UTF8.self)
    }

    /// The bytes `scenec` writes for scene XML given inline, in `format` at `scale`.
    public static func output(_ xml: String, format: OutputFormat, scale: Double, file: String = file) throws -> [UInt8] {
        let loaded = try SceneCompiler.load(source: Array(xml.utf8), file: file)
        TestFonts.install()
        return try SceneCompiler.compile(loaded, format: format, scale: scale).bytes
    }
}
