import Foundation
import ScenecCore
import ScenecJPEG
import ScenecTestSupport
import ScenecWebP
import Testing

// `scenec build` writing WebP, JPEG and ICO (shared/cli.md 1.2): `--format png,webp,jpg,ico`, `-o x.EXT`,
// `-o -`, `--quality` and its usage errors, up-to-date keys, `--android --format webp`.

@Suite("scenec build: WebP, JPEG, ICO")
struct FormatBuildTests {
    @Test("--format png,webp,jpg,ico for a folder: one file each, the ICO without a scale suffix; byte-identical when forced again")
    func folderOfFormats() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/card.xml", Scenes.good)
        let first = try folder.run(["build", "scenes", "-o", "out", "--format", "png,webp,jpg,ico", "--scale", "1,2"])
        #expect(first.status == 0, "\(first.stderr)")
        let names = ["card.png", "card@2x.png", "card.webp", "card@2x.webp", "card.jpg", "card@2x.jpg", "card.ico"]
        #expect(folder.allFiles().filter { $0.hasPrefix("out/") }.sorted() == names.map { "out/" + $0 }.sorted())
        #expect(try WebPDecoder.decode(#require(folder.bytes("out/card@2x.webp"))) == Bitmap.decodePNG(#require(folder.bytes("out/card@2x.png"))),
                "lossless WebP: the PNG's pixels")
        #expect(try JPEGDecoder.decode(#require(folder.bytes("out/card@2x.jpg"))).width == 80)
        let before = names.map { folder.bytes("out/" + $0) }
        let again = try folder.run(["build", "scenes", "-o", "out", "--format", "png,webp,jpg,ico", "--scale", "1,2", "--force"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(names.map { folder.bytes("out/" + $0) } == before, "the same bytes on a second build")
    }

    @Test("the up-to-date key: a second build keeps every file, a new --quality rebuilds WebP and JPEG only", arguments: ["x.webp", "x.jpg", "x.jpeg", "x.ico"])
    func upToDate(name: String) throws {
        let folder = try UpToDateKeyTests.oldInputs()
        let quality = name.hasSuffix(".ico") ? [] : ["--quality", "80"]
        #expect(try folder.run(["build", "x.xml", "-o", name] + quality).status == 0)
        let before = inode(folder.file(name))
        let second = try folder.run(["build", "x.xml", "-o", name] + quality)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(inode(folder.file(name)) == before, "an up-to-date \(name) is not rewritten")
        if !quality.isEmpty {
            #expect(try folder.run(["build", "x.xml", "-o", name, "--quality", "81"]).status == 0)
            #expect(inode(folder.file(name)) != before, "another quality rebuilds \(name)")
        }
    }

    @Test("-o - writes each format to standard output, the same bytes twice", arguments: ["webp", "jpg", "jpeg", "ico"])
    func standardOutput(format: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let binary = try scenecBinary.get().path
        for copy in ["a", "b"] {
            let result = try runScenecShell("\"$SCENEC\" build x.xml -o - --format \(format) --scale 2 > \(copy).out", binary: binary, in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let bytes = try #require(folder.bytes("a.out"))
        #expect(folder.bytes("b.out") == bytes)
        switch format {
        case "webp": #expect(try WebPDecoder.decode(bytes).width == 80)
        case "ico": #expect(Array(bytes.prefix(6)) == [0, 0, 1, 0, 3, 0])
        default: #expect(try JPEGDecoder.decode(bytes).height == 60)
        }
    }

    @Test("--quality outside 0–100, not a number, or for formats without one is a usage error (exit 2) that writes nothing",
          arguments: [(["--quality", "101", "-o", "x.jpg"], "--quality takes a whole number from 0 to 100, got \"101\""),
                      (["--quality", "-1", "-o", "x.webp"], "--quality takes a whole number from 0 to 100, got \"-1\""),
                      (["--quality", "high", "-o", "x.jpg"], "--quality takes a whole number from 0 to 100, got \"high\""),
                      (["--quality", "80", "-o", "x.png"], "--quality applies to webp and jpg only; this build writes png"),
                      (["--quality", "80", "-o", "out", "--format", "ico,svg"], "--quality applies to webp and jpg only; this build writes ico, svg"),
                      (["--quality", "80", "-o", "-", "--format", "png"], "--quality applies to webp and jpg only; this build writes png")])
    func qualityUsage(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let result = try folder.run(["build", "x.xml"] + arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(folder.allFiles() == ["x.xml"])
    }

    @Test("watch checks --quality as build does: out of range, or for formats without one, is exit 2")
    func watchQuality() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let png = try folder.run(["watch", "x.xml", "-o", "x.png", "--quality", "80"], timeout: .seconds(30))
        #expect(png.status == 2 && png.stderr.contains("--quality applies to webp and jpg only; this build writes png"), "\(png.stderr)")
        let range = try folder.run(["watch", "x.xml", "-o", "x.jpg", "--quality", "200"], timeout: .seconds(30))
        #expect(range.status == 2 && range.stderr.contains("--quality takes a whole number from 0 to 100"), "\(range.stderr)")
    }

    @Test("-o x.ico takes no scale; --format and -o name the new formats")
    func namesAndScales() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let scaled = try folder.run(["build", "x.xml", "-o", "x.ico", "--scale", "2"])
        #expect(scaled.status == 2 && scaled.stderr.contains("a .ico file holds its own pixel sizes"), "\(scaled.stderr)")
        let unknown = try folder.run(["build", "x.xml", "-o", "out", "--format", "tiff"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--format takes svg, png, pdf, webp, jpg (or jpeg), ico, vector, icns or a list like png,webp, got \"tiff\""), "\(unknown.stderr)")
        let jpeg = try folder.run(["build", "x.xml", "-o", "photo@2x.JPEG"])
        #expect(jpeg.status == 0, "\(jpeg.stderr)")
        #expect(try JPEGDecoder.decode(#require(folder.bytes("photo@2x.JPEG"))).width == 80, "the extension as written, the scale it implies")
    }

    @Test("--android --format webp writes WebP drawables at the five densities")
    func androidWebP() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/badge.xml", Scenes.good)
        let result = try folder.run(["build", "scenes", "-o", "res", "--android", "--format", "webp"])
        #expect(result.status == 0, "\(result.stderr)")
        for (density, width) in [("mdpi", 40), ("hdpi", 60), ("xhdpi", 80), ("xxhdpi", 120), ("xxxhdpi", 160)] {
            #expect(try WebPDecoder.decode(#require(folder.bytes("res/drawable-\(density)/badge.webp"))).width == width)
        }
        #expect(!folder.exists("res/drawable-mdpi/badge.png"))
        let refused = try folder.run(["build", "scenes", "-o", "res2", "--android", "--format", "jpg"])
        #expect(refused.status == 2 && refused.stderr.contains("--android writes PNG (or --format webp)"), "\(refused.stderr)")
    }
}
