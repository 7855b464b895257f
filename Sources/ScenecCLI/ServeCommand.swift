import ArgumentParser
import Scenec
import ScenecServe

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview scenes in a browser, re-rendered and reloaded when a scene or an image it uses changes.",
        discussion: """
            Serves a page listing the scenes, each rendered at --scale with a PNG/SVG toggle and a zoom; \
            the open page reloads a picture within a second of a save. A broken scene shows its diagnostics \
            over its last good picture. Only the page and the rendered scenes are served, never the \
            folder's files. --theme previews one token theme (default: the tokens without a theme). Binds \
            to 127.0.0.1 unless --host says otherwise. Ctrl-C stops it.
            """
    )

    @Argument(help: "A scene file or a folder of scenes (*.xml, recursively).")
    var scene: String

    @Option(help: ArgumentHelp("The port to listen on.", valueName: "PORT"))
    var port: Int = 8040

    @Option(help: ArgumentHelp("The address to listen on (numeric; 0.0.0.0 exposes the scenes to the network).", valueName: "ADDRESS"))
    var host: String = "127.0.0.1"

    @Option(help: ArgumentHelp("Device pixels per point of the PNG pictures.", valueName: "S"))
    var scale: Double = 2

    @Option(help: ArgumentHelp("Also allow images from this folder (repeatable).", valueName: "DIR"))
    var allowPath: [String] = []

    @Option(help: ArgumentHelp("The token theme to preview: default (the tokens without a theme) or a name of <tokens theme=\"NAME\">.", valueName: "NAME"))
    var theme: String?

    @Option(help: ArgumentHelp("A CSV or JSON data file: /render/SCENE.png?row=N draws the scene with row N's columns as tokens (and ?locale=de a locale).", valueName: "FILE.csv|FILE.json"))
    var data: String?

    @Flag(help: "Set text only with the scenes' own fonts (<font href>), as `scenec build --no-system-fonts` does.")
    var noSystemFonts = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port takes a number from 0 to 65535, got \(port)") }
        guard scale > 0 && scale <= 16 else { throw ValidationError("--scale takes a value above 0 and at most 16") }
        _ = try previewedTheme()
    }

    /// The one theme `--theme` names (nil: the default theme); a preview shows one theme at a time.
    func previewedTheme() throws -> String? {
        guard let theme else { return nil }
        let themes = try BuildCommand.parseThemes(theme)
        guard themes.count == 1, let first = themes.first else {
            throw ValidationError("serve previews one theme at a time; got --theme \(theme) (run one serve per theme, on another --port)")
        }
        return first
    }

    func run() throws {
        var compile = CompileOptions(allowedPaths: allowPath, theme: try previewedTheme())
        compile.systemFonts = !noSystemFonts
        var chosen = PreviewServer.Options(host: host, port: UInt16(port), scale: scale, compile: compile,
                                            workers: max(2, BuildCommand.coreCount()))
        if let data {
            do throws(ScenecError) {
                chosen.data = try DataTable.read(data)
            } catch {
                throw ExitCode(Diagnostics.report(error))
            }
        }
        let options = chosen
        let arguments = [scene]
        let shown = host.contains(":") ? "[\(host)]" : host
        let outcome: Result<Void, ServeError> = SignalWait.runUntilStopped { () async throws(ServeError) -> @Sendable () async -> Void in
            let server = try await PreviewServer.start(arguments: arguments, options: options)
            Diagnostics.printError("serving \(arguments[0]) on http://\(shown):\(server.port)/ (Ctrl-C stops)")
            return { await server.stop() }
        }
        if case .failure(let error) = outcome {
            Diagnostics.printError(error.message)
            switch error.status {
            case .usage: throw ExitCode(ExitStatus.usage)
            case .io: throw ExitCode(ExitStatus.io)
            }
        }
    }
}
