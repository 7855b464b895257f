import Scenec

/// One diagnostic as the page shows it: `file:line:column`, severity, message, and the offending line
/// of the scene's source. Everything here is text the page escapes; diagnostics may quote markup.
public struct ProblemView: Sendable, Hashable, Codable {
    public var location: String
    public var severity: String
    public var message: String
    /// The source line the diagnostic points at (nil for a problem with no line, or a file it cannot read).
    public var sourceLine: String?
    /// The full `file:line:column: severity: message` line, as the command line prints it.
    public var text: String
}

/// What one render of a scene produced.
struct RenderResult: Sendable {
    enum Outcome: Sendable {
        /// The PNG at the scale asked for, the render list it was drawn from (the SVG is written from it
        /// when a page asks for it: most saves are only ever seen as PNG), and the scene's warnings.
        case rendered(png: [UInt8], list: RenderList, warnings: [ProblemView])
        /// Errors (or a file that could not be read or a canvas that could not be drawn).
        case failed([ProblemView])
    }

    var outcome: Outcome
    /// The scene file and the image files it uses, canonical; nil when the scene did not load (keep
    /// the last known ones, so fixing an image still re-renders the scene).
    var dependencies: Set<String>?
    /// The token themes the scene declares besides `default` (the page's theme switch); nil when the
    /// scene did not load.
    var themes: [String]? = nil
    /// The locales the scene declares (the page's locale switch); nil when the scene did not load.
    var locales: [String]? = nil
}

/// Compiles a scene for the preview: PNG at the scale asked for (and the render list for its SVG),
/// with its dependencies.
enum SceneRender {
    /// Synchronous and CPU-bound: call it from a render worker, never from the server's tasks.
    static func render(path: String, scale: Double, options: CompileOptions) -> RenderResult {
        do throws(ScenecError) {
            let loaded = try SceneCompiler.load(path: path, options: options)
            let dependencies = Set(([path] + BatchBuilder.inputFiles(of: loaded, scene: path)).map(PathName.canonical))
            do throws(ScenecError) {
                let laidOut = try SceneCompiler.layout(loaded, scale: scale)
                let png = try SceneCompiler.render(laidOut.renderList, as: .png, scene: path)
                let warnings = views(laidOut.warnings, scene: path)
                return RenderResult(outcome: .rendered(png: png, list: laidOut.renderList, warnings: warnings), dependencies: dependencies,
                                    themes: loaded.themes, locales: loaded.locales)
            } catch {
                return RenderResult(outcome: .failed(views(error, scene: path)), dependencies: dependencies, themes: loaded.themes,
                                    locales: loaded.locales)
            }
        } catch {
            return RenderResult(outcome: .failed(views(error, scene: path)), dependencies: nil)
        }
    }

    /// The SVG of a render list a render made; nil when it cannot be written (a page then gets 404).
    static func svg(_ list: RenderList, scene: String) -> [UInt8]? {
        try? SceneCompiler.render(list, as: .svg, scene: scene)
    }

    static func views(_ error: ScenecError, scene: String) -> [ProblemView] {
        switch error {
        case .invalidScene(let diagnostics):
            return views(diagnostics, scene: scene)
        case .io, .render:
            return [ProblemView(location: scene, severity: "error", message: error.description, sourceLine: nil,
                                text: error.description)]
        }
    }

    /// Views of `diagnostics`, each with the line it points at when it is located in the scene itself.
    static func views(_ diagnostics: [Diagnostic], scene: String) -> [ProblemView] {
        let lines: [Substring]? = diagnostics.isEmpty ? nil : (try? FileIO.read(scene, limit: 4 << 20))
            .map { String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) }
        return diagnostics.map { diagnostic in
            let location = diagnostic.location
            var source: String?
            if location.file == scene, let lines, location.line >= 1, location.line <= lines.count {
                source = String(lines[location.line - 1].prefix(400)).trimmingTrailingWhitespace()
            }
            return ProblemView(location: location.description, severity: diagnostic.severity.rawValue,
                               message: diagnostic.message, sourceLine: source, text: diagnostic.description)
        }
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var text = self
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
