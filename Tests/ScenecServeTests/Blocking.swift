import ScenecTestSupport
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

extension LoopbackHTTP {
    /// `GET target` on 127.0.0.1:`port` from a thread of its own (see `Blocking`).
    static func fetch(port: UInt16, _ target: String, timeout: Int = 10) async throws -> Response {
        try await Blocking.run { try get(port: port, target, timeout: timeout) }
    }
}
