import ScenecCore

/// "How big is child `index`, knowing these lengths, in this space?" — the one question the grid asks.
/// `areaWidth` is the width of the child's grid area once the columns are sized (nil while they are):
/// what the child's padding percentages are of (CSS resolves a grid item's percentages against its area,
/// which its margins do not narrow).
typealias GridMeasure = (_ index: Int, _ known: (width: Double?, height: Double?),
                         _ available: (width: AvailableSpace, height: AvailableSpace), _ areaWidth: Double?) -> Size
