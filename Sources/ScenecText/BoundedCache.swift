/// A memo of at most `2 × capacity` entries that keeps what was used recently.
///
/// Two generations: new entries go into `recent`; when it holds `capacity` entries it becomes `older`
/// and the previous `older` is dropped. A hit in `older` is copied back into `recent`, so anything used
/// at least once per `capacity` insertions stays. This is the classic two-generation approximation of
/// LRU: O(1) per lookup, no per-entry bookkeeping, and memory never exceeds two full generations.
///
/// Values must be pure functions of their keys: which entries survive depends on the order of lookups
/// (on thread scheduling when the cache is shared), so only the cost of a lookup may depend on it.
public struct BoundedCache<Key: Hashable, Value> {
    public let capacity: Int
    private var recent: [Key: Value] = [:]
    private var older: [Key: Value] = [:]

    public init(capacity: Int) {
        precondition(capacity > 0, "a bounded cache needs room for at least one entry")
        self.capacity = capacity
    }

    /// Entries held now; never more than `2 × capacity`.
    public var count: Int { recent.count + older.count }

    public mutating func value(for key: Key) -> Value? {
        if let value = recent[key] { return value }
        guard let value = older.removeValue(forKey: key) else { return nil }
        insert(value, for: key)
        return value
    }

    public mutating func insert(_ value: Value, for key: Key) {
        if recent.count >= capacity, recent[key] == nil {
            older = recent
            recent = [:]
        }
        recent[key] = value
    }
}

extension BoundedCache: Sendable where Key: Sendable, Value: Sendable {}
