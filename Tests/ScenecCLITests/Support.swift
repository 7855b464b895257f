import Foundation
import ScenecTestSupport
import Testing

// Helpers for running the built `scenec` binary as a subprocess, each test in its own temporary folder.

/// The package root, from the shared test support.
let packageRoot: URL = PackagePaths.root

/// The folder the running test bundle was built into (e.g. <root>/.build-tests/x86_64-unknown-linux-gnu/debug),
/// from the test process's own path.
private func testBundleFolders() -> [URL] {
    var folders: [URL] = []
    if let first = CommandLine.arguments.first, !first.isEmpty {
        let executable = URL(fileURLWithPath: first).standardizedFileURL.resolvingSymlinksInPath()
        folders.append(executable.deletingLastPathComponent())
    }
    let bundle = Bundle.main.bundleURL.standardizedFileURL.resolvingSymlinksInPath()
    folders.append(bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle)
    return folders
}

/// The scratch (build) folder the tests run from: the ancestor of the test bundle directly below the
/// package root, like `.build` or `.build-tests`.
private func scratchFolder() -> URL? {
    let root = packageRoot.standardizedFileURL.resolvingSymlinksInPath().path
    for folder in testBundleFolders() {
        var current = folder
        while current.path.count > root.count {
            if current.deletingLastPathComponent().path == root { return current }
            current = current.deletingLastPathComponent()
        }
    }
    return nil
}

private func executableExists(_ url: URL) -> Bool {
    FileManager.default.isExecutableFile(atPath: url.path)
}

/// The `scenec` binary: next to the test bundle (same scratch folder as this test run) if built there,
/// else `<root>/.build/debug/scenec`. When neither exists, `swift build --product scenec` is run once
/// into the scratch folder the tests come from.
let scenecBinary: Result<URL, BinaryError> = {
    var candidates: [URL] = testBundleFolders().map { $0.appendingPathComponent("scenec") }
    let scratch = scratchFolder()
    if let scratch { candidates.append(scratch.appendingPathComponent("debug/scenec")) }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/scenec"))
    if let found = candidates.first(where: executableExists) { return .success(found) }

    // Not built yet (the test target depends only on the Scenec library): build the product once.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    var arguments = ["swift", "build", "--product", "scenec"]
    if let scratch { arguments += ["--scratch-path", scratch.path] }
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-build-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    if let handle = try? FileHandle(forWritingTo: log) {
        process.standardOutput = handle
        process.standardError = handle
    }
    do {
        try process.run()
        process.waitUntilExit()
    } catch {
        return .failure(BinaryError(message: "could not run `\(arguments.joined(separator: " "))`: \(error)"))
    }
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(at: log)
    if let found = candidates.first(where: executableExists) { return .success(found) }
    return .failure(BinaryError(message: """
        the scenec binary is missing (looked at \(candidates.map(\.path).joined(separator: ", "))) and \
        `\(arguments.joined(separator: " "))` in \(packageRoot.path) did not produce it (exit \(process.terminationStatus)):
        \(output.suffix(4000))
        """))
}()

struct BinaryError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// The outcome of one run of the binary.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var duration: Duration
    var timedOut: Bool

    /// stderr split into lines, without empty ones.
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
}

extension TemporaryFolder {

