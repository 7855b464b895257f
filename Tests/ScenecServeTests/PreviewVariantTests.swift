import Foundation
import Scenec
import ScenecTestSupport
import Testing
@testable import ScenecServe

/// `?locale=de&row=N` on a picture's URL (format 1.2): the scene drawn for a locale and a data row.
@Suite(.serialized)
struct PreviewVariantTests {
    static let scene = """
        <scene width="20" height="10" version="1.2">
          <tokens><token name="ink" value="#ff0000"/></tokens>
          <tokens locale="de"><token name="ink" value="#0000ff"/></tokens>
          <rect width="100%" height="100%" fill="{ink}"/>
        </scene>
        """

    @Test func aPictureCanBeAskedForInALocaleAndForARowOfTheData() async throws {
        TestFonts.install()
        let folder = try TemporaryFolder(prefix: "serve")
        try folder.write("card.xml", Self.scene)
        try folder.write("rows.csv", "ink\n#00ff00\n#ffffff\n")
        var options = PreviewServer.Options(host: "127.0.0.1", port: 0, scale: 1, workers: 2)
        options.data = try DataTable.read(folder.file("rows.csv").path)
        let server = try await PreviewServer.start(arguments: [folder.path], options: options)
        do {
            try await waitUntil("every scene rendered", timeout: .seconds(30)) { await server.store.isSettled() }
            func centre(_ target: String) async throws -> RGBA8 {
                let response = try await LoopbackHTTP.fetch(port: server.port, target)
                #expect(response.status == 200, "\(target)")
                return try pixel(ofPNG: response.body, x: 10, y: 5)
            }
            #expect(try await centre("/render/card.png") == TestScenes.rgb("#ff0000"))
            #expect(try await centre("/render/card.png?v=3&locale=de") == TestScenes.rgb("#0000ff"))
            #expect(try await centre("/render/card.png?row=1") == TestScenes.rgb("#00ff00"))
            // The row's columns win over the locale's tokens, as in a build.
            #expect(try await centre("/render/card.png?row=2&locale=de") == TestScenes.rgb("#ffffff"))
            #expect(try await LoopbackHTTP.fetch(port: server.port, "/render/card.png?row=3").status == 404)
            #expect(try await LoopbackHTTP.fetch(port: server.port, "/render/card.png?locale=../x").status == 404)
            #expect(try await LoopbackHTTP.fetch(port: server.port, "/render/card.png?locale=fr").status == 404)
        }
        await server.stop()
    }
}
