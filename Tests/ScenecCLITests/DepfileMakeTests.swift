import Foundation
import ScenecTestSupport
import Testing

// Depfiles that GNU make reads as written (issue 9): tried with the real `make -n`.

@Suite("scenec build --depfile: read by make")
struct DepfileMakeTests {
    /// Runs `make -n` in `folder` with a Makefile that includes `images.d` and asks for `target`.
    static func makeDryRun(_ folder: TemporaryFolder, target: String) throws -> (status: Int32, output: String) {
        let make = try Executables.require("make", install: "apt-get install make")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: make)
        process.arguments = ["-n", "-f", "Makefile", target]
        process.currentDirectoryURL = folder.url
        let log = folder.file("make.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    @Test("make reads the depfile: a scene with a space, #, $ in its name rebuilds when its image changes")
    func makeReadsIt() throws {
        let folder = try TemporaryFolder()
        let png = try #require(try folder.bytesOfSmallPNG())
        try folder.write("scenes/my key#1$.png", bytes: png)
        try folder.write("scenes/my key#1$.xml", #"<scene width="10" height="10"><image href="my key#1$.png"/></scene>"#)
        let result = try folder.run(["build", "scenes", "-o", "out", "--depfile", "images.d"])
        #expect(result.status == 0, "\(result.stderr)")
        // The recipe echoes; make's own escaping of the target name is what the rule line says.
        try folder.write("Makefile", "out/my\\ key\\#1$$.png:\n\t@echo rebuild\n-include images.d\n")
        try setModificationTime(folder.file("scenes/my key#1$.png"), secondsFromNow: -3600)
        try setModificationTime(folder.file("scenes/my key#1$.xml"), secondsFromNow: -3600)
        let fresh = try Self.makeDryRun(folder, target: "out/my key#1$.png")
        #expect(fresh.status == 0, "\(fresh.output)")
        #expect(!fresh.output.contains("rebuild"), "up to date: \(fresh.output)")
        try setModificationTime(folder.file("scenes/my key#1$.png"), secondsFromNow: 60)
        let stale = try Self.makeDryRun(folder, target: "out/my key#1$.png")
        #expect(stale.status == 0, "\(stale.output)")
        #expect(stale.output.contains("rebuild"), "the image is a dependency make saw: \(stale.output)")
    }

    @Test("a scene or output name with a newline is refused for the depfile (make cannot read it); nothing is written")
    func newlineRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a\nb.xml", Scenes.good)
        let result = try folder.run(["build", "scenes", "-o", "out", "--depfile", "images.d"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(#"--depfile: cannot list "out/a\nb.png" in a depfile: make cannot read a file name with a line break; rename it"#), "\(result.stderr)")
        #expect(folder.allFiles() == ["scenes/a\nb.xml"])
        // What make says of the text scenec used to write.
        try folder.write("images.d", "out/a\nb.png: \\\n  scenes/a\nb.xml\n")
        try folder.write("Makefile", "-include images.d\nall:\n")
        let make = try Self.makeDryRun(folder, target: "all")
        #expect(make.status != 0 && make.output.contains("missing separator"), "\(make.output)")
    }

    @Test("an image name with a newline fails the depfile only: exit 3, the outputs are built")
    func newlineImage() throws {
        let folder = try TemporaryFolder()
        let png = try #require(try folder.bytesOfSmallPNG())
        try folder.write("i\nj.png", bytes: png)
        try folder.write("x.xml", "<scene width=\"10\" height=\"10\"><image href=\"i&#10;j.png\"/></scene>")
        let result = try folder.run(["build", "x.xml", "-o", "out.png", "--depfile", "out.d"])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(#"out.d: error: cannot list "i\nj.png" in a depfile"#), "\(result.stderr)")
        #expect(folder.exists("out.png"))
        #expect(!folder.exists("out.d"))
    }
}
