import ScenecCore

/// A single line's measurements in points, relative to the layout's top-left (Pango's logical origin).
public struct TextMetrics: Sendable, Hashable {
    /// Logical (advance) width of the line.
    public var width: Double
    /// Distance from the layout top to the baseline.
    public var ascent: Double
    /// Distance from the baseline to the bottom of the line box.
    public var descent: Double
    /// The ink rectangle of the glyphs, relative to the layout's top-left.
    public var ink: Rect
    /// The family fontconfig resolved the request to, and whether it is one that was asked for.
    public var resolution: FontResolution
    /// The x of each character's glyph origin from the layout's left edge, one per Unicode scalar of the
    /// text; nil unless every character is one left-to-right glyph of the Basic Multilingual Plane (see
    /// `CharacterGlyphs`).
    public var characterOffsets: [Double]?

    /// The line box: ascent + descent.
    public var lineHeight: Double { ascent + descent }
}

/// Which family a request resolved to. `isFallback` is true when fontconfig substituted a family that
/// is none of the requested ones (nor a fontconfig alias of one, such as Helvetica → Nimbus Sans).
public struct FontResolution: Sendable, Hashable {
    public var requested: [String]
    public var resolved: String
    public var isFallback: Bool

    /// `font 'X' not found, using 'Y'`, or nil when a requested family was found.
    public var warning: String? {
        guard isFallback else { return nil }
        let asked = requested.map { "'\($0)'" }.joined(separator: ", ")
        return "font \(asked) not found, using '\(resolved)'"
    }
}
