import Foundation
import ScenecTestSupport
import Synchronization
import Testing
@testable import ScenecServe

/// The inotify watcher: saves of every kind are seen, bursts arrive as one batch, new folders below a
/// recursive root are watched too.
@Suite(.serialized)
struct FileWatcherTests {
    private final class Batches: Sendable {
        let received = Mutex<[Set<String>]>([])
        var all: [Set<String>] { received.withLock { $0 } }
        var union: Set<String> { all.reduce(into: []) { $0.formUnion($1) } }
    }

    /// A watcher of `folder`; the waits below are generous bounds (the machine may be loaded), not latencies.
    private func watching(_ folder: TemporaryFolder, recursive: Bool = false, quiet: Duration = .milliseconds(60),
                          maximumDelay: Duration = .milliseconds(300)) throws -> (FileWatcher, Batches) {
        let batches = Batches()
        let watcher = try FileWatcher(quiet: quiet, maximumDelay: maximumDelay) { batch in batches.received.withLock { $0.append(batch) } }
        watcher.watch(folder: folder.path, recursive: recursive)
        return (watcher, batches)
    }

    private func canonical(_ folder: TemporaryFolder, _ name: String) -> String {
        (PathName.resolve(folder.path) ?? folder.path) + "/" + name
    }

    @Test func inPlaceWritesRenamesAndDeletesAreSeen() async throws {
        let folder = try TemporaryFolder(prefix: "watch")
        try folder.write("a.xml", "<scene/>")
        let (watcher, batches) = try watching(folder)
        defer { watcher.stop() }

        try folder.write("a.xml", "<scene width='1'/>")
        try await waitUntil("the in-place write seen", timeout: .seconds(10)) { batches.union.contains(canonical(folder, "a.xml")) }
        try folder.write(".b.tmp", "<scene/>")
        #expect(rename(folder.file(".b.tmp").path, folder.file("b.xml").path) == 0)
        try await waitUntil("the rename seen", timeout: .seconds(10)) { batches.union.contains(canonical(folder, "b.xml")) }
        // Counted before the delete: its batch may arrive before the next line runs.
        let count = batches.all.count
        #expect(unlink(folder.file("a.xml").path) == 0)
        try await waitUntil("the delete seen", timeout: .seconds(10)) {
            batches.all.dropFirst(count).contains { $0.contains(canonical(folder, "a.xml")) }
        }
    }

    @Test func aCompletedSaveIsDeliveredAfterTheShortQuietAndAWriteInProgressAfterTheLongOne() async throws {
        let folder = try TemporaryFolder(prefix: "watch")
        let batches = Batches()
        // A long quiet window for writes in progress, a short one after a file was completed.
        let watcher = try FileWatcher(quiet: .seconds(30), completedQuiet: .milliseconds(5), maximumDelay: .seconds(60)) { batch in
            batches.received.withLock { $0.append(batch) }
        }
        watcher.watch(folder: folder.path)
        defer { watcher.stop() }

        // An editor's save: a new file written, then renamed over the scene. Long before 30 s.
        try folder.write(".a.swp", "<scene/>")
        #expect(rename(folder.file(".a.swp").path, folder.file("a.xml").path) == 0)
        try await waitUntil("the completed save delivered", timeout: .seconds(10)) { batches.union.contains(canonical(folder, "a.xml")) }

        // A file opened and written but not closed is a write in progress: it waits for the quiet window.
        let count = batches.all.count
        let handle = try #require(FileHandle(forWritingAtPath: folder.file("a.xml").path))
        try handle.write(contentsOf: Data("<scene width='1'/>".utf8))
        try await Task.sleep(for: .seconds(1))
        #expect(batches.all.count == count, "a write still in progress was delivered: \(batches.all.dropFirst(count))")
        // Closing it completes the file.
        try handle.close()
        try await waitUntil("the closed write delivered", timeout: .seconds(10)) { batches.all.count > count }
    }

    @Test func aBurstOfWritesArrivesAsOneBatch() async throws {
        let folder = try TemporaryFolder(prefix: "watch")
        // A quiet window long enough that a loaded machine's slow writes still form one burst.
        let (watcher, batches) = try watching(folder, quiet: .milliseconds(800), maximumDelay: .seconds(8))
        defer { watcher.stop() }
        // 30 writes in quick succession: one burst.
        for index in 0..<30 { try folder.write("scene-\(index % 3).xml", "<scene n='\(index)'/>") }
        try await waitUntil("the burst delivered", timeout: .seconds(10)) { batches.union.count >= 3 }
        try await Task.sleep(for: .milliseconds(1000))
        #expect(batches.all.count <= 2, "30 writes arrived as \(batches.all.count) batches")
        #expect(batches.union == Set((0..<3).map { canonical(folder, "scene-\($0).xml") }))
    }

    @Test func foldersCreatedBelowARecursiveRootAreWatched() async throws {
        let folder = try TemporaryFolder(prefix: "watch")
        let (watcher, batches) = try watching(folder, recursive: true)
        defer { watcher.stop() }
        try FileManager.default.createDirectory(at: folder.file("new/deeper"), withIntermediateDirectories: true)
        try await waitUntil("the new folder seen", timeout: .seconds(10)) { batches.union.contains(canonical(folder, "new")) }
        // The watch on new/ is added when its creation is read; give it a moment, then write below it.
        try await Task.sleep(for: .milliseconds(100))
        try folder.write("new/deeper/c.xml", "<scene/>")
        try await waitUntil("a file in the new folder seen", timeout: .seconds(10)) {
            batches.union.contains(canonical(folder, "new/deeper/c.xml"))
        }
    }

    @Test func stopEndsDeliveries() async throws {
        let folder = try TemporaryFolder(prefix: "watch")
        let (watcher, batches) = try watching(folder)
        watcher.stop()
        try folder.write("late.xml", "<scene/>")
        try await Task.sleep(for: .milliseconds(400))
        #expect(batches.all.isEmpty)
    }
}
