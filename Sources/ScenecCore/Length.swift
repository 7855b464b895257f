/// A length as written in a scene: points, a percentage of a reference length, or a weight
/// (`*`, `2*`) that shares the free space of a row or column.
public enum Length: Sendable, Hashable {
    case points(Double)
    case percent(Double)
    case weight(Double)

    /// The length in points; weights have no meaning outside a stack and resolve to 0 here.
    public func resolved(against reference: Double) -> Double {
        switch self {
        case .points(let v): return v
        case .percent(let p): return p / 100 * reference
        case .weight: return 0
        }
    }

    public var isWeight: Bool {
        if case .weight = self { return true }
        return false
    }
}
