import Scenec
import ScenecCore

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
            return diagnostics.hasErrors ? ExitStatus.invalidScene : ExitStatus.success
        case .io:
            printError(error.description)
            return ExitStatus.io
        }
    }
}
