import ScenecCore

/// `reflection`: the content drawn in the top `ceil(height × ratio)` of the frame, and a mirrored,
/// squashed copy in the rest below a gap, under a fade-colour gradient.
public struct ReflectionSpec: Sendable, Hashable {
    public var gap: Double
    /// The content's share of the height, in (0, 1].
    public var ratio: Double
    public var fadeColor: RGBA
    /// Alpha of the fade colour at the reflection's top edge and at its bottom edge (0–1).
    public var fadeFrom: Double
    public var fadeTo: Double

    public init(gap: Double = 4, ratio: Double = 0.6, fadeColor: RGBA = .black, fadeFrom: Double = 0.5, fadeTo: Double = 1) {
        self.gap = gap
        self.ratio = ratio
        self.fadeColor = fadeColor
        self.fadeFrom = fadeFrom
        self.fadeTo = fadeTo
    }
}
