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

    /// A context handed over (the warm-up's, see `TextWarmUp`) becomes the adopting thread's own: the
    /// same object, measuring what a fresh context measures; the thread that gave it up has none left.
    @Test func aHandedOverContextMeasuresTheSameOnItsNewThread() throws {
        let font = FontSpec(families: ["Helvetica"], size: 15)
        let giver = onNewThread { () -> (ContextHandover?, TextMetrics, Bool) in
            let metrics = TextEngine.measureUncached("Return ⏎", font: font)
            let handover = PangoThreadContext.detachForHandover()
            // Nothing is left in the slot: a second detach finds no context.
            return (handover, metrics, PangoThreadContext.detachForHandover() == nil)
        }
        let handover = try #require(giver.0)
        #expect(giver.2)
        let adopted = onNewThread { () -> (Int, Int, TextMetrics) in
            let mine = PangoThreadContext.adopt(handover).map { Int(bitPattern: UnsafeRawPointer($0)) } ?? 0
            let current = PangoThreadContext.current().map { Int(bitPattern: UnsafeRawPointer($0)) } ?? 0
            return (mine, current, TextEngine.measureUncached("Return ⏎", font: font))
        }
        #expect(adopted.0 == Int(bitPattern: UnsafeRawPointer(handover.context)))
        #expect(adopted.1 == adopted.0)
        #expect(adopted.2 == giver.1)
        #expect(giver.1.width > 40, "\(giver.1)")
    }

    /// Runs `body` on a thread of its own and returns its result.
    private func onNewThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let result = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }.start()
        done.wait()
        return result.withLock { $0! }
    }
}
