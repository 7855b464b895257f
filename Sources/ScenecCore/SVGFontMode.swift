/// How an SVG carries text set in the scene's own fonts (`<font href>`), which other renderers cannot
/// see (`--svg-fonts outline|embed`). Text in system fonts stays `<text>` in both.
public enum SVGFontMode: String, Sendable, Hashable, CaseIterable {
    /// Such text is written as outlines (`<path>`), as `--text-as-paths` writes all text: the default.
    case outline
    /// Such text stays `<text>`, and each used project font is embedded as a WOFF2 `@font-face`.
    case embed
}
