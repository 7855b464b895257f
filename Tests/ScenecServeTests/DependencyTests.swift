import Foundation
import Scenec
import ScenecTestSupport
import Testing
@testable import ScenecServe

/// A scene is re-rendered when an image it uses changes, not only when its own file does.
@Suite(.serialized)
struct DependencyTests {
    @Test func changingAnImageTheSceneUsesRerendersIt() async throws {
        let fixture = try await ServeFixture(files: ["uses-image.xml": TestScenes.usesImage, "other.xml": TestScenes.solid("#00c000")],
                                             imageFiles: ["image.png": try TestScenes.png("#ff0000")])
        do {
            let first = try await fixture.get("/render/uses-image.png")
            #expect(try pixel(ofPNG: first.body, x: 100, y: 75) == TestScenes.rgb("#ff0000"))
            let otherVersion = await fixture.version(of: "other")

            try fixture.folder.write(".image.png.tmp", bytes: try TestScenes.png("#0000ff"))
            #expect(rename(fixture.folder.file(".image.png.tmp").path, fixture.folder.file("image.png").path) == 0)
            try await waitUntil("the re-render after the image changed", timeout: .seconds(10)) {
                await fixture.version(of: "uses-image") == 2
            }
            let second = try await fixture.get("/render/uses-image.png")
            #expect(try pixel(ofPNG: second.body, x: 100, y: 75) == TestScenes.rgb("#0000ff"))
            // Only the scene that uses the image was rendered again.
            #expect(await fixture.version(of: "other") == otherVersion)
        }
        await fixture.stop()
    }

    @Test func aSceneAddedToTheFolderIsServedAndARemovedOneIsNot() async throws {
        let fixture = try await ServeFixture(files: ["a.xml": TestScenes.solid("#ff0000")])
        do {
            try fixture.save("new.xml", TestScenes.solid("#0000ff"))
            try await waitUntil("the new scene rendered", timeout: .seconds(10)) { await fixture.version(of: "new") == 1 }
            #expect(try await fixture.get("/render/new.png").status == 200)
            #expect(unlink(fixture.folder.file("a.xml").path) == 0)
            try await waitUntil("the removed scene gone", timeout: .seconds(10)) { try await fixture.get("/render/a.png").status == 404 }
        }
        await fixture.stop()
    }
}

extension ServeFixture {
    /// The render count of scene `id` (0 when there is none).
    func version(of id: String) async -> Int {
        await server.store.state().scenes.first { $0.id == id }?.version ?? 0
    }
}
