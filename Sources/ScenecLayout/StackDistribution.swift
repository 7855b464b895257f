import ScenecModel

/// Distributes a row's (or column's) children along its main axis: fixed lengths first, then weights
/// share what is left, then `justify` places the whole run. Pure arithmetic, one axis.
struct StackDistribution {
    enum Size {
        case fixed(Double)
        case weight(Double)
    }

    /// Start (from the content box's start) and size of each item along the main axis.
    static func distribute(_ sizes: [Size], available: Double, gap: Double, justify: Stack.Justify) -> [(start: Double, size: Double)] {
        guard !sizes.isEmpty else { return [] }
        let gaps = gap * Double(sizes.count - 1)
        var fixedTotal = 0.0, weightTotal = 0.0
        for size in sizes {
            switch size {
            case .fixed(let v): fixedTotal += v
            case .weight(let w): weightTotal += w
            }
        }
        let free = available - fixedTotal - gaps
        let share = weightTotal > 0 ? max(free, 0) / weightTotal : 0
        let resolved = sizes.map { size -> Double in
            switch size {
            case .fixed(let v): return v
            case .weight(let w): return w * share
            }
        }
        // Weights take all the free space, so justify only moves runs of fixed items.
        let leftover = weightTotal > 0 ? 0 : free
        var start: Double
        var spacing = gap
        switch justify {
        case .start: start = 0
        case .center: start = leftover / 2
        case .end: start = leftover
        case .spaceBetween:
            start = 0
            if sizes.count > 1, leftover > 0 { spacing = gap + leftover / Double(sizes.count - 1) }
        }
        var result: [(start: Double, size: Double)] = []
        for size in resolved {
            result.append((start, size))
            start += size + spacing
        }
        return result
    }
}
