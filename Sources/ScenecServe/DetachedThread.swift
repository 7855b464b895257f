#if canImport(Glibc)
import Glibc
#endif

/// A thread of its own for blocking work (renders, the inotify loop), off Swift's cooperative pool.
/// Plain pthreads rather than Foundation's `Thread`, so ScenecServe (and with it every scenec process)
/// needs no Foundation.
enum DetachedThread {
    /// Why a thread could not be started (the process is out of threads or memory).
    struct StartError: Error, Sendable, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Starts `body` on a new detached thread (`what` names it in the error). Throws when the thread
    /// cannot be created; the caller reports it, since a process that cannot start its threads cannot
    /// serve or watch. (The threads go unnamed: Glibc's `pthread_setname_np` is not visible to Swift.)
    static func start(_ what: String, _ body: @escaping @Sendable () -> Void) throws(StartError) {
        let work = Unmanaged.passRetained(Work(body: body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { argument in
            guard let argument else { return nil }
            let work = Unmanaged<Work>.fromOpaque(argument).takeRetainedValue()
            work.body()
            return nil
        }, work)
        guard status == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            throw StartError(message: "cannot start a thread for \(what): \(String(cString: strerror(status)))")
        }
        pthread_detach(thread)
    }

    private final class Work: Sendable {
        let body: @Sendable () -> Void

        init(body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
