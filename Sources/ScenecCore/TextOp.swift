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
    /// CSS weight, 1–1000 (400 normal, 700 bold).
    public var weight: Int
    public var style: FontStyle
    /// Extra space after each character in points (CSS `letter-spacing`); 0 for none.
    public var letterSpacing: Double
    /// The scene's own fonts, when it has any (nil: the system's).
    public var fonts: FontSet?
    /// The language (`lang`, a BCP 47 tag) it was shaped for; nil for none.
    public var language: String?

    public init(families: [String], resolvedFamily: String, size: Double, weight: Int = 400, style: FontStyle = .normal,
                letterSpacing: Double = 0, fonts: FontSet? = nil, language: String? = nil) {
        self.fonts = fonts
        self.language = language
        self.families = families
        self.resolvedFamily = resolvedFamily
        self.size = size
        self.weight = weight
        self.style = style
        self.letterSpacing = letterSpacing
    }
}

/// A stretch of one line in one font and colour, measured and placed by layout. Both backends draw
/// `text` alone with its baseline start at `origin`: Cairo draws its Pango layout with the top-left at
/// `layoutOrigin`; SVG writes a `<tspan x>` (start-anchored). With `glyphs` each character's glyph is
/// drawn at its own x instead: Cairo places the same glyphs there, SVG starts a `<tspan x>` at each of
/// its stretches. With `outline` (`--text-as-paths`) both fill that path instead.
public struct TextRun: Sendable, Hashable {
    /// The string, drawn literally (never interpreted as markup), without spaces at its ends.
    public var text: String
    public var font: TextFont
    public var color: RGBA
    /// The start of its baseline (absolute points).
    public var origin: Point
    /// Top-left of `text` set alone on one line (absolute points): `origin` moved up by its ascent.
    public var layoutOrigin: Point
    /// Its advance in the line.
    public var advance: Double
    /// The underline as a filled rectangle (absolute points), for `underline="true"`.
    public var underline: Rect?
    /// The glyph outlines in absolute points, when layout was asked for text as paths.
    public var outline: Path?
    /// Where each character's glyph goes, when layout placed the glyphs one by one on the glyph grid;
    /// nil keeps Pango's exact positions.
    public var glyphs: GlyphPlacement?
    /// The run has colour glyphs (emoji) that are not `colorLayers`: a raster or PDF backend shows its
    /// glyphs, which paint their own colours whatever `color` is, instead of filling their outlines.
    public var hasColorGlyphs: Bool = false
    /// The run's glyphs as colour layers, in drawing order, when its colour glyphs are COLR layers
    /// (nil otherwise, and for bitmap colour glyphs): PNG and PDF fill these paths in their colours
    /// instead of drawing `text` or `outline`; a glyph of the run without layers is one layer in `color`.
    /// The SVG writes them as paths with `--text-as-paths` (where `outline`, the glyphs not in them, is
    /// empty) and `text` otherwise.
    public var colorLayers: [ColorLayer]?
    /// With `--text-as-paths`, each bitmap colour glyph of the run (a CBDT or sbix emoji, which has no
    /// outline) as its pixels at the output scale, placed over the glyph's box (absolute points);
    /// `outline` then holds only the run's other glyphs. Filled in after layout, for text-as-paths
    /// output only, by ScenecCairo's `ColorGlyphResolver`; the PNG and PDF show the glyphs themselves.
    public var colorGlyphImages: [ImageOp] = []

    public init(text: String, font: TextFont, color: RGBA, origin: Point, layoutOrigin: Point, advance: Double,
                underline: Rect? = nil, outline: Path? = nil, glyphs: GlyphPlacement? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.origin = origin
        self.layoutOrigin = layoutOrigin
        self.advance = advance
        self.underline = underline
        self.outline = outline
        self.glyphs = glyphs
    }
}

/// A run's glyphs placed one by one: layout puts each character's glyph on a quarter device pixel,
/// where browsers (Skia) draw glyphs whatever x they are given, when the run is drawn one left-to-right
/// glyph per character and no rotation or scale encloses it (not for ligatures, combining marks,
/// right-to-left runs, characters beyond the Basic Multilingual Plane or transformed text).
public struct GlyphPlacement: Sendable, Hashable {
    /// The x of each character's glyph origin (absolute points), one per Unicode scalar of the run's
    /// text; all are in the Basic Multilingual Plane, so this is also one per UTF-16 unit.
    public var x: [Double]
    /// The characters (indices into `x`) that start a stretch, ascending, the first 0: within a stretch
    /// each glyph is within 1/64 device pixel of where the previous one's advance puts it. An SVG
    /// renderer that places only a stretch's first character (librsvg 2.54 reads only the first x of a
    /// list) and advances from there therefore draws every glyph where the PNG does.
    public var stretchStarts: [Int]

    public init(x: [Double], stretchStarts: [Int]) {
        self.x = x
        self.stretchStarts = stretchStarts
    }

    /// Each stretch as the range of characters it covers.
    public var stretches: [Range<Int>] {
        stretchStarts.indices.map { k in stretchStarts[k]..<(k + 1 < stretchStarts.count ? stretchStarts[k + 1] : x.count) }
    }
}

/// One line of a text: where it starts on its baseline and its runs, left to right.
public struct TextLine: Sendable, Hashable {
    /// x where the line starts (after alignment), y on its baseline (absolute points).
    public var origin: Point
    /// Its advance width.
    public var advance: Double
    public var runs: [TextRun]

    public init(origin: Point, advance: Double, runs: [TextRun]) {
        self.origin = origin
        self.advance = advance
        self.runs = runs
    }
}

/// A text, set into lines and runs by layout from one Pango layout, so every backend draws each line
/// and run at the same place. A text's shadow is a text op too (moved, in the shadow's colour, blurred),
/// so a backend draws it the same way as the text: both as text, or both as outlines. `font` and `color` are the `<text>`'s own (what most runs use).
public struct TextOp: Sendable, Hashable {
    public var lines: [TextLine]
    public var font: TextFont
    public var color: RGBA
    /// The node's frame the text was set in (absolute points).
    public var frame: Rect
    /// The box of the lines set: left and top of the block, its width (the widest line, or the
    /// wrapping width) and the line boxes' total height (absolute points).
    public var bounds: Rect
    /// `overflow="clip"`: the rectangle the text is clipped to.
    public var clip: Rect?
    /// The ink bounds of the glyphs in absolute points (empty for blank text).
    public var inkBounds: Rect
    /// A Gaussian σ in points the drawn text is blurred with (a text's shadow); 0 for none.
    public var blur: Double

    public init(lines: [TextLine], font: TextFont, color: RGBA, frame: Rect, bounds: Rect, clip: Rect? = nil, inkBounds: Rect, blur: Double = 0) {
        self.lines = lines
        self.font = font
        self.color = color
        self.frame = frame
        self.bounds = bounds
        self.clip = clip
        self.inkBounds = inkBounds
        self.blur = blur
    }

    /// Every run of every line, in order.
    public var runs: [TextRun] { lines.flatMap(\.runs) }

    /// The lines' strings joined with "\n" (runs of a line joined with a space where they were apart).
    public var text: String {
        lines.map { line in
            var joined = ""
            var end: Double?
            for run in line.runs {
                if let end, run.origin.x > end + 0.01 { joined += " " }
                joined += run.text
                end = run.origin.x + run.advance
            }
            return joined
        }.joined(separator: "\n")
    }
}
