import CCairo
import ScenecCore

// Making blurred masks (rasterising a shadow's coverage, then the blur) is the one part of a render
// whose pieces are independent: each mask is a pure function of its recipe. Cairo draws on one
// thread, in list order, so before drawing, a walk that only tracks the group state (matrices, clips,
// pushed groups) lists the distinct masks the blurred fills and blurred texts (text shadows) will ask
// for, and helper threads make them (`BlurMaskPipeline`) while the drawing walk runs: a text shadow's
// outline is shaped there too, off the drawing thread. A mask made ahead has exactly the bytes the
// walk would have made, so the picture is the same for any number of threads.

extension Painter {
    /// Starts making, on helper threads, every mask `items`' blurred fills and texts will need (within
    /// the cache's budget); the walk's cache takes them from there. `surface` is the image surface this
    /// painter draws on: the planning walk runs on a context of its own over it and draws nothing.
    /// `helpers`: how many helper threads, nil for the pipeline's default (one fewer than the cores).
    func startMasks(for items: [RenderItem], on surface: OpaquePointer, helpers: Int? = nil) {
        guard let planning = cairo_create(surface) else { return }
        defer { cairo_destroy(planning) }
        guard cairo_status(planning) == CAIRO_STATUS_SUCCESS else { return }
        var planner = Painter(cr: planning, scale: scale)
        let recipes = planner.plannedMasks(items, byteBudget: BlurMaskCache.byteBudget)
        // A single mask is made as fast by the walk itself when it first needs it.
        guard recipes.count > 1 else { return }
        masks.ahead = if let helpers { BlurMaskPipeline(recipes: recipes, helpers: helpers) } else { BlurMaskPipeline(recipes: recipes) }
    }

    /// The distinct recipes of the masks the blurred fills and texts of `items` need, in the order the
    /// drawing walk first needs them, until their bytes would pass `byteBudget` (later ones are made
    /// while drawing, as without this walk). A text's mask size is only known once its outline is
    /// traced, so its ink bounds (from layout) stand in for the outline's here. Only group state
    /// changes: nothing is drawn, and a pushed group is popped unpainted.
    mutating func plannedMasks(_ items: [RenderItem], byteBudget: Int) -> [BlurMaskRecipe] {
        var recipes: [BlurMaskRecipe] = [], seen: Set<BlurMaskRecipe> = [], bytes = 0
        for item in items {
            // The recipe of the item's mask, and the box that gives its size.
            var planned: (recipe: BlurMaskRecipe, box: MaskBox)?
            switch item.op {
            case .beginGroup(let style): beginGroup(style)
            case .endGroup:
                guard let frame = groups.popLast() else { return recipes }
                endGroup(frame, composite: false)
            case .blurredFill(let op):
                guard let sigma = Self.sigma(of: op), sigma > 0 else { break }
                cairo_save(cr)
                clip(to: op.clip)
                planned = maskFrame(sigma).placement(of: op.geometry, rule: op.rule).map { (.fill($0.key), $0.box) }
                cairo_restore(cr)
            case .text(let op):
                guard let sigma = Self.maskSigma(of: op) else { break }
                cairo_save(cr)
                clip(to: Self.clip(of: op))
                let frame = maskFrame(sigma)
                planned = frame.box(around: op.inkBounds).map { (.text(BlurredTextRecipe(runs: op.runs, frame: frame)), $0) }
                cairo_restore(cr)
            case .fill, .stroke, .image, .icon, .backdrop:
                break
            }
            if let (recipe, box) = planned, !seen.contains(recipe) {
                bytes += Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(box.x1 - box.x0))) * (box.y1 - box.y0)
                guard bytes <= byteBudget else { return recipes }
                seen.insert(recipe)
                recipes.append(recipe)
            }
            // A walk in an error state stops here; the drawing walk reports the error.
            guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return recipes }
        }
        return recipes
    }
}
