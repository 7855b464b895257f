import NIOCore

/// The preview server's open HTTP connections, to keep slow clients from holding all of them (a
/// slowloris: connections that trickle a request a byte at a time stay within the idle timeout and
/// hold their socket until the request deadline).
///
/// A connection waiting for its next request (since it opened, or since its last answer was sent) may
/// be closed to make room: when one client has more than `perClient` of them, its oldest goes; when
/// the server's connections reach its limit, the oldest waiting one of any client goes, so a slot is
/// always kept for a new request. A connection whose request is being answered, and the page's
/// WebSocket, are never closed for room.
///
/// Confined to the server's one event-loop thread (the listener and every connection run on it), so
/// it needs no lock; `@unchecked Sendable` only lets the channel initializers capture it.
final class ConnectionSlots: @unchecked Sendable {
    private struct Entry {
        let channel: any Channel
        let client: String
        /// The order in which it began waiting; nil while its request is answered, or once upgraded.
        var waiting: Int?
    }

    let perClient: Int
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var clock = 0
    /// How many connections were closed to make room (for tests and the log).
    private(set) var evicted = 0

    init(perClient: Int) {
        self.perClient = max(1, perClient)
    }

    /// A connection just accepted, with `limit` the most the server holds: it starts waiting for its
    /// request; the oldest waiting connections make room as the type's comment says.
    func admit(_ channel: any Channel, limit: Int) {
        let client = channel.remoteAddress?.ipAddress ?? "unknown"
        clock += 1
        entries[ObjectIdentifier(channel)] = Entry(channel: channel, client: client, waiting: clock)
        let sameClient = entries.values.filter { $0.client == client && $0.waiting != nil }
        if sameClient.count > perClient { evictOldest(of: sameClient, sparing: channel) }
        if entries.count >= limit { evictOldest(of: Array(entries.values.filter { $0.waiting != nil }), sparing: channel) }
    }

    /// The connection waits for its next request (its answer was sent).
    func waiting(_ channel: any Channel) {
        clock += 1
        entries[ObjectIdentifier(channel)]?.waiting = clock
    }

    /// The connection's request has arrived: it is being answered.
    func answering(_ channel: any Channel) {
        entries[ObjectIdentifier(channel)]?.waiting = nil
    }

    /// The connection closed.
    func closed(_ channel: any Channel) {
        entries[ObjectIdentifier(channel)] = nil
    }

    private func evictOldest(of candidates: [Entry], sparing newcomer: any Channel) {
        let oldest = candidates.filter { $0.channel !== newcomer }.min { ($0.waiting ?? .max) < ($1.waiting ?? .max) }
        guard let oldest else { return }
        entries[ObjectIdentifier(oldest.channel)] = nil
        evicted += 1
        oldest.channel.close(promise: nil)
    }
}
