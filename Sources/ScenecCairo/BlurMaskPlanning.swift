import CCairo
import ScenecCore

// Making blurred masks (rasterising a shadow's coverage, then the blur) is the one part of a render
// whose pieces are independent: each mask is a pure function of its cache key. Cairo draws on one
// thread, in list order, so before drawing, a walk that only tracks the group state (matrices, clips,
// pushed groups) lists the distinct masks the blurred fills will ask for, and helper threads make them
// (`BlurMaskPipeline`) while the drawing walk runs. A mask made ahead has exactly the bytes the walk
// would have made, so the picture is the same for any number of threads.

extension Painter {
    /// Starts making, on helper threads, every mask `items`' blurred fills will need (within the
    /// cache's budget); the walk's cache takes them from there. `surface` is the image surface this
    /// painter draws on: the planning walk runs on a context of its own over it and draws nothing.
    /// `helpers`: how many helper threads, nil for the pipeline's default (one fewer than the cores).
    func startMasks(for items: [RenderItem], on surface: OpaquePointer, helpers: Int? = nil) {
        guard let planning = cairo_create(surface) else { return }
        defer { cairo_destroy(planning) }
        guard cairo_status(planning) == CAIRO_STATUS_SUCCESS else { return }
        var planner = Painter(cr: planning, scale: scale)
        let keys = planner.plannedMaskKeys(items, byteBudget: BlurMaskCache.byteBudget)
        // A single mask is made as fast by the walk itself when it first needs it.
        guard keys.count > 1 else { return }
        masks.ahead = if let helpers { BlurMaskPipeline(keys: keys, helpers: helpers) } else { BlurMaskPipeline(keys: keys) }
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
}
