import Foundation
import ScenecTestSupport
import Testing

// Messages that used to mislead (issue 9), verbatim.

@Suite("scenec: messages say what is wrong")
struct MessageTests {
    @Test("scales and job counts out of range are usage errors that name the range", arguments: [
        (["build", "x.xml", "-o", "out.png", "--scale", "-1"], "Error: --scale is -1; scales go from 0.1 to 16"),
        (["build", "x.xml", "-o", "out.png", "--scale", "1e-300"], "Error: --scale is 1e-300; scales go from 0.1 to 16"),
        (["build", "x.xml", "-o", "out.png", "--scale", "1,17"], "Error: --scale is 17; scales go from 0.1 to 16"),
        (["build", "x.xml", "-o", "s@16.5x.png"], "Error: the scale implied by -o s@16.5x.png is 16.5; scales go from 0.1 to 16"),
        (["build", "x.xml", "-o", "s@-2x.png"], "Error: the scale implied by -o s@-2x.png is -2; scales go from 0.1 to 16"),
        (["build", "x.xml", "-o", "out.png", "-j", "-1"], "Error: -j takes a number of scenes of at least 1, got -1"),
        (["build", "x.xml", "-o", "out.png", "--scale", "1,,2"], "Error: --scale takes numbers from 0.1 to 16 like 2 or 1,2,3, got \"1,,2\""),
        (["diff", "x.xml", "x.xml", "--scale", "-1"], "Error: --scale is -1; scales go from 0.1 to 16"),
    ])
    func ranges(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let result = try folder.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderrLines.first == message, "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
        #expect(folder.allFiles() == ["x.xml"])
    }

    @Test("a scale inside the range implied by the name builds at that scale")
    func impliedScale() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        #expect(try folder.run(["build", "x.xml", "-o", "s@1.5x.png"]).status == 0)
        #expect(folder.bytes("s@1.5x.png").flatMap(PNGHeader.init).map { [$0.width, $0.height] } == [60, 45])
    }

    @Test("an image behind a symbolic link that leaves the scene's folder: one sentence that reads")
    func symlinkMessage() throws {
        let folder = try TemporaryFolder()
        let png = try #require(try folder.bytesOfSmallPNG())
        try folder.write("outside/z.png", bytes: png)
        try folder.write("scenes/x.xml", "<scene width=\"10\" height=\"10\">\n  <image href=\"z.png\"/>\n</scene>\n")
        try FileManager.default.createSymbolicLink(atPath: folder.file("scenes/z.png").path, withDestinationPath: "../outside/z.png")
        let result = try folder.run(["build", "scenes/x.xml", "-o", "out.png"])
        let real = folder.file("outside/z.png").resolvingSymlinksInPath().path
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr == "scenes/x.xml:2:10: error: href: \"z.png\" is a symbolic link (or lies behind one) that leads to \(real), outside the scene's folder; keep the file in the scene's folder, or grant its folder with --allow-path\n", "\(result.stderr)")
        #expect(try folder.run(["build", "scenes/x.xml", "-o", "out.png", "--allow-path", "outside"]).status == 0)
    }

    @Test("a corrupt PNG image is reported as corrupt, not as out of memory")
    func corruptImage() throws {
        let folder = try TemporaryFolder()
        // A valid signature and header, then image data that is not zlib.
        let corrupt = PNGHeader(width: 4, height: 4).bytes + [0, 0, 0, 0] + [0, 0, 0, 5] + Array("IDAT".utf8) + Array("junk!".utf8) + [0, 0, 0, 0]
        try folder.write("bad.png", bytes: corrupt)
        try folder.write("x.xml", "<scene width=\"10\" height=\"10\">\n  <image href=\"bad.png\"/>\n</scene>\n")
        let result = try folder.run(["build", "x.xml", "-o", "out.png"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr == "x.xml:2:10: error: href: \"bad.png\" is a corrupt PNG file: its image data cannot be decoded (damaged or truncated)\n", "\(result.stderr)")
    }
}

// docs/ci.md's Bazel recipe: a sandbox hands the scene and every image over as symbolic links into
// its execroot. Built here as Bazel's linux-sandbox lays it out: `sandbox/scenes/keys/enter.xml` and
// `sandbox/scenes/keys/enter-glyph.png` are links to the workspace's files.
@Suite("scenec build: inputs handed over as symbolic links (a build sandbox)")
struct SandboxTests {
    @Test("a scene and its image, both links into the real source tree, build as written in docs/ci.md")
    func bazelLayout() throws {
        let folder = try TemporaryFolder()
        let png = try #require(try folder.bytesOfSmallPNG())
        try folder.write("workspace/scenes/keys/enter-glyph.png", bytes: png)
        try folder.write("workspace/scenes/keys/enter.xml", #"<scene width="20" height="10"><image href="enter-glyph.png"/></scene>"#)
        try FileManager.default.createDirectory(at: folder.file("sandbox/scenes/keys"), withIntermediateDirectories: true)
        for name in ["enter.xml", "enter-glyph.png"] {
            try FileManager.default.createSymbolicLink(atPath: folder.file("sandbox/scenes/keys/\(name)").path,
                                                       withDestinationPath: folder.file("workspace/scenes/keys/\(name)").path)
        }
        let result = try runScenec(["build", "scenes/keys/enter.xml", "-o", "bazel-out/enter.png", "--scale", "1,2,3", "--force", "-q"],
                                   in: folder.file("sandbox"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        for name in ["enter.png", "enter@2x.png", "enter@3x.png"] {
            #expect(folder.exists("sandbox/bazel-out/\(name)"), "\(name)")
        }
    }

    @Test("a link inside a linked scene's folder that leads elsewhere is still refused")
    func escapeStillRefused() throws {
        let folder = try TemporaryFolder()
        let png = try #require(try folder.bytesOfSmallPNG())
        try folder.write("secret/z.png", bytes: png)
        try folder.write("workspace/enter.xml", #"<scene width="20" height="10"><image href="z.png"/></scene>"#)
        try FileManager.default.createSymbolicLink(atPath: folder.file("workspace/z.png").path, withDestinationPath: "../secret/z.png")
        try FileManager.default.createDirectory(at: folder.file("sandbox"), withIntermediateDirectories: true)
        for name in ["enter.xml", "z.png"] {
            try FileManager.default.createSymbolicLink(atPath: folder.file("sandbox/\(name)").path, withDestinationPath: "../workspace/\(name)")
        }
        let result = try runScenec(["build", "enter.xml", "-o", "out.png"], in: folder.file("sandbox"))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("is a symbolic link (or lies behind one) that leads to"), "\(result.stderr)")
    }
}
