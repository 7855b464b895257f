import ScenecCore

/// A `<text>` node's content and font as written.
public struct TextSpec: Sendable {
    public enum Align: String, Sendable, CaseIterable {
        case start, center, end
    }

    public enum VerticalAlign: String, Sendable, CaseIterable {
        case top, middle, bottom
    }

    /// The default `font-family` (resolved through fontconfig; Nimbus Sans on Linux).
    public static let defaultFamilies = ["Helvetica"]
    /// The default `font-size` in points (UIKit's body size).
    public static let defaultSize = 17.0

    /// The label, one line: leading and trailing whitespace trimmed, every run of whitespace that
    /// contains a line break or tab collapsed to one space; other spaces kept.
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
    public var verticalAlign: VerticalAlign

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
        var out = ""
        var pending = ""
        var pendingBreaks = false
        for c in raw {
            if Whitespace.contains(c) {
                pending.append(c)
                if c != " " { pendingBreaks = true }
                continue
            }
            if !pending.isEmpty, !out.isEmpty { out += pendingBreaks ? " " : pending }
            pending = ""
            pendingBreaks = false
            out.append(c)
        }
        return out
    }

    /// A `font-family` value → unquoted family names; an error when it names none.
    public static func families(_ value: String) throws(ValueError) -> [String] {
        let families = parseFamilies(value)
        guard !families.isEmpty else { throw ValueError("expected a comma-separated list of family names, got \"\(value)\"") }
        return families
    }

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
