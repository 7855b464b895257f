/// One layer of a colour glyph (OpenType COLR version 0): a glyph outline filled in one colour. Layout
/// reads a run's colour glyphs into their layers (`TextRun.colorLayers`), so PNG, PDF and text-as-paths
/// SVG fill the same paths in the same colours, whatever cairo or an SVG renderer would do with the font.
public struct ColorLayer: Sendable, Hashable {
    /// The layer glyph's outline, placed where the glyph is drawn (absolute points).
    public var path: Path
    /// Its colour: the palette's (CPAL palette 0), or the run's own colour for the layers the font
    /// paints in the text colour (palette index 0xFFFF), with the run colour's alpha applied.
    public var color: RGBA

    public init(path: Path, color: RGBA) {
        self.path = path
        self.color = color
    }
}
