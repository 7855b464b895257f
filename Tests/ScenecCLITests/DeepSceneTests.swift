import Foundation
import ScenecTestSupport
import Testing

/// A scene nested as deep as the limits accept builds, with one job or several: each scene is compiled
/// on a thread with a scene's stack (`HelperThread.sceneStackBytes`); on a dispatch pool thread (512 KiB)
/// a debug build crashed at 100 levels, and on the main thread (8 MiB) at 250.
@Suite("deep scenes")
struct DeepSceneTests {
    static func nested(_ depth: Int) -> String {
        #"<scene width="10" height="10">"# + String(repeating: "<group>", count: depth)
            + #"<rect width="4" height="4" fill="red"/>"# + String(repeating: "</group>", count: depth) + "</scene>"
    }

    @Test("250 nested groups build with -j 1 and -j 2", arguments: ["1", "2"])
    func deepSceneBuilds(jobs: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("a.xml", Self.nested(250))
        try folder.write("b.xml", Self.nested(250))
        let result = try folder.run(["build", "a.xml", "b.xml", "-o", "out", "--format", "png,svg", "-j", jobs, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let png = try #require(folder.bytes("out/a.png"))
        #expect(PNGHeader(png).map { [$0.width, $0.height] } == [10, 10])
        #expect(folder.exists("out/b.svg"))
    }
}
