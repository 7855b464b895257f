import ArgumentParser
import Scenec

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scenes against the schema and the semantic rules without rendering."
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
            do {
                let warnings = try SceneValidator.validate(path: input.path, options: CompileOptions(allowedPaths: allowPath))
                Diagnostics.print(warnings)
            } catch {
                status = max(status, Diagnostics.report(error))
            }
        }
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
