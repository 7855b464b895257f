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

    /// Starts `count` threads (at least one). Throws when one cannot be started; those started
    /// before it are ended.
    init(count: Int) throws(DetachedThread.StartError) {
        for index in 0..<max(1, count) {
            do throws(DetachedThread.StartError) {
                try DetachedThread.start("rendering") { [self] in work() }
            } catch {
                stop(threads: index)
                throw error
            }
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
        for _ in 0..<threads { available.signal() }
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
