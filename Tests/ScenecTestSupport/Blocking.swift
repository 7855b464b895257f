import Foundation

/// Runs blocking work (socket reads, a browser's pipe, a child process) on a thread of its own.
///
/// Swift's cooperative pool has one thread per core, and the tests share it: a test blocking one of
/// those threads in `recv` or `waitpid` starves every async test meanwhile, the preview servers under
/// test among them (seen: with the plugin test waiting minutes for `swift build` on one of the two
/// threads, nine serve tests timed out at once).
public enum Blocking {
    public static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try body() }) }
            thread.start()
        }
    }
}
