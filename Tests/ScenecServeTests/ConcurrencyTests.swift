import Foundation
import Scenec
import ScenecTestSupport
import Synchronization
import Testing
@testable import ScenecServe

/// Many page loads at once while scenes keep changing: every request is answered, none fails.
@Suite(.serialized)
struct ConcurrencyTests {
    /// What one page load fetches: the page, its state, and both formats of a picture.
    static let pageLoad = ["/", "/state", "/render/a.png", "/render/b.svg"]

    @Test func fiftyConcurrentPageLoadsWhileScenesChange() async throws {
        let fixture = try await ServeFixture(files: ["a.xml": TestScenes.solid("#ff0000"), "b.xml": TestScenes.solid("#0000ff")])
        let port = fixture.port
        let tally = Tally()
        let clock = ContinuousClock(), start = clock.now

        // Saves keep coming while the loads run: 20 saves, 25 ms apart.
        let saver = Task {
            for round in 0..<20 {
                try fixture.save(round.isMultiple(of: 2) ? "a.xml" : "b.xml", TestScenes.solid(round.isMultiple(of: 3) ? "#00c000" : "#c000c0"))
                try await Task.sleep(for: .milliseconds(25))
            }
        }
        // 50 page loads at once, each on a thread of its own so they really overlap.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for load in 0..<50 {
                group.addTask {
                    for target in Self.pageLoad {
                        do {
                            let response = try await LoopbackHTTP.fetch(port: port, target, timeout: 20)
                            let complete = response.headers["content-length"].flatMap(Int.init) == response.body.count
                            if response.status != 200 || !complete {
                                tally.failures.withLock { $0.append("load \(load) GET \(target): \(response.status), \(response.body.count) bytes") }
                            }
                        } catch {
                            tally.failures.withLock { $0.append("load \(load) GET \(target): \(error)") }
                        }
                        tally.answered.withLock { $0 += 1 }
                    }
                }
            }
            try await group.waitForAll()
        }
        try await saver.value
        let elapsed = clock.now - start
        print("concurrency: \(tally.answered.withLock { $0 }) requests of 50 concurrent page loads answered in \(elapsed), \(tally.failures.withLock(\.count)) failed")
        #expect(tally.failures.withLock { $0 }.isEmpty, "\(tally.failures.withLock { $0 })")
        #expect(tally.answered.withLock { $0 } == 50 * Self.pageLoad.count)
        #expect(elapsed < .seconds(60))
        // The server is still serving, and the last saves were rendered.
        try await waitUntil("the last saves rendered", timeout: .seconds(5)) { await fixture.server.store.isSettled() }
        #expect(try await fixture.get("/render/a.png").status == 200)
        await fixture.stop()
    }

    @Test func aSlowSceneDoesNotHoldUpTheOthers() async throws {
        // A scene with a very large blurred shadow takes a while at scale 4; the quick one and the
        // page are answered meanwhile.
        let slow = """
            <scene width="1200" height="1200" background="white">
              \((0..<40).map { "<rect x=\"\($0 * 25)\" y=\"\($0 * 25)\" width=\"200\" height=\"200\" fill=\"red\"><drop-shadow blur=\"60\" color=\"#0008\"/></rect>" }.joined())
            </scene>
            """
        // At scale 2 it takes seconds to render (about 1.5 s at scale 1 on the CI machine).
        let fixture = try await ServeFixture(files: ["quick.xml": TestScenes.solid("#ff0000"), "slow.xml": slow], scale: 2)
        for round in 0..<2 {
            try fixture.save("slow.xml", slow + "<!-- \(round) -->")
            try await waitUntil("the slow scene rendering again", timeout: .seconds(10)) {
                await fixture.server.store.state().scenes.first { $0.id == "slow" }?.rendering == true
            }
            let clock = ContinuousClock(), start = clock.now
            #expect(try await fixture.get("/").status == 200)
            #expect(try await fixture.get("/render/quick.png").status == 200)
            #expect(try await fixture.get("/render/slow.png").status == 200, "the last good picture of the slow scene")
            let waited = clock.now - start
            #expect(waited < .milliseconds(500), "requests waited \(waited) for the slow scene")
            // The render was still going on: the requests really overlapped it.
            #expect(await fixture.server.store.state().scenes.first { $0.id == "slow" }?.rendering == true)
            try await waitUntil("the slow scene rendered", timeout: .seconds(60)) { await fixture.server.store.isSettled() }
        }
        await fixture.stop()
    }
}

/// Results of the concurrent loads, shared by their tasks.
private final class Tally: Sendable {
    let failures = Mutex<[String]>([])
    let answered = Mutex(0)
}
