import Foundation
import Synchronization
import Testing
@testable import ScenecServe

/// The render threads: a job awaited by a request (a variant's picture, an SVG written on demand) ends
/// with nil when the workers stop before it runs, so the request never waits forever.
@Suite struct RenderWorkersTests {
    @Test func anAwaitedJobReturnsItsValue() async throws {
        let workers = try RenderWorkers(count: 1)
        defer { workers.stop(threads: 1) }
        #expect(await workers.run { 6 * 7 } == 42)
    }

    @Test func aJobDroppedByStopOrSubmittedAfterItEndsWithNil() async throws {
        let workers = try RenderWorkers(count: 1)
        // The only worker is held until the queued job has been dropped.
        let release = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        workers.submit { started.signal(); release.wait() }
        started.wait()
        let queued = Task { await workers.run { "ran" } }
        // Give the task time to queue its job behind the held one (a generous bound, not a latency).
        try await Task.sleep(for: .milliseconds(200))
        workers.stop(threads: 1)
        release.signal()
        #expect(await queued.value == nil)
        #expect(await workers.run { "ran" } == nil)
    }
}
