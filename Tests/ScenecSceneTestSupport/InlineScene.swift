import Scenec
import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecTestSupport

/// Scenes given as XML text in a test, taken through the real pipeline: parsed, laid out, rendered.
/// Every step that can measure or draw text installs the pinned fonts first (`TestFonts.install()`,
/// once per process), so a test that uses these helpers cannot forget them.
public enum InlineScene {
    /// The file name diagnostics of an inline scene carry unless a test names another.
    public static let file = "inline.xml"

    /// `xml` parsed by the model alone (no includes, no image files read); diagnostics name `file`.
    /// What `SceneCompiler.load` reads a scene file's `<strings href>` with.
    public static func stringsLoader(scene: String) -> StringsLoader {
        SceneCompiler.stringsLoader(scene: scene)
    }

    public static func parse(_ xml: String, file: String = file, theme: String? = nil) -> SceneParser.Result {
        SceneParser.parse(source: Array(xml.utf8), file: file, theme: theme)
    }

    /// The messages of the errors parsing `xml` reports, in order; warnings are left out.
    public static func errorMessages(_ xml: String, file: String = file, theme: String? = nil) -> [String] {
        parse(xml, file: file, theme: theme).diagnostics.errorMessages
    }

    /// `scene` laid out by ScenecLayout alone, with its diagnostics: for tests of layout's own
    /// refusals and warnings.
    public static func layout(_ scene: Scene, options: LayoutOptions) -> Layout.Result {
        TestFonts.install()
        return Layout.renderList(for: scene, options: options)
    }

    /// `scene` laid out at `scale` by ScenecLayout alone, with its diagnostics.
    public static func layout(_ scene: Scene, scale: Double = 1) -> Layout.Result {
        layout(scene, options: LayoutOptions(scale: scale))
    }

    /// `xml` compiled as `scenec` compiles it (loaded, images checked, laid out at `scale`) up to the
    /// render list. Throws the scene's diagnostics as `ScenecError.invalidScene`.
    public static func renderList(xml: String, scale: Double = 1, file: String = file) throws -> RenderList {
        try renderList(for: SceneCompiler.load(source: Array(xml.utf8), file: file), scale: scale)
    }

    /// The scene file at `path` (scenes/ or a test's own folder) compiled up to the render list.
    public static func renderList(path: String, scale: Double, options: CompileOptions = CompileOptions()) throws -> RenderList {
        try renderList(for: SceneCompiler.load(path: path, options: options), scale: scale)
    }

    /// The scene file at `path` compiled up to the render list its SVG is written from: with
    /// `--svg-fonts outline` (the default) text in the scene's own fonts is outlines there, not in the PNG's.
    public static func svgRenderList(path: String, scale: Double, options: CompileOptions = CompileOptions()) throws -> RenderList {
        TestFonts.install()
        return try SceneCompiler.svgRenderList(for: SceneCompiler.load(path: path, options: options), scale: scale)
    }

    /// A loaded scene laid out at `scale`: the one place these helpers lay out, after the fonts.
    public static func renderList(for loaded: SceneCompiler.Loaded, scale: Double) throws -> RenderList {
        TestFonts.install()
        return try SceneCompiler.renderList(for: loaded, scale: scale)
    }
}
