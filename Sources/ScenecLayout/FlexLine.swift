import ScenecModel

/// One line of a row or column along its main axis (CSS flexbox's line, grow only): each item's size
/// from its basis, weights sharing the free space, items that hit a bound frozen at it and the rest
/// shared again (CSS flexbox §9.7), then `justify` placing the run. Pure arithmetic, one axis.
struct FlexLine {
    struct Item {
        /// The size before free space is shared: written, measured, or 0 for a weight.
        var basis: Double
        /// The weight (`*`); 0 for an item with a size of its own.
        var grow: Double = 0
        var minimum: Double = 0
        var maximum: Double = .infinity

        func clamped(_ size: Double) -> Double { max(min(size, maximum), minimum) }
    }

    /// Start (from the content box's start) and size of each item along the main axis.
    static func distribute(_ items: [Item], available: Double, gap: Double, justify: Stack.Justify) -> [(start: Double, size: Double)] {
        guard !items.isEmpty else { return [] }
        let gaps = gap * Double(items.count - 1)
        let sizes = resolvedSizes(items, available: available, gaps: gaps)
        let weighted = items.contains { $0.grow > 0 }
        let bounded = items.contains { $0.grow > 0 && ($0.minimum > 0 || $0.maximum < .infinity) }
        var used = 0.0, fixedTotal = 0.0
        for (size, item) in zip(sizes, items) {
            used += size
            if item.grow <= 0 { fixedTotal += size }
        }
        // Weights take all the free space, so justify moves only what they leave: nothing, unless the
        // fixed items already overflow (the weights get 0 and the run is placed as CSS places it) or a
        // bound stopped a weight. Unbounded weights that fit leave exactly 0, not rounding noise.
        let free = available - fixedTotal - gaps
        let leftover = !weighted || bounded ? available - used - gaps : min(free, 0)
        var start: Double
        var spacing = gap
        switch justify {
        case .start: start = 0
        case .center: start = leftover / 2
        case .end: start = leftover
        case .spaceBetween:
            start = 0
            if items.count > 1, leftover > 0 { spacing = gap + leftover / Double(items.count - 1) }
        }
        var result: [(start: Double, size: Double)] = []
        for size in sizes {
            result.append((start, size))
            start += size + spacing
        }
        return result
    }

    /// Each item's size: sized items keep their (bounded) basis; weights share the free space in
    /// proportion, and a weight whose share breaks its bound is frozen there while the others share
    /// what remains, until no share breaks a bound.
    static func resolvedSizes(_ items: [Item], available: Double, gaps: Double) -> [Double] {
        var sizes = items.map { $0.grow > 0 ? 0 : $0.clamped($0.basis) }
        var frozen = items.map { $0.grow <= 0 }
        // Each round freezes at least one weight, so this ends after at most `items.count` rounds.
        for _ in 0...items.count {
            var fixedTotal = 0.0, weightTotal = 0.0
            for (index, item) in items.enumerated() {
                if frozen[index] { fixedTotal += sizes[index] } else { weightTotal += item.grow }
            }
            guard weightTotal > 0 else { break }
            let free = available - fixedTotal - gaps
            let share = max(free, 0) / weightTotal
            var violation = 0.0
            var targets = sizes
            for (index, item) in items.enumerated() where !frozen[index] {
                let target = item.grow * share
                targets[index] = item.clamped(target)
                violation += targets[index] - target
            }
            var froze = false
            for (index, item) in items.enumerated() where !frozen[index] {
                let target = item.grow * share
                // CSS: a positive total freezes the items held at their minimum, a negative one those held
                // at their maximum, and zero freezes every item.
                let breaks = violation > 0 ? targets[index] > target : violation < 0 ? targets[index] < target : true
                if breaks || violation == 0 {
                    frozen[index] = true
                    froze = true
                }
                sizes[index] = targets[index]
            }
            if !froze { break }
        }
        return sizes
    }

    /// The items broken into lines for `wrap="true"`: an item that does not fit after the ones already on
    /// the line starts a new one (a line always holds at least one item).
    static func lines(_ items: [Item], available: Double, gap: Double) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var used = 0.0
        for (index, item) in items.enumerated() {
            let size = item.grow > 0 ? item.minimum : item.clamped(item.basis)
            if index > start, used + gap + size > available + 1e-9 {
                lines.append(start..<index)
                start = index
                used = size
            } else {
                used += (index > start ? gap : 0) + size
            }
        }
        if start < items.count { lines.append(start..<items.count) }
        return lines
    }
}
