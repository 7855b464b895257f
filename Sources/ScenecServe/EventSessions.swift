import Synchronization

/// The open pages' WebSocket sessions, so stopping can let each send its close frame (the store's
/// shutdown ends them) before the connections are torn down.
final class EventSessions: Sendable {
    private struct State {
        var next = 0
        var running: [Int: Task<Void, Never>] = [:]
    }

    private let state = Mutex(State())

    /// Runs `session` as a task of its own, tracked until it ends.
    func run(_ session: @escaping @Sendable () async -> Void) {
        state.withLock { state in
            let key = state.next
            state.next += 1
            state.running[key] = Task { [self] in
                await session()
                _ = self.state.withLock { $0.running.removeValue(forKey: key) }
            }
        }
    }

    /// Waits until every session has ended, or `limit` has passed (then cancels the rest).
    func finish(within limit: Duration) async {
        let running = state.withLock { Array($0.running.values) }
        let deadline = Task {
            try? await Task.sleep(for: limit)
            for session in running { session.cancel() }
        }
        for session in running { await session.value }
        deadline.cancel()
    }
}
