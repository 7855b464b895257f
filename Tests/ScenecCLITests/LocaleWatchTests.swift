import Foundation
import ScenecTestSupport
import Testing

/// `scenec watch --locale` (format 1.2): each locale's files are built and rebuilt like `build` writes
/// them; the options that belong to one build are refused.
@Suite(.serialized)
struct LocaleWatchTests {
    @Test func watchBuildsAndRebuildsEveryLocale() throws {
        let folder = try TemporaryFolder()
        try folder.write("banner.xml", LocaleBuildTests.banner)
        let watcher = try BackgroundScenec(["watch", "banner.xml", "-o", "out", "--locale", "de,ar", "--format", "svg"], in: folder.url)
        #expect(watcher.waitForStderr("watching banner.xml"), "\(watcher.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("out/") } == ["out/ar/banner.svg", "out/de/banner.svg"])
        #expect(try DataBuildTests.drawnText(folder, "out/de/banner.svg") == "Hallo|")
        try folder.write("banner.tmp", LocaleBuildTests.banner.replacingOccurrences(of: "value=\"Hallo\"", with: "value=\"Guten Tag\""))
        #expect(rename(folder.file("banner.tmp").path, folder.file("banner.xml").path) == 0)
        #expect(watcher.waitForStderr("rebuilt banner.xml: 2 files"), "\(watcher.stderr)")
        #expect(try DataBuildTests.drawnText(folder, "out/de/banner.svg") == "Guten Tag|")
    }

    @Test func watchRefusesDataListingsAndShards() throws {
        let folder = try TemporaryFolder()
        try folder.write("banner.xml", LocaleBuildTests.banner)
        for extra in [["--data", "x.csv"], ["--list-outputs"], ["--shard", "1/2"]] {
            let result = try folder.run(["watch", "banner.xml", "-o", "out/{name}.png"] + extra)
            #expect(result.status == 2, "\(extra)")
            #expect(result.stderr.contains("watch takes neither --data, --list-outputs nor --shard; use scenec build"))
        }
    }
}
