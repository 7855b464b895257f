import Foundation
import Scenec
import ScenecTestSupport
import Testing

// `--list-outputs` says exactly what the build writes (shared/cli.md 1.2), for every output layout and
// with `--shard`: the files written are the files listed, and N shards list and write disjoint sets
// whose union is the unsharded build's.

@Suite("scenec build --list-outputs")
struct ListOutputsTests {
    /// The files under `root` after running `arguments`, and what `--list-outputs` printed for them.
    private func listedAndWritten(_ folder: TemporaryFolder, _ arguments: [String], root: String) throws -> (listed: [String], written: [String]) {
        let list = try folder.run(arguments + ["--list-outputs"])
        #expect(list.status == 0, "\(list.stderr)")
        let build = try folder.run(arguments)
        #expect(build.status == 0, "\(build.stderr)")
        return (list.stdout.split(separator: "\n").map(String.init).sorted(), folder.allFiles().filter { $0.hasPrefix(root + "/") }.sorted())
    }

    @Test("an app icon set lists its Contents.json")
    func appIconSet() throws {
        let folder = try TemporaryFolder()
        try folder.write("icon.xml", AppIconTests.icon)
        let (listed, written) = try listedAndWritten(folder, ["build", "icon.xml", "-o", "AppIcon.appiconset", "--theme", "default,dark"], root: "AppIcon.appiconset")
        #expect(listed == written && listed.contains("AppIcon.appiconset/Contents.json"), "\(listed)")
    }

    @Test("--android-icon lists the adaptive icon's XML, the round icon and store icon, and a monochrome layer only when the scene has one")
    func androidIcon() throws {
        let folder = try TemporaryFolder()
        try folder.write("plain.xml", AndroidIconTests.scene(monochrome: false))
        try folder.write("themed.xml", AndroidIconTests.scene(monochrome: true))
        let (listed, written) = try listedAndWritten(folder, ["build", "plain.xml", "themed.xml", "-o", "main/res", "--android-icon"], root: "main")
        #expect(listed == written, "listed \(listed)\nwritten \(written)")
        #expect(listed.contains("main/res/mipmap-anydpi-v26/plain.xml") && !listed.contains("main/res/mipmap-mdpi/plain_monochrome.png"))
        #expect(listed.contains("main/res/mipmap-anydpi-v26/plain_round.xml") && listed.contains("main/res/mipmap-xxxhdpi/plain_round.png"))
        #expect(listed.contains("main/plain-playstore.png") && listed.contains("main/themed-playstore.png"))
        #expect(listed.contains("main/res/mipmap-mdpi/themed_monochrome.png"))
        #expect(listed.count == 2 * (5 * 4 + 3) + 5, "per scene 5 × (layers, legacy, round), 2 XML, the store icon; themed's 5 monochrome layers")
    }

    @Test("shards of --android-icon write each scene's two adaptive XML files with its images, together the whole set")
    func shardedAndroidIcon() throws {
        let folder = try TemporaryFolder()
        for name in ["a", "b", "c"] { try folder.write("icons/\(name).xml", AndroidIconTests.scene(monochrome: false)) }
        var listed: [String] = []
        for shard in 1...3 {
            let arguments = ["build", "icons", "-o", "main/res", "--android-icon", "-q", "--shard", "\(shard)/3"]
            let before = Set(folder.allFiles())
            let list = try folder.run(arguments + ["--list-outputs"])
            let build = try folder.run(arguments)
            #expect(build.status == 0, "\(build.stderr)")
            let shardListed = list.stdout.split(separator: "\n").map(String.init)
            #expect(Set(shardListed) == Set(folder.allFiles()).subtracting(before), "shard \(shard)")
            let names = Set(shardListed.compactMap { $0.hasSuffix("-playstore.png") ? $0.split(separator: "/").last?.split(separator: "-").first.map(String.init) : nil })
            for name in names {
                #expect(shardListed.contains("main/res/mipmap-anydpi-v26/\(name).xml") && shardListed.contains("main/res/mipmap-anydpi-v26/\(name)_round.xml"),
                        "shard \(shard) writes \(name)'s XML: \(shardListed)")
            }
            listed += shardListed
        }
        #expect(listed.count == Set(listed).count && listed.count == 3 * (5 * 4 + 3), "per scene 5 × (background, foreground, legacy, round), 2 XML, the store icon")
    }

    @Test("--icon-platform all lists the ten macOS images with the iOS icon")
    func macIconSet() throws {
        let folder = try TemporaryFolder()
        try folder.write("icon.xml", AppIconTests.icon)
        let (listed, written) = try listedAndWritten(folder, ["build", "icon.xml", "-o", "AppIcon.appiconset", "--icon-platform", "all"], root: "AppIcon.appiconset")
        #expect(listed == written && listed.count == 12 && listed.contains("AppIcon.appiconset/AppIcon-512x512@2x.png"), "\(listed)")
    }

    @Test("shards of an asset catalog list and write disjoint files, each Contents.json once, together the whole catalog")
    func shardedCatalog() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", LocaleBuildTests.banner)
        try folder.write("scenes/sub/b.xml", LocaleBuildTests.banner)
        try folder.write("scenes/sub/c.xml", LocaleBuildTests.banner)
        let common = ["build", "scenes", "--locale", "all", "--theme", "default,dark", "--scale", "1,2", "-q"]
        let whole = try folder.run(common + ["-o", "Whole.xcassets"])
        #expect(whole.status == 0, "\(whole.stderr)")
        var listed: [String] = []
        for shard in 1...5 {
            let arguments = common + ["-o", "A.xcassets", "--shard", "\(shard)/5"]
            let before = Set(folder.allFiles())
            let list = try folder.run(arguments + ["--list-outputs"])
            let build = try folder.run(arguments)
            #expect(build.status == 0, "\(build.stderr)")
            let shardListed = list.stdout.split(separator: "\n").map(String.init)
            let shardWritten = Set(folder.allFiles()).subtracting(before)
            #expect(Set(shardListed) == shardWritten, "shard \(shard): listed \(shardListed.sorted())\nwritten \(shardWritten.sorted())")
            listed += shardListed
        }
        let wholeFiles = folder.allFiles().filter { $0.hasPrefix("Whole.xcassets/") }.map { String($0.dropFirst("Whole".count)) }
        #expect(listed.count == Set(listed).count, "a file listed by two shards")
        #expect(listed.map { String($0.dropFirst("A".count)) }.sorted() == wholeFiles.sorted())
        for file in wholeFiles {
            #expect(folder.bytes("A" + file) == folder.bytes("Whole" + file), "\(file)")
        }
    }

    @Test("a scene the layout refuses is said and makes the listing exit 1")
    func refusedScene() throws {
        let folder = try TemporaryFolder()
        try folder.write("Bad-Name.xml", AndroidIconTests.scene(monochrome: false))
        let list = try folder.run(["build", "Bad-Name.xml", "-o", "res", "--android-icon", "--list-outputs"])
        #expect(list.status == 1 && list.stdout.isEmpty, "\(list.stdout)")
        #expect(list.stderr.contains("Bad-Name.xml: error: \"Bad-Name\" is not a valid Android resource name"), "\(list.stderr)")
    }
}
