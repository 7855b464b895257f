import ArgumentParser
import Scenec

struct ScenecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenec",
        abstract: "Compile XML scene descriptions to SVG and PNG.",
        discussion: """
            Exit status: 0 success; 1 a scene is not acceptable; 2 bad command-line usage; 3 an input/output \
            failure, or a valid scene that could not be rendered (printed as `scene.xml: error: rendering PNG failed: ...`).
            Diagnostics go to stderr as file:line:column: error|warning: message.
            """,
        version: ScenecVersion.string,
        subcommands: [BuildCommand.self, ValidateCommand.self, DiffCommand.self, ServeCommand.self, WatchCommand.self, TextconvCommand.self,
                      SwiftNamesCommand.self, TokensCommand.self]
    )
}

/// Exit statuses of the command-line contract.
enum ExitStatus {
    static let success: Int32 = 0
    static let invalidScene: Int32 = 1
    static let usage: Int32 = 2
    static let io: Int32 = 3
}
