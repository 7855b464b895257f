import ScenecCore

/// A text op → `<text>` on one line, positioned at the op's anchor (x per `text-anchor`, y on the
/// baseline), or the op's outline as a `<path>` when layout made one (`--text-as-paths`).
enum TextWriter {
    static func write(_ op: TextOp, into out: inout LineBuffer, defs: inout DefsTable) {
        if let outline = op.outline {
            guard !outline.isEmpty else { return }
            var tag = XMLTag("path")
            tag.add("d", PathData.string(outline))
            tag.add(PaintAttributes.paint(.solid(op.color), property: "fill", defs: &defs))
            out.empty(tag)
            return
        }
        var tag = XMLTag("text")
        tag.add("x", NumberFormat.svg(op.anchor.x))
        tag.add("y", NumberFormat.svg(op.anchor.y))
        tag.add("font-family", op.font.families.joined(separator: ", "))
        tag.add("font-size", NumberFormat.svg(op.font.size))
        if op.font.weight != 400 { tag.add("font-weight", String(op.font.weight)) }
        // Omitted when upright, so a version 1 scene's SVG is unchanged.
        switch op.font.style {
        case .normal: break
        case .italic: tag.add("font-style", "italic")
        }
        if op.font.letterSpacing != 0 { tag.add("letter-spacing", NumberFormat.svg(op.font.letterSpacing)) }
        tag.add(PaintAttributes.paint(.solid(op.color), property: "fill", defs: &defs))
        if op.textAnchor != .start { tag.add("text-anchor", op.textAnchor.rawValue) }
        // Runs of spaces are part of the label; without this SVG would collapse them.
        if op.text.contains("  ") { tag.add("xml:space", "preserve") }
        out.text(tag, content: XMLEscaper.escape(op.text))
    }
}
