import ScenecModel

/// One line of a row or column along its main axis: the arithmetic of CSS flexbox's steps that work on
/// one line, on numbers only (`FramePass+Stack.swift` measures the items and runs the steps in order):
/// collecting items into lines (§9.3 step 5), resolving the flexible lengths with the freeze loop
/// (§9.7), and placing the run along the main axis (§9.5 step 12, `justify` and `auto` margins).
struct FlexLine {
    struct Item {
        /// The flex base size (§9.2 step 3): written, measured, or 0 for a weight.
        var basis: Double
        /// The flex grow factor: a weight (`*`) or `grow`; 0 for an item with a size of its own.
        var grow: Double = 0
        /// Whether `grow` was written as CSS's `grow` (true) or is a weight (`FlexRules.weightsShareAllFreeSpace`).
        var cssGrow = false
        /// The flex shrink factor (`shrink`; `FlexRules.defaultShrink` otherwise).
        var shrink: Double = FlexRules.defaultShrink
        var minimum: Double = 0
        var maximum: Double = .infinity
        /// Margins along the main axis, in the order the items run (start side first); nil is `auto`.
        var marginStart: Double? = 0
        var marginEnd: Double? = 0
        /// In a stack that hugs its main axis, what a CSS item that grows or shrinks adds to its length
        /// (`FramePass.contentContribution`); nil: its hypothetical size.
        var contribution: Double?

        func clamped(_ size: Double) -> Double { max(min(size, maximum), minimum) }
        /// The hypothetical main size (§9.2 step 3): the basis within min and max.
        var hypothetical: Double { clamped(basis) }
        /// The margins on the main axis, `auto` counted as 0.
        var margins: Double { (marginStart ?? 0) + (marginEnd ?? 0) }
    }

