import Foundation

// The `scenec` command line as the binary describes itself (`--experimental-dump-help`, swift-argument-
// parser's JSON of every subcommand, option and argument), so a documented command is checked against
// today's parser rather than against a list kept by hand beside it.

/// The subcommands of `scenec` and what each accepts.
struct CLIDescription {
    /// One named option or flag.
    struct Option {
        /// Whether it takes a value (`--scale 2`) rather than standing alone (`--force`).
        var takesValue: Bool
    }

    /// One command: the root (`scenec --help`) or a subcommand (`scenec build …`).
    struct Command {
        /// Every spelling (`--scale`, `-o`, `-j`, `--jobs`) to what it is.
        var options: [String: Option]
        /// How many positional arguments it takes at most; nil when the last one repeats.
        var maximumPositionals: Int?
    }

    /// The root command, for `scenec --help` and `scenec --version`.
    var root: Command
    /// The subcommands by name.
    var subcommands: [String: Command]

    /// Reads the description the binary at `binary` prints.
    static func load(binary: URL) throws -> CLIDescription {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--experimental-dump-help"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dump = try JSONDecoder().decode(Dump.self, from: data)
        var subcommands: [String: Command] = [:]
        for sub in dump.command.subcommands ?? [] { subcommands[sub.commandName] = command(sub) }
        return CLIDescription(root: command(dump.command), subcommands: subcommands)
    }

    private static func command(_ dumped: Dump.Command) -> Command {
        var options: [String: Option] = [:]
        var positionals = 0
        var repeats = false
        for argument in dumped.arguments ?? [] {
            switch argument.kind {
            case "positional":
                positionals += 1
                repeats = repeats || argument.isRepeating
            default:
                for name in argument.names ?? [] {
                    let spelled = (name.kind == "short" ? "-" : name.kind == "longWithSingleDash" ? "-" : "--") + name.name
                    options[spelled] = Option(takesValue: argument.kind == "option")
                }
            }
        }
        return Command(options: options, maximumPositionals: repeats ? nil : positionals)
    }

    /// The shape of swift-argument-parser's `--experimental-dump-help` output that is read here.
    private struct Dump: Decodable {
        struct Name: Decodable { var kind: String; var name: String }
        struct Argument: Decodable {
            var kind: String
            var names: [Name]?
            var isRepeating: Bool
        }
        struct Command: Decodable {
            var commandName: String
            var arguments: [Argument]?
            var subcommands: [Command]?
        }
        var command: Command
    }
}
