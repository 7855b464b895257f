import ScenecCore

/// The space a parent offers a child on one axis when it asks the child's size: a definite length,
/// or the min-content / max-content constraint of intrinsic sizing (CSS Sizing §2). The grid asks its
/// children only through `GridMeasure` with these (the flexbox engine asks the same questions).
enum AvailableSpace: Hashable, Sendable {
    case definite(Double)
    case minContent
    case maxContent

    var definiteValue: Double? {
        if case .definite(let value) = self { return value }
        return nil
    }
}

/// "How big is child `index`, knowing these lengths, in this space?" — the one question the grid asks.
typealias GridMeasure = (_ index: Int, _ known: (width: Double?, height: Double?),
                         _ available: (width: AvailableSpace, height: AvailableSpace)) -> Size
