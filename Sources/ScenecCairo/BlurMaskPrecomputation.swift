import CCairo
import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import ScenecCore
import Synchronization

// Making blurred masks (rasterising a shadow's coverage, then the blur) is the one part of a render
// whose pieces are independent: each mask is a pure function of its cache key. Cairo draws on one
// thread, in list order, so before drawing a walk that only tracks the group state (matrices, clips,
// pushed groups) lists the distinct masks the blurred fills will ask for, every core makes them, and
// the drawing walk finds each one in the cache. A cached mask has exactly the bytes a fresh one
// would have, so the picture is the same for any number of threads.

extension Painter {
    /// Fills the mask cache with every mask `items`' blurred fills need (within the cache's budget),
    /// made on all cores. `surface` is the image surface this painter draws on: the planning walk
    /// runs on a context of its own over it and draws nothing.
    func precomputeMasks(for items: [RenderItem], on surface: OpaquePointer) {
        guard let planning = cairo_create(surface) else { return }
        defer { cairo_destroy(planning) }
        guard cairo_status(planning) == CAIRO_STATUS_SUCCESS else { return }
        var planner = Painter(cr: planning, scale: scale)
        let keys = planner.plannedMaskKeys(items, byteBudget: BlurMaskCache.byteBudget)
        // One mask is made as fast on the drawing thread itself, when the walk first needs it.
        guard keys.count > 1 else { return }
        for (key, mask) in zip(keys, Self.makeMasks(keys)) {
            guard let mask else { continue }
            masks.insert(mask, for: key)
            cairo_surface_destroy(mask)
        }
    }

    /// The distinct keys of the masks the blurred fills of `items` need, in the order the drawing walk
    /// first needs them, until their bytes would pass `byteBudget` (later ones are made while drawing,
    /// as without this walk). Only group state changes: nothing is drawn, and a pushed group is popped
    /// unpainted. A blurred text shadow is left to the drawing walk (its outline comes from Pango there).
    mutating func plannedMaskKeys(_ items: [RenderItem], byteBudget: Int) -> [BlurMaskCache.Key] {
        var keys: [BlurMaskCache.Key] = [], seen: Set<BlurMaskCache.Key> = [], bytes = 0
        for item in items {
            switch item.op {
            case .beginGroup(let style): beginGroup(style)
            case .endGroup:
                guard let frame = groups.popLast() else { return keys }
                endGroup(frame, composite: false)
            case .blurredFill(let op):
                guard let sigma = Self.sigma(of: op), sigma > 0 else { break }
                cairo_save(cr)
                clip(to: op)
                if let key = maskPlacement(op, sigma: sigma)?.key, !seen.contains(key) {
                    bytes += Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(key.width))) * key.height
                    guard bytes <= byteBudget else {
                        cairo_restore(cr)
                        return keys
                    }
                    seen.insert(key)
                    keys.append(key)
                }
                cairo_restore(cr)
            case .fill, .stroke, .text, .image, .icon:
                break
            }
            // A walk in an error state stops here; the drawing walk reports the error.
            guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return keys }
        }
        return keys
    }

    /// `makeMask` of each key, on as many threads as there are cores (at most one per key); each
    /// thread takes the next key not yet taken, so large and small masks spread evenly.
    static func makeMasks(_ keys: [BlurMaskCache.Key]) -> [OpaquePointer?] {
        var masks = [OpaquePointer?](repeating: nil, count: keys.count)
        let next = Atomic<Int>(0)
        let threads = min(keys.count, max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        masks.withUnsafeMutableBufferPointer { results in
            // Each index is written by the one thread that took it; concurrentPerform returns after all.
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < keys.count else { return }
                    results[index] = makeMask(keys[index])
                }
            }
        }
        return masks
    }
}
