import Foundation
import Scenec
import ScenecCairo
import ScenecSceneTestSupport
import ScenecServe
import ScenecTestSupport

/// A folder of scenes served in-process on a free port of 127.0.0.1, stopped by `stop()`.
// @unchecked: every stored property is set once in init; the folder is only written through file calls.
final class ServeFixture: @unchecked Sendable {
    let folder: TemporaryFolder
    let server: PreviewServer
    var port: UInt16 { server.port }
    var url: String { "http://127.0.0.1:\(port)/" }

    /// Writes `files` (relative path → text) into a fresh folder and serves it at scale 1.
    /// `data`: a CSV's text, served as `serve --data` serves it (written beside the scenes as `rows.csv`).
    init(files: [String: String], imageFiles: [String: [UInt8]] = [:], scale: Double = 1, data: String? = nil,
         idleTimeout: Duration = .seconds(60), requestTimeout: Duration = .seconds(10)) async throws {
        TestFonts.install()
        folder = try TemporaryFolder(prefix: "serve")
        for (name, text) in files { try folder.write(name, text) }
        for (name, bytes) in imageFiles { try folder.write(name, bytes: bytes) }
        var options = PreviewServer.Options(host: "127.0.0.1", port: 0, scale: scale, workers: 2,
                                            idleTimeout: idleTimeout, requestTimeout: requestTimeout)
        if let data {
            try folder.write("rows.csv", data)
            options.data = try DataTable.read(folder.file("rows.csv").path)
        }
        server = try await PreviewServer.start(arguments: [folder.path], options: options)
        // A precondition, not what the tests assert: generous, because with the whole suite running on 2
        // cores the first render was seen to take over 30 s (twice in fresh-clone CI runs, cause not found).
        try await waitUntil("every scene rendered", timeout: .seconds(120)) { await self.server.store.isSettled() }
    }

    func stop() async { await server.stop() }

    /// Replaces `name` the way editors save: a new file renamed over the old one.
    func save(_ name: String, _ text: String) throws {
        let temporary = folder.file(".\(name).swp")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, folder.file(name).path) == 0 else { throw TestFailure("rename failed") }
    }

    func get(_ target: String) async throws -> LoopbackHTTP.Response {
        try await LoopbackHTTP.fetch(port: port, target)
    }
}

/// Polls `condition` every 20 ms until it holds; fails with `what` after `timeout`.
func waitUntil(_ what: String, timeout: Duration, _ condition: () async throws -> Bool) async throws {
    let clock = ContinuousClock(), start = clock.now
    while clock.now - start < timeout {
        if try await condition() { return }
        try await Task.sleep(for: .milliseconds(20))
    }
    // Checked once more after the deadline: on a loaded machine this task may not have run again
    // until after it, although the condition became true in time.
    if try await condition() { return }
    throw TestFailure("\(what) did not happen within \(timeout)")
}

/// Scenes for the tests: one solid colour fills the whole canvas, so any pixel of the picture tells it.
enum TestScenes {
    static func solid(_ color: String, width: Int = 200, height: Int = 150) -> String {
        """
        <scene width="\(width)" height="\(height)" background="\(color)">
          <rect x="0" y="0" width="\(width)" height="\(height)" fill="\(color)"/>
        </scene>
        """
    }

    /// A scene drawing `image.png` over its whole canvas.
    static let usesImage = """
        <scene width="200" height="150" background="white">
          <image href="image.png" x="0" y="0" width="200" height="150"/>
        </scene>
        """

    /// A broken save: an unknown colour on line 2 whose text is markup.
    static let broken = """
        <scene width="200" height="150" background="white">
          <rect width="200" height="150" fill="&lt;b&gt;bold&lt;/b&gt;"/>
        </scene>
        """

    /// PNG bytes of a `width` × `height` picture of one colour, drawn by scenec itself.
    static func png(_ color: String, width: Int = 8, height: Int = 8) throws -> [UInt8] {
        try InlineScene.output(solid(color, width: width, height: height), format: .png, scale: 1, file: "image.xml")
    }
}

/// The pixel at (x, y) of a PNG.
func pixel(ofPNG bytes: [UInt8], x: Int, y: Int) throws -> RGBA8 {
    let bitmap = try Bitmap.decodePNG(bytes)
    guard x < bitmap.width, y < bitmap.height else { throw TestFailure("(\(x), \(y)) is outside \(bitmap.width)×\(bitmap.height)") }
    return bitmap.pixel(x: x, y: y)
}
