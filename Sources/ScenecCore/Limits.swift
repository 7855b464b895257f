/// Every size and count scenec refuses beyond, in one place. Each stage checks the limits that concern
/// it and reports a located error; none allocates first and fails later.
public enum Limits {
    /// Scene and library files larger than this are refused before parsing.
    public static let documentBytes = 16 * 1024 * 1024

    /// Lengths, coordinates and other magnitudes written in a scene are within ± this many points:
    /// far outside any canvas, and inside the range where Cairo's fixed-point arithmetic stays exact.
    public static let magnitude = 1_000_000.0

    /// Absolute coordinates after layout beyond this many points are refused (Cairo 1.16's rasteriser
    /// misbehaves on huge coordinates, and nothing that far away can be seen).
    public static let coordinate = 1_000_000.0

    /// Cairo image surfaces are limited to 32767 pixels a side; so are canvases and decoded images.
    public static let pixelSide = 32_767

    /// Canvases are limited to 64 megapixels: 256 MiB of ARGB32, a generous ceiling for any app asset.
    public static let canvasPixels = 64 * 1024 * 1024

    /// An SVG icon with filters: the pixels of the size it is drawn at, times the elements drawn
    /// through a filter. librsvg allocates a filter's whole region at that size, however little of it
    /// the canvas shows (8.7 GB for a blurred icon in a 30 000 pt frame on a 100 × 100 canvas), and
    /// several surfaces per primitive (about 25 bytes a pixel measured): 16 Mi pixels stay near 400 MB.
    public static let filteredIconPixels = 16 * 1024 * 1024

    /// Image files larger than this are refused without reading further.
    public static let imageFileBytes = 64 << 20
    /// The largest `--data` file read (CSV or JSON): read whole, and parsed in one linear pass.
    public static let dataFileBytes = 64 << 20

    /// A font file (`<font href>`): a CJK font with every weight is tens of megabytes.
    public static let fontFileBytes = 64 << 20

    /// SVG icon files larger than this are refused before parsing: a detailed icon is tens of KB, and
    /// librsvg parses and draws the whole file for every use.
    public static let iconFileBytes = 4 << 20

    /// Decoded images are limited to this many pixels (4 bytes each once decoded).
    public static let imagePixels = 25_000_000

    /// Nodes a scene may expand to through `use` copies and components, counted at parse time with a
    /// memo per target (nested uses double per level: a 3 KB file could otherwise ask for 2^40 nodes).
    public static let expandedNodes = 100_000

    /// Nodes layout places; a second guard behind `expandedNodes`.
    public static let placedNodes = 100_000

    /// Font sizes are 0–10000 pt.
    public static let fontSize = 10_000.0

    /// Blur radii and insets of effects are 0–1e6 pt.
    public static let effectExtent = 1_000_000.0

    /// A path (`d`, or a polygon's `points`) has at most this many segments: a detailed icon has a few
    /// thousand, a plotted series or a traced pen stroke hundreds of thousands. Its solid stroke is
    /// drawn in pieces (ScenecCairo's `StrokeChunks`), in time linear in the segments.
    public static let pathSegments = 250_000

    /// A path with more segments than this may only be stroked, solid, without effects: its fill,
    /// shadows, backdrop and dashes are each one outline for the scan converter, whose work on a
    /// self-intersecting outline grows with its segments times the edges crossing each row.
    public static let wholePathSegments = 20_000

    /// Segments layout may place across the whole scene (copies of a path through `use` included).
    public static let drawnSegments = 1_000_000

    /// Arc radii below this (points) draw the straight line such a thin ellipse looks like; their
    /// squares would otherwise underflow in the endpoint-to-centre conversion.
    public static let minimumArcRadius = 1e-6

    /// A gradient has at most this many stops (a smooth ramp needs a handful; an 8-bit channel has 256 levels).
    public static let gradientStops = 1_024

    /// The pixels of all conic gradients one render samples (each one colour computed in Swift, then
    /// carried by the PNG pattern and the SVG), copies included: the canvas's limit. Separately, the
    /// same number bounds the pixels of the colour emoji one `--text-as-paths` render draws as images.
    public static let sampledPixels = 64 * 1024 * 1024

    /// Canvas pixels that layer and backdrop blurs may process in one render, copies included: each
    /// layer blur blurs a canvas-sized layer, and each backdrop redraws the canvas beneath it with
    /// every layer blur before it.
    public static let blurredCanvasPixels = 256 * 1024 * 1024

    /// A label (the text of `<text>`, a key's label) has at most this many characters: labels are
    /// words and short sentences, and its outlines (`--text-as-paths`, blurred text shadows) grow with it.
    public static let labelCharacters = 2_000

    /// The runs of one layout drawn as COLR colour layers (`TextRun.colorLayers`) have at most this many
    /// layers and this many path elements in them in all, every text of the scene and every copy
    /// counted; the run that would pass either, and every colour run after it, is drawn as plain glyphs
    /// instead. A colour emoji has tens of layers (a thousand of them fit), but a font may give a glyph
    /// 65,535, each a glyph of up to 65,535 points, and every span is a run of its own.
    public static let colorLayers = 65_536
    public static let colorLayerElements = 1_000_000

    /// A glyph without an outline (a bitmap: a CBDT or sbix colour emoji, a bitmap-only font) is traced
    /// (`--text-as-paths`, text shadows) from its pixels at this size at most (points), and the trace
    /// scaled to the text's size: cairo renders it at the size in points to trace it, so the work grows
    /// with the square of the font size (10 000 pt: seconds a glyph). Noto Color Emoji's bitmaps are
    /// 136 px, so the silhouette cannot be finer than that; smaller text is traced as ever.
    public static let bitmapGlyphTraceSize = 512.0

    /// Comparisons spent on "did you mean" hints for unresolved `#id` references (each compares with
    /// every id): a thousand ids leave hints for 200 references; past the budget errors have no hint.
    public static let idHintComparisons = 200_000

    /// A `stroke-dasharray` has at most this many lengths (a pattern of a handful is the norm).
    public static let dashLengths = 64

    /// Dashes one stroke may draw (its outline's length over the pattern's period): a 0.001 pt
    /// pattern around a large shape would otherwise ask the rasteriser for billions of dashes.
    public static let dashesPerStroke = 200_000

    /// Dashes a scene's strokes may draw in all, like `drawnSegments` for path segments.
    public static let drawnDashes = 2_000_000

    /// A `transform` list has at most this many functions.
    public static let transformFunctions = 64

    /// Characters that `{name}` substitution may produce across a scene (token values, params, text):
    /// tokens that refer to tokens can double a value per level, and a long param copied into many
    /// instances adds up; past this the scene is refused.
    public static let substitutedCharacters = 16 * 1024 * 1024

    /// Files a scene may include (each at most `documentBytes`, together at most `includedBytes`).
    public static let includedFiles = 64

    /// The included files of one scene together are at most this many bytes.
    public static let includedBytes = 16 * 1024 * 1024

    /// Elements (nodes, fill layers, effects, stops: everything) the element tree may have once
    /// components are expanded; a second guard beside `expandedNodes` for what nodes carry.
    public static let expandedElements = 1_000_000

    /// How deep elements may nest once components are expanded (a component's body nests inside its
    /// instance): the XML parser refuses more than 256 in one file, and the reader and layout recurse.
    public static let expandedDepth = 256

    /// Design tokens that `$extends` may copy into extending groups, over all of a scene's token files:
    /// groups of groups that extend each other double the tokens at each level.
    public static let extendedDesignTokens = 250_000
}
