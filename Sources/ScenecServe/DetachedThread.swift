#if canImport(Glibc)
import Glibc
#endif
import ScenecCore

/// A thread of its own for blocking work (renders, the inotify loop), off Swift's cooperative pool:
/// a `HelperThread` (plain pthreads, so ScenecServe needs no Foundation), whose failure to start is an
/// error here, since a process that cannot start its threads cannot serve or watch.
enum DetachedThread {
    /// Why a thread could not be started (the process is out of threads or memory).
    struct StartError: Error, Sendable, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Starts `body` on a new detached thread (`what` names it in the error). Throws when the thread
    /// cannot be created; the caller reports it. (The threads go unnamed: Glibc's `pthread_setname_np`
    /// is not visible to Swift.)
    static func start(_ what: String, _ body: @escaping @Sendable () -> Void) throws(StartError) {
        let status = HelperThread.start(body)
        guard status == 0 else {
            throw StartError(message: "cannot start a thread for \(what): \(String(cString: strerror(status)))")
        }
    }
}