    /// §9.3 step 5, for `wrap="true"`: an item whose outer hypothetical size does not fit after the
    /// ones already on the line starts a new one (a line always holds at least one item). A weight
    /// counts as its minimum, since its basis is 0.
    static func collectLines(_ items: [Item], available: Double, gap: Double) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var used = 0.0
        for (index, item) in items.enumerated() {
            let size = (item.grow > 0 && !item.cssGrow ? item.minimum : item.hypothetical) + item.margins
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

    /// §9.7, resolving the flexible lengths of one line: each item's main size. The line grows when
    /// its items' outer hypothetical sizes and gaps fit and shrinks when they do not; items that
    /// cannot flex that way are frozen at their hypothetical size, the others share the free space
    /// by their factors (shrink scaled by the basis), and an item whose share breaks its min or max is
    /// frozen there while the others share again, until none breaks a bound.
    static func resolveFlexibleLengths(_ items: [Item], available: Double, gaps: Double) -> [Double] {
        let margins = items.reduce(0.0) { $0 + $1.margins }
        let outerHypothetical = items.reduce(0.0) { $0 + $1.hypothetical } + margins + gaps
        let shrinking = outerHypothetical > available && items.contains { $0.shrink > 0 }
        if shrinking { return shrunkSizes(items, available: available - margins, gaps: gaps) }
        return grownSizes(items, available: available - margins, gaps: gaps)
    }

    /// §9.7 when the line grows (or when nothing on an overflowing line can shrink, so that growing
    /// items keep their hypothetical size as CSS's shrinking would leave them). Weights start at 0;
    /// written `grow` starts at its basis.
    static func grownSizes(_ items: [Item], available: Double, gaps: Double) -> [Double] {
        var sizes = items.map { $0.grow > 0 ? ($0.cssGrow ? $0.basis : 0) : $0.hypothetical }
        // Step 2: an item with a grow factor whose basis already exceeds its hypothetical size does not grow.
        var frozen = items.map { $0.grow <= 0 || ($0.cssGrow && $0.basis > $0.hypothetical) }
        for index in items.indices where frozen[index] { sizes[index] = items[index].hypothetical }
        // Each round freezes at least one item, so this ends after at most `items.count` rounds.
        for _ in 0...items.count {
            var fixedTotal = 0.0, weightTotal = 0.0, unfrozenBases = 0.0
            var onlyCSSGrow = true
            for (index, item) in items.enumerated() {
                if frozen[index] {
                    fixedTotal += sizes[index]
                } else {
                    weightTotal += item.grow
                    if item.cssGrow { unfrozenBases += item.basis } else { onlyCSSGrow = false }
                }
            }
            guard weightTotal > 0 else { break }
            var free = available - fixedTotal - gaps - unfrozenBases
            // Step 4b: factors summing below 1 hand out only that fraction of the free space (CSS's
            // `grow`; weights share it all, `FlexRules.weightsShareAllFreeSpace`).
            if weightTotal < 1, onlyCSSGrow || !FlexRules.weightsShareAllFreeSpace { free *= weightTotal }
            let share = max(free, 0) / weightTotal
            var violation = 0.0
            var targets = sizes, raw = sizes
            for (index, item) in items.enumerated() where !frozen[index] {
                raw[index] = item.cssGrow ? item.basis + item.grow * share : item.grow * share
                targets[index] = item.clamped(raw[index])
                violation += targets[index] - raw[index]
            }
            if !freeze(&frozen, &sizes, clamped: targets, raw: raw, violation: violation) { break }
        }
        return sizes
    }

    /// §9.7 when the line shrinks: items with a shrink factor give up the overflow in proportion to
    /// factor × basis; the others keep their hypothetical size.
    static func shrunkSizes(_ items: [Item], available: Double, gaps: Double) -> [Double] {
        var sizes = items.map(\.hypothetical)
        var frozen = items.map { $0.shrink <= 0 || $0.basis < $0.hypothetical }
        for _ in 0...items.count {
            var fixedTotal = 0.0, scaledTotal = 0.0, unfrozenBases = 0.0, factors = 0.0
            for (index, item) in items.enumerated() {
                if frozen[index] {
                    fixedTotal += sizes[index]
                } else {
                    scaledTotal += item.shrink * item.basis
                    unfrozenBases += item.basis
                    factors += item.shrink
                }
            }
            guard factors > 0 else { break }
            var free = available - fixedTotal - gaps - unfrozenBases
            if factors < 1 { free *= factors }
            var violation = 0.0
            var targets = sizes, raw = sizes
            for (index, item) in items.enumerated() where !frozen[index] {
                let ratio = scaledTotal > 0 ? item.shrink * item.basis / scaledTotal : 0
                raw[index] = item.basis + free * ratio
                targets[index] = item.clamped(max(raw[index], 0))
                violation += targets[index] - raw[index]
            }
            if !freeze(&frozen, &sizes, clamped: targets, raw: raw, violation: violation) { break }
        }
        return sizes
    }

    /// §9.5 step 12, main-axis alignment: the start (from the content box's main start) and size of
    /// each item, from its resolved size. Positive leftover space goes to `auto` margins first, else
    /// `justify` places the run; a reversed line runs from the far end (CSS `flex-start` of a
    /// `row-reverse` is the right edge), so mirroring keeps `start` where the first child sits.
    static func alignMainAxis(_ items: [Item], sizes: [Double], available: Double, gap: Double, justify: Stack.Justify,
                              reverse: Bool) -> [(start: Double, size: Double)] {
        guard !items.isEmpty else { return [] }
        let gaps = gap * Double(items.count - 1)
        let weighted = items.contains { $0.grow > 0 }
        let bounded = items.contains { $0.grow > 0 && ($0.cssGrow || $0.minimum > 0 || $0.maximum < .infinity) }
        var used = 0.0, fixedTotal = 0.0, margins = 0.0, autoMargins = 0
        for (size, item) in zip(sizes, items) {
            used += size
            if item.grow <= 0 { fixedTotal += size }
            margins += item.margins
            autoMargins += (item.marginStart == nil ? 1 : 0) + (item.marginEnd == nil ? 1 : 0)
        }
        // Weights take all the free space, so justify moves only what they leave: nothing, unless the
        // fixed items already overflow (the weights get 0 and the run is placed as CSS places it) or a
        // bound stopped a weight. Unbounded weights that fit leave exactly 0, not rounding noise.
        let free = available - fixedTotal - gaps - margins
        let leftover = !weighted || bounded || items.contains(where: { $0.shrink > 0 }) ? available - used - gaps - margins : min(free, 0)
        let autoMargin = autoMargins > 0 && leftover > 0 ? leftover / Double(autoMargins) : 0
        var start: Double
        var spacing = gap
        let count = Double(items.count)
        switch autoMargins > 0 && leftover > 0 ? .start : justify {
        case .start: start = 0
        case .center: start = leftover / 2
        case .end: start = leftover
        case .spaceBetween:
            start = 0
            if items.count > 1, leftover > 0 { spacing = gap + leftover / (count - 1) }
        case .spaceAround:
            // CSS: with one item, space-around and space-evenly centre the run.
            if items.count > 1, leftover > 0 {
                spacing = gap + leftover / count
                start = leftover / count / 2
            } else {
                start = leftover / 2
            }
        case .spaceEvenly:
            if items.count > 1, leftover > 0 {
                spacing = gap + leftover / (count + 1)
                start = leftover / (count + 1)
            } else {
                start = leftover / 2
            }
        }
        if leftover < 0, justify.distributes {
            // CSS Box Alignment §4.3/§5.1: a distributed justification whose run overflows falls back to
            // `safe` alignment, the physical start (Chrome): the run overflows at the end, never before
            // the start. A reversed line runs from its far end, so there the start is the overflow's width back.
            start = reverse ? leftover : 0
        }
        var result: [(start: Double, size: Double)] = []
        for (size, item) in zip(sizes, items) {
            if let margin = item.marginStart { start += margin } else { start += autoMargin }
            result.append((start, size))
            start += size + (item.marginEnd ?? autoMargin) + spacing
        }
        if reverse { return result.map { (available - $0.start - $0.size, $0.size) } }
        return result
    }

    /// §9.7 step 4d–e: a positive total violation freezes the items held at their minimum, a negative
    /// one those held at their maximum, and zero freezes every item; every unfrozen item takes its
    /// clamped target. False when nothing froze (the loop is done).
    private static func freeze(_ frozen: inout [Bool], _ sizes: inout [Double], clamped: [Double], raw: [Double],
                               violation: Double) -> Bool {
        var froze = false
        for index in sizes.indices where !frozen[index] {
            let breaks = violation > 0 ? clamped[index] > raw[index] : violation < 0 ? clamped[index] < raw[index] : true
            if breaks || violation == 0 {
                frozen[index] = true
                froze = true
            }
            sizes[index] = clamped[index]
        }
        return froze
    }
}
