import Foundation
import Scenec
import ScenecTestSupport
import Synchronization
import Testing
@testable import ScenecServe

/// The rebuilder behind `scenec watch`, in-process: which scenes it rebuilds after which change.
@Suite(.serialized)
struct RebuilderTests {
    private final class Reports: Sendable {
        let entries = Mutex<[(scene: String, initial: Bool, written: Int, failed: Bool)]>([])
        var all: [(scene: String, initial: Bool, written: Int, failed: Bool)] { entries.withLock { $0 } }
    }

    @Test func rebuildsTheSceneWhoseImageChangedAndNoOther() async throws {
        TestFonts.install()
        let folder = try TemporaryFolder(prefix: "rebuild")
        try folder.write("scenes/image.png", bytes: try TestScenes.png("#ff0000"))
        try folder.write("scenes/uses-image.xml", TestScenes.usesImage)
        try folder.write("scenes/plain.xml", TestScenes.solid("#00c000"))
        let scenes = folder.file("scenes").path, output = folder.file("out").path
        let plan: @Sendable () throws -> [BuildJob] = {
            try BuildPlanner.plan(inputs: SceneFinder.inputs(for: [scenes]), output: output, scales: [1], formats: [.png])
        }
        let reports = Reports()
        let rebuilder = try Rebuilder(arguments: [scenes], options: BatchBuilder.Options(), plan: plan) { outcome, initial in
            reports.entries.withLock { $0.append((outcome.scene, initial, outcome.written.count, outcome.failed)) }
        }
        defer { rebuilder.stop() }
        #expect(reports.all.map(\.scene) == ["\(scenes)/plain.xml", "\(scenes)/uses-image.xml"])
        #expect(reports.all.allSatisfy { $0.initial && $0.written == 1 })
        #expect(try pixel(ofPNG: folder.bytes("out/uses-image.png") ?? [], x: 100, y: 75) == TestScenes.rgb("#ff0000"))

        try folder.write("scenes/.image.tmp", bytes: try TestScenes.png("#0000ff"))
        #expect(rename(folder.file("scenes/.image.tmp").path, folder.file("scenes/image.png").path) == 0)
        try await waitUntil("the rebuild", timeout: .seconds(10)) { reports.all.count == 3 }
        try await Task.sleep(for: .milliseconds(300))
        let rebuilt = reports.all.dropFirst(2)
        #expect(rebuilt.map(\.scene) == ["\(scenes)/uses-image.xml"], "rebuilt \(rebuilt.map(\.scene))")
        #expect(rebuilt.allSatisfy { !$0.initial && $0.written == 1 })
        #expect(try pixel(ofPNG: folder.bytes("out/uses-image.png") ?? [], x: 100, y: 75) == TestScenes.rgb("#0000ff"))
    }
}
