import Scenec

#if canImport(Glibc)
import Glibc
#endif

/// Writes diagnostics and messages to stderr.
enum Diagnostics {
    static func printError(_ message: String) {
        var text = message
        if !text.hasSuffix("\n") { text += "\n" }
        writeStderr(text)
    }

    static func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }

    /// Prints an error and says which exit status it calls for.
    static func report(_ error: ScenecError) -> Int32 {
        switch error {
        case .invalidScene(let diagnostics):
            print(diagnostics)
        case .io, .render:
            printError(error.description)
        }
        return exitStatus(for: error)
    }

    /// 1 for a scene with errors; 3 for input/output failures and for a valid scene the machine
    /// could not render (out of memory): like a full disk, the scene is fine and another run may work.
    static func exitStatus(for error: ScenecError) -> Int32 {
        switch error {
        case .invalidScene(let diagnostics):
            return diagnostics.hasErrors ? ExitStatus.invalidScene : ExitStatus.success
        case .io, .render:
            return ExitStatus.io
        }
    }
}
