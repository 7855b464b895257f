import Foundation
import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

/// `ScenecPlugin` used as an app's package uses it: a package outside the repository depends on scenec by
/// path, `swift build` builds its scenes into resources and constants, the executable finds them through
/// `Bundle.module`; an edit rebuilds that scene alone; a broken scene fails the build at its line.
/// The stages share one package and build folder, so they run in order in one test.
@Suite struct PluginBuildTests {
    @Test func swiftBuildMakesImagesConstantsAndRebuildsOnlyWhatChanged() async throws {
        let consumer = ConsumerPackage()
        try consumer.write()

        // 1. A build from the scenes as written (the build times go to the log for docs/ci.md).
        let clock = ContinuousClock()
        let firstStart = clock.now
        let first = try await consumer.build()
        print("PluginBuildTests: first swift build \(clock.now - firstStart)")
        try #require(first.status == 0, "swift build failed:\n\(first.output.suffix(4000))")
        let found = try await resources(of: consumer)
        #expect(found.keys.sorted() == ["badge", "badge@2x", "badge~dark", "badge~dark@2x",
                                       "star-2", "star-2@2x", "star-2~dark", "star-2~dark@2x"])
        try checkBadge(found, light: ConsumerPackage.lightFill, dark: ConsumerPackage.darkFill)
        let star = try #require(found["star-2@2x"])
        #expect(PNGHeader(Array(try Data(contentsOf: star))).map { [$0.width, $0.height] } == [32, 32])
        // What the plugin declared is what scenec writes for the same options.
        try await expectPluginNamesMatchListOutputs(consumer)

        // 2. Nothing changed: nothing is built again. SwiftPM 6.3 recompiles every C target and relinks
        // the plugin's tool on the second build of a new build folder (seen on a fresh clone, with no
        // file changed), and a relinked tool reruns every scene's command; so one build settles the
        // folder first, and the build after it must do nothing.
        let settle = try await consumer.build()
        try #require(settle.status == 0, "second swift build failed:\n\(settle.output.suffix(4000))")
        let images = try #require(consumer.images)
        let starBefore = try modificationDate(images.appendingPathComponent("star-2@2x.png"))
        let badgeBefore = try modificationDate(images.appendingPathComponent("badge@2x.png"))
        let idle = try await consumer.build()
        try #require(idle.status == 0, "third swift build failed:\n\(idle.output.suffix(4000))")
        #expect(!idle.output.contains("Building scene"), "an unchanged package rebuilt scenes:\n\(idle.output)")

        // 3. One scene edited: that scene alone is built again, and the app sees its new pixels.
        try await Task.sleep(for: .milliseconds(1100))  // file times of one second's resolution must tell the edit apart
        try consumer.writeBadge(fill: "#00aa44")
        let editStart = clock.now
        let edited = try await consumer.build()
        print("PluginBuildTests: swift build after editing one scene \(clock.now - editStart)")
        try #require(edited.status == 0, "swift build after an edit failed:\n\(edited.output.suffix(4000))")
        #expect(edited.output.contains("Building scene badge (png)"), "the edited scene was not rebuilt:\n\(edited.output)")
        #expect(!edited.output.contains("Building scene star-2"), "an unchanged scene was rebuilt:\n\(edited.output)")
        #expect(try modificationDate(images.appendingPathComponent("star-2@2x.png")) == starBefore)
        #expect(try modificationDate(images.appendingPathComponent("badge@2x.png")) > badgeBefore)
        let rebuilt = try await resources(of: consumer)
        try checkBadge(rebuilt, light: "#00aa44", dark: "#00aa44")

        // 4. A broken scene fails the build at the scene's line and column.
        try consumer.write("Sources/Consumer/Scenes/icons/star-2.xml", ConsumerPackage.star(extra: #" opacity="2""#))
        let broken = try await consumer.build()
        #expect(broken.status != 0)
        let scene = consumer.scenes.appendingPathComponent("icons/star-2.xml").path
        #expect(broken.output.contains("\(scene):4:"), "the build output does not name the scene's line 4:\n\(broken.output.suffix(4000))")
        #expect(broken.output.contains("error: "))
    }

    /// Runs the consumer and reads what `Bundle.module` found: image name → file.
    private func resources(of consumer: ConsumerPackage) async throws -> [String: URL] {
        let run = try await consumer.run([consumer.executable.path])
        try #require(run.status == 0, "the consumer failed:\n\(run.output)")
        var found: [String: URL] = [:]
        for line in run.output.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[1] != "missing" else { continue }
            found[String(parts[0])] = URL(fileURLWithPath: String(parts[1]))
        }
        return found
    }

    /// The badge's sizes and its fill in each theme, read from the bundle's PNGs.
    private func checkBadge(_ found: [String: URL], light: String, dark: String) throws {
        for (name, size, fill) in [("badge", 1, light), ("badge@2x", 2, light), ("badge~dark", 1, dark), ("badge~dark@2x", 2, dark)] {
            let file = try #require(found[name], "\(name) is not in Bundle.module")
            let bitmap = try Bitmap.decodePNG(Array(try Data(contentsOf: file)))
            #expect(bitmap.width == 40 * size && bitmap.height == 20 * size, "\(name) is \(bitmap.width) × \(bitmap.height)")
            let parsed = try ColorParser.parse(fill)
            let expected = try #require(parsed)
            let pixel = bitmap.pixel(x: 10 * size, y: 10 * size)
            #expect(pixel.hasColor(expected.red * 255, expected.green * 255, expected.blue * 255, within: 1), "\(name) centre is \(pixel), not \(fill)")
        }
    }

    /// `scenec build SCENE -o Images/NAME.png --scale 1,2 --theme default,dark --list-outputs` names
    /// exactly the files the plugin declared (and wrote) for that scene.
    private func expectPluginNamesMatchListOutputs(_ consumer: ConsumerPackage) async throws {
        let images = try #require(consumer.images)
        let written = Set(try FileManager.default.contentsOfDirectory(atPath: images.path))
        var listed: Set<String> = []
        for (scene, name) in [("badge.xml", "badge"), ("icons/star-2.xml", "star-2")] {
            let list = try await consumer.run([consumer.scenec.path, "build", consumer.scenes.appendingPathComponent(scene).path,
                                         "-o", images.appendingPathComponent("\(name).png").path,
                                         "--scale", "1,2", "--theme", "default,dark", "--list-outputs"])
            try #require(list.status == 0, "\(list.output)")
            listed.formUnion(list.output.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent })
        }
        #expect(written == listed)
    }

    private func modificationDate(_ url: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }
}
