/// A length as written in a scene: points, or a percentage of a reference length. How a node is
/// sized on an axis (which adds a stack's weights and hugging the content) is `AxisSize`.
public enum Length: Sendable, Hashable {
    case points(Double)
    case percent(Double)

    /// The length in points.
    public func resolved(against reference: Double) -> Double {
        switch self {
        case .points(let v): return v
        case .percent(let p): return p / 100 * reference
        }
    }
}
