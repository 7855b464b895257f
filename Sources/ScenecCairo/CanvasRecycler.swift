/// Canvas memory kept between renders that overwrite every pixel before drawing (a data build's rows
/// drawn over a `DrawnPrefix`), so each such render's canvas need not be a new mapping that the kernel
/// clears page by page and unmaps again: 4 MiB a row for a 1200×630 card. One recycler serves a whole
/// build, so what it holds is bounded for the build, not per template: at most `maximumCount` mappings
/// and `maximumBytes` in all, the oldest given back first; everything it holds is unmapped with it.
public final class CanvasRecycler: Sendable {
    /// One spare per worker drawing at the same time is enough; more would only hold memory.
    public static let maximumCount = 4
    public static let maximumBytes = 64 << 20

    private let spares = ConditionLocked<[CanvasMapping]>([])

    public init() {}

    deinit {
        spares.withLock { $0.forEach { $0.unmap() } }
    }

    /// How many mappings are kept.
    public var count: Int { spares.withLock { $0.count } }

    /// A kept mapping of exactly `length` bytes, taken out of the recycler; nil when none is.
    func take(length: Int) -> CanvasMapping? {
        spares.withLock { spares in
            guard let index = spares.lastIndex(where: { $0.length == length }) else { return nil }
            return spares.remove(at: index)
        }
    }

    /// Keeps `mapping` for a later canvas, unmapping the oldest kept ones past the bounds.
    func keep(_ mapping: CanvasMapping) {
        let dropped = spares.withLock { spares -> [CanvasMapping] in
            spares.append(mapping)
            var dropped: [CanvasMapping] = []
            while !spares.isEmpty,
                  spares.count > Self.maximumCount || spares.reduce(0, { $0 + $1.length }) > Self.maximumBytes {
                dropped.append(spares.removeFirst())
            }
            return dropped
        }
        // Outside the lock: munmap can take a while for a large mapping.
        dropped.forEach { $0.unmap() }
    }
}
