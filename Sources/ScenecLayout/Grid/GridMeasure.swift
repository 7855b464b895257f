import ScenecCore

/// "How big is child `index`, knowing these lengths, in this space?" — the one question the grid asks.
typealias GridMeasure = (_ index: Int, _ known: (width: Double?, height: Double?),
                         _ available: (width: AvailableSpace, height: AvailableSpace)) -> Size
