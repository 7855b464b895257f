import Dispatch
import Synchronization

/// A few threads that run renders. Compiling a scene is synchronous CPU work; run on Swift's
/// cooperative pool (one thread per core) two slow scenes would stall every request of the server,
/// so renders get threads of their own and the server only awaits their results.
final class RenderWorkers: Sendable {
    private struct Job {
        var run: @Sendable () -> Void
        /// Called instead of `run` when the workers stop before it ran, so a task awaiting the job ends.
        var dropped: @Sendable () -> Void
    }

    private struct Queue {
        var jobs: [Job] = []
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

    /// Runs `job` on a worker, in submission order; `dropped` instead when the workers are stopped
    /// before it runs (or already were).
    func submit(_ job: @escaping @Sendable () -> Void, dropped: @escaping @Sendable () -> Void = {}) {
        let accepted = queue.withLock { queue in
            guard !queue.stopped else { return false }
            queue.jobs.append(Job(run: job, dropped: dropped))
            return true
        }
        if accepted { available.signal() } else { dropped() }
    }

    /// The value `work` returns on a worker, awaited; nil when the workers stop before it runs.
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T?) async -> T? {
        await withCheckedContinuation { continuation in
            submit({ continuation.resume(returning: work()) }, dropped: { continuation.resume(returning: nil) })
        }
    }

    /// Drops queued jobs and lets the threads end once their current job is done.
    func stop(threads: Int) {
        let dropped = queue.withLock { queue in
            queue.stopped = true
            defer { queue.jobs.removeAll() }
            return queue.jobs
        }
        for job in dropped { job.dropped() }
        for _ in 0..<threads { available.signal() }
    }

    private func work() {
        while true {
            available.wait()
            let job: Job? = queue.withLock { queue in
                queue.jobs.isEmpty ? nil : queue.jobs.removeFirst()
            }
            guard let job else {
                if queue.withLock(\.stopped) { return }
                continue
            }
            job.run()
        }
    }
}
