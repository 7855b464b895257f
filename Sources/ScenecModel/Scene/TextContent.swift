import ScenecCore

/// One `<span>` of a `<text>`: the run of the label it covers and what it changes. A nil property is
/// inherited from the `<text>`.
public struct TextSpan: Sendable, Hashable {
    /// UTF-8 offsets into `TextSpec.text`.
    public var range: Range<Int>
    public var families: [String]?
    public var size: Double?
    public var weight: Int?
    public var style: FontStyle?
    public var color: RGBA?
    public var letterSpacing: Double?
    public var underline: Bool
    /// `lang` (a BCP 47 tag); nil: the text's.
    public var language: String?

    public init(range: Range<Int>, families: [String]? = nil, size: Double? = nil, weight: Int? = nil, style: FontStyle? = nil,
                color: RGBA? = nil, letterSpacing: Double? = nil, underline: Bool = false, language: String? = nil) {
        self.language = language
        self.range = range
        self.families = families
        self.size = size
        self.weight = weight
        self.style = style
        self.color = color
        self.letterSpacing = letterSpacing
        self.underline = underline
    }
}

/// A `<text>`'s mixed content (character data, `<span>`s, `<br/>`s) → the label and its span ranges.
///
/// Whitespace collapses across the pieces as it does in one piece: trimmed at both ends, a run that
/// contains a line break or tab becomes one space, other spaces are kept. A `<br/>` is a "\n" that
/// swallows the whitespace on both sides of it, so no line starts or ends with a collapsed space.
public enum TextContent {
    public enum Piece: Sendable {
        /// Character data, inside span number `span` (an index into the caller's spans) or outside any.
        case text(String, span: Int?)
        case lineBreak
    }

    /// The label, and per span index the UTF-8 range it covers (empty when it kept no characters).
    public static func normalize(_ pieces: [Piece]) -> (text: String, ranges: [Int: Range<Int>]) {
        var out = ""
        var bytes = 0
        var pending = ""
        var pendingBreaks = false
        // Collapsed whitespace belongs to the span its first character was in, so a span starts at its
        // first word, not at the space before it.
        var pendingSpan: Int?
        var atLineStart = true
        var starts: [Int: Int] = [:]
        var ends: [Int: Int] = [:]
        func append(_ string: String, span: Int?) {
            if let span, starts[span] == nil { starts[span] = bytes }
            out += string
            bytes += string.utf8.count
            if let span { ends[span] = bytes }
        }
        for piece in pieces {
            switch piece {
            case .lineBreak:
                pending = ""
                pendingBreaks = false
                append("\n", span: nil)
                atLineStart = true
            case .text(let raw, let span):
                for c in raw {
                    // U+2028 LINE SEPARATOR (a line break from a string table or data value) breaks the
                    // line as `<br/>` does.
                    if c == "\u{2028}" {
                        pending = ""
                        pendingBreaks = false
                        append("\n", span: nil)
                        atLineStart = true
                        continue
                    }
                    if Whitespace.contains(c) {
                        if pending.isEmpty { pendingSpan = span }
                        pending.append(c)
                        if c != " " { pendingBreaks = true }
                        continue
                    }
                    if !pending.isEmpty, !atLineStart { append(pendingBreaks ? " " : pending, span: pendingSpan) }
                    pending = ""
                    pendingBreaks = false
                    atLineStart = false
                    append(String(c), span: span)
                }
            }
        }
        var ranges: [Int: Range<Int>] = [:]
        for (span, start) in starts { ranges[span] = start..<(ends[span] ?? start) }
        return (out, ranges)
    }
}
