import Scenec

/// The whole compiler on one input, as the fuzzer drives it: load (XML, reader, image checks), lay
/// out, write the SVG, and draw a small PNG. Every outcome is acceptable except a crash, a hang or a
/// runaway allocation, which libFuzzer reports; rejected scenes are the common, expected case.
public enum FuzzTarget {
    /// The raster is drawn at a scale that keeps its longer side at most this many pixels, so one
    /// input costs milliseconds; geometry and effects still go through every stage.
    public static let maximumRasterSide = 256.0

    /// What became of one input, for the replay tool and the regression tests.
    public enum Outcome: Equatable, Sendable {
        /// The scene was refused with diagnostics (errors), as bad input should be.
        case refused(errors: Int)
        /// Both outputs were produced.
        case compiled(svgBytes: Int, pngBytes: Int)
        /// Loading worked but a compile was refused (a scale-dependent limit) or failed to render.
        case failedToCompile(String)
    }

    /// To be called first in the fuzzer's `main`: as a helper (`LibrsvgProcesses`), serves and exits;
    /// otherwise makes its own binary the helper.
    public static func runLibrsvgHelperIfAsked() {
        LibrsvgProcesses.runHelperIfAsked()
        LibrsvgProcesses.useThisExecutable()
    }

    /// A folder that does not exist: every href is then a missing file.
    public static let emptyFolder = "/nonexistent-scenec-fuzz"

    /// Runs one input. Relative hrefs resolve against `folder` (scripts/fuzz gives a seeded one).
    public static func run(_ bytes: [UInt8], folder: String = emptyFolder) -> Outcome {
        let loaded: SceneCompiler.Loaded
        do {
            loaded = try SceneCompiler.load(source: bytes, file: folder + "/fuzz.xml")
        } catch {
            switch error {
            case .invalidScene(let diagnostics): return .refused(errors: diagnostics.filter { $0.severity == .error }.count)
            case .io(_, let message), .render(_, _, let message): return .failedToCompile(message)
            }
        }
        var side = max(loaded.scene.width, loaded.scene.height)
        do {
            // A scene that hugs its content has a size only once it is laid out; laid out at a tiny
            // scale, the pixel limits do not refuse it before its size in points is known.
            if loaded.scene.hugsWidth || loaded.scene.hugsHeight {
                let list = try SceneCompiler.renderList(for: loaded, scale: 1.0 / 1024)
                side = max(list.width, list.height)
            }
        } catch {
            return .failedToCompile(error.description)
        }
        let scale = side > maximumRasterSide ? maximumRasterSide / side : 1
        do {
            let svg = try SceneCompiler.compile(loaded, format: .svg, scale: scale)
            let png = try SceneCompiler.compile(loaded, format: .png, scale: scale)
            return .compiled(svgBytes: svg.bytes.count, pngBytes: png.bytes.count)
        } catch {
            return .failedToCompile(error.description)
        }
    }
}
