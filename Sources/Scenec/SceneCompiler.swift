import ScenecCairo
import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSVG
import ScenecXML

/// Compiles scenes in-process: load and validate, lay out at a scale, render to SVG or PNG.
/// The `scenec` command is a thin shell over this.
public enum SceneCompiler {
    /// A loaded scene and the warnings it produced.
    public struct Loaded: Sendable {
        public var scene: Scene
        public var warnings: [Diagnostic]
    }

    /// Reads and validates a scene file. Throws `.invalidScene` with every diagnostic, or `.io`.
    public static func load(path: String) throws(ScenecError) -> Loaded {
        let source = try FileIO.read(path, limit: XMLReader.maximumDocumentBytes)
        return try load(source: source, file: path)
    }

    public static func load(source: [UInt8], file: String) throws(ScenecError) -> Loaded {
        let result = SceneParser.parse(source: source, file: file)
        guard let scene = result.scene, !result.diagnostics.hasErrors else { throw .invalidScene(result.diagnostics) }
        return Loaded(scene: scene, warnings: result.diagnostics)
    }

    /// Lays the scene out for `scale` device pixels per point.
    public static func renderList(for scene: Scene, scale: Double) throws(ScenecError) -> RenderList {
        let result = Layout.renderList(for: scene, scale: scale)
        guard let list = result.renderList, !result.diagnostics.hasErrors else { throw .invalidScene(result.diagnostics) }
        return list
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
    public static func compile(path: String, format: OutputFormat, scale: Double) throws(ScenecError) -> [UInt8] {
        let loaded = try load(path: path)
        return try render(renderList(for: loaded.scene, scale: scale), as: format)
    }
}
