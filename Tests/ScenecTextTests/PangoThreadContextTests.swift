import Foundation
@testable import ScenecText
import ScenecTestSupport
import Synchronization
import Testing

@Suite struct PangoThreadContextTests {
    init() { TestFonts.install() }

    /// Each thread keeps one context for all its calls, and no two live threads share one.
    @Test func oneContextPerThread() throws {
        let threads = 4
        let seen = Mutex<[(first: Int, second: Int)]>([])
        let ready = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        for _ in 0..<threads {
            Thread {
                let first = PangoThreadContext.current().map { Int(bitPattern: UnsafeRawPointer($0)) } ?? 0
                _ = TextEngine.measureUncached("thread", font: FontSpec(families: ["Helvetica"], size: 12))
                let second = PangoThreadContext.current().map { Int(bitPattern: UnsafeRawPointer($0)) } ?? 0
                seen.withLock { $0.append((first, second)) }
                ready.signal()
                // Stay alive until every thread has its context, so an ended thread's freed context
                // cannot be handed to another one at the same address.
                release.wait()
            }.start()
        }
        for _ in 0..<threads { ready.wait() }
        let contexts = seen.withLock { $0 }
        for _ in 0..<threads { release.signal() }
        #expect(contexts.count == threads)
        #expect(contexts.allSatisfy { $0.first != 0 && $0.first == $0.second }, "\(contexts)")
        #expect(Set(contexts.map(\.first)).count == threads, "\(contexts)")
    }
}
