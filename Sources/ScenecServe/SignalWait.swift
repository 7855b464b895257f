import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Runs a long-lived service from a synchronous command until SIGINT (Ctrl-C) or SIGTERM, then stops
/// it cleanly. The signals are taken from their default action (which would kill the process
/// mid-write) and delivered through a dispatch source instead.
public enum SignalWait {
    /// Calls `start` in a task; when it succeeds, blocks until a signal arrives, then awaits the stop
    /// function it returned. Returns start's error, if any, without waiting for a signal.
    public static func runUntilStopped<Failure: Error>(
        _ start: @escaping @Sendable () async throws(Failure) -> @Sendable () async -> Void
    ) -> Result<Void, Failure> {
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<Result<Void, Failure>>(.success(()))
        let stopRequested = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "scenec-signals")
        var sources: [any DispatchSourceSignal] = []
        // A parent may have started us with these signals blocked (a blocked signal is inherited);
        // unblocked here, the waiting main thread can always take them.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signalNumber in [SIGINT, SIGTERM] { sigaddset(&unblock, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { stopRequested.signal() }
            source.resume()
            sources.append(source)
        }
        Task {
            do throws(Failure) {
                let stop = try await start()
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    // Not on `queue`: its signal handlers must stay free to run.
                    DispatchQueue.global().async {
                        stopRequested.wait()
                        continuation.resume()
                    }
                }
                await stop()
            } catch {
                result.withLock { $0 = .failure(error) }
            }
            done.signal()
        }
        done.wait()
        for source in sources { source.cancel() }
        return result.withLock { $0 }
    }
}
