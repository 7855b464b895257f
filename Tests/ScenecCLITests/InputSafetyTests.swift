import Foundation
import ScenecTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// Inputs that used to block or multiply a build (issue 9): FIFOs, symbolic link loops, and XML
// files in a scene folder that are not scenes (docs/editors.md's schemas.xml).

@Suite("scenec build: inputs that are not scenes")
struct InputSafetyTests {
    /// Generous: the property is that the read returns at all (a FIFO without a writer blocked forever).
    static let noHang: Duration = .seconds(20)

    @Test("a FIFO named as the scene is refused at once: exit 3, nothing written")
    func fifoScene() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.file("pipe.xml").path, 0o644) == 0)
        let result = try folder.run(["build", "pipe.xml", "-o", "out.png"], timeout: Self.noHang)
        #expect(!result.timedOut)
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr == "pipe.xml: error: is a FIFO (named pipe), not a regular file\n", "\(result.stderr)")
        #expect(!folder.exists("out.png"))
    }

    @Test("a FIFO named as an image is a located scene error, exit 1")
    func fifoImage() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.file("icon.png").path, 0o644) == 0)
        try folder.write("x.xml", "<scene width=\"10\" height=\"10\">\n  <image href=\"icon.png\"/>\n</scene>\n")
        let result = try folder.run(["build", "x.xml", "-o", "out.png"], timeout: Self.noHang)
        #expect(!result.timedOut)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("x.xml:2:10: error: href: \"icon.png\" "), "\(result.stderr)")
        #expect(result.stderr.contains("is a FIFO (named pipe), not a regular file"), "\(result.stderr)")
    }

    @Test("a FIFO inside a scene folder is skipped with a note; the other scenes are built")
    func fifoInFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", Scenes.good)
        #expect(mkfifo(folder.file("scenes/b.xml").path, 0o644) == 0)
        let result = try folder.run(["build", "scenes", "-o", "out"], timeout: Self.noHang)
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderrLines.first == "scenes/b.xml: note: skipped: a FIFO (named pipe), not a regular file", "\(result.stderr)")
        #expect(result.stderr.contains("built 1 file from 1 scene"), "\(result.stderr)")
        #expect(folder.allFiles() == ["out/a.png", "scenes/a.xml"])
    }

    @Test("a symbolic link loop in a scene folder is not followed: each scene is built once")
    func linkLoop() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", Scenes.good)
        try folder.write("scenes/sub/b.xml", Scenes.otherGood)
        try FileManager.default.createSymbolicLink(atPath: folder.file("scenes/sub/loop").path, withDestinationPath: "..")
        let result = try folder.run(["build", "scenes", "-o", "out"], timeout: .seconds(60))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("scenes/sub/loop: note: skipped: a symbolic link to a folder already walked (a link loop)"), "\(result.stderr)")
        #expect(result.stderr.contains("built 2 files from 2 scenes"), "\(result.stderr)")
        let outputs = try FileManager.default.subpathsOfDirectory(atPath: folder.file("out").path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(outputs == ["a.png", "sub/b.png"])
    }

    @Test("a symbolic link to a folder or a scene outside the folder is not followed, with a note", arguments: ["build", "validate"])
    func linkOutOfTheFolder(command: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("shared/c.xml", Scenes.good)
        try folder.write("secret.xml", "<scene width=\"10\" height=\"10\"><nope secret=\"runner token\"/></scene>")
        try folder.write("scenes/a.xml", Scenes.otherGood)
        try FileManager.default.createSymbolicLink(atPath: folder.file("scenes/shared").path, withDestinationPath: "../shared")
        try FileManager.default.createSymbolicLink(atPath: folder.file("scenes/s.xml").path, withDestinationPath: folder.file("secret.xml").path)
        let result = try folder.run(command == "build" ? ["build", "scenes", "-o", "out"] : ["validate", "scenes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderrLines.contains("scenes/shared: note: skipped: a symbolic link to outside the folder"), "\(result.stderr)")
        #expect(result.stderrLines.contains("scenes/s.xml: note: skipped: a symbolic link to outside the folder"), "\(result.stderr)")
        #expect(!result.stderr.contains("runner token"))
        if command == "build" { #expect(folder.allFiles().filter { $0.hasPrefix("out/") } == ["out/a.png"]) }
    }

    /// docs/editors.md's Emacs set-up: a `schemas.xml` beside the scenes.
    static let locatingRules = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- for nXML -->
        <locatingRules xmlns="http://thaiopensource.com/ns/locating-rules/1.0">
          <documentElement localName="scene" uri="../schema/scene.rnc"/>
        </locatingRules>
        """

    @Test("folder builds and validation skip an XML file whose root is not <scene>, with a note", arguments: ["build", "validate"])
    func nonSceneXMLInFolder(command: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", Scenes.good)
        try folder.write("scenes/schemas.xml", Self.locatingRules)
        try folder.write("scenes/lib/design.xml", #"<library><tokens><token name="x" value="1"/></tokens></library>"#)
        let result = try folder.run(command == "build" ? ["build", "scenes", "-o", "out"] : ["validate", "scenes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderrLines.contains("scenes/schemas.xml: note: skipped: its root element is <locatingRules>, not <scene>"), "\(result.stderr)")
        #expect(result.stderrLines.contains("scenes/lib/design.xml: note: skipped: its root element is <library>, not <scene>"), "\(result.stderr)")
        if command == "build" { #expect(folder.allFiles().filter { $0.hasPrefix("out/") } == ["out/a.png"]) }
    }

    @Test("named on the command line, an XML file that is not a scene still fails")
    func nonSceneXMLNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write("schemas.xml", Self.locatingRules)
        let result = try folder.run(["build", "schemas.xml", "-o", "out.png"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("the root element must be <scene>, not <locatingRules>"), "\(result.stderr)")
    }

    @Test("a scene with a namespace prefix, a DOCTYPE-free prologue and a BOM is still found")
    func prologues() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", "\u{FEFF}<?xml version=\"1.0\"?>\n<?xml-model href=\"x.rng\"?>\n<!-- a comment -->\n" + Scenes.otherGood)
        try folder.write("scenes/b.xml", #"<s:scene xmlns:s="urn:scenec:scene:1" width="10" height="10"/>"#)
        let result = try folder.run(["build", "scenes", "-o", "out", "--format", "svg"])
        #expect(!result.stderr.contains("note:"), "\(result.stderr)")
        #expect(result.stderr.contains("from 2 scenes"), "\(result.stderr)")
    }
}
