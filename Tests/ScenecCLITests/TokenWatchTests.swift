import Foundation
import Scenec
import ScenecCairo
import ScenecTestSupport
import Testing

/// `scenec watch` rebuilds a scene when a DTCG token file it reads changes (issue 39): the JSON its
/// `<tokens href>` names, and the files a resolver document's contexts name, in every theme built.
@Suite(.serialized)
struct TokenWatchTests {
    static func tokens(_ color: String) -> String {
        #"{"brand": {"$type": "color", "$value": "\#(color)"}}"#
    }

    /// A resolver with a light (default) and a dark context, each one file.
    static let resolver = """
        {"modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"}}}
        """

    static func scene(_ href: String) -> String {
        """
        <scene width="20" height="10" version="1.3">
          <tokens href="\(href)"/>
          <rect width="100%" height="100%" fill="{brand}"/>
        </scene>
        """
    }

    /// Saves like an editor: a new file renamed over the old one.
    static func save(_ folder: TemporaryFolder, _ name: String, _ text: String) throws {
        try folder.write(name + ".tmp", text)
        #expect(rename(folder.path(name + ".tmp"), folder.path(name)) == 0)
    }

    @Test func aChangedTokenFileRebuildsTheScene() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/key.xml", Self.scene("../tokens/brand.json"))
        try folder.write("tokens/brand.json", Self.tokens("#ff0000"))
        let watcher = try BackgroundScenec(["watch", "scenes", "-o", "out", "--allow-path", "tokens"], in: folder.url)
        defer { _ = watcher.stop(with: SIGTERM) }
        #expect(watcher.waitForStderr("watching scenes"), "\(watcher.stderr)")
        #expect(try ThemeBuildTests.probe(folder, "out/key.png").color == ThemeBuildTests.red)
        try Self.save(folder, "tokens/brand.json", Self.tokens("#0000ff"))
        #expect(watcher.waitForStderr("rebuilt scenes/key.xml: 1 file"), "\(watcher.stderr)")
        #expect(try ThemeBuildTests.probe(folder, "out/key.png").color == ThemeBuildTests.blue)
    }

    @Test func aChangedContextFileRebuildsBothThemes() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/key.xml", Self.scene("ds.resolver.json"))
        try folder.write("scenes/ds.resolver.json", Self.resolver)
        try folder.write("scenes/light.json", Self.tokens("#ff0000"))
        try folder.write("scenes/dark.json", Self.tokens("#0000ff"))
        let watcher = try BackgroundScenec(["watch", "scenes", "-o", "out", "--theme", "default,dark"], in: folder.url)
        defer { _ = watcher.stop(with: SIGTERM) }
        #expect(watcher.waitForStderr("watching scenes"), "\(watcher.stderr)")
        #expect(try ThemeBuildTests.probe(folder, "out/key.png").color == ThemeBuildTests.red)
        #expect(try ThemeBuildTests.probe(folder, "out/key~dark.png").color == ThemeBuildTests.blue)
        // Only the resolver names dark.json.
        try Self.save(folder, "scenes/dark.json", Self.tokens("#00ff00"))
        #expect(watcher.waitForStderr("rebuilt scenes/key.xml: 2 files"), "\(watcher.stderr)")
        #expect(try ThemeBuildTests.probe(folder, "out/key~dark.png").color == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(try ThemeBuildTests.probe(folder, "out/key.png").color == ThemeBuildTests.red)
    }
}
