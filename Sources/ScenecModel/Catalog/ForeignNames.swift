/// Names designers bring from CSS, SVG and HTML, and what the format has instead. A spelling hint
/// alone points the wrong way for these (`rx` is one edit from `x`, `<b>` from `<br>`), so an unknown
/// name is looked up here first and the hint by spelling is the fallback.
enum ForeignNames {
    /// What to write instead of attribute `name` on `element`; nil when the name is not a known foreign one.
    static func attributeAdvice(_ name: String, on element: ElementKind) -> String? {
        switch name {
        case "rx", "ry", "border-radius":
            return "rounded corners are corner-radius"
        case "box-shadow", "text-shadow":
            return "a shadow is a <drop-shadow> child"
        case "text-anchor", "text-align":
            return "a text is placed in its frame by align"
        case "fill" where element == .text || element == .span:
            return "a text's colour is color"
        case "font-color", "foreground-color":
            return "a colour of text is color"
        case "font-style":
            return "italic is set on a <text>"
        case "gap" where element == .group:
            return "only a <row> or <column> spaces its children: use one instead of the <group>"
        case "background", "background-color":
            return element == .scene ? nil : "a node's background is its fill"
        case "dir" where element == .text || element == .span:
            return "a text's direction is direction (auto, ltr, rtl)"
        case "filter":
            return "a layer blur is blur=\"N\"; a shadow is a <drop-shadow> child"
        case "backdrop-filter":
            return "a background blur is backdrop-blur=\"N\""
        case "mix-blend-mode":
            return "a blend mode is blend"
        case "object-fit", "preserveAspectRatio":
            return element == .image ? "an image's fit is fit (fill, contain, cover, none)" : nil
        case "object-position":
            return element == .image ? "an image's position in its frame is fit-position" : nil
        case "class", "style":
            return "scenec has no style sheets: write each attribute, or share values with {token}s and <defaults>"
        default:
            return nil
        }
    }

    /// What to write instead of element `name`.
    static func elementAdvice(_ name: String) -> String? {
        switch name {
        case "b", "strong": return "bold text is <span font-weight=\"bold\">"
        case "i", "em": return "italic text is <span font-style=\"italic\">"
        case "u": return "underlined text is <span underline=\"true\">"
        case "p": return "a paragraph is a <text>, with <br/> between lines"
        case "div", "g", "svg", "frame": return "a box of nodes is a <group>, <row> or <column>"
        case "img": return "an image is <image href=\"…\">"
        case "label", "h1", "h2", "h3": return "text is a <text>"
        case "hstack": return "a horizontal stack is a <row>"
        case "vstack": return "a vertical stack is a <column>"
        case "zstack": return "overlapping nodes are the children of a <group>"
        default: return nil
        }
    }

    /// What to write instead of a value written in another tool's token syntax (`$brand`, `var(--brand)`).
    static func valueAdvice(_ value: String) -> String? {
        let trimmed = value.trimmingWhitespace()
        if trimmed.hasPrefix("var(--") || (trimmed.hasPrefix("$") && trimmed.count > 1) || trimmed.hasPrefix("{{") {
            return "a token is written {name}"
        }
        return nil
    }
}
