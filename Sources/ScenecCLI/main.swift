import ArgumentParser
import Scenec

#if canImport(Glibc)
import Glibc
#endif

// `scenec --rsvg-helper` is a helper process drawing SVG for its parent (a librsvg panic ends only the
// helper); every other run draws SVG in such helpers of this binary.
LibrsvgProcesses.runHelperIfAsked()
LibrsvgProcesses.useThisExecutable()

// ArgumentParser exits with 64 on usage errors; the contract says 2. Help and --version exit 0.
// An interrupted build removes its temporary files (`.scenec-XXXXXX`) before dying of the signal.
TemporaryFiles.installSignalCleanup()

// A command that lays out scenes starts fontconfig on the second core now and loads Pango on this one
// meanwhile, so both are ready when the first text is measured.
// Not with --no-system-fonts: such a build never needs the system's font configuration, so fontconfig gets
// an empty one and no system configuration file or font cache is read at all.
if CompilingCommand.isInvoked(CommandLine.arguments) {
    if CompilingCommand.isWithoutSystemFonts(CommandLine.arguments) { TextSetUp.withoutSystemFonts() } else { TextSetUp.startInBackground() }
}

/// Ends the process with `status`. While the text set-up thread is still inside fontconfig or Pango
/// (a scene without text finishes first), exit handlers and library destructors must not run under it,
/// and waiting for work nobody needs would only delay the exit: the output is flushed and the process
/// ends at once.
func exitSafely(_ status: Int32) -> Never {
    guard TextSetUp.hasEnded() else {
        fflush(nil)
        _exit(status)
    }
    // Its last library call is done, but its thread may still be running thread-exit destructors:
    // joining it takes microseconds and keeps exit handlers from running beside them.
    TextSetUp.finish()
    exit(status)
}

do {
    var command = try ScenecCommand.parseAsRoot()
    try command.run()
    exitSafely(ExitStatus.success)
} catch let code as ExitCode {
    exitSafely(code.rawValue)
} catch {
    let status = ScenecCommand.exitCode(for: error)
    if status == .success {
        print(ScenecCommand.fullMessage(for: error))
        exitSafely(0)
    }
    Diagnostics.printError(ScenecCommand.fullMessage(for: error))
    exitSafely(ExitStatus.usage)
}