    /// Runs `scenec` with `arguments` in this folder.
    func run(_ arguments: [String], timeout: Duration = .seconds(120), memoryLimitMiB: Int? = nil,
             environment: [String: String] = [:], fileSizeBlocks: Int? = nil,
             sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> RunResult {
        try runScenec(arguments, in: url, timeout: timeout, memoryLimitMiB: memoryLimitMiB, environment: environment,
                      fileSizeBlocks: fileSizeBlocks, sourceLocation: sourceLocation)
    }
}

/// Runs the binary with `arguments` in `folder`, stdout and stderr captured through files (no pipe
/// can fill up and block the child). `overrides` replace variables of the test's environment.
/// A missing binary fails the test with the reason.
///
/// Hostile inputs run with a `memoryLimitMiB` (address-space limit through `ulimit -v`) so a
/// regression cannot exhaust the shared machine's memory, and past `timeout` the child is killed
/// with SIGKILL: a spawned child inherits the test thread's blocked signal mask, so SIGTERM does not
/// stop it. The child inherits no other descriptor of the test process (`ChildProcess`).
///
/// `fileSizeBlocks` simulates a full disk: scenec's files may not grow past that many 512-byte blocks
/// (`ulimit -f`, with SIGXFSZ ignored so a write fails with EFBIG), its standard error passing through
/// a pipe the limit does not apply to; its standard output is discarded.
func runScenec(_ arguments: [String], in folder: URL, timeout: Duration = .seconds(120), memoryLimitMiB: Int? = nil,
               environment overrides: [String: String] = [:], fileSizeBlocks: Int? = nil,
               sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> RunResult {
    let binary: URL
    switch scenecBinary {
    case .success(let url): binary = url
    case .failure(let error):
        Issue.record("cannot run scenec: \(error)", sourceLocation: sourceLocation)
        throw error
    }
    let capture = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: capture) }
    let outURL = capture.appendingPathComponent("stdout"), errURL = capture.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let command: [String]
    if let fileSizeBlocks {
        command = ["/bin/bash", "-c", "set -o pipefail; ( trap '' XFSZ; ulimit -f \(fileSizeBlocks); exec \"$0\" \"$@\" ) 2>&1 >/dev/null | cat >&2",
                   binary.path] + arguments
    } else if let memoryLimitMiB {
        command = ["/bin/sh", "-c", "ulimit -v \(memoryLimitMiB * 1024) && exec \"$0\" \"$@\"", binary.path] + arguments
    } else {
        command = [binary.path] + arguments
    }
    // The child inherits the pinned fonts (FONTCONFIG_FILE), so text measures the same everywhere.
    TestFonts.install()
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "dumb"
    environment.merge(overrides) { _, override in override }

    let clock = ContinuousClock()
    let start = clock.now
    let child = try ChildProcess.start(command, directory: folder.path, environment: environment, output: outURL.path, errors: errURL.path)
    var timedOut = false
    var status = child.poll()
    while status == nil {
        if clock.now - start > timeout {
            timedOut = true
            child.kill()
            Issue.record("scenec \(arguments.joined(separator: " ")) did not finish within \(timeout)", sourceLocation: sourceLocation)
            status = child.wait()
            break
        }
        usleep(2_000)
        status = child.poll()
    }
    let duration = clock.now - start
    let stdout = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
    let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
    return RunResult(status: status ?? -1, stdout: stdout, stderr: stderr, duration: duration, timedOut: timedOut)
}

// MARK: - Scenes

enum Scenes {
    /// A valid scene, 40 × 30 pt (not square, so swapped dimensions show), using gradients and a row.
    static let good = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + SampleScenes.good

    /// The same canvas with different content, to tell outputs apart.
    static let otherGood = """
        <scene width="40" height="30"><circle cx="20" cy="15" r="10" fill="rgb(10,200,30)"/></scene>
        """

    /// The good scene's outline with three errors on lines 3, 4 and 5.
    static let bad = """
        <?xml version="1.0" encoding="UTF-8"?>
        <scene width="40" height="30">
          <rect width="10" height="10" fill="gren"/>
          <rectt/>
          <rect widht="3" height="2"/>
        </scene>
        """
}

/// Whether a line has the diagnostic shape `file:line:column: error: message` for `file`.
func isLocatedError(_ line: String, file: String) -> Bool {
    guard line.hasPrefix(file + ":") else { return false }
    let rest = line.dropFirst(file.count + 1)
    let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, let l = Int(parts[0]), let c = Int(parts[1]), l >= 1, c >= 1 else { return false }
    return parts[2].hasPrefix(" error: ") && parts[2].count > " error: ".count
}
