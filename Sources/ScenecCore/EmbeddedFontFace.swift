/// A font an SVG carries inside it as a CSS `@font-face` rule (`--svg-fonts embed`): the WOFF2 bytes of
/// one face of the scene's own font files, subset to the characters the SVG's text sets in it (whole
/// when it cannot be subset), under a family name no installed font or other SVG uses, with the weights
/// and style it covers, so a browser draws the text in the face the PNG was drawn with.
public struct EmbeddedFontFace: Sendable, Hashable {
    /// The `font-family` name the rule declares and the SVG's text asks for first.
    public var family: String
    /// The CSS weights the face covers: one for a static face, the `wght` axis's span for a variable one.
    public var weights: ClosedRange<Int>
    public var italic: Bool
    /// The font (its subset) as WOFF2.
    public var woff2: [UInt8]

    public init(family: String, weights: ClosedRange<Int>, italic: Bool, woff2: [UInt8]) {
        self.family = family
        self.weights = weights
        self.italic = italic
        self.woff2 = woff2
    }
}
