import Foundation
import ScenecTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `scenec watch`: builds, then rebuilds exactly the scenes that changed, keeps the last good files
/// when a save is broken, and stops cleanly on a signal.
@Suite(.serialized)
struct WatchCommandTests {
    /// Modification time in nanoseconds, or nil when the file is missing.
    private func modified(_ url: URL) -> Int64? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    }

    /// Polls until `condition` holds, at most `timeout`.
    private func eventually(_ timeout: Duration, _ condition: () -> Bool) -> Bool {
        let clock = ContinuousClock(), start = clock.now
        while clock.now - start < timeout {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// Saves like an editor: a new file renamed over the old.
    private func save(_ folder: TemporaryFolder, _ name: String, _ text: String) throws {
        try folder.write(name + ".tmp", text)
        #expect(rename(folder.file(name + ".tmp").path, folder.file(name).path) == 0)
    }

    @Test func rebuildsExactlyTheChangedScene() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", Scenes.good)
        try folder.write("scenes/sub/b.xml", Scenes.otherGood)
        let watcher = try BackgroundScenec(["watch", "scenes", "-o", "out", "--format", "png,svg", "--scale", "1,2"], in: folder.url)
        #expect(watcher.waitForStderr("watching scenes"), "\(watcher.stderr)")
        let outputs = ["out/a.png", "out/a@2x.png", "out/a.svg", "out/a@2x.svg", "out/sub/b.png", "out/sub/b@2x.png", "out/sub/b.svg", "out/sub/b@2x.svg"]
        #expect(outputs.allSatisfy(folder.exists), "\(folder.allFiles())")
        let before = Dictionary(uniqueKeysWithValues: outputs.map { ($0, modified(folder.file($0))) })
        let oldA = folder.bytes("out/a.png")

        try save(folder, "scenes/a.xml", Scenes.otherGood)
        #expect(eventually(.seconds(5)) { watcher.stderr.contains("rebuilt scenes/a.xml: 4 files") }, "\(watcher.stderr)")
        #expect(folder.bytes("out/a.png") != oldA)
        #expect(folder.bytes("out/a.png") == folder.bytes("out/sub/b.png"), "a.xml now has b's content")
        // A moment more, then b's outputs are still the ones of the first build.
        usleep(300_000)
        for output in outputs where output.hasPrefix("out/sub/") {
            #expect(modified(folder.file(output)) == before[output] ?? nil, "\(output) was rebuilt")
        }
        for output in outputs where output.hasPrefix("out/a") {
            #expect(modified(folder.file(output)) != before[output] ?? nil, "\(output) was not rebuilt")
        }
        #expect(!watcher.stderr.contains("rebuilt scenes/sub/b.xml"))
        #expect(watcher.stop(with: SIGINT) == 0, "\(watcher.stderr)")
    }

    /// A project font replaced in place (same name, new bytes) is drawn in its new faces: fontconfig,
    /// Pango and cairo keep what they loaded by the file's path for the process, so the watcher drew
    /// DejaVu Sans after the file had become DejaVu Sans Mono (fonts are registered as copies named by
    /// their bytes now, `KeptFonts`). The rebuilt PNG is a fresh process's, and not the first one.
    @Test func aFontReplacedInPlaceIsDrawnInItsNewFaces() throws {
        let folder = try TemporaryFolder()
        let dejaVu = "/usr/share/fonts/truetype/dejavu/"
        let sans = try #require(FileManager.default.contents(atPath: dejaVu + "DejaVuSans.ttf"))
        let mono = try #require(FileManager.default.contents(atPath: dejaVu + "DejaVuSansMono.ttf"))
        try folder.write("scenes/fonts/brand.ttf", bytes: Array(sans))
        try folder.write("scenes/card.xml", """
            <scene width="200" height="40" system-fonts="false"><defs><font href="fonts/brand.ttf"/></defs>
            <text x="4" y="4" font-size="20" font-family="DejaVu Sans Mono, DejaVu Sans">Hamburgefonts</text></scene>
            """)
        let watcher = try BackgroundScenec(["watch", "scenes/card.xml", "-o", "out/card.png"], in: folder.url)
        #expect(watcher.waitForStderr("watching scenes/card.xml"), "\(watcher.stderr)")
        let first = folder.bytes("out/card.png")
        try folder.write("scenes/fonts/brand.ttf.tmp", bytes: Array(mono))
        #expect(rename(folder.file("scenes/fonts/brand.ttf.tmp").path, folder.file("scenes/fonts/brand.ttf").path) == 0)
        #expect(eventually(.seconds(10)) { watcher.stderr.contains("rebuilt scenes/card.xml") }, "\(watcher.stderr)")
        #expect(watcher.stop(with: SIGINT) == 0, "\(watcher.stderr)")
        let fresh = try runScenec(["build", "scenes/card.xml", "-o", "fresh.png"], in: folder.url)
        #expect(fresh.status == 0, "\(fresh.stderr)")
        // Compared as Bools: a failure would otherwise print both PNGs byte by byte.
        let changed = first != nil && folder.bytes("out/card.png") != first
        let asFresh = folder.bytes("out/card.png") == folder.bytes("fresh.png")
        #expect(changed, "the rebuild drew the same picture")
        #expect(asFresh, "the watcher drew the replaced font's old faces")
    }

    @Test func aBrokenSavePrintsDiagnosticsAndKeepsTheLastGoodFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", Scenes.good)
        let watcher = try BackgroundScenec(["watch", "scenes", "-o", "out"], in: folder.url)
        #expect(watcher.waitForStderr("watching scenes"), "\(watcher.stderr)")
        let good = folder.bytes("out/a.png")
        #expect(good != nil)

        try save(folder, "scenes/a.xml", Scenes.bad)
        #expect(eventually(.seconds(5)) { watcher.stderr.contains("scenes/a.xml:5:") }, "\(watcher.stderr)")
        let lines = watcher.stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("scenes/a.xml:") }
        // Every problem once, located: lines 3, 4 and 5 (two on line 5).
        #expect(lines.count == 4 && lines.allSatisfy { isLocatedError($0, file: "scenes/a.xml") } && Set(lines).count == 4, "\(lines)")
        #expect(folder.bytes("out/a.png") == good, "a broken save replaced the last good file")

        try save(folder, "scenes/a.xml", Scenes.otherGood)
        #expect(eventually(.seconds(5)) { watcher.stderr.contains("rebuilt scenes/a.xml: 1 file") }, "\(watcher.stderr)")
        #expect(folder.bytes("out/a.png") != good)
        #expect(watcher.stop(with: SIGTERM) == 0)
    }

    @Test func aNewSceneInTheFolderIsBuilt() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", Scenes.good)
        let watcher = try BackgroundScenec(["watch", "scenes", "-o", "out"], in: folder.url)
        #expect(watcher.waitForStderr("watching scenes"), "\(watcher.stderr)")
        try save(folder, "scenes/new.xml", Scenes.otherGood)
        #expect(eventually(.seconds(5)) { folder.exists("out/new.png") }, "\(watcher.stderr)")
        #expect(watcher.stop(with: SIGINT) == 0)
    }

    @Test func buildUsageErrorsAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.xml", Scenes.good)
        try folder.write("b.xml", Scenes.good)
        let result = try folder.run(["watch", "a.xml", "b.xml", "-o", "one.png"], timeout: .seconds(30))
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("names one file"))
    }

    @Test func androidFoldersAndNameErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/key.xml", Scenes.good)
        try folder.write("scenes/Bad-Name.xml", Scenes.good)
        let watcher = try BackgroundScenec(["watch", "scenes", "-o", "res", "--android"], in: folder.url)
        #expect(watcher.waitForStderr("watching scenes"), "\(watcher.stderr)")
        #expect(["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"].allSatisfy { folder.exists("res/drawable-\($0)/key.png") }, "\(folder.allFiles())")
        #expect(!folder.allFiles().contains { $0.hasPrefix("res/") && ($0.contains("Bad-Name") || $0.contains("bad_name")) })
        let rejection = "scenes/Bad-Name.xml: error: \"Bad-Name\" is not a valid Android resource name"
        #expect(watcher.stderr.components(separatedBy: rejection).count == 2, "reported once: \(watcher.stderr)")
        let before = folder.bytes("res/drawable-xhdpi/key.png")
        try save(folder, "scenes/key.xml", Scenes.otherGood)
        #expect(eventually(.seconds(5)) { watcher.stderr.contains("rebuilt scenes/key.xml: 5 files") }, "\(watcher.stderr)")
        #expect(folder.bytes("res/drawable-xhdpi/key.png") != before)
        #expect(watcher.stderr.components(separatedBy: rejection).count == 2, "not again on a rebuild: \(watcher.stderr)")
        #expect(watcher.stop(with: SIGINT) == 0)
    }

    @Test func assetCatalogContentsFollowTheScenes() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/icons/key.xml", Scenes.good)
        let watcher = try BackgroundScenec(["watch", "scenes", "-o", "App.xcassets", "--scale", "2"], in: folder.url)
        #expect(watcher.waitForStderr("watching scenes"), "\(watcher.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("App.xcassets/") } == [
            "App.xcassets/Contents.json", "App.xcassets/icons/Contents.json",
            "App.xcassets/icons/key.imageset/Contents.json", "App.xcassets/icons/key.imageset/key@2x.png",
        ])
        try save(folder, "scenes/icons/star.xml", Scenes.otherGood)
        #expect(eventually(.seconds(5)) { folder.exists("App.xcassets/icons/star.imageset/Contents.json") }, "\(watcher.stderr)")
        let json = try #require(folder.bytes("App.xcassets/icons/star.imageset/Contents.json").map { String(decoding: $0, as: UTF8.self) })
        #expect(json.contains("\"filename\" : \"star@2x.png\"") && json.contains("\"scale\" : \"2x\""), "\(json)")
        #expect(folder.exists("App.xcassets/icons/star.imageset/star@2x.png"))
        #expect(watcher.stop(with: SIGINT) == 0)
    }
}
