import Dispatch
import Synchronization

/// A few threads that run renders. Compiling a scene is synchronous CPU work; run on Swift's
/// cooperative pool (one thread per core) two slow scenes would stall every request of the server,
/// so renders get threads of their own and the server only awaits their results.
final class RenderWorkers: Sendable {
    private struct Queue {
        var jobs: [@Sendable () -> Void] = []
        var stopped = false
    }

    private let queue = Mutex(Queue())
    private let available = DispatchSemaphore(value: 0)

    init(count: Int) {
        for _ in 0..<max(1, count) {
            DetachedThread.start("rendering") { [self] in work() }
        }
    }

    /// Runs `job` on a worker, in submission order.
    func submit(_ job: @escaping @Sendable () -> Void) {
        let accepted = queue.withLock { queue in
            guard !queue.stopped else { return false }
            queue.jobs.append(job)
            return true
        }
        if accepted { available.signal() }
    }

    /// Drops queued jobs and lets the threads end once their current job is done.
    func stop(threads: Int) {
        queue.withLock { queue in
            queue.stopped = true
            queue.jobs.removeAll()
        }
        for _ in 0..<max(1, threads) { available.signal() }
    }

    private func work() {
        while true {
            available.wait()
            let job: (@Sendable () -> Void)? = queue.withLock { queue in
                queue.jobs.isEmpty ? nil : queue.jobs.removeFirst()
            }
            guard let job else {
                if queue.withLock(\.stopped) { return }
                continue
            }
            job()
        }
    }
}
