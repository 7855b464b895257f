import Foundation
import ScenecTestSupport
import Testing

/// A scene in the served folder that is a symbolic link to a file outside it (`/etc/passwd`, a scene
/// elsewhere) is not a scene of the page: it is never read, so none of it is quoted in `/state`.
@Suite(.serialized)
struct SceneLinkTests {
    @Test func linksOutOfTheServedFolderAreNotScenes() async throws {
        let fixture = try await ServeFixture(files: ["a.xml": TestScenes.solid("#ff0000")])
        let outside = try TemporaryFolder(prefix: "outside")
        try outside.write("broken.xml", "<scene width=\"10\" height=\"10\"><secret-outside-scene/></scene>")
        try FileManager.default.createSymbolicLink(atPath: fixture.folder.path("passwd.xml"), withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: fixture.folder.path("elsewhere.xml"), withDestinationPath: outside.path("broken.xml"))
        try FileManager.default.createSymbolicLink(atPath: fixture.folder.path("inside.xml"), withDestinationPath: "a.xml")
        // A new scene makes the server list the folder again.
        try fixture.save("b.xml", TestScenes.solid("#00ff00"))
        try await waitUntil("b and the inside link listed and rendered", timeout: .seconds(20)) {
            let state = try await fixture.get("/state").text
            let settled = await fixture.server.store.isSettled()
            return settled && state.contains("\"id\":\"b\"") && state.contains("\"id\":\"inside\"")
        }
        let state = try await fixture.get("/state").text
        await fixture.stop()
        #expect(!state.contains("passwd") && !state.contains("root:") && !state.contains("elsewhere") && !state.contains("secret-outside"), "\(state)")
    }
}
