import ScenecTestSupport

extension LoopbackHTTP {
    /// `GET target` on 127.0.0.1:`port` from a thread of its own (see `Blocking`): the server under test
    /// runs in-process on Swift's cooperative pool.
    static func fetch(port: UInt16, _ target: String, timeout: Int = 10) async throws -> Response {
        try await Blocking.run { try get(port: port, target, timeout: timeout) }
    }
}
