import Foundation
import Scenec
import ScenecTestSupport
import Testing
@testable import ScenecServe

/// A scene is re-rendered when a `<library>` it includes changes.
@Suite(.serialized)
struct IncludeDependencyTests {
    private static func library(_ color: String) -> String {
        #"<library><tokens><token name="paint" value="\#(color)"/></tokens></library>"#
    }

    private static let scene = """
        <scene width="200" height="150">
          <include href="lib.xml"/>
          <rect width="200" height="150" fill="{paint}"/>
        </scene>
        """

    @Test func changingAnIncludedLibraryRerendersTheScene() async throws {
        let fixture = try await ServeFixture(files: ["uses-lib.xml": Self.scene, "lib.xml": Self.library("#ff0000")])
        do {
            let first = try await fixture.get("/render/uses-lib.png")
            #expect(try pixel(ofPNG: first.body, x: 100, y: 75) == TestScenes.rgb("#ff0000"))
            try fixture.save("lib.xml", Self.library("#0000ff"))
            try await waitUntil("the re-render after the library changed", timeout: .seconds(10)) {
                await fixture.version(of: "uses-lib") == 2
            }
            let second = try await fixture.get("/render/uses-lib.png")
            #expect(try pixel(ofPNG: second.body, x: 100, y: 75) == TestScenes.rgb("#0000ff"))
        }
        await fixture.stop()
    }
}
