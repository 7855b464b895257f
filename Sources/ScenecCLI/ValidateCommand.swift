import ArgumentParser
import Scenec

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scenes against the schema and the semantic rules without rendering.",
        discussion: "A scene with token themes is checked in its default theme and in each theme it declares."
    )

    @Argument(help: "Scene files or folders of scenes.")
    var scenes: [String]

    @Option(help: ArgumentHelp("Also allow images from this folder (repeatable).", valueName: "DIR"))
    var allowPath: [String] = []

    func run() throws {
        let found: SceneFinder.Found
        do {
            found = try SceneFinder.find(scenes)
        } catch {
            throw ExitCode(Diagnostics.report(error))
        }
        for note in found.notes { Diagnostics.printError(note) }
        var status = ExitStatus.success
        for input in found.inputs {
            status = max(status, validateEveryTheme(input.path))
        }
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// Validates the scene in its default theme and in each theme it declares (a theme's tokens can
    /// make a value invalid that the default's do not), printing every diagnostic once; returns the
    /// exit status it calls for.
    func validateEveryTheme(_ path: String) -> Int32 {
        let options = CompileOptions(allowedPaths: allowPath)
        // A scene that does not load in its default theme reports that; its themes are not known.
        let declared = (try? SceneCompiler.load(path: path, options: options))?.themes ?? []
        var diagnostics: [Diagnostic] = []
        var status = ExitStatus.success
        for theme in [nil] + declared {
            var themed = options
            themed.theme = theme
            do throws(ScenecError) {
                diagnostics += try SceneValidator.validate(path: path, options: themed)
            } catch .invalidScene(let found) {
                diagnostics += found
                status = ExitStatus.invalidScene
            } catch {
                Diagnostics.print(diagnostics.deduplicatedInFileOrder())
                return Diagnostics.report(error)
            }
        }
        Diagnostics.print(diagnostics.deduplicatedInFileOrder())
        return status
    }
}
