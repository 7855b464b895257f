import ScenecCore
import ScenecModel

/// The baselines of one line of a row whose children align to the baseline (`align="baseline"` or
/// `align-self="baseline"`; CSS Flexible Box Layout §8.3, §9.4 step 8, §9.6 step 14). Per item of the
/// line, in order: whether it takes part, its first baseline from its outer (margin-box) cross start,
/// its outer cross size. With one participant or none, every baseline counts as 0 (CSS: alignment
/// then has nothing to line up, and the item sits at the line's cross start).
struct FlexBaselines {
    var participates: [Bool]
    var baselines: [Double]
    /// The most any participant reaches above the line's baseline, and below it (with its margin).
    var ascent = 0.0
    var descent = 0.0

    /// §9.4 step 8.1: what an item of `outer` cross size needs of the line's cross size; a participant
    /// needs the line's ascent above its baseline.
    func reach(of position: Int, outer: Double) -> Double {
        participates[position] ? ascent - baselines[position] + outer : outer
    }

    /// §9.6 step 14: where a participant's frame starts from its cross margin in a line `lineLength`
    /// long, so that its baseline is the line's; under `wrap="reverse"` the line's cross start is its
    /// far edge, so the group of participants sits against it.
    func shift(of position: Int, lineLength: Double, wrapReverse: Bool) -> Double? {
        guard participates[position] else { return nil }
        return wrapReverse ? lineLength - descent - baselines[position] : ascent - baselines[position]
    }
}

extension FramePass {
    /// A child aligned to its row's baseline: `baseline` written, and no `auto` margin across (CSS
    /// §8.3: auto margins place it instead). Columns align `baseline` at the start (CSS's fallback).
    static func participatesInBaselineAlignment(_ child: Node, stack: Stack) -> Bool {
        guard stack.axis == .horizontal, (child.alignSelf ?? stack.align) == .baseline else { return false }
        let margin = child.frame.flex.margin
        return margin.top != .auto && margin.bottom != .auto
    }

    /// §9.4 step 8 and §9.6 step 14 for one line of a row: its participants' first baselines, each asked
    /// of the child at the size the line gives it (its slot's width, its hypothetical height) through
    /// the measure interface (`firstBaseline`); a child without text has its frame's bottom edge as its
    /// baseline (CSS's synthesized baseline). nil when nothing on the line aligns to the baseline.
    mutating func flexBaselines(_ node: Node, members: [Int], slots: [(start: Double, size: Double)], stack: Stack,
                                space: FlexSpace, useDepth: Int) -> FlexBaselines? {
        guard space.horizontal else { return nil }
        let participates = members.map { Self.participatesInBaselineAlignment(node.children[$0], stack: stack) }
        let count = participates.count { $0 }
        guard count > 0 else { return nil }
        var line = FlexBaselines(participates: participates, baselines: Array(repeating: 0, count: members.count))
        let reference = space.room.width ?? 0
        for (position, (index, slot)) in zip(members, slots).enumerated() where participates[position] {
            let child = node.children[index]
            let outer = crossSize(of: child, stack: stack, mainSize: slot.size, space: space, useDepth: useDepth)
            if count > 1 {
                let margin = child.frame.flex.margin
                let top = margin.top.resolved(against: reference) ?? 0
                let height = max(outer - top - (margin.bottom.resolved(against: reference) ?? 0), 0)
                line.baselines[position] = top + (firstBaseline(of: child, size: Size(slot.size, height), paddingWidth: space.room.width, useDepth: useDepth + 1) ?? height)
            }
            line.ascent = max(line.ascent, line.baselines[position])
            line.descent = max(line.descent, outer - line.baselines[position])
        }
        return line
    }
}
