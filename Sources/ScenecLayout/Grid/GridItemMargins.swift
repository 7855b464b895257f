import ScenecModel

/// A grid item's margins (CSS §6.2): every side's percentage is of the grid area's width, and `auto`
/// counts 0 in the item's contributions, then takes the room left in its area.
extension FlexMargins {
    /// The start and end margins of one axis in points; nil for `auto`.
    func resolved(horizontal: Bool, reference: Double) -> (start: Double?, end: Double?) {
        horizontal ? (left.resolved(against: reference), right.resolved(against: reference))
            : (top.resolved(against: reference), bottom.resolved(against: reference))
    }

    /// Both margins of one axis, `auto` as 0.
    func sum(horizontal: Bool, reference: Double) -> Double {
        let (start, end) = resolved(horizontal: horizontal, reference: reference)
        return (start ?? 0) + (end ?? 0)
    }

    /// Whether one axis has an `auto` margin (which keeps the item from stretching on that axis).
    func hasAuto(horizontal: Bool) -> Bool {
        horizontal ? left == .auto || right == .auto : top == .auto || bottom == .auto
    }
}
