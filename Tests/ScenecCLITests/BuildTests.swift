import Foundation
import ScenecTestSupport
import Testing

// `scenec build`: which files are written, their formats and pixel sizes (shared/cli.md).

@Suite("scenec build: outputs")
struct BuildOutputTests {
    @Test("-o out.png writes a PNG at scale 1")
    func buildPNG() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let result = try folder.run(["build", "x.xml", "-o", "out.png"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "a clean scene prints nothing: \(result.stderr)")
        let bytes = try #require(folder.bytes("out.png"))
        #expect(Array(bytes.prefix(8)) == PNGHeader.signature)
        let size = try #require(PNGHeader(bytes))
        #expect(size.width == 40 && size.height == 30, "\(size)")
        #expect(folder.allFiles() == ["out.png", "x.xml"], "no temporary or extra files")
    }

    @Test("-o out.svg writes SVG text in points")
    func buildSVG() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let result = try folder.run(["build", "x.xml", "-o", "out.svg"])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try #require(folder.bytes("out.svg"))
        let text = try #require(String(bytes: bytes, encoding: .utf8))
        #expect(text.contains("<svg"))
        #expect(text.contains("viewBox=\"0 0 40 30\""), "\(text.prefix(300))")
        #expect(text.contains("</svg>"))
        #expect(Array(bytes.prefix(8)) != PNGHeader.signature)
        #expect(folder.allFiles() == ["out.svg", "x.xml"])
    }

    @Test("the format follows the extension in any case", arguments: ["OUT.PNG", "out.Png"])
    func upperCaseExtension(name: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let result = try folder.run(["build", "x.xml", "-o", name])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try #require(folder.bytes(name))
        #expect(Array(bytes.prefix(8)) == PNGHeader.signature)
    }

    @Test("-o out@2x.png without --scale builds at scale 2")
    func impliedScaleFromName() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let result = try folder.run(["build", "x.xml", "-o", "out@2x.png"])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try #require(folder.bytes("out@2x.png").flatMap(PNGHeader.init))
        #expect(size.width == 80 && size.height == 60, "\(size)")
        #expect(folder.allFiles() == ["out@2x.png", "x.xml"], "only the named file is written")
    }

    @Test("--scale S multiplies every pixel dimension", arguments: [
        ("1", 40, 30), ("2", 80, 60), ("3", 120, 90), ("1.5", 60, 45),
    ])
    func scale(scale: String, width: Int, height: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let result = try folder.run(["build", "x.xml", "--scale", scale, "-o", "out.png"])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try #require(folder.bytes("out.png").flatMap(PNGHeader.init))
        #expect(size.width == width && size.height == height, "\(size)")
        #expect(folder.allFiles() == ["out.png", "x.xml"], "one scale writes the file named by -o")
    }

    @Test("--scale 1,2,3 -o out.png writes out.png, out@2x.png and out@3x.png")
    func severalScales() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let result = try folder.run(["build", "x.xml", "-o", "out.png", "--scale", "1,2,3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.allFiles() == ["out.png", "out@2x.png", "out@3x.png", "x.xml"])
        for (name, factor) in [("out.png", 1), ("out@2x.png", 2), ("out@3x.png", 3)] {
            let size = try #require(folder.bytes(name).flatMap(PNGHeader.init), "\(name)")
            #expect(size.width == 40 * factor && size.height == 30 * factor, "\(name): \(size)")
        }
    }

    @Test("-o dir/ --format png,svg --scale 1,2 names files the iOS way")
    func folderOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let result = try folder.run(["build", "x.xml", "-o", "dir/", "--format", "png,svg", "--scale", "1,2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.allFiles() == ["dir/x.png", "dir/x.svg", "dir/x@2x.png", "dir/x@2x.svg", "x.xml"])
        let one = try #require(folder.bytes("dir/x.png").flatMap(PNGHeader.init))
        let two = try #require(folder.bytes("dir/x@2x.png").flatMap(PNGHeader.init))
        #expect(one.width == 40 && one.height == 30)
        #expect(two.width == 80 && two.height == 60)
        let svg = try #require(folder.bytes("dir/x.svg").flatMap { String(bytes: $0, encoding: .utf8) })
        #expect(svg.contains("viewBox=\"0 0 40 30\""), "SVG output is always in points")
    }

    @Test("a folder of scenes builds into a folder mirroring it")
    func folderOfScenes() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", Scenes.good)
        try folder.write("scenes/sub/b.xml", Scenes.otherGood)
        try folder.write("scenes/notes.txt", "not a scene")
        let result = try folder.run(["build", "scenes", "-o", "out"])
        #expect(result.status == 0, "\(result.stderr)")
        let outputs = folder.allFiles().filter { $0.hasPrefix("out/") }
        #expect(outputs == ["out/a.png", "out/sub/b.png"])
    }

    @Test("several scenes build into a folder, one file each")
    func severalScenes() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.xml", Scenes.good)
        try folder.write("b.xml", Scenes.otherGood)
        let result = try folder.run(["build", "a.xml", "b.xml", "-o", "out", "--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("out/") } == ["out/a.svg", "out/b.svg"])
    }

    @Test("an existing output is replaced by a new good build")
    func replacesOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        try folder.write("out.png", "old")
        let result = try folder.run(["build", "x.xml", "-o", "out.png"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.bytes("out.png").map { Array($0.prefix(8)) } == PNGHeader.signature)
        #expect(folder.allFiles() == ["out.png", "x.xml"])
    }
}

@Suite("scenec build: determinism")
struct DeterminismTests {
    @Test("two builds of the same scene are byte-identical", arguments: ["png", "svg"])
    func identicalBuilds(format: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let first = try folder.run(["build", "x.xml", "-o", "first.\(format)", "--scale", "2"])
        let second = try folder.run(["build", "x.xml", "-o", "second.\(format)", "--scale", "2"])
        #expect(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
        let a = try #require(folder.bytes("first.\(format)"))
        let b = try #require(folder.bytes("second.\(format)"))
        #expect(!a.isEmpty)
        #expect(a == b)
    }

    @Test("the same scene built from another folder gives the same bytes")
    func independentOfWorkingFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        try folder.write("sub/x.xml", Scenes.good)
        _ = try folder.run(["build", "x.xml", "-o", "a.png"])
        _ = try runScenec(["build", "x.xml", "-o", "b.png"], in: folder.file("sub"))
        let a = try #require(folder.bytes("a.png"))
        let b = try #require(folder.bytes("sub/b.png"))
        #expect(a == b)
    }

    @Test("out@2x.png and --scale 2 give the same image")
    func impliedAndExplicitScaleAgree() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        _ = try folder.run(["build", "x.xml", "-o", "named@2x.png"])
        _ = try folder.run(["build", "x.xml", "-o", "explicit.png", "--scale", "2"])
        let a = try #require(folder.bytes("named@2x.png"))
        let b = try #require(folder.bytes("explicit.png"))
        #expect(a == b)
    }
}
