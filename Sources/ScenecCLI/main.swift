import ArgumentParser
import Scenec

#if canImport(Glibc)
import Glibc
#endif

// ArgumentParser exits with 64 on usage errors; the contract says 2. Help and --version exit 0.
// An interrupted build removes its temporary files (`.scenec-XXXXXX`) before dying of the signal.
TemporaryFiles.installSignalCleanup()

do {
    var command = try ScenecCommand.parseAsRoot()
    try command.run()
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    let status = ScenecCommand.exitCode(for: error)
    if status == .success {
        print(ScenecCommand.fullMessage(for: error))
        exit(0)
    }
    Diagnostics.printError(ScenecCommand.fullMessage(for: error))
    exit(ExitStatus.usage)
}
