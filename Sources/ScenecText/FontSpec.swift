import ScenecCore

/// A font as layout asks for it.
public struct FontSpec: Sendable, Hashable {
    /// Families in order of preference, without quotes (`["Helvetica", "Nimbus Sans", "sans-serif"]`).
    public var families: [String]
    /// Size in points (1 pt = 1 user unit = 1 Pango point at 72 dpi).
    public var size: Double
    /// CSS weight, 1–1000.
    public var weight: Int
    /// Upright or italic; part of the measurement key, since an italic face has its own advances.
    public var style: FontStyle
    /// Extra space between characters in points (a Pango letter-spacing attribute over the whole line).
    /// Not part of the font description, but part of what a measurement depends on, so it lives here.
    public var letterSpacing: Double
    /// The scene's own fonts (`FontSets`); nil for the system's. Part of every cache key with the rest.
    public var fonts: FontSet?
    /// The language (a BCP 47 tag, Pango's language attribute): shaping and the glyph forms of code
    /// points scripts share (Japanese and Chinese Han); nil for none. Part of what a measurement depends on.
    public var language: String?

    public init(families: [String], size: Double, weight: Int = 400, style: FontStyle = .normal, letterSpacing: Double = 0,
                fonts: FontSet? = nil, language: String? = nil) {
        self.fonts = fonts
        self.language = language
        self.families = families
        self.size = size
        self.weight = weight
        self.style = style
        self.letterSpacing = letterSpacing
    }

    /// The font a text run was set in (`TextRun.font`), asked for again: to draw, trace or re-set it.
    public init(_ font: TextFont) {
        self.init(families: font.families, size: font.size, weight: font.weight, style: font.style, letterSpacing: font.letterSpacing,
                  fonts: font.fonts, language: font.language)
    }

    /// The families as Pango's comma-separated family list.
    public var familyList: String { families.joined(separator: ",") }
}
