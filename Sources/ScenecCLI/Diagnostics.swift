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
        // write(2) on file descriptor 2: no shared FILE* to race on under strict concurrency.
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { write(2, $0 + offset, buffer.count - offset) } ?? -1
            }
            if n <= 0 { break }
            offset += n
        }
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
