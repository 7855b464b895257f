import Foundation

/// Runs blocking work (socket reads, the browser's pipe) on a thread of its own. The server under test
/// runs in-process on Swift's cooperative pool, which has one thread per core: a test blocking one of
/// those threads in `recv` could starve the very server it waits for.
enum Blocking {
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try body() }) }
            thread.start()
        }
    }
}
