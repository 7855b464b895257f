import ScenecCairo
import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSVG
import ScenecXML

/// Compiles scenes in-process: load and validate, lay out at a scale, render to SVG or PNG.
/// The `scenec` command is a thin shell over this.
public enum SceneCompiler {
    /// A loaded scene, the images it uses, and the warnings it produced.
    public struct Loaded: Sendable {
        public var scene: Scene
        public var images: [String: Bitmap]
        public var options: CompileOptions
        public var warnings: [Diagnostic]
    }

    /// Reads and validates a scene file. Throws `.invalidScene` with every diagnostic, or `.io`.
    public static func load(path: String, options: CompileOptions = CompileOptions()) throws(ScenecError) -> Loaded {
        let source = try FileIO.read(path, limit: Limits.documentBytes)
        return try load(source: source, file: path, options: options)
    }

    public static func load(source: [UInt8], file: String, options: CompileOptions = CompileOptions()) throws(ScenecError) -> Loaded {
        let result = SceneParser.parse(source: source, file: file)
        // Image files are checked even when the scene has errors, so every problem is reported at once.
        let (images, problems) = ImageAssets.load(result.imageReferences, policy: HrefPolicy(file: file, allowedPaths: options.allowedPaths))
        guard let scene = result.scene, !result.diagnostics.hasErrors, !problems.hasErrors else {
            throw .invalidScene((result.diagnostics + problems).sortedByLocation())
        }
        let sized = ImageAssets.withNaturalSizes(scene, images: images)
        // Layout's warnings (a font that fell back) do not depend on the scale: collect them once here,
        // where every caller prints a scene's warnings, so they reach the user exactly once.
        let layout = Layout.renderList(for: sized, options: LayoutOptions(scale: 1, images: images))
        let diagnostics = (result.diagnostics + problems + layout.diagnostics).sortedByLocation()
        guard !diagnostics.hasErrors else { throw .invalidScene(diagnostics) }
        return Loaded(scene: sized, images: images, options: options, warnings: diagnostics)
    }

    /// Lays the scene out for `scale` device pixels per point.
    public static func renderList(for loaded: Loaded, scale: Double) throws(ScenecError) -> RenderList {
        let layoutOptions = LayoutOptions(scale: scale, textAsPaths: loaded.options.textAsPaths, images: loaded.images)
        let result = Layout.renderList(for: loaded.scene, options: layoutOptions)
        // Warnings were reported by `load`; only errors that depend on the scale (canvas size) are new.
        guard let list = result.renderList, !result.diagnostics.hasErrors else { throw .invalidScene(result.diagnostics.filter { $0.severity == .error }) }
        return ImageAssets.applyLinkPolicy(list, linkImages: loaded.options.linkImages)
    }

    /// The bytes of one output file.
    public static func render(_ list: RenderList, as format: OutputFormat) throws(ScenecError) -> [UInt8] {
        switch format {
        case .svg:
            return Array(SVGWriter.write(list).utf8)
        case .png:
            do {
                return try CairoRenderer.renderPNG(list)
            } catch {
                throw .io(path: "", message: "rendering failed: \(error)")
            }
        }
    }

    /// Loads, lays out and renders one scene in one step.
    public static func compile(path: String, format: OutputFormat, scale: Double, options: CompileOptions = CompileOptions()) throws(ScenecError) -> [UInt8] {
        let loaded = try load(path: path, options: options)
        return try render(renderList(for: loaded, scale: scale), as: format)
    }
}
