import Foundation
import ScenecTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// An interrupted build leaves no temporary files (issue 9): SIGINT, SIGTERM and SIGHUP during a
// write remove the `.scenec-XXXXXX` file, then scenec dies of the signal.

@Suite("scenec build: interrupted writes")
struct SignalTests {
    /// Starts a build of many small scenes, waits until a temporary file exists in `out/` (a write
    /// is under way), sends `signal`, and returns the temporary seen, how the process ended, and the
    /// hidden files left in `out/`. Nil when the build finished before a temporary was seen.
    /// With `ignoring`, scenec starts with that signal ignored, as under `nohup`.
    static func interrupt(_ folder: TemporaryFolder, with signal: Int32, ignoring: Int32? = nil) throws -> (seen: String, terminatedBy: Int32?, exitStatus: Int32?, left: [String])? {
        let binary = try scenecBinary.get()
        let out = folder.file("out").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let process = Process()
        let arguments = ["build", "scenes", "-o", "out", "--format", "svg,png", "-j", "2", "-q", "--force"]
        if let ignoring {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "trap '' \(ignoring) && exec \"$0\" \"$@\"", binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder.url
        process.standardError = FileHandle.nullDevice
        TestFonts.install()
        try process.run()
        var seen: String?
        while process.isRunning, seen == nil {
            seen = hiddenFiles(in: out).first
        }
        if seen != nil { kill(process.processIdentifier, signal) }
        // A generous bound: the property is that the process ends, not how fast.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { usleep(1000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        guard let seen else { return nil }
        let bySignal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        let status = process.terminationReason == .exit ? process.terminationStatus : nil
        return (seen, bySignal, status, hiddenFiles(in: out))
    }

    static func hiddenFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".") }
    }

    @Test("a signal during a write removes the temporary file and kills scenec with that signal", arguments: [SIGINT, SIGTERM, SIGHUP])
    func cleanup(signal: Int32) throws {
        let folder = try TemporaryFolder()
        for index in 1...150 { try folder.write("scenes/s\(index).xml", colouredScene(index)) }
        // A write lasts a moment; catch one in at most ten builds (each catches one in practice).
        for _ in 0..<10 {
            try? FileManager.default.removeItem(at: folder.file("out"))
            guard let caught = try Self.interrupt(folder, with: signal) else { continue }
            #expect(caught.seen.hasPrefix(".scenec-") && caught.seen.count == ".scenec-".count + 6, "\(caught.seen)")
            #expect(caught.terminatedBy == signal, "died of the signal it was sent")
            #expect(caught.left.isEmpty, "temporary files left: \(caught.left)")
            return
        }
        Issue.record("no build was caught writing: the check did not run")
    }

    @Test("a signal the parent ignores (nohup's SIGHUP) stays ignored: the build completes")
    func ignoredStaysIgnored() throws {
        let folder = try TemporaryFolder()
        for index in 1...150 { try folder.write("scenes/s\(index).xml", colouredScene(index)) }
        for _ in 0..<10 {
            try? FileManager.default.removeItem(at: folder.file("out"))
            guard let caught = try Self.interrupt(folder, with: SIGHUP, ignoring: SIGHUP) else { continue }
            #expect(caught.terminatedBy == nil)
            #expect(caught.exitStatus == 0)
            #expect(caught.left.isEmpty, "\(caught.left)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("out").path).count == 300, "every output written")
            return
        }
        Issue.record("no build was caught writing: the check did not run")
    }
}
