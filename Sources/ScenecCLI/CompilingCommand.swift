/// Whether a command line runs a subcommand that lays out scenes (and so measures text), decided from
/// the raw arguments before ArgumentParser runs, so the text set-up can start at once.
///
/// It only decides when that set-up starts: a wrong guess costs a few milliseconds of the second core
/// (a usage error after all) or gives up the head start (a command it does not know), never a result.
enum CompilingCommand {
    /// The subcommands that lay out scenes: build, watch and serve render them, validate lays them
    /// out for layout's rules, diff compiles the scene side, textconv lays its scene out for the SVG.
    static let names: Set<String> = ["build", "watch", "serve", "validate", "diff", "textconv"]

    /// Arguments that print text and exit without compiling anything.
    static let informational: Set<String> = ["--help", "-h", "--version", "--experimental-dump-help", "--generate-completion-script"]

    /// `arguments` as `CommandLine.arguments` gives them (the program name first).
    static func isInvoked(_ arguments: [String]) -> Bool {
        guard arguments.count > 1, names.contains(arguments[1]) else { return false }
        // After `--`, words are scene names, not options.
        let options = arguments.dropFirst(2).prefix { $0 != "--" }
        return !options.contains { informational.contains($0) || $0.hasPrefix("--generate-completion-script") }
    }

    /// Whether a compiling command line has `--no-system-fonts` among its options (before `--`): the
    /// process then never needs the system's font configuration.
    static func isWithoutSystemFonts(_ arguments: [String]) -> Bool {
        arguments.dropFirst(2).prefix { $0 != "--" }.contains("--no-system-fonts")
    }
}
