import ScenecCairo

/// librsvg in helper processes (docs/security.md, "SVG icons"): a program that compiles scenes calls
/// `runHelperIfAsked` first thing in `main`, so it can be its own helper, then `useThisExecutable`.
/// Without them, helpers are a `scenec` beside the program (or `SCENEC_RSVG_HELPER`), if there is one.
public enum LibrsvgProcesses {
    /// When the command line is the hidden helper mode, serves librsvg requests and exits.
    public static func runHelperIfAsked(_ arguments: [String] = CommandLine.arguments) {
        RsvgHelper.runIfAsked(arguments)
    }

    /// Makes this program's own binary the helper.
    public static func useThisExecutable() {
        if let path = RsvgSandbox.currentExecutable { RsvgSandbox.useExecutable(path) }
    }
}
