import Foundation
import ScenecTestSupport
import Testing

// Failed builds: exit statuses 1 and 3, located diagnostics, and nothing written (shared/cli.md).

@Suite("scenec build: failures")
struct BuildFailureTests {
    @Test("a bad scene exits 1, prints every error located, and writes no output")
    func badScene() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.xml", Scenes.bad)
        let result = try folder.run(["build", "bad.xml", "-o", "out.png"])
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stderrLines
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { isLocatedError($0, file: "bad.xml") }, "\(result.stderr)")
        #expect(lines.contains { $0.hasPrefix("bad.xml:3:") && $0.contains("gren") }, "\(result.stderr)")
        #expect(lines.contains { $0.hasPrefix("bad.xml:4:3: error: unknown element <rectt>") }, "\(result.stderr)")
        #expect(lines.contains { $0.hasPrefix("bad.xml:5:9: error: unknown attribute 'widht'") }, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(folder.allFiles() == ["bad.xml"], "nothing is written, not even a temporary file")
    }

    @Test("diagnostics name the scene by the path it was given", arguments: ["scenes/bad.xml", "./scenes/bad.xml"])
    func diagnosticPath(path: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/bad.xml", Scenes.bad)
        let result = try folder.run(["build", path, "-o", "out.png"])
        #expect(result.status == 1)
        #expect(result.stderrLines.allSatisfy { isLocatedError($0, file: path) }, "\(result.stderr)")
    }

    @Test("a bad scene does not replace an existing good output and leaves no temporary files", arguments: ["out.png", "out.svg"])
    func keepsGoodOutput(output: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let good = try folder.run(["build", "x.xml", "-o", output])
        #expect(good.status == 0, "\(good.stderr)")
        let before = try #require(folder.bytes(output))

        try folder.write("x.xml", Scenes.bad)
        let bad = try folder.run(["build", "x.xml", "-o", output])
        #expect(bad.status == 1, "\(bad.stderr)")
        #expect(folder.bytes(output) == before, "the previous good output is untouched")
        #expect(folder.allFiles() == [output, "x.xml"], "no temporary files are left behind")
    }

    @Test("with several scales, a bad scene writes none of them")
    func badSceneSeveralScales() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.xml", Scenes.bad)
        let result = try folder.run(["build", "bad.xml", "-o", "out/", "--scale", "1,2,3", "--format", "png,svg"])
        #expect(result.status == 1)
        #expect(folder.allFiles().filter { $0.hasPrefix("out/") }.isEmpty)
    }

    @Test("one bad scene among good ones: the good ones are built, the bad one is not, exit 1")
    func mixedBatch() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", Scenes.good)
        try folder.write("scenes/b.xml", Scenes.bad)
        try folder.write("scenes/c.xml", Scenes.otherGood)
        let result = try folder.run(["build", "scenes", "-o", "out"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("out/") } == ["out/a.png", "out/c.png"])
        #expect(result.stderrLines.contains { isLocatedError($0, file: "scenes/b.xml") }, "\(result.stderr)")
    }

    @Test("a missing scene file exits 3 and writes nothing")
    func missingScene() throws {
        let folder = try TemporaryFolder()
        let result = try folder.run(["build", "missing.xml", "-o", "out.png"])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("missing.xml"))
        #expect(folder.allFiles().isEmpty)
    }

    @Test("a scene argument that is a folder without scenes builds nothing and fails")
    func sceneIsFolderFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("fake.xml/readme.txt", "a folder named like a scene")
        let result = try folder.run(["build", "fake.xml", "-o", "out.png"])
        #expect(result.status != 0)
        #expect(!folder.exists("out.png"))
    }

    @Test("an unwritable output exits 3", arguments: ["/proc/nope/out.png", "afile/out.png", "afile/sub/out.png"])
    func unwritableOutput(output: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        try folder.write("afile", "a plain file, not a folder")
        let result = try folder.run(["build", "x.xml", "-o", output])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(!result.stderr.isEmpty)
        #expect(folder.allFiles() == ["afile", "x.xml"])
        #expect(folder.bytes("afile") == Array("a plain file, not a folder".utf8))
    }

    @Test("a valid scene whose canvas cannot be allocated: a typed render error, exit 3, nothing written")
    func renderFailure() throws {
        let folder = try TemporaryFolder()
        // 8000 × 8000 pt is inside the canvas limits (64 megapixels) but its PNG needs a 256 MiB surface.
        // Under a 224 MiB address-space limit scenec itself runs (it needs about 150 MiB; the small scene
        // is the control) while cairo cannot allocate that surface.
        try folder.write("big.xml", #"<scene width="8000" height="8000" background="white"><rect width="10" height="10" fill="red"/></scene>"#)
        try folder.write("small.xml", Scenes.good)
        let small = try folder.run(["build", "small.xml", "-o", "small.png"], memoryLimitMiB: 224)
        #expect(small.status == 0, "the limit leaves scenec room to run: \(small.stderr)")
        let big = try folder.run(["build", "big.xml", "-o", "big.png"], memoryLimitMiB: 224)
        #expect(big.status == 3, "\(big.stderr)")
        #expect(big.stderrLines.count == 1, "\(big.stderr)")
        #expect(big.stderr.hasPrefix("big.xml: error: rendering PNG failed: "), "\(big.stderr)")
        #expect(big.stderr.contains("out of memory"), "\(big.stderr)")
        #expect(folder.allFiles() == ["big.xml", "small.png", "small.xml"], "no PNG and no temporary file")
        // The SVG of the same scene needs no canvas.
        let svg = try folder.run(["build", "big.xml", "-o", "big.svg"], memoryLimitMiB: 224)
        #expect(svg.status == 0, "\(svg.stderr)")
    }

    @Test("an entity bomb exits 1 quickly and writes nothing")
    func entityBomb() throws {
        let folder = try TemporaryFolder()
        try folder.write("bomb.xml", HostileDocuments.billionLaughs { "<scene width=\"10\" height=\"10\"><rect width=\"1\" height=\"1\"/>\($0)</scene>" })
        let result = try folder.run(["build", "bomb.xml", "-o", "out.png"], timeout: .seconds(20), memoryLimitMiB: 1024)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.duration < .seconds(5), "took \(result.duration)")
        #expect(result.stderr.contains("entity declarations are not allowed"), "\(result.stderr)")
        #expect(result.stderrLines.allSatisfy { isLocatedError($0, file: "bomb.xml") }, "\(result.stderr)")
        #expect(folder.allFiles() == ["bomb.xml"])
    }

    @Test("an external entity is refused and its file never reaches the output or the diagnostics")
    func externalEntity() throws {
        let folder = try TemporaryFolder()
        try folder.write("xxe.xml", """
            <?xml version="1.0"?>
            <!DOCTYPE scene [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <scene width="10" height="10">&xxe;</scene>
            """)
        let result = try folder.run(["build", "xxe.xml", "-o", "out.svg"], timeout: .seconds(20), memoryLimitMiB: 1024)
        #expect(result.status == 1)
        #expect(!result.stderr.contains("root:"))
        #expect(!result.stdout.contains("root:"))
        #expect(folder.allFiles() == ["xxe.xml"])
    }
}

