import ScenecCore

/// A `<text>` node's content and font as written.
public struct TextSpec: Sendable {
    public enum Align: String, Sendable, CaseIterable {
        /// `start` and `end` follow the text's base direction (`start` is the right edge of a
        /// right-to-left paragraph, as in CSS); `left` and `right` are absolute.
        /// `justify`: every wrapped line but a paragraph's last fills the width (starts like `start`).
        case start, center, end, justify, left, right
    }

    /// `hyphens` (CSS): where words may break with a hyphen.
    public enum Hyphens: String, Sendable, CaseIterable {
        /// Not even at soft hyphens (U+00AD), which stay invisible.
        case none
        /// At soft hyphens, showing a hyphen.
        case manual
        /// Also at the hyphenation points of the text's `lang`.
        case auto
    }

    /// `direction`: the base direction of the paragraphs (CSS `direction`, HTML `dir`).
    public enum Direction: String, Sendable, CaseIterable {
        /// The direction of the text's first strong character (HTML `dir="auto"`); left to right without one.
        case auto
        case ltr, rtl
    }

    /// `wrap`: where lines may break to fit `width`.
    public enum Wrap: String, Sendable, CaseIterable {
        /// One line per paragraph (version 1).
        case none
        /// At word boundaries; a word longer than the width breaks between characters.
        case word
        /// Between any characters.
        case char
    }

    /// `overflow`: what happens to text that does not fit its frame or `max-lines`.
    public enum Overflow: String, Sendable, CaseIterable {
        case visible, clip, ellipsis
    }

    /// `line-height`: the distance between baselines.
    public enum LineHeight: Sendable, Hashable {
        /// A multiple of the font size (CSS unitless).
        case multiple(Double)
        /// Points.
        case points(Double)

        /// In points, for text whose font size is `size`.
        public func points(forSize size: Double) -> Double {
            switch self {
            case .multiple(let factor): return factor * size
            case .points(let value): return value
            }
        }
    }

    public enum VerticalAlign: String, Sendable, CaseIterable {
        case top, middle, bottom
    }

    /// The default `font-family` (resolved through fontconfig; Nimbus Sans on Linux).
    public static let defaultFamilies = ["Helvetica"]
    /// The default `font-size` in points (UIKit's body size).
    public static let defaultSize = 17.0

    /// The label: leading and trailing whitespace trimmed, every run of whitespace that contains a line
    /// break or tab collapsed to one space; other spaces kept. A `<br/>` is a "\n" (the only one).
    public var text: String
    public var color: RGBA
    /// Families in order of preference, unquoted.
    public var families: [String]
    /// Size in points.
    public var size: Double
    /// CSS weight 100–900 (`normal` 400, `bold` 700).
    public var weight: Int
    /// `font-style`.
    public var style: FontStyle
    /// `letter-spacing` in points.
    public var letterSpacing: Double
    public var align: Align
    /// `direction`.
    public var direction: Direction = .auto
    /// `lang`: the language for shaping, glyph choice and hyphenation (a BCP 47 tag); nil: the built
    /// locale's (`LayoutOptions.defaultLanguage`), or none.
    public var language: String?
    /// `min-font-size`: the smallest size the text shrinks to, to fit its frame; nil: it never shrinks.
    public var minSize: Double?
    /// `hyphens`.
    public var hyphens: Hyphens = .manual

    /// A `lang` value: a BCP 47 tag's shape (a 2–8 letter language subtag, then subtags of 1–8 letters
    /// or digits), without checking it against the registry, as HTML's `lang` does.
    public static func language(_ value: String) throws(ValueError) -> String {
        let tag = value.trimmingWhitespace()
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        let isLetters = { (part: Substring) in part.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic } }
        let isAlphanumeric = { (part: Substring) in part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) } }
        guard let first = parts.first, (2...8).contains(first.count), isLetters(first),
              parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && isAlphanumeric($0) }), tag.count <= 64 else {
            throw ValueError("expected a BCP 47 language tag such as de, ar, ja or zh-Hant, got \"\(value)\"")
        }
        return tag
    }
    public var verticalAlign: VerticalAlign
    /// `<span>` runs over `text` (UTF-8 offsets), in order, not overlapping.
    public var spans: [TextSpan] = []
    public var wrap: Wrap = .none
    /// nil: the fonts' own line box.
    public var lineHeight: LineHeight?
    /// `max-lines`; nil for no limit.
    public var maxLines: Int?
    /// `overflow` as written; nil when not written (drawn as `visible`, and overflowing text warns).
    public var overflow: Overflow?

    public init(text: String, color: RGBA = .black, families: [String] = TextSpec.defaultFamilies,
                size: Double = TextSpec.defaultSize, weight: Int = 400, style: FontStyle = .normal, letterSpacing: Double = 0, align: Align = .start,
                verticalAlign: VerticalAlign = .top) {
        self.text = text
        self.color = color
        self.families = families
        self.size = size
        self.weight = weight
        self.style = style
        self.letterSpacing = letterSpacing
        self.align = align
        self.verticalAlign = verticalAlign
    }

    /// Element text → the one-line label (see `text`).
    public static func normalize(_ raw: String) -> String {
        TextContent.normalize([.text(raw, span: nil)]).text
    }

    /// A `font-family` value → unquoted family names; an error when it names none.
    public static func families(_ value: String) throws(ValueError) -> [String] {
        let families = parseFamilies(value)
        guard !families.isEmpty else { throw ValueError("expected a comma-separated list of family names, got \"\(value)\"") }
        // Each name is looked up in fontconfig when the text is set: 3,000 names took seconds per
        // format. A real font stack names a handful.
        guard families.count <= maximumFamilies else {
            throw ValueError("a list of \(families.count) families; at most \(maximumFamilies) are looked up (each costs a font search)")
        }
        return families
    }

    /// The most names a `font-family` list may hold.
    public static let maximumFamilies = 32

    /// A `font-family` value → unquoted family names (`"Helvetica Neue", Arial` → two names).
    public static func parseFamilies(_ value: String) -> [String] {
        value.split(separator: ",").map { part in
            var name = String(part).trimmingWhitespace()
            if name.count >= 2, let first = name.first, first == "\"" || first == "'", name.last == first {
                name = String(name.dropFirst().dropLast())
            }
            return name
        }.filter { !$0.isEmpty }
    }
}
