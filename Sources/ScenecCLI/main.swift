import ArgumentParser
import Scenec

#if canImport(Glibc)
import Glibc
#endif

// ArgumentParser exits with 64 on usage errors; the contract says 2. Help and --version exit 0.
// An interrupted build removes its temporary files (`.scenec-XXXXXX`) before dying of the signal.
TemporaryFiles.installSignalCleanup()

// A command that lays out scenes starts fontconfig and Pango on the second core now, so they are
// ready when the first text is measured; every exit below waits for that thread first.
if CompilingCommand.isInvoked(CommandLine.arguments) { TextSetUp.startInBackground() }

/// Ends the process with `status` once the text set-up thread is done.
func exitWhenSetUpEnds(_ status: Int32) -> Never {
    TextSetUp.finish()
    exit(status)
}

do {
    var command = try ScenecCommand.parseAsRoot()
    try command.run()
    exitWhenSetUpEnds(ExitStatus.success)
} catch let code as ExitCode {
    exitWhenSetUpEnds(code.rawValue)
} catch {
    let status = ScenecCommand.exitCode(for: error)
    if status == .success {
        print(ScenecCommand.fullMessage(for: error))
        exitWhenSetUpEnds(0)
    }
    Diagnostics.printError(ScenecCommand.fullMessage(for: error))
    exitWhenSetUpEnds(ExitStatus.usage)
}
