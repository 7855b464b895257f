import ScenecCore

/// A block of text as layout asks Pango to set it: the label, its base font, styled runs over it, and
/// how lines break, align, space and stop.
public struct TextBlock: Sendable, Hashable {
    public enum Wrap: Sendable, Hashable {
        /// Lines break only at "\n".
        case none
        /// At word boundaries, and inside a word longer than the width (PANGO_WRAP_WORD_CHAR).
        case word
        /// Between any characters (PANGO_WRAP_CHAR).
        case char
    }

    /// Where each line stands in the block's width: `left` and `right` are absolute, `start` and `end`
    /// follow the base direction (`start` is `right` in a right-to-left block).
    public enum Alignment: Sendable, Hashable {
        case left, center, right
        case start, end
        /// Wrapped lines but each paragraph's last fill the width; otherwise `start`.
        case justify
    }

    /// The base direction of every paragraph of the block (the Unicode bidirectional algorithm's
    /// paragraph level): Pango orders each line's runs by it.
    public enum Direction: Sendable, Hashable {
        /// The direction of the block's first strong character, left to right without one (HTML `dir="auto"`):
        /// one direction for the whole block, not one per paragraph.
        case auto
        case leftToRight, rightToLeft
    }

    /// A run of `text` (UTF-8 offsets) in another font than the base one.
    public struct StyledRun: Sendable, Hashable {
        public var range: Range<Int>
        public var font: FontSpec

        public init(range: Range<Int>, font: FontSpec) {
            self.range = range
            self.font = font
        }
    }

    /// The label; "\n" starts a new paragraph. Set as plain text, never as markup.
    public var text: String
    public var font: FontSpec
    /// In order, not overlapping.
    public var runs: [StyledRun]
    /// The width lines are wrapped, aligned, justified and ellipsized in; nil for none (lines as long as they are).
    public var width: Double?
    public var wrap: Wrap
    public var alignment: Alignment
    public var direction: Direction
    /// Distance between baselines in points; nil for the fonts' own line boxes stacked.
    public var lineHeight: Double?
    /// At most this many lines are set.
    public var maxLines: Int?
    /// When set, only the lines whose bottom is within this height are set (at least one).
    public var maxHeight: Double?
    /// When lines were cut (by `maxLines` or `maxHeight`), the last one set ends in "…".
    public var ellipsize: Bool

    public init(text: String, font: FontSpec, runs: [StyledRun] = [], width: Double? = nil, wrap: Wrap = .none, alignment: Alignment = .left,
                lineHeight: Double? = nil, maxLines: Int? = nil, maxHeight: Double? = nil, ellipsize: Bool = false,
                direction: Direction = .auto) {
        self.text = text
        self.font = font
        self.runs = runs
        self.width = width
        self.wrap = wrap
        self.alignment = alignment
        self.direction = direction
        self.lineHeight = lineHeight
        self.maxLines = maxLines
        self.maxHeight = maxHeight
        self.ellipsize = ellipsize
    }

    /// Whether the block's paragraphs are right to left: `direction`, or with `auto` its first strong
    /// character's (Pango's `pango_find_base_dir`, FriBidi's character classes).
    public var isRightToLeft: Bool {
        switch direction {
        case .leftToRight: return false
        case .rightToLeft: return true
        case .auto: return BidiClass.baseDirection(of: text) == .rightToLeft
        }
    }

    /// `alignment` with `start` and `end` resolved for a block of base direction `rightToLeft`.
    public func absoluteAlignment(rightToLeft: Bool) -> Alignment {
        switch alignment {
        case .left, .center, .right: return alignment
        case .start: return rightToLeft ? .right : .left
        case .end: return rightToLeft ? .left : .right
        case .justify: return .justify
        }
    }

    /// The run covering UTF-8 offset `index`, as an index into `runs`; nil for the base font.
    public func run(at index: Int) -> Int? {
        runs.firstIndex { $0.range.contains(index) }
    }

    /// The font at run index `run` (nil: the base font).
    public func font(ofRun run: Int?) -> FontSpec {
        run.map { runs[$0].font } ?? font
    }
}

/// A block of text set into lines by Pango, in points relative to the block's top-left.
public struct TextSetting: Sendable, Hashable {
    /// A piece of a line drawn as one unit: a stretch of one styled run, without the spaces at its ends
    /// (and, on justified lines, one word). Both backends draw `text` alone in `font` with its baseline
    /// start at (`x`, the line's baseline), so they agree piece by piece.
    public struct Piece: Sendable, Hashable {
        public var text: String
        /// The styled run it belongs to (`TextBlock.runs`), nil for the base font.
        public var run: Int?
        public var font: FontSpec
        /// The family fontconfig supplied for it (a fallback font for a script the family lacks).
        public var resolvedFamily: String
        public var x: Double
        /// Its advance in the line.
        public var width: Double
        /// From the top of `text` set alone on one line to its baseline (where a backend puts the layout).
        public var ascent: Double
        /// Whether this is the "…" that ended an ellipsized line.
        public var isEllipsis: Bool
        /// Whether it has colour glyphs (emoji): drawn as glyphs in their own colours, not as outlines.
        public var isColor: Bool = false
    }

    public struct Line: Sendable, Hashable {
        /// The top of its line box.
        public var top: Double
        public var baseline: Double
        /// Where the line starts and how long it is (logical, after alignment).
        public var x: Double
        public var width: Double
        public var pieces: [Piece]
        /// The UTF-8 offset where the line starts in the text.
        public var start: Int
    }

    public var lines: [Line]
    /// The widest line (or the wrapping width when lines wrap), and the line boxes' total height.
    public var width: Double
    public var height: Double
    /// The ink of all lines (empty when nothing has ink).
    public var ink: Rect
    /// Whether lines were cut by `maxLines` or `maxHeight`.
    public var isTruncated: Bool
    /// What the base font resolved to.
    public var resolution: FontResolution
    /// Whether the paragraphs were laid out right to left (`TextBlock.isRightToLeft`).
    public var isRightToLeft: Bool = false
    /// The families of its pieces that use COLR version 1 glyphs without version 0 layers, drawn as plain outlines
    /// (`ColorFontCheck`): found when the block is set, so a cached setting costs nothing to ask.
    public var paintGlyphFamilies: [String] = []
}