@Suite("scenec build: amplification")
struct AmplificationTests {
    /// A small file whose `use`s double at each of `levels` levels: 2^levels copies of one rect.
    static func useBomb(levels: Int) -> String {
        var lines = [#"<scene width="10" height="10">"#, "<defs>", #"<rect id="g0" width="1" height="1" fill="red"/>"#]
        for level in 1...levels {
            lines.append(##"<group id="g\##(level)"><use href="#g\##(level - 1)"/><use href="#g\##(level - 1)"/></group>"##)
        }
        lines += ["</defs>", ##"<use href="#g\##(levels)"/>"##, "</scene>"]
        return lines.joined(separator: "\n")
    }

    @Test("a use bomb (2^40 copies from a 3 KB file) is refused with a located error, in bounded time and memory, writing nothing")
    func useBomb() throws {
        let folder = try TemporaryFolder()
        try folder.write("bomb.xml", Self.useBomb(levels: 40))
        // Generous bounds (a debug build on a busy machine): the property is that it stops and refuses.
        let result = try folder.run(["build", "bomb.xml", "-o", "out.svg"], timeout: .seconds(45), memoryLimitMiB: 1024)
        #expect(!result.timedOut)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderrLines.contains { isLocatedError($0, file: "bomb.xml") }, "\(result.stderr)")
        #expect(folder.allFiles() == ["bomb.xml"])
    }
}
