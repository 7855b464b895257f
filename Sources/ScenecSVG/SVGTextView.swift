/// The review view of an SVG: the document's lines with every text run's nested per-glyph `<tspan x>`
/// stretches (`TextWriter.content(of:)`) folded back into the run's string, so a line reads
/// `<tspan x="10" y="41">Save all</tspan>` where the SVG has `Sav<tspan x="33.5">e</tspan>…`.
///
/// The SVG itself keeps the nested form: it is what makes Chromium, resvg, librsvg and Inkscape place
/// each glyph where the PNG has it. A reviewer (`scenec diff`'s text diff, its report, `scenec textconv`
/// in `git diff`) needs the words instead: a changed label then shows as the old and the new words, one
/// run per line. Glyph positions inside a run are left out here; the pixel comparison sees them.
/// The view keeps one line per SVG line, so line-indexed data (`OriginMappedSVG.itemIndex`) still applies.
public enum SVGTextView {
    /// `lines` with each text run folded into its string.
    public static func lines(_ lines: [String]) -> [String] {
        lines.map(line)
    }

    /// One SVG line: a `<text …>` or `<tspan …>` line holding nested `<tspan …>` stretches has them
    /// removed, their characters kept in order; any other line is returned unchanged. Linear in the
    /// line's length (character data is escaped, so every `<` in it starts a tag).
    public static func line(_ line: String) -> String {
        let utf8 = Array(line.utf8)
        var start = 0
        while start < utf8.count && utf8[start] == UInt8(ascii: " ") { start += 1 }
        let opensText = hasPrefix(utf8, at: start, "<text") || hasPrefix(utf8, at: start, "<tspan")
        guard opensText, let tagEnd = utf8[start...].firstIndex(of: UInt8(ascii: ">")),
              utf8[tagEnd - 1] != UInt8(ascii: "/") else { return line }
        let closing: [UInt8] = hasPrefix(utf8, at: start, "<text") ? Array("</text>".utf8) : Array("</tspan>".utf8)
        guard utf8.count - (tagEnd + 1) >= closing.count, Array(utf8.suffix(closing.count)) == closing else { return line }
        let content = utf8[(tagEnd + 1)..<(utf8.count - closing.count)]
        guard content.contains(UInt8(ascii: "<")) else { return line }
        var out = Array(utf8[..<(tagEnd + 1)])
        out.reserveCapacity(utf8.count)
        var index = content.startIndex
        while index < content.endIndex {
            let byte = content[index]
            if byte == UInt8(ascii: "<") {
                // Skip the whole tag: `<tspan x="…">` or `</tspan>`.
                guard let end = content[index...].firstIndex(of: UInt8(ascii: ">")) else { return line }
                index = end + 1
                continue
            }
            out.append(byte)
            index += 1
        }
        out += closing
        return String(decoding: out, as: UTF8.self)
    }

    private static func hasPrefix(_ bytes: [UInt8], at index: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count - index >= count + 1 else { return false }
        let matches = prefix.withUTF8Buffer { Array($0) == Array(bytes[index..<(index + count)]) }
        // `<text` must be the whole name: `<textPath` is another element.
        let next = bytes[index + count]
        return matches && (next == UInt8(ascii: " ") || next == UInt8(ascii: ">"))
    }
}
