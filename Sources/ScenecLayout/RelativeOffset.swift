import ScenecModel

extension FrameSpec.Insets {
    /// How far `position="relative"` moves a node laid out in the flow (CSS §9.4.3): `left` wins over
    /// `right`, `top` over `bottom`; percentages of `width` and `height` (the containing block's).
    func relativeOffset(width: Double, height: Double) -> (dx: Double, dy: Double) {
        let dx = left.map { $0.resolved(against: width) } ?? right.map { -$0.resolved(against: width) } ?? 0
        let dy = top.map { $0.resolved(against: height) } ?? bottom.map { -$0.resolved(against: height) } ?? 0
        return (dx, dy)
    }
}
