import ScenecCore

/// The COLR layers and path elements one layout may still read (`Limits.colorLayers`,
/// `Limits.colorLayerElements`), across all texts of the scene and every copy `<use>` makes: a font
/// may give a glyph 65,535 layers, and every span is a run of its own, so a budget per run would let a
/// small scene take gigabytes. Once a run would pass either, the budget is spent: that run and every
/// later colour run are drawn as before (plain glyphs in the text colour), and nothing more is read.
public struct ColorLayerBudget: Sendable, Hashable {
    public private(set) var layers: Int
    public private(set) var elements: Int
    /// A run went past the budget; no run reads layers any more.
    public private(set) var isSpent = false

    public init(layers: Int = Limits.colorLayers, elements: Int = Limits.colorLayerElements) {
        self.layers = layers
        self.elements = elements
    }

    /// Takes `layers` and `elements` (copies of layers already read: a text shadow's silhouettes) when
    /// both fit; otherwise spends the budget. Whether they fit.
    public mutating func take(layers: Int, elements: Int) -> Bool {
        guard !isSpent, layers <= self.layers, elements <= self.elements else {
            exhaust()
            return false
        }
        spend(layers: layers, elements: elements)
        return true
    }

    /// Takes what a run read (even a run that could not be drawn as layers: the work was done).
    mutating func spend(layers: Int, elements: Int) {
        self.layers -= layers
        self.elements -= elements
    }

    mutating func exhaust() {
        isSpent = true
        layers = 0
        elements = 0
    }
}
