/// `font-style`: upright or italic (the family's italic face, or its oblique one; CSS `italic`).
public enum FontStyle: String, Sendable, Hashable, CaseIterable {
    case normal, italic
}

/// A font after layout resolved it: the families as written (for SVG `font-family`), the family
/// fontconfig actually supplied, and the size in points and CSS weight both backends use.
public struct TextFont: Sendable, Hashable {
    /// The requested families in order, as written (`Helvetica, Nimbus Sans, sans-serif`).
    public var families: [String]
    /// The family Pango/fontconfig resolved the request to (`Nimbus Sans`).
    public var resolvedFamily: String
    /// Size in points (1 pt = 1 user unit).
    public var size: Double
    /// CSS weight, 100–900 (400 normal, 700 bold).
    public var weight: Int
    public var style: FontStyle
    /// Extra space after each character in points (CSS `letter-spacing`); 0 for none.
    public var letterSpacing: Double

    public init(families: [String], resolvedFamily: String, size: Double, weight: Int = 400, style: FontStyle = .normal,
                letterSpacing: Double = 0) {
        self.families = families
        self.resolvedFamily = resolvedFamily
        self.size = size
        self.weight = weight
        self.style = style
        self.letterSpacing = letterSpacing
    }
}

/// Which point of the line `TextOp.anchor` is: SVG's `text-anchor`.
public enum TextAnchor: String, Sendable, Hashable {
    case start, middle, end
}

/// One line of text, measured and positioned by layout. Both backends draw it at the same place:
/// Cairo draws the Pango layout with its top-left at `layoutOrigin`; SVG writes `<text>` at `anchor`
/// (x at the start, middle or end of the line, y on the baseline) with `text-anchor`; when `outline`
/// is set (`--text-as-paths`) SVG writes that path instead.
public struct TextOp: Sendable, Hashable {
    /// The string, drawn literally (never interpreted as markup), on one line.
    public var text: String
    public var font: TextFont
    public var color: RGBA
    /// The node's frame the text was aligned in (absolute points).
    public var frame: Rect
    /// Top-left of the Pango layout's logical rectangle (absolute points).
    public var layoutOrigin: Point
    /// The anchor point: x per `textAnchor`, y on the first line's baseline.
    public var anchor: Point
    public var textAnchor: TextAnchor
    /// Logical (advance) width and line-box height (ascent + descent) in points.
    public var advance: Double
    public var lineHeight: Double
    /// The ink bounds of the glyphs in absolute points (empty for blank text).
    public var inkBounds: Rect
    /// The glyph outlines in absolute points, when layout was asked for text as paths.
    public var outline: Path?

    public init(text: String, font: TextFont, color: RGBA, frame: Rect, layoutOrigin: Point, anchor: Point,
                textAnchor: TextAnchor, advance: Double, lineHeight: Double, inkBounds: Rect, outline: Path? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.frame = frame
        self.layoutOrigin = layoutOrigin
        self.anchor = anchor
        self.textAnchor = textAnchor
        self.advance = advance
        self.lineHeight = lineHeight
        self.inkBounds = inkBounds
        self.outline = outline
    }
}
