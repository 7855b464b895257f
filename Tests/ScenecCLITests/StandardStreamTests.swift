import Foundation
import ScenecTestSupport
import Testing

// `scenec build -` and `-o -` (shared/cli.md 1.1), and the git textconv recipe of docs/ci.md.

@Suite("scenec build: standard input and output")
struct StandardStreamTests {
    static let scene = #"<scene width="40" height="30" background="white"><rect x="4" y="4" width="10" height="8" fill="red"/></scene>"#

    @Test("build - -o - --format svg: the SVG of the scene on stdin, with no key line, equal to -o x.svg without its key")
    func svgThrough() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Self.scene)
        let result = try shell("\"$SCENEC\" build - -o - --format svg < x.xml", in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.run(["build", "x.xml", "-o", "x.svg"]).status == 0)
        let file = try #require(folder.bytes("x.svg").map { String(decoding: $0, as: UTF8.self) })
        let withoutKey = file.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("<!-- scenec-key") }.joined(separator: "\n")
        #expect(result.stdout == withoutKey)
        #expect(!result.stdout.contains("scenec-key"))
        let defaulted = try shell("\"$SCENEC\" build - -o - < x.xml", in: folder)
        #expect(defaulted.stdout == result.stdout, "svg is the default format of -o -")
    }

    @Test("-o - --format png writes a PNG to stdout; - -o x@2x.png writes the file at scale 2")
    func pngAndFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Self.scene)
        let png = try shell("\"$SCENEC\" build x.xml -o - --format png --scale 2 | od -An -tx1 -N24", in: folder)
        // The signature, IHDR, and a width of 80 px.
        #expect(png.stdout.replacingOccurrences(of: "\n", with: "").split(separator: " ").joined(separator: " ")
                == "89 50 4e 47 0d 0a 1a 0a 00 00 00 0d 49 48 44 52 00 00 00 50 00 00 00 3c", "\(png.stdout)")
        let file = try shell("\"$SCENEC\" build - -o s@2x.png < x.xml", in: folder)
        #expect(file.status == 0, "\(file.stderr)")
        let bytes = try #require(folder.bytes("s@2x.png"))
        #expect(Array(bytes[16..<24]) == [0, 0, 0, 80, 0, 0, 0, 60])
    }

    @Test("a bad scene on stdin: diagnostics name <stdin>, nothing on stdout, exit 1")
    func badScene() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.xml", "<scene width=\"10\" height=\"10\">\n  <rect width=\"2\" height=\"2\" fill=\"nope\"/>\n</scene>\n")
        let result = try shell("\"$SCENEC\" build - -o - < bad.xml", in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "<stdin>:2:30: error: fill: unknown colour \"nope\" (did you mean \"none\"?)\n", "\(result.stderr)")
    }

    @Test("relative hrefs of a scene on stdin resolve against the working directory")
    func hrefs() throws {
        let folder = try TemporaryFolder()
        try folder.write("images/icon.png", bytes: try #require(try folder.bytesOfSmallPNG()))
        try folder.write("x.xml", #"<scene width="20" height="20"><image href="images/icon.png" width="8" height="8"/></scene>"#)
        let result = try shell("\"$SCENEC\" build - -o - < x.xml", in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("data:image/png;base64,"))
    }

    @Test("streams build one scene, one format and one scale", arguments: [
        ("\"$SCENEC\" build - x.xml -o -", "build one scene; got 2"),
        ("\"$SCENEC\" build x.xml -o - --format png,svg", "-o - (standard output) takes one --format and one --scale"),
        ("\"$SCENEC\" build - -o out < x.xml", "-o out: a scene from standard input builds one file"),
        ("\"$SCENEC\" build - -o x.svg --depfile d < x.xml", "--depfile needs scene files"),
    ])
    func usage(command: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Self.scene)
        let result = try shell(command, in: folder)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("a scene piped through build - -o - in a git textconv driver shows its change as an SVG diff in git diff")
    func standardStreamsServeAsAGitTextconvDriver() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Self.scene)
        try folder.write(".gitattributes", "*.xml diff=scenec\n")
        let setup = try shell("""
            git init -q . && git config user.email t@example.com && git config user.name t && \
            git config diff.scenec.textconv "sh -c '\\"$SCENEC\\" build - -o - --format svg < \\"\\$0\\"'" && \
            git add . && git commit -qm one && sed -i 's/fill="red"/fill="blue"/' x.xml
            """, in: folder)
        #expect(setup.status == 0, "\(setup.stderr)")
        let diff = try shell("git diff --no-color x.xml", in: folder)
        #expect(diff.status == 0, "\(diff.stderr)")
        let changed = diff.stdout.split(separator: "\n").filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
        #expect(changed.count == 2, "\(diff.stdout)")
        #expect(changed.first?.hasPrefix("-  <rect") == true && changed.first?.contains("fill=\"#ff0000\"") == true, "\(diff.stdout)")
        #expect(changed.last?.hasPrefix("+  <rect") == true && changed.last?.contains("fill=\"#0000ff\"") == true, "\(diff.stdout)")
    }

    /// Runs `command` with /bin/sh in `folder`, `$SCENEC` naming the binary under test.
    func shell(_ command: String, in folder: TemporaryFolder) throws -> RunResult {
        let binary = try scenecBinary.get()
        return try runScenecShell(command, binary: binary.path, in: folder.url)
    }
}

/// `/bin/sh -c command` in `folder` with `SCENEC` set, stdout and stderr captured through files.
func runScenecShell(_ command: String, binary: String, in folder: URL) throws -> RunResult {
    let capture = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-sh-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: capture) }
    let outURL = capture.appendingPathComponent("stdout"), errURL = capture.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["SCENEC"] = binary
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["HOME"] = folder.path
    process.environment = environment
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let clock = ContinuousClock(), start = clock.now
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return RunResult(status: process.terminationStatus,
                     stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                     stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
                     duration: clock.now - start, timedOut: false)
}
