import Foundation
import Scenec
import ScenecCairo
import ScenecTestSupport
import Testing

// `--theme NAME[,NAME…]` end to end (shared/scene-format.md "Reuse", shared/cli.md 1.1, docs/app-assets.md):
// each theme's files, named `name~NAME@2x.png`, drawn with that theme's tokens.

@Suite("scenec build --theme")
struct ThemeBuildTests {
    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    static let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)

    /// 20 × 10 pt, filled with the token `name`: `base` by default, `themed` in the theme `theme`.
    static func scene(token name: String, base: String, theme: String, themed: String) -> String {
        """
        <scene width="20" height="10" version="1.1">
          <tokens><token name="\(name)" value="\(base)"/></tokens>
          <tokens theme="\(theme)"><token name="\(name)" value="\(themed)"/></tokens>
          <rect width="100%" height="100%" fill="{\(name)}"/>
        </scene>
        """
    }

    /// Red by default, blue in the dark theme.
    static let themed = scene(token: "brand", base: "#ff0000", theme: "dark", themed: "#0000ff")

    /// A scene whose only theme is `sepia`.
    static let sepiaOnly = scene(token: "ink", base: "#000000", theme: "sepia", themed: "#704214")

    /// A folder holding `files` (name → text), and the result of `scenec ARGUMENTS` run in it.
    static func build(_ files: [String: String], _ arguments: [String]) throws -> (TemporaryFolder, RunResult) {
        let folder = try TemporaryFolder()
        for (name, text) in files { try folder.write(name, text) }
        return (folder, try folder.run(arguments))
    }

    /// The centre pixel of the PNG at `name` in `folder`, and its size.
    static func probe(_ folder: TemporaryFolder, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (color: RGBA8, width: Int, height: Int) {
        let bytes = try #require(folder.bytes(name), "\(name) was not written", sourceLocation: sourceLocation)
        let bitmap = try Bitmap.decodePNG(bytes)
        return (bitmap.pixel(x: bitmap.width / 2, y: bitmap.height / 2), bitmap.width, bitmap.height)
    }

    @Test("--theme default,dark --scale 1,2 writes name.png and name~dark@2x.png, each with its theme's token colour")
    func folderBuild() throws {
        let (folder, result) = try Self.build(["scenes/icons/key.xml": Self.themed], ["build", "scenes", "-o", "out", "--scale", "1,2", "--theme", "default,dark"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("out/") } == [
            "out/icons/key.png", "out/icons/key@2x.png", "out/icons/key~dark.png", "out/icons/key~dark@2x.png",
        ])
        for (name, color, width) in [("key.png", Self.red, 20), ("key@2x.png", Self.red, 40), ("key~dark.png", Self.blue, 20), ("key~dark@2x.png", Self.blue, 40)] {
            let found = try Self.probe(folder, "out/icons/" + name)
            #expect(found.color == color, "\(name)")
            #expect(found.width == width, "\(name)")
        }
    }

    @Test("no --theme builds the default theme only; --theme dark only the dark files")
    func oneTheme() throws {
        let folder = try TemporaryFolder()
        try folder.write("key.xml", Self.themed)
        #expect(try folder.run(["build", "key.xml", "-o", "out"]).status == 0)
        #expect(try folder.run(["build", "key.xml", "-o", "dark", "--theme", "dark"]).status == 0)
        #expect(folder.allFiles().filter { !$0.hasSuffix(".xml") } == ["dark/key~dark.png", "out/key.png"])
        #expect(try Self.probe(folder, "out/key.png").color == Self.red)
        #expect(try Self.probe(folder, "dark/key~dark.png").color == Self.blue)
    }

    @Test("-o key@2x.png --theme default,dark writes key@2x.png and key~dark@2x.png; -o key~dark.pdf implies the theme")
    func fileOutput() throws {
        let (folder, result) = try Self.build(["key.xml": Self.themed], ["build", "key.xml", "-o", "key@2x.png", "--theme", "default,dark"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.probe(folder, "key@2x.png") == (Self.red, 40, 20))
        #expect(try Self.probe(folder, "key~dark@2x.png") == (Self.blue, 40, 20))
        let pdf = try folder.run(["build", "key.xml", "-o", "key~dark.pdf"])
        #expect(pdf.status == 0, "\(pdf.stderr)")
        #expect(folder.bytes("key~dark.pdf")?.starts(with: Array("%PDF-".utf8)) == true)
        #expect(!folder.exists("key.pdf"))
    }

    @Test("-o - --format png --theme dark writes the dark theme to standard output")
    func standardOutput() throws {
        let (_, result) = try Self.build(["key.xml": Self.themed], ["build", "key.xml", "-o", "-", "--format", "svg", "--theme", "dark"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("#0000ff") && !result.stdout.contains("#ff0000"), "\(result.stdout)")
    }

    @Test("a scene on standard input is read once and built in each theme: - -o s@2x.png --theme default,dark")
    func standardInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("key.xml", Self.themed)
        let result = try runScenecShell("\"$SCENEC\" build - -o s@2x.png --theme default,dark < key.xml", binary: try scenecBinary.get().path, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.probe(folder, "s@2x.png") == (Self.red, 40, 20))
        #expect(try Self.probe(folder, "s~dark@2x.png") == (Self.blue, 40, 20))
    }

    @Test("a theme a scene does not define is an error for that scene (exit 1) naming its themes; other scenes are built")
    func undefinedTheme() throws {
        let (folder, result) = try Self.build(["scenes/key.xml": Self.themed, "scenes/sepia.xml": Self.sepiaOnly],
                                              ["build", "scenes", "-o", "out", "--theme", "default,dark"])
        #expect(result.status == 1)
        let lines = result.stderrLines.filter { $0.contains("sepia.xml") && $0.contains("error") }
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.contains("dark") == true && lines.first?.contains("sepia") == true, "names the theme asked and those defined: \(result.stderr)")
        #expect(try Self.probe(folder, "out/key~dark.png").color == Self.blue, "the other scene is built")
        #expect(!folder.exists("out/sepia.png"), "a scene failing in one theme writes none of its files")
        #expect(result.stderr.contains("1 failed"), "\(result.stderr)")
    }

    @Test("theme names that are not letters, digits, - and _ are usage errors (exit 2); nothing is written", arguments: [
        ("da rk", #"--theme takes theme names made of letters, digits, - and _ (starting with a letter or _), like dark or default,dark; got "da rk""#),
        ("dark,", "got an empty name"),
        ("dark,dark", "--theme names the theme dark twice"),
    ])
    func invalidName(value: String, message: String) throws {
        let (folder, result) = try Self.build(["key.xml": Self.themed], ["build", "key.xml", "-o", "out", "--theme", value])
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!folder.exists("out"))
    }

    @Test("an asset catalog gets the dark theme as the luminosity/dark appearance of each image set")
    func assetCatalog() throws {
        let (folder, result) = try Self.build(["scenes/key.xml": Self.themed], ["build", "scenes", "-o", "A.xcassets", "--theme", "default,dark"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("A.xcassets/key.imageset/") } == [
            "A.xcassets/key.imageset/Contents.json", "A.xcassets/key.imageset/key.png", "A.xcassets/key.imageset/key@2x.png",
            "A.xcassets/key.imageset/key@3x.png", "A.xcassets/key.imageset/key~dark.png", "A.xcassets/key.imageset/key~dark@2x.png",
            "A.xcassets/key.imageset/key~dark@3x.png",
        ])
        let json = try #require(folder.bytes("A.xcassets/key.imageset/Contents.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        let images = try #require(object["images"] as? [[String: Any]])
        #expect(images.map { $0["filename"] as? String } == ["key.png", "key~dark.png", "key@2x.png", "key~dark@2x.png", "key@3x.png", "key~dark@3x.png"])
        for image in images {
            let dark = (image["filename"] as? String)?.contains("~dark") == true
            let appearances = image["appearances"] as? [[String: String]]
            #expect(appearances == (dark ? [["appearance": "luminosity", "value": "dark"]] : nil), "\(image)")
        }
        #expect(try Self.probe(folder, "A.xcassets/key.imageset/key~dark@3x.png") == (Self.blue, 60, 30))
        #expect(try Self.probe(folder, "A.xcassets/key.imageset/key@3x.png").color == Self.red)

        let pdf = try folder.run(["build", "scenes", "-o", "V.xcassets", "--format", "pdf", "--theme", "default,dark"])
        #expect(pdf.status == 0, "\(pdf.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("V.xcassets/key.imageset/") } == [
            "V.xcassets/key.imageset/Contents.json", "V.xcassets/key.imageset/key.pdf", "V.xcassets/key.imageset/key~dark.pdf",
        ])
        let vector = try #require(folder.bytes("V.xcassets/key.imageset/Contents.json"))
        let vectorImages = try #require((try JSONSerialization.jsonObject(with: Data(vector)) as? [String: Any])?["images"] as? [[String: Any]])
        #expect(vectorImages.map { $0["appearances"] as? [[String: String]] } == [nil, [["appearance": "luminosity", "value": "dark"]]])

        let brand = try folder.run(["build", "scenes", "-o", "B.xcassets", "--theme", "default,brand"])
        #expect(brand.status == 2)
        #expect(brand.stderr.contains("the theme brand is not an appearance"), "\(brand.stderr)")
        #expect(!folder.exists("B.xcassets"))
    }

    @Test("--android puts the dark theme into drawable-night-mdpi … drawable-night-xxxhdpi")
    func android() throws {
        let (folder, result) = try Self.build(["scenes/key.xml": Self.themed], ["build", "scenes", "-o", "res", "--android", "--theme", "default,dark"])
        #expect(result.status == 0, "\(result.stderr)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: folder.path("res")).sorted()
        #expect(folders == ["drawable-hdpi", "drawable-mdpi", "drawable-night-hdpi", "drawable-night-mdpi", "drawable-night-xhdpi",
                            "drawable-night-xxhdpi", "drawable-night-xxxhdpi", "drawable-xhdpi", "drawable-xxhdpi", "drawable-xxxhdpi"])
        #expect(try Self.probe(folder, "res/drawable-night-xxxhdpi/key.png") == (Self.blue, 80, 40))
        #expect(try Self.probe(folder, "res/drawable-hdpi/key.png") == (Self.red, 30, 15))

        let brand = try folder.run(["build", "scenes", "-o", "res2", "--android", "--theme", "brand"])
        #expect(brand.status == 2)
        #expect(brand.stderr.contains("--android: the theme brand has no Android qualifier"), "\(brand.stderr)")
    }

    @Test("up to date per theme: adding a theme builds only its files; a file keyed for another theme is rebuilt")
    func upToDate() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/key.xml", Self.themed)
        try setModificationTime(folder.file("scenes/key.xml"), secondsFromNow: -3600)
        #expect(try folder.run(["build", "scenes", "-o", "out"]).status == 0)
        let both = try folder.run(["build", "scenes", "-o", "out", "--theme", "default,dark", "--depfile", "out.d"])
        #expect(both.stderr.hasPrefix("built 1 file from 1 scene") && both.stderr.contains(", 1 up to date"), "\(both.stderr)")
        let again = try folder.run(["build", "scenes", "-o", "out", "--theme", "default,dark"])
        #expect(again.stderr.hasPrefix("built 0 files from 1 scene") && again.stderr.contains(", 2 up to date"), "\(again.stderr)")

        // The default theme's file put where the dark one goes, newer than the scene: only its key tells.
        let defaultBytes = try #require(folder.bytes("out/key.png"))
        try folder.write("out/key~dark.png", bytes: defaultBytes)
        let rebuilt = try folder.run(["build", "scenes", "-o", "out", "--theme", "default,dark"])
        #expect(rebuilt.stderr.hasPrefix("built 1 file from 1 scene"), "\(rebuilt.stderr)")
        #expect(try Self.probe(folder, "out/key~dark.png").color == Self.blue)

        let depfile = try #require(folder.bytes("out.d").map { String(decoding: $0, as: UTF8.self) })
        #expect(depfile.contains("out/key.png: \\\n  scenes/key.xml"), "\(depfile)")
        #expect(depfile.contains("out/key~dark.png: \\\n  scenes/key.xml"), "\(depfile)")
    }

    @Test("serve --theme dark renders the dark theme's tokens")
    func serveTheme() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/key.xml", Self.themed)
        let (server, port) = try startServe(["scenes", "--theme", "dark"], in: folder)
        defer { _ = server.stop(with: SIGTERM) }
        let clock = ContinuousClock(), start = clock.now
        var svg = try httpGet(port: port, "/render/key.svg")
        while svg.status != 200, clock.now - start < .seconds(20) {
            usleep(20_000)
            svg = try httpGet(port: port, "/render/key.svg")
        }
        #expect(svg.status == 200)
        #expect(svg.body.contains("#0000ff") && !svg.body.contains("#ff0000"), "\(svg.body)")
    }

    @Test("watch --theme default,dark builds both themes, and a save rebuilds both")
    func watchThemes() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/key.xml", Self.themed)
        let watcher = try BackgroundScenec(["watch", "scenes", "-o", "out", "--theme", "default,dark"], in: folder.url)
        defer { _ = watcher.stop(with: SIGTERM) }
        #expect(watcher.waitForStderr("watching scenes"), "\(watcher.stderr)")
        #expect(try Self.probe(folder, "out/key~dark.png").color == Self.blue)
        // A new dark colour, saved like an editor: a new file renamed over the old.
        try folder.write("scenes/key.tmp", Self.scene(token: "brand", base: "#ff0000", theme: "dark", themed: "#00ff00"))
        #expect(rename(folder.path("scenes/key.tmp"), folder.path("scenes/key.xml")) == 0)
        #expect(watcher.waitForStderr("rebuilt scenes/key.xml: 2 files"), "\(watcher.stderr)")
        #expect(try Self.probe(folder, "out/key~dark.png").color == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(try Self.probe(folder, "out/key.png").color == Self.red)
    }

    @Test("serve previews one theme: a list is a usage error")
    func serveOneTheme() throws {
        let (_, result) = try Self.build(["key.xml": Self.themed], ["serve", "key.xml", "--port", "0", "--theme", "default,dark"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("serve previews one theme at a time; got --theme default,dark"), "\(result.stderr)")
    }
}
